// THE rule by which outages are one alert: `groupMin` or more sites on one hosting server are one
// group, then the rest the same per hosting account, and every other site a group of its own.
// The alert builder applies it to the outages it sends (jobs/plan.ts, which also joins outages to
// an alert already sent for their cause); the overview groups the sites down right now with it,
// so the dashboard shows an outage as the alert that went out for it.
import type { DomainHosting } from './alert-facts-repository'

/** What one alert of outages stands for: one site, one hosting server's sites, or one account's. */
export type GroupBy = 'single' | 'server' | 'account'

export interface OutageGroup<T> {
  by: GroupBy
  /** server:<id>, account:<id> or the single item's own key. */
  key: string
  hosting?: DomainHosting
  members: T[]
}

/** `items` by `key`, each list in the items' order. */
export function bucket<T> (items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = out.get(k)
    if (list === undefined) out.set(k, [item])
    else list.push(item)
  }
  return out
}

/** Groups `items` by cause; `hosting` says where an item is hosted, `single` names a lone item. */
export function groupOutages<T> (items: readonly T[], hosting: (item: T) => DomainHosting | undefined, single: (item: T) => string, groupMin: number): Array<OutageGroup<T>> {
  const groups: Array<OutageGroup<T>> = []
  const hosted: Array<{ item: T, hosting: DomainHosting }> = []
  for (const item of items) {
    const where = hosting(item)
    if (where === undefined) groups.push({ by: 'single', key: single(item), members: [item] })
    else hosted.push({ item, hosting: where })
  }
  const leftovers: typeof hosted = []
  for (const members of bucket(hosted, (h) => h.hosting.serverId).values()) {
    if (members.length >= groupMin) groups.push({ by: 'server', key: `server:${members[0].hosting.serverId}`, hosting: members[0].hosting, members: members.map((m) => m.item) })
    else leftovers.push(...members)
  }
  for (const members of bucket(leftovers, (h) => h.hosting.accountId).values()) {
    if (members.length >= groupMin) groups.push({ by: 'account', key: `account:${members[0].hosting.accountId}`, hosting: members[0].hosting, members: members.map((m) => m.item) })
    else for (const m of members) groups.push({ by: 'single', key: single(m.item), hosting: m.hosting, members: [m.item] })
  }
  return groups
}

/** Where a server's or an account's group is, as its alert's title says it. */
export function groupWhere (by: GroupBy, hosting: DomainHosting | undefined): string {
  return by === 'server' || hosting === undefined
    ? `server ${hosting?.serverName ?? '?'} (${hosting?.platform ?? ''}, ${hosting?.email ?? ''})`
    : `${hosting.platform} account ${hosting.email}`
}
