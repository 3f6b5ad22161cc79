// Rate limiting for the auth calls (password guessing, password spraying, code guessing, mail
// bombing), every counter in the database (sign-in-limits.ts) so api replicas share them:
// - per client (address + the e-mail in the body), per route: `config: { rateLimit: authRateLimit(app) }`;
// - per address across all accounts: `preValidation: app.authLimits.perAddress`;
// - reset codes mailed per account and hour: `preHandler: app.authLimits.resetMails`;
// - per account whatever the address, with growing waits: app.signInLimits in AuthService.
// The scan limit (components/domains/scan-routes.ts) counts in the same store.
import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError, RateLimitError } from '../errors'
import { SignInLimits } from './sign-in-limits'
import { normalizeEmail } from '../auth/users'
import { RATE_LIMIT_MESSAGE } from '../http/error-handler'

export const NETWORK_LIMITED = 'Too many sign-in requests from your network. Please try again later.'
export const RESET_MAILS_LIMITED = 'Too many reset codes requested for this email. Please try again later.'

declare module 'fastify' {
  interface FastifyInstance {
    signInLimits: SignInLimits
    authLimits: {
      perAddress: preHandlerAsyncHookHandler
      resetMails: preHandlerAsyncHookHandler
    }
  }
}

export interface RateLimitPluginOptions {
  /** The app's clock (tests move it to let windows and waits pass). */
  now?: () => Date
}

function bodyEmail (request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined
  return body !== null && typeof body === 'object' && typeof body.email === 'string' ? normalizeEmail(body.email) : ''
}

/** An IPv6 client counts by its /64, which one machine usually has whole. */
const address = (request: FastifyRequest): string => normalizeIP(request.ip)

/** Route config for an auth call: authRateLimit requests per minute per client. */
export function authRateLimit (app: FastifyInstance): { max: number, timeWindow: number } {
  return { max: app.config.authRateLimit, timeWindow: 60_000 }
}

const refusal = (message: string) => () => new HttpError(429, message)

export default fp(async function rateLimitPlugin (app: FastifyInstance, options: RateLimitPluginOptions) {
  const limits = new SignInLimits(app.db, app.config.signInFreeAttempts, options.now ?? (() => new Date()), app.log)
  app.decorate('signInLimits', limits)
  await app.register(rateLimit, {
    global: false,
    store: limits.store(),
    // preValidation: the body is parsed (for the e-mail) but not yet
    // validated, so malformed attempts count against the limit too.
    hook: 'preValidation',
    keyGenerator: (request) => `${address(request)}|${bodyEmail(request)}`,
    errorResponseBuilder: refusal(RATE_LIMIT_MESSAGE)
  })
  // app.rateLimit() handlers run only once per request (the first one marks it), so the extra
  // limits of a route are built with createRateLimit and answer here.
  const limiter = (max: number, timeWindow: number, key: (request: FastifyRequest) => string, message: string): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({ max, timeWindow, keyGenerator: key })
    return async (request) => {
      const result = await check(request)
      if (!result.isAllowed && result.isExceeded) throw new RateLimitError(message, result.ttlInSeconds)
    }
  }
  app.decorate('authLimits', {
    perAddress: limiter(app.config.authIpRateLimit, 60_000, (request) => `ip|${address(request)}`, NETWORK_LIMITED),
    // Counted per e-mail address whether or not it is registered, so the answer reveals nothing.
    resetMails: limiter(app.config.resetCodesPerHour, 60 * 60_000, (request) => `reset-mail|${bodyEmail(request)}`, RESET_MAILS_LIMITED)
  })
}, { name: 'rate-limit', dependencies: ['config', 'db'] })
