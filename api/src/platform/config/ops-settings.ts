// Configuration of the process's operation (environment → OpsSettings): the /metrics token, the
// log's level and format, and how long a stop may take. Kept beside the other settings so
// config.ts only calls loadOpsSettings(). A bad value throws ONE ConfigError naming the variable.
import { ConfigError } from '../errors'
import { type Env, integer, value } from './env'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = typeof LOG_LEVELS[number]
export type LogFormat = 'json' | 'pretty'

export interface OpsSettings {
  /** Bearer token of GET /metrics (METRICS_TOKEN); unset: no /metrics at all. */
  metricsToken?: string
  /** LOG_LEVEL, default info. */
  logLevel: LogLevel
  /** LOG_FORMAT: json lines (default), or pretty for a developer's terminal. */
  logFormat: LogFormat
  /** SIGTERM to exit at most this long (SHUTDOWN_SECONDS, default 10). */
  shutdownSeconds: number
}

export const DEFAULT_OPS_SETTINGS: OpsSettings = { logLevel: 'info', logFormat: 'json', shutdownSeconds: 10 }

/** Shorter tokens are guessable by whoever can reach the port. */
export const METRICS_TOKEN_MIN_LENGTH = 16

export function loadOpsSettings (env: Env): OpsSettings {
  const metricsToken = value(env, 'METRICS_TOKEN')
  if (metricsToken !== undefined && metricsToken.length < METRICS_TOKEN_MIN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`)
  }
  const logLevel = (value(env, 'LOG_LEVEL') ?? DEFAULT_OPS_SETTINGS.logLevel).toLowerCase()
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`)
  }
  const logFormat = (value(env, 'LOG_FORMAT') ?? DEFAULT_OPS_SETTINGS.logFormat).toLowerCase()
  if (logFormat !== 'json' && logFormat !== 'pretty') throw new ConfigError(`LOG_FORMAT must be json or pretty (got "${logFormat}")`)
  return {
    metricsToken,
    logLevel: logLevel as LogLevel,
    logFormat,
    shutdownSeconds: integer(env, 'SHUTDOWN_SECONDS', DEFAULT_OPS_SETTINGS.shutdownSeconds, 1, 600)
  }
}
