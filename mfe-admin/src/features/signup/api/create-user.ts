import { apiClient, type User } from '@sitefleet/shared';

export interface CreateUserRequest {
  name: string;
  email: string;
  password: string;
}

export interface CreateUserResponse {
  success: boolean;
  message: string;
  user?: Pick<User, '_id' | 'name' | 'email'> & Partial<Pick<User, 'role'>>;
}

/** POST /auth/signup (admin, bearer): creates an ordinary user. Failures carry error.details[0].message. */
export async function createUser(body: CreateUserRequest): Promise<CreateUserResponse> {
  const { data } = await apiClient.post<CreateUserResponse>('/auth/signup', body);
  return data;
}
