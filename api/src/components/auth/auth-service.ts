// Login, signup, password reset and the dating-category gate. Messages here
// are the user-visible texts the screens show, so keep them exact.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { CodeRepository } from './code-repository'
import { isUniqueViolation, UserRepository } from '../../platform/auth/user-repository'
import { ApiTokenAuthRepository } from '../../platform/auth/api-token-auth-repository'
import type { Mailer } from '../../platform/mail/mailer'
import { OneTimeCodes } from './one-time-codes'
import { dummyPasswordHash, hashPassword, safeEqual, verifyPassword } from './password'
import type { Sessions } from '../../platform/auth/sessions'
import type { SignInLimits } from '../../platform/rate-limit/sign-in-limits'
import type { TokenService } from '../../platform/auth/tokens'
import { type ApiUser, normalizeEmail, toApiUser } from '../../platform/auth/users'

/** What the reset e-mail says about API tokens (a reset revokes them all). */
export const RESET_REVOKES_TOKENS = 'Resetting your password also revokes all your API tokens: scripts that use them stop ' +
  'working until you create new ones (API tokens, in the account menu).'

export const MESSAGES = {
  codeSent: 'Verification code sent to your email.',
  badCredentials: 'Invalid email or password',
  loginOk: 'Login successful',
  badCode: 'Invalid or expired code',
  tooManyTries: 'Too many incorrect attempts. Please log in again to get a new code.',
  tooManyResetTries: 'Too many incorrect attempts. Please request a new code.',
  mailFailed: 'Could not send the verification email. Try again later.',
  userCreated: 'User created successfully',
  emailTaken: 'Email is already registered',
  nameRequired: 'Name is required',
  resetSent: 'If that email is registered, a reset code has been sent.',
  resetOk: 'Password reset successfully',
  accessGranted: 'Access granted',
  accessDenied: 'Incorrect password.'
} as const

interface AuthLog {
  error: (obj: object, msg: string) => void
}

export interface AuthServiceDeps {
  db: Kysely<Database>
  mailer: Mailer
  tokens: TokenService
  codeSecret: string
  datingAccessPassword?: string
  /** Per-account limits on password and code attempts (counted per e-mail, registered or not). */
  limits: SignInLimits
  sessions: Sessions
  log: AuthLog
}

export class AuthService {
  private readonly users: UserRepository
  private readonly codes: OneTimeCodes

  constructor (private readonly deps: AuthServiceDeps) {
    this.users = new UserRepository(deps.db)
    this.codes = new OneTimeCodes(new CodeRepository(deps.db), deps.codeSecret)
  }

  /** Step 1: checks the password and mails a login code. */
  async initiateLogin (email: string, password: string): Promise<void> {
    const normalized = normalizeEmail(email)
    await this.deps.limits.attempt('password', normalized)
    const user = await this.users.findByEmail(normalized)
    // Unknown e-mail: still pay for a hash check so timing does not reveal accounts.
    const ok = await verifyPassword(password, user?.password_hash ?? await dummyPasswordHash())
    if (user === undefined || !ok) throw new HttpError(401, MESSAGES.badCredentials)
    await this.deps.limits.succeeded(['password'], normalized)

    const code = await this.codes.issue(user.id, 'login')
    await this.mail(user.email, `Your Sitefleet verification code is ${code}`,
      `Your Sitefleet verification code is ${code}\n\nIt expires in 10 minutes. ` +
      'If you did not try to sign in, someone may know your password: change it.')
  }

  /** Step 2: exchanges a mailed code for a session token. */
  async verifyCode (email: string, code: string): Promise<{ jwtToken: string, user: ApiUser }> {
    const normalized = normalizeEmail(email)
    await this.deps.limits.attempt('code', normalized)
    const user = await this.users.findByEmail(normalized)
    if (user === undefined) throw new HttpError(401, MESSAGES.badCode)
    const result = await this.codes.check(user.id, 'login', code)
    if (result === 'burned') throw new HttpError(401, MESSAGES.tooManyTries)
    if (result !== 'ok') throw new HttpError(401, MESSAGES.badCode)
    await this.deps.limits.succeeded(['password', 'code'], normalized)
    const apiUser = toApiUser(user)
    const jwtToken = this.deps.tokens.sign({ sub: user.id, role: apiUser.role, name: user.name, email: user.email, ver: user.token_version })
    return { jwtToken, user: apiUser }
  }

