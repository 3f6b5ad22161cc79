import { apiClient } from '../client';

export interface CheckDatingAccessRequest {
  password: string;
}

export interface CheckDatingAccessResponse {
  success: boolean;
  message?: string;
}

/**
 * The dating category's access password (user layout). Checked by the server so the value never
 * ships in client code; a wrong password rejects with 403 "Incorrect password.".
 */
export async function checkDatingAccess(body: CheckDatingAccessRequest): Promise<CheckDatingAccessResponse> {
  const { data } = await apiClient.post<CheckDatingAccessResponse>('/auth/dating-access', body);
  return data;
}
