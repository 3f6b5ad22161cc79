// Configuration of the reputation checks: environment → ReputationSettings, kept beside the
// other outside services so config.ts only calls loadReputationSettings(). Every provider is off
// until configured; a bad value throws ONE ConfigError naming it.
import { ConfigError } from '../../platform/errors'
import { boolean, type Env, integer, value } from '../../platform/config/env'

export type WebProviderKind = 'web-risk' | 'safe-browsing'

export interface ReputationSettings {
  /** DNSBL_RESOLVER (host:port): the resolver every blocklist query goes to. */
  resolver?: { host: string, port: number }
  /** SPAMHAUS_DQS_KEY: turns on DBL (domains) and ZEN (IP addresses) over the Data Query Service. */
  spamhausKey?: string
  /** SURBL_ENABLED, URIBL_ENABLED: their multi lists for domains. */
  surbl: boolean
  uribl: boolean
  /** WEB_RISK_API_KEY (commercial) or SAFE_BROWSING_API_KEY (non-commercial): one of the two. */
  web?: { kind: WebProviderKind, key: string }
  /** REPUTATION_INTERVAL_HOURS: how often each value is looked up again (default daily). */
  intervalMs: number
  /** REPUTATION_<PROVIDER>_INTERVAL_MS: pause between two queries to one provider (its published rate). */
  spacingMs: Partial<Record<string, number>>
}

const HOUR_MS = 3_600_000
export const REPUTATION_PROVIDER_IDS = ['spamhaus-dbl', 'spamhaus-zen', 'surbl', 'uribl', 'web'] as const

function resolver (env: Env): { host: string, port: number } | undefined {
  const raw = value(env, 'DNSBL_RESOLVER')
  if (raw === undefined) return undefined
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s]+))(?::(\d{1,5}))?$/.exec(raw)
  const port = match?.[3] === undefined ? 53 : Number(match[3])
  if (match === null || port < 1 || port > 65535) throw new ConfigError(`DNSBL_RESOLVER must be host:port of a DNS resolver, e.g. 127.0.0.1:53 (got "${raw}")`)
  return { host: match[1] ?? match[2], port }
}

function web (env: Env): ReputationSettings['web'] {
  const webRisk = value(env, 'WEB_RISK_API_KEY')
  const safeBrowsing = value(env, 'SAFE_BROWSING_API_KEY')
  if (webRisk !== undefined && safeBrowsing !== undefined) throw new ConfigError('Set WEB_RISK_API_KEY or SAFE_BROWSING_API_KEY, not both: Sitefleet asks one of the two')
  if (webRisk !== undefined) return { kind: 'web-risk', key: webRisk }
  if (safeBrowsing !== undefined) return { kind: 'safe-browsing', key: safeBrowsing }
  return undefined
}

export function loadReputationSettings (env: Env): ReputationSettings {
  const key = value(env, 'SPAMHAUS_DQS_KEY')
  if (key !== undefined && !/^[a-z0-9]{10,64}$/i.test(key)) throw new ConfigError('SPAMHAUS_DQS_KEY must be the letters and digits of your Data Query Service key')
  const spacingMs: Partial<Record<string, number>> = {}
  for (const id of REPUTATION_PROVIDER_IDS) {
    const name = `REPUTATION_${id.toUpperCase().replace(/-/g, '_')}_INTERVAL_MS`
    if (value(env, name) !== undefined) spacingMs[id] = integer(env, name, 0, 0, 600_000)
  }
  return {
    resolver: resolver(env),
    spamhausKey: key,
    surbl: boolean(env, 'SURBL_ENABLED', false),
    uribl: boolean(env, 'URIBL_ENABLED', false),
    web: web(env),
    intervalMs: integer(env, 'REPUTATION_INTERVAL_HOURS', 24, 1, 24 * 30) * HOUR_MS,
    spacingMs
  }
}
