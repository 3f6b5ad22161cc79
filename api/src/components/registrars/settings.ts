// Configuration of the registrar sync: each provider's base URL (REGISTRAR_<NAME>_URL,
// default its public endpoint; tests and proxies point it elsewhere) and the pause between two
// requests to ONE account (REGISTRAR_<NAME>_INTERVAL_MS, default inside the provider's published
// limit). A bad value throws ONE ConfigError naming it.
import { baseUrl, type Env, integer } from '../../platform/config/env'

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

export function loadRegistrarSettings (env: Env): RegistrarSettings {
  const out = {} as RegistrarSettings
  for (const p of REGISTRAR_PROVIDERS) {
    const upper = p.toUpperCase()
    out[p] = {
      url: baseUrl(env, `REGISTRAR_${upper}_URL`, DEFAULT_REGISTRAR_SETTINGS[p].url),
      intervalMs: integer(env, `REGISTRAR_${upper}_INTERVAL_MS`, DEFAULT_REGISTRAR_SETTINGS[p].intervalMs, 0, 600_000, 'milliseconds')
    }
  }
  return out
}
