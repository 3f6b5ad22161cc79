import { apiClient } from '../client'
import type { ApiMessage } from '../../types/api'
import type { InitiateLoginBody } from '../../types/auth'

export type InitiateLoginRequest = InitiateLoginBody

/** Login step 1: checks the password; the server e-mails a one-time code. */
export async function initiateLogin (body: InitiateLoginRequest): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>('/auth/initiatelogin', body)
  return data
}