  /** Admin creates an ordinary user. Schema already checked types, e-mail format and password length. */
  async signup (name: string, email: string, password: string): Promise<ApiUser> {
    const trimmedName = name.trim()
    if (trimmedName === '') throw validationError(MESSAGES.nameRequired, 400, 'name')
    const normalized = normalizeEmail(email)
    if (await this.users.findByEmail(normalized)) throw validationError(MESSAGES.emailTaken, 409, 'email')
    try {
      const row = await this.users.create({
        id: randomUUID(),
        name: trimmedName,
        email: normalized,
        password_hash: await hashPassword(password),
        role: 'user',
        created_at: new Date().toISOString()
      })
      return toApiUser(row)
    } catch (err) {
      // Two admins creating the same e-mail at once: the unique index decides.
      if (isUniqueViolation(err)) throw validationError(MESSAGES.emailTaken, 409, 'email')
      throw err
    }
  }

  /**
   * Mails a reset code if the account exists. The answer is the same either
   * way (and a mail failure is only logged) so it never reveals accounts.
   */
  async requestResetCode (email: string): Promise<void> {
    const user = await this.users.findByEmail(normalizeEmail(email))
    if (user === undefined) return
    try {
      const code = await this.codes.issue(user.id, 'reset')
      await this.deps.mailer.send({
        to: user.email,
        subject: `Your Sitefleet password reset code is ${code}`,
        text: `Your Sitefleet password reset code is ${code}\n\nIt expires in 10 minutes. ` +
          'If you did not ask to reset your password, you can ignore this e-mail.\n\n' +
          RESET_REVOKES_TOKENS
      })
    } catch (err) {
      this.deps.log.error({ err, to: user.email }, 'could not send the password reset code')
    }
  }

  async resetPassword (email: string, code: string, newPassword: string): Promise<void> {
    const normalized = normalizeEmail(email)
    await this.deps.limits.attempt('code', normalized)
    const user = await this.users.findByEmail(normalized)
    if (user === undefined) throw new HttpError(400, MESSAGES.badCode)
    const result = await this.codes.check(user.id, 'reset', code)
    if (result === 'burned') throw new HttpError(400, MESSAGES.tooManyResetTries)
    if (result !== 'ok') throw new HttpError(400, MESSAGES.badCode)
    await this.deps.limits.succeeded(['password', 'code'], normalized)
    const passwordHash = await hashPassword(newPassword)
    // One transaction: a reset never leaves the new password standing beside the old tokens.
    // A token minted from a stolen session must not outlive the reset that ends the session.
    await this.deps.db.transaction().execute(async (trx) => {
      await new UserRepository(trx).updatePasswordHash(user.id, passwordHash)
      await new ApiTokenAuthRepository(trx).revokeAllOfUser(user.id, new Date().toISOString(), 'password-reset')
    })
    // Every session signed in with the old password ends, on this replica at once.
    this.deps.sessions.forget(user.id)
    // Any other outstanding code (login or reset) was issued under the old password.
    await new CodeRepository(this.deps.db).invalidateAllForUser(user.id, new Date().toISOString())
  }

  /** The dating category's access password is checked here, never shipped to the client. */
  checkDatingAccess (password: string): void {
    const expected = this.deps.datingAccessPassword
    if (expected === undefined || !safeEqual(password, expected)) throw new HttpError(403, MESSAGES.accessDenied)
  }

  /** The same session token (same account, same expiry) with the dating claim added. */
  withDatingAccess (sessionToken: string): string {
    const claims = this.deps.tokens.verify(sessionToken)
    if (claims === undefined) throw new HttpError(401, 'Invalid or expired token')
    const { exp, ...rest } = claims
    return this.deps.tokens.sign({ ...rest, dating: true }, exp)
  }

  async me (userId: string): Promise<ApiUser> {
    const user = await this.users.findById(userId)
    if (user === undefined) throw new HttpError(401, 'Invalid or expired token')
    return toApiUser(user)
  }

  private async mail (to: string, subject: string, text: string): Promise<void> {
    try {
      await this.deps.mailer.send({ to, subject, text })
    } catch (err) {
      this.deps.log.error({ err, to }, 'could not send the verification code')
      throw new HttpError(502, MESSAGES.mailFailed)
    }
  }
}
