// Bearer-token authentication for every data route: `onRequest: app.authenticate`
// (any signed-in user) or `onRequest: app.requireAdmin` (admins only; onRequest
// so a stranger is turned away before the body is even parsed). Both
// leave the caller in request.user. `app.requireDatingAccess` guards the dating
// scope: admins, and sessions that passed POST /auth/dating-access.
// A bearer token is a session JWT or a personal API token (`sft_…`, api-token-auth.ts).
// userFromSessionToken checks a JWT's signature and then that it still stands for the account
// (sessions.ts: deleted, password reset, role changed). userFromApiToken looks the token's
// hash up with its user; such a caller gets the same AuthUser, with the token in request.apiToken:
// a read token is refused every write (403) and every GET whose route config says `acts`, and
// only an admin's write token passes requireAdmin.
// API tokens carry no dating access of their own: an admin's token reaches the dating scope (as
// admins always do), an ordinary user's does not (the dating password is per session).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role, SuperCategoryValue } from '../db/schema'
import { HttpError } from '../errors'
import { Sessions } from './sessions'
import { API_TOKEN_AUTH_MESSAGES, ApiTokenAuth, isApiToken } from './api-token-auth'
import { createTokenService, type TokenService } from './tokens'
import type { ApiTokenAccess } from '../db/schema'

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
  interface FastifyContextConfig {
    /**
     * A GET that acts (queues or runs checks, spends outside quota): a read-only API token is
     * refused it like a write. A function decides from the validated request (bing-check acts
     * only with force=true).
     */
    acts?: boolean | ((request: FastifyRequest) => boolean)
  }
  interface FastifyInstance {
    tokens: TokenService
    sessions: Sessions
    authenticate: Guard
    requireAdmin: Guard
    requireDatingAccess: Guard
    /** Refuses API tokens: for the calls that manage sessions and tokens themselves. */
    requireSession: Guard
  }
  interface FastifyRequest {
    /** The personal API token the caller used; null for a session (or no caller). */
    apiToken: { id: string, access: ApiTokenAccess } | null
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

/**
 * The super categories whose rows a cross-scope call (hosting records, alert events, maintenance
 * windows) may show this caller: the same rule as the dating prefix's guard, so a session without
 * the dating claim and every non-admin API token never see (or probe) a dating domain there.
 */
export const visibleSuperCategories = (user: Pick<AuthUser, 'role' | 'datingAccess'>): SuperCategoryValue[] =>
  mayUseDating(user) ? ['natural', 'casino', 'dating'] : ['natural', 'casino']

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

/** Methods a read-only API token may use. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The caller of a personal API token; 401 when unknown, revoked or its user deleted. */
export async function userFromApiToken (token: string, apiTokens: ApiTokenAuth): Promise<{ user: AuthUser, token: { id: string, access: ApiTokenAccess } }> {
  const caller = await apiTokens.authenticate(token)
  if (caller === undefined) throw new HttpError(401, AUTH_MESSAGES.invalid)
  return { user: { ...caller.user, datingAccess: caller.user.role === 'admin' }, token: { id: caller.tokenId, access: caller.access } }
}

export default fp(async function auth (app: FastifyInstance, options: AuthPluginOptions) {
  const tokens = createTokenService(app.config.jwtSecret)
  const sessions = new Sessions(app.db, options.now)
  app.decorate('tokens', tokens)
  app.decorate('sessions', sessions)
  const apiTokens = new ApiTokenAuth(app.db, options.now)
  app.decorateRequest('user', null)
  app.decorateRequest('apiToken', null)

  // A request passes several guards (scope, then route): the caller is found once.
  const authenticate: Guard = async (request) => {
    if (request.user !== null) return
    const token = bearerToken(request)
    if (!isApiToken(token)) {
      request.user = await userFromSessionToken(token, tokens, sessions)
      return
    }
    const caller = await userFromApiToken(token, apiTokens)
    if (caller.token.access === 'read' && !READ_METHODS.has(request.method)) throw new HttpError(403, API_TOKEN_AUTH_MESSAGES.readOnly)
    request.user = caller.user
    request.apiToken = caller.token
  }

  app.decorate('authenticate', authenticate)
  // After validation (so `acts` reads the typed query): a read token never runs an acting GET.
  app.addHook('preHandler', async (request) => {
    if (request.apiToken?.access !== 'read') return
    const acts = request.routeOptions.config.acts
    if (acts === true || (typeof acts === 'function' && acts(request))) throw new HttpError(403, API_TOKEN_AUTH_MESSAGES.actingCall)
  })
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply)
    if (request.user?.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly)
    // Admin calls: an API token only when it is an admin's and may write.
    if (request.apiToken !== null && request.apiToken.access !== 'write') throw new HttpError(403, AUTH_MESSAGES.adminOnly)
  })
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply)
    if (request.apiToken !== null) throw new HttpError(403, API_TOKEN_AUTH_MESSAGES.sessionOnly)
  })
  app.decorate('requireDatingAccess', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply)
    if (!mayUseDating(request.user!)) throw new HttpError(403, AUTH_MESSAGES.datingLocked)
  })
}, { name: 'auth', dependencies: ['config', 'db'] })
