// search-access-lost: a property that was readable refuses access (HTTP 403), on its daily read
// or on a URL Inspection. The property is marked lost and its one event raised in the caller's
// transaction; a property already lost raises nothing more.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { EventRepository } from '../../events'
import type { SearchAccountRow } from '../account-repository'
import { sourceOf } from '../matching'
import { SearchPropertyRepository } from '../property-repository'

export interface RefusedProperty {
  id: number
  siteUrl: string
  /** What the event names: the property's host, or the saved domain being inspected. */
  domain: string
}

/** `nextDue`: when the daily read tries again (left as it is when absent). */
export async function recordAccessLost (trx: Kysely<Database>, account: Pick<SearchAccountRow, 'user_id' | 'name' | 'kind'>, p: RefusedProperty, message: string, now: string, nextDue?: string): Promise<void> {
  if (!await new SearchPropertyRepository(trx).lost(p.id, message, now, nextDue)) return
  await new EventRepository(trx).record([{
    userId: account.user_id,
    kind: 'search-access-lost',
    occurredAt: now,
    domain: p.domain,
    data: { property: p.siteUrl, account: account.name, source: sourceOf(account.kind) === 'bing' ? 'Bing' : 'Google', message },
    dedupeKey: `search-access-lost:${p.id}:${now}`
  }])
}
