// Configuration of the RDAP check: environment → RdapSettings, kept beside the check; the
// composition root api/src/configuration.ts adds it to the configuration. A bad value throws ONE
// ConfigError naming it.
import { ConfigError } from '../../platform/errors'

export interface RdapSettings {
  /** RDAP_BASE_URL: every query goes to `${baseUrl}/domain/{name}` (tests, a private RDAP proxy). */
  baseUrl?: string
  /** RDAP_BOOTSTRAP_URL: where the weekly refresh reads IANA's dns.json; empty turns it off. */
  bootstrapUrl?: string
  /** RDAP_REQUEST_INTERVAL_MS: pause between two queries to ONE RDAP server (each server has its own). */
  requestIntervalMs: number
}

export const IANA_DNS_BOOTSTRAP = 'https://data.iana.org/rdap/dns.json'

export const DEFAULT_RDAP_SETTINGS: RdapSettings = {
  bootstrapUrl: IANA_DNS_BOOTSTRAP,
  // One query a second per registry: far below what registries publish as their limits.
  requestIntervalMs: 1000
}

type Env = Record<string, string | undefined>

function raw (env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function httpUrl (env: Env, name: string, example: string): string | undefined {
  const value = raw(env, name)
  if (value === undefined) return undefined
  let parsed: URL
  try {
    parsed = new URL(value)
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected something like ${example})`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be an http or https URL (got "${value}")`)
  return value.replace(/(?<!\/)\/+$/, '')
}

export function loadRdapSettings (env: Env): RdapSettings {
  const interval = raw(env, 'RDAP_REQUEST_INTERVAL_MS')
  const n = interval === undefined ? DEFAULT_RDAP_SETTINGS.requestIntervalMs : /^\d+$/.test(interval) ? Number(interval) : NaN
  if (!(n >= 0 && n <= 600_000)) throw new ConfigError(`RDAP_REQUEST_INTERVAL_MS must be a whole number of milliseconds from 0 to 600000 (got "${interval ?? ''}")`)
  const bootstrapSet = env.RDAP_BOOTSTRAP_URL !== undefined
  return {
    baseUrl: httpUrl(env, 'RDAP_BASE_URL', 'https://rdap.example.net/rdap'),
    // Set but empty: no refresh (the shipped copy is used as it is).
    bootstrapUrl: bootstrapSet ? httpUrl(env, 'RDAP_BOOTSTRAP_URL', IANA_DNS_BOOTSTRAP) : DEFAULT_RDAP_SETTINGS.bootstrapUrl,
    requestIntervalMs: n
  }
}
