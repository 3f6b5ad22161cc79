import { apiClient } from '../client'
import type { ApiMessage } from '../../types/api'
import type { RequestResetBody } from '../../types/auth'

export type RequestResetCodeRequest = RequestResetBody

/** Forgot password step 1: e-mails a reset code. */
export async function requestResetCode (body: RequestResetCodeRequest): Promise<ApiMessage> {
  const { data } = await apiClient.post<ApiMessage>('/auth/request-reset-code', body)
  return data
}
