// Readers of environment variables for config.ts: each reads one variable and throws ONE
// ConfigError naming it when its value is bad.
import { ConfigError } from '../errors'

export type Env = Record<string, string | undefined>

export function value (env: Env, name: string): string | undefined {
  const raw = env[name]
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim()
}

export function integer (env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name)
  if (raw === undefined) return fallback
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!(n >= min && n <= max)) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
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
