import { apiClient } from '../client';
import type { User } from '../../types/auth';

export interface VerifyCodeRequest {
  email: string;
  code: string;
}

export interface VerifyCodeResponse {
  success: boolean;
  message: string;
  jwtToken: string;
  user: User;
}

/** Login step 2: trades the e-mailed code for a JWT and the user. */
export async function verifyCode(body: VerifyCodeRequest): Promise<VerifyCodeResponse> {
  const { data } = await apiClient.post<VerifyCodeResponse>('/auth/verify-code', body);
  return data;
}
