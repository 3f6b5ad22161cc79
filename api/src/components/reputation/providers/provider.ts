// What every reputation provider is: which values it looks at (domains or IP addresses), how
// fast it may be asked (its published rate, one pacing key), where a person looks a value up,
// and one lookup of a batch of values. A lookup answers per value: its listings today, or an
// error (a refusal, a timeout), which is retried later and never changes what is stored.
import type { ReputationSettings } from '../settings'
import type { CheckContext } from '../../../platform/jobs/types'
import type { Listing } from './return-codes'

export type ProviderId = 'spamhaus-dbl' | 'spamhaus-zen' | 'surbl' | 'uribl' | 'web'
export type ValueKind = 'domain' | 'ip'

export type LookupOutcome = { listings: Listing[] } | { error: string }

export interface ReputationProvider {
  readonly id: ProviderId
  /** Its name on screens and in alerts ("Spamhaus DBL"). */
  label: (settings: ReputationSettings) => string
  readonly subject: ValueKind
  /** A DNS list: needs DNSBL_RESOLVER. */
  readonly dns: boolean
  /** Values per request (Safe Browsing takes 500 URLs at once, a DNS list one name). */
  batch: (settings: ReputationSettings) => number
  /** Its pacing key: providers sharing a quota share a key. */
  readonly paceKey: string
  /** Pause between two requests at its published free rate. */
  spacingMs: (settings: ReputationSettings) => number
  /** The published rate the pause comes from, for the docs and the bench. */
  readonly rate: string
  configured: (settings: ReputationSettings) => boolean
  /** The list's own page about this value. */
  lookupUrl: (value: string) => string
  lookup: (values: readonly string[], ctx: CheckContext) => Promise<Map<string, LookupOutcome>>
}

/** The pause between requests of `provider`, unless REPUTATION_<ID>_INTERVAL_MS overrides it. */
export function spacingOf (provider: ReputationProvider, settings: ReputationSettings): number {
  return settings.spacingMs[provider.id] ?? provider.spacingMs(settings)
}
