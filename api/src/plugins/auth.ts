// Bearer-token authentication for every data route: `onRequest: app.authenticate`
// (any signed-in user) or `onRequest: app.requireAdmin` (admins only; onRequest
// so a stranger is turned away before the body is even parsed). Both
// leave the caller in request.user.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Role } from '../db/schema'
import { HttpError } from '../errors'
import { createTokenService, type TokenService } from '../services/tokens'

export interface AuthUser {
  id: string
  role: Role
  name: string
  email: string
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
    authenticate: Guard
    requireAdmin: Guard
  }
  interface FastifyRequest {
    /** Set by app.authenticate / app.requireAdmin; null on public routes. */
    user: AuthUser | null
  }
}

export const AUTH_MESSAGES = {
  missing: 'Missing authentication token',
  invalid: 'Invalid or expired token',
  adminOnly: 'Admin access required'
} as const

export default fp(async function auth (app: FastifyInstance) {
  const tokens = createTokenService(app.config.jwtSecret)
  app.decorate('tokens', tokens)
  app.decorateRequest('user', null)

  const authenticate: Guard = async (request) => {
    const header = request.headers.authorization
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
    if (match === null) throw new HttpError(401, AUTH_MESSAGES.missing)
    const claims = tokens.verify(match[1])
    if (claims === undefined) throw new HttpError(401, AUTH_MESSAGES.invalid)
    request.user = { id: claims.sub, role: claims.role, name: claims.name, email: claims.email }
  }

  app.decorate('authenticate', authenticate)
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await authenticate(request, reply)
    if (request.user?.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly)
  })
}, { name: 'auth', dependencies: ['config'] })
