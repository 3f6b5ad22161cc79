import { type ApiClient, type SignupBody, type UserResponse } from '@sitefleet/shared'

export type CreateUserRequest = SignupBody
export type CreateUserResponse = UserResponse

/** POST /auth/signup (admin, bearer): creates an ordinary user. Failures carry error.details[0].message. */
export async function createUser (client: ApiClient, body: CreateUserRequest): Promise<CreateUserResponse> {
  const { data } = await client.post<CreateUserResponse>('/auth/signup', body)
  return data
}
