export type {
  ApiToken,
  CreateApiTokenBody,
  CreatedApiToken,
  DatingAccessBody,
  DatingAccessResponse,
  InitiateLoginBody,
  LoginResponse,
  MeResponse,
  RequestResetBody,
  ResetPasswordBody,
  SignupBody,
  User,
  UserResponse,
  VerifyCodeBody,
} from './api-contract.generated'

/** Client-side roles: anything the server calls other than 'admin' is an ordinary user. */
export type Role = 'admin' | 'user'

/** The decoded JWT payload, with the role already normalised. */
export interface TokenPayload {
  sub: string;
  role: Role;
  name: string;
  email: string;
  /** Seconds since the epoch (JWT convention). */
  exp?: number;
}

export function toRole (value: unknown): Role {
  return value === 'admin' ? 'admin' : 'user'
}
