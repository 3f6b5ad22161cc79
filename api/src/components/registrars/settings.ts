// Configuration of the registrar sync: each provider's base URL (REGISTRAR_<NAME>_URL,
// default its public endpoint; tests and proxies point it elsewhere) and the pause between two
// requests to ONE account (REGISTRAR_<NAME>_INTERVAL_MS, default inside the provider's published
// limit). A bad value throws ONE ConfigError naming it.
import { ConfigError } from '../../platform/errors'

export const REGISTRAR_PROVIDERS = ['namecheap', 'godaddy', 'porkbun', 'namesilo'] as const
export type RegistrarProviderKey = typeof REGISTRAR_PROVIDERS[number]

export interface RegistrarEndpoint {
  /** No trailing slash. */
  url: string
  /** Milliseconds between two requests of one account. */
  intervalMs: number
}

export type RegistrarSettings = Record<RegistrarProviderKey, RegistrarEndpoint>

export const DEFAULT_REGISTRAR_SETTINGS: RegistrarSettings = {
  // Namecheap: 20 calls a minute, 700 an hour per account.
  namecheap: { url: 'https://api.namecheap.com/xml.response', intervalMs: 5200 },
  // GoDaddy: 60 requests a minute per key.
  godaddy: { url: 'https://api.godaddy.com', intervalMs: 1000 },
  // Porkbun publishes no figure; one a second stays clear of its throttling.
  porkbun: { url: 'https://api.porkbun.com/api/json/v3', intervalMs: 1000 },
  // NameSilo: about one request a second per key.
  namesilo: { url: 'https://www.namesilo.com/api', intervalMs: 1000 }
}

type Env = Record<string, string | undefined>

function setting (env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function httpUrl (env: Env, name: string, fallback: string): string {
  const value = setting(env, name)
  if (value === undefined) return fallback
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected something like ${fallback})`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be an http or https URL (got "${value}")`)
  return value.replace(/(?<!\/)\/+$/, '')
}

function interval (env: Env, name: string, fallback: number): number {
  const value = setting(env, name)
  if (value === undefined) return fallback
  const n = /^\d+$/.test(value) ? Number(value) : NaN
  if (!(n >= 0 && n <= 600_000)) throw new ConfigError(`${name} must be a whole number of milliseconds from 0 to 600000 (got "${value}")`)
  return n
}

export function loadRegistrarSettings (env: Env): RegistrarSettings {
  const out = {} as RegistrarSettings
  for (const p of REGISTRAR_PROVIDERS) {
    const upper = p.toUpperCase()
    out[p] = {
      url: httpUrl(env, `REGISTRAR_${upper}_URL`, DEFAULT_REGISTRAR_SETTINGS[p].url),
      intervalMs: interval(env, `REGISTRAR_${upper}_INTERVAL_MS`, DEFAULT_REGISTRAR_SETTINGS[p].intervalMs)
    }
  }
  return out
}
