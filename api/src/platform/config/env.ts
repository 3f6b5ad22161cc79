// Readers of environment variables for config.ts: each reads one variable and throws ONE
// ConfigError naming it when its value is bad.
import { ConfigError } from '../errors'

export type Env = Record<string, string | undefined>

export function value (env: Env, name: string): string | undefined {
  const raw = env[name]
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim()
}

/** A whole number in [min, max]; `unit` ("milliseconds") is named in the error when given. */
export function integer (env: Env, name: string, fallback: number, min: number, max: number, unit?: string): number {
  const raw = value(env, name)
  if (raw === undefined) return fallback
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!(n >= min && n <= max)) {
    throw new ConfigError(`${name} must be a whole number${unit === undefined ? '' : ` of ${unit}`} from ${min} to ${max} (got "${raw}")`)
  }
  return n
}

export function boolean (env: Env, name: string, fallback: boolean): boolean {
  const raw = value(env, name)
  if (raw === undefined) return fallback
  const lower = raw.toLowerCase()
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true
  if (['0', 'false', 'no', 'off'].includes(lower)) return false
  throw new ConfigError(`${name} must be true or false (got "${raw}")`)
}

export function url (env: Env, name: string, protocols: string[], example: string): string | undefined {
  const raw = value(env, name)
  if (raw === undefined) return undefined
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected something like ${example})`)
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (expected something like ${example})`)
  }
  return raw
}

/**
 * An API's base URL (tests and proxies point it elsewhere): http or https, `fallback` when unset,
 * without trailing slashes so callers append paths with one.
 */
export function baseUrl (env: Env, name: string, fallback: string): string {
  const raw = value(env, name)
  if (raw === undefined) return fallback
  let parsed: URL
  try {
    parsed = new URL(raw)
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected something like ${fallback})`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be an http or https URL (got "${raw}")`)
  return raw.replace(/(?<!\/)\/+$/, '')
}
