import { apiClient } from '../client'
import type { LoginResponse, VerifyCodeBody } from '../../types/auth'

export type VerifyCodeRequest = VerifyCodeBody
export type VerifyCodeResponse = LoginResponse

/** Login step 2: trades the e-mailed code for a JWT and the user. */
export async function verifyCode (body: VerifyCodeRequest): Promise<VerifyCodeResponse> {
  const { data } = await apiClient.post<VerifyCodeResponse>('/auth/verify-code', body)
  return data
}
