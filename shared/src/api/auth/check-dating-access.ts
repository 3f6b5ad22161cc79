import { apiClient } from '../client'
import type { DatingAccessBody, DatingAccessResponse } from '../../types/auth'

export type CheckDatingAccessRequest = DatingAccessBody
/** The session token with the dating claim: the server asks for it on every dating call. */
export type CheckDatingAccessResponse = DatingAccessResponse

/**
 * The dating category's access password (user layout). Checked by the server so the value never
 * ships in client code; a wrong password rejects with 403 "Incorrect password.". The answer's
 * token replaces the stored one (same session, now allowed the dating scope).
 */
export async function checkDatingAccess (body: CheckDatingAccessRequest): Promise<CheckDatingAccessResponse> {
  const { data } = await apiClient.post<CheckDatingAccessResponse>('/auth/dating-access', body)
  return data
}
