// The events a round of lookups causes: a new listing is `blocklisted` (`unsafe-site` for
// Google's flags), an ended one `delisted` (`unsafe-site-cleared`), on every site the value belongs to: the domain
// itself, or each domain whose DNS found the IP, so the alert builder groups a server's sites
// into one alert. Nothing during a provider's silent first round; its end is one summary per user.
import type { NewEvent } from '../events'
import type { ListingChange, ValueOwner } from './listing-repository'
import type { ReputationProvider } from './providers'
import { groupBy } from '../../platform/lib/group-by'

/** A summary names at most this many listed values. */
const SUMMARY_NAMES = 20

export function changeEvents (provider: ReputationProvider, list: string, changes: readonly ListingChange[], owners: readonly ValueOwner[], at: string): NewEvent[] {
  const byValue = groupBy(owners, (o) => o.value)
  const events: NewEvent[] = []
  for (const c of changes) {
    const web = provider.id === 'web'
    const kind = c.delistedAt !== null ? (web ? 'unsafe-site-cleared' : 'delisted') : web ? 'unsafe-site' : 'blocklisted'
    const data = { provider: provider.id, list, value: c.value, valueKind: c.kind, category: c.category, code: c.code, since: c.firstSeen, lookupUrl: provider.lookupUrl(c.value) }
    for (const o of byValue.get(c.value) ?? []) {
      events.push({
        userId: o.userId,
        kind,
        occurredAt: at,
        domainId: o.domainId,
        domain: o.domain,
        superCategory: o.superCategory,
        data,
        dedupeKey: `${kind}:${o.domainId}:${provider.id}:${c.value}:${c.category}:${c.delistedAt ?? c.firstSeen}`
      })
    }
  }
  return events
}

export function summaryEvents (provider: ReputationProvider, list: string, listed: ReadonlyArray<{ userId: string, values: string[] }>, at: string): NewEvent[] {
  return listed.map(({ userId, values }) => ({
    userId,
    kind: 'reputation-summary',
    occurredAt: at,
    data: { provider: provider.id, list, count: values.length, values: values.slice(0, SUMMARY_NAMES) },
    dedupeKey: `reputation-summary:${userId}:${provider.id}:${at}`
  }))
}
