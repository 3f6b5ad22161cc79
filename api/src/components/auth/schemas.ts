// Request and response schemas of the /auth calls. Limits on
// lengths keep hashing and storage cheap whatever a client sends.
import { Type } from 'typebox'
import { MessageResponse, User } from '../../platform/http/common-schemas'

const Email = Type.String({ minLength: 1, maxLength: 320 })
const ValidEmail = Type.String({ minLength: 1, maxLength: 320, format: 'email' })
const Password = Type.String({ minLength: 1, maxLength: 1024 })
const NewPassword = Type.String({ minLength: 8, maxLength: 1024 })
const Code = Type.String({ minLength: 1, maxLength: 32 })

export const InitiateLoginBody = Type.Object({ email: Email, password: Password })
export const VerifyCodeBody = Type.Object({ email: Email, code: Code })
export const SignupBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  email: ValidEmail,
  password: NewPassword
})
export const RequestResetBody = Type.Object({ email: Email })
export const ResetPasswordBody = Type.Object({ email: Email, code: Code, newPassword: NewPassword })
export const DatingAccessBody = Type.Object({ password: Type.String({ maxLength: 1024 }) })

export const LoginResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  jwtToken: Type.String(),
  user: User
})

export const DatingAccessResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  /** The caller's session token, now carrying the dating claim; it replaces the stored token. */
  jwtToken: Type.String()
})

export const UserResponse = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  user: User
})

export const MeResponse = Type.Object({
  success: Type.Literal(true),
  user: User,
  /** Set when the call carried a personal API token: what it may do (an embedded panel hides writes for 'read'). */
  tokenAccess: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('write')]))
})

export { MessageResponse }
