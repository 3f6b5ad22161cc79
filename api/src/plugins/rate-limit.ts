// Rate limiting for the auth calls (password guessing, code guessing, mail
// bombing). Opt-in per route via `config: { rateLimit: authRateLimit(app) }`.
// The key is IP + the e-mail in the body, so one attacker cannot lock out
// every user behind a shared IP, nor hammer one account from one IP.
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { RATE_LIMIT_MESSAGE } from './error-handler'

function clientKey (request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined
  const email = body !== null && typeof body === 'object' && typeof body.email === 'string'
    ? body.email.trim().toLowerCase()
    : ''
  return `${request.ip}|${email}`
}

/** Route config for an auth call: authRateLimit requests per minute per client. */
export function authRateLimit (app: FastifyInstance): { max: number, timeWindow: number } {
  return { max: app.config.authRateLimit, timeWindow: 60_000 }
}

export default fp(async function rateLimitPlugin (app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // preValidation: the body is parsed (for the e-mail) but not yet
    // validated, so malformed attempts count against the limit too.
    hook: 'preValidation',
    keyGenerator: clientKey,
    errorResponseBuilder: () => ({ statusCode: 429, success: false, message: RATE_LIMIT_MESSAGE })
  })
}, { name: 'rate-limit', dependencies: ['config'] })
