import { apiClient } from '../client'
import type { ApiMessage } from '../../types/api'
import type { ResetPasswordBody } from '../../types/auth'

export type ResetPasswordRequest = ResetPasswordBody

/** Forgot password step 2: sets the new password with the e-mailed code. */
export async function resetPassword (body: ResetPasswordRequest): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>('/auth/reset-password', body)
  return data
}
