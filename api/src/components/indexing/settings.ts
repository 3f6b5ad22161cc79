// Configuration of the Bing index check (environment → BingSettings), kept beside the check; the
// composition root api/src/configuration.ts adds it to the configuration. Same rule as
// platform/config/config.ts: a bad value throws ONE ConfigError naming the variable.
import { ConfigError } from '../../platform/errors'

/**
 * Which index provider answers "is this domain indexed?". Only `search` (Bing's public `site:`
 * results page) exists; `webmaster` (Bing Webmaster Tools API, GetUrlInfo per verified site)
 * is the planned second one and is refused until it is implemented.
 */
export const BING_PROVIDERS = ['search'] as const
export type BingProviderName = typeof BING_PROVIDERS[number]

export interface BingSettings {
  provider: BingProviderName
  /** Pause between two queries to Bing, all domains together (politeness, not throughput). */
  requestIntervalMs: number
  /** Each pause is requestIntervalMs ± a random amount up to this, so queries do not tick like a bot. */
  requestJitterMs: number
}

export const DEFAULT_BING_SETTINGS: BingSettings = {
  provider: 'search',
  requestIntervalMs: 4000,
  requestJitterMs: 2000
}

type Env = Record<string, string | undefined>

function raw (env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function milliseconds (env: Env, name: string, fallback: number): number {
  const value = raw(env, name)
  if (value === undefined) return fallback
  const n = /^\d+$/.test(value) ? Number(value) : NaN
  if (!(n >= 0 && n <= 600_000)) throw new ConfigError(`${name} must be a whole number of milliseconds from 0 to 600000 (got "${value}")`)
  return n
}

export function loadBingSettings (env: Env): BingSettings {
  const provider = raw(env, 'BING_PROVIDER')?.toLowerCase() ?? DEFAULT_BING_SETTINGS.provider
  if (!(BING_PROVIDERS as readonly string[]).includes(provider)) {
    throw new ConfigError(`BING_PROVIDER must be one of: ${BING_PROVIDERS.join(', ')} (got "${provider}"; the Bing Webmaster Tools provider is not available yet)`)
  }
  return {
    provider: provider as BingProviderName,
    requestIntervalMs: milliseconds(env, 'BING_REQUEST_INTERVAL_MS', DEFAULT_BING_SETTINGS.requestIntervalMs),
    requestJitterMs: milliseconds(env, 'BING_REQUEST_JITTER_MS', DEFAULT_BING_SETTINGS.requestJitterMs)
  }
}
