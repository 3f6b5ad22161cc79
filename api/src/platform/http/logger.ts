// The api's log: Fastify's pino logger writing one JSON line per event, each request's lines
// carrying its reqId, at LOG_LEVEL. LOG_FORMAT=pretty prints readable lines for a developer's
// terminal (pino-pretty, pino's own formatter, in a worker thread so the api never waits on it).
// Whatever may carry a secret is censored before it is written: credentials travel in headers
// and bodies, and Fastify logs neither body, so these paths cover what it does log.
import type { FastifyServerOptions } from 'fastify'
import type { DestinationStream } from 'pino'
import type { OpsSettings } from '../config/ops-settings'

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.secret',
  '*.token',
  '*.apiKey',
  '*.credentials'
]

export function loggerOptions (ops: Pick<OpsSettings, 'logLevel' | 'logFormat'>, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  const redact = { paths: REDACTED_PATHS, censor: '[redacted]' }
  if (stream !== undefined) return { level: ops.logLevel, redact, stream }
  if (ops.logFormat === 'pretty') {
    return { level: ops.logLevel, redact, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } }
  }
  return { level: ops.logLevel, redact }
}
