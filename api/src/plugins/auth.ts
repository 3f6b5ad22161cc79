// Bearer-token authentication for every data route: `onRequest: app.authenticate`
// (any signed-in user) or `onRequest: app.requireAdmin` (admins only; onRequest
// so a stranger is turned away before the body is even parsed). Both
// leave the caller in request.user. `app.requireDatingAccess` guards the dating
// scope: admins, and sessions that passed POST /auth/dating-access.
// A bearer token today is a session JWT: userFromSessionToken checks its signature and then
// that it still stands for the account (services/sessions: deleted, password reset, role
// changed). Another kind of bearer token gets its own function beside it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../db/schema'
import { HttpError } from '../errors'
import { Sessions } from '../services/sessions'
import { createTokenService, type TokenService } from '../services/tokens'

export interface AuthUser {
  id: string
  role: Role
  name: string
  email: string
  /** The session passed the dating category's password (admins need not). */
  datingAccess: boolean
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
    sessions: Sessions
    authenticate: Guard
    requireAdmin: Guard
    requireDatingAccess: Guard
  }
  interface FastifyRequest {
    /** Set by app.authenticate / app.requireAdmin; null on public routes. */
    user: AuthUser | null
  }
}

export const AUTH_MESSAGES = {
  missing: 'Missing authentication token',
  invalid: 'Invalid or expired token',
  adminOnly: 'Admin access required',
  datingLocked: 'Dating access required: enter the dating category password first'
} as const

/** Admins always; users once their session passed the dating password. */
export const mayUseDating = (user: Pick<AuthUser, 'role' | 'datingAccess'>): boolean => user.role === 'admin' || user.datingAccess

export interface AuthPluginOptions {
  /** The app's clock (tests move it past the session cache). */
  now?: () => Date
}

/** The token of `Authorization: Bearer <token>`; 401 without one. */
export function bearerToken (request: FastifyRequest): string {
  const header = request.headers.authorization
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  if (match === null) throw new HttpError(401, AUTH_MESSAGES.missing)
  return match[1]
}

/** The caller of a session JWT: signed by us, unexpired, and still standing for its account. */
export async function userFromSessionToken (token: string, tokens: TokenService, sessions: Sessions): Promise<AuthUser> {
  const claims = tokens.verify(token)
  const user = claims === undefined ? undefined : await sessions.check(claims)
  if (user === undefined) throw new HttpError(401, AUTH_MESSAGES.invalid)
  return { ...user, datingAccess: claims?.dating === true }
}

export default fp(async function auth (app: FastifyInstance, options: AuthPluginOptions) {
  const tokens = createTokenService(app.config.jwtSecret)
  const sessions = new Sessions(app.db, options.now)
  app.decorate('tokens', tokens)
  app.decorate('sessions', sessions)
  app.decorateRequest('user', null)

  // A request passes several guards (scope, then route): the caller is found once.
  const authenticate: Guard = async (request) => {
    if (request.user !== null) return
    request.user = await userFromSessionToken(bearerToken(request), tokens, sessions)
  }

  app.decorate('authenticate', authenticate)
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply)
    if (request.user?.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly)
  })
  app.decorate('requireDatingAccess', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply)
    if (!mayUseDating(request.user!)) throw new HttpError(403, AUTH_MESSAGES.datingLocked)
  })
}, { name: 'auth', dependencies: ['config', 'db'] })
