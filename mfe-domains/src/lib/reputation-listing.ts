/** One listing: a domain or IP on one list, in one category, with the sites it concerns. */
export interface ReputationListing {
  provider: string
  list: string
  value: string
  kind: 'domain' | 'ip'
  category: string
  firstSeen: string
  lastChecked: string
  delistedAt: string | null
  lookupUrl: string
  domains: string[]
  domainCount: number
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/** A listing as the reputation routes answer it, every field checked (a missing one is blank). */
export function toListing (r: Record<string, unknown>): ReputationListing {
  return {
    provider: text(r.provider),
    list: text(r.list),
    value: text(r.value),
    kind: r.kind === 'ip' ? 'ip' : 'domain',
    category: text(r.category),
    firstSeen: text(r.firstSeen),
    lastChecked: text(r.lastChecked),
    delistedAt: typeof r.delistedAt === 'string' ? r.delistedAt : null,
    lookupUrl: text(r.lookupUrl),
    domains: Array.isArray(r.domains) ? r.domains.filter((d): d is string => typeof d === 'string') : [],
    domainCount: typeof r.domainCount === 'number' && Number.isFinite(r.domainCount) ? r.domainCount : 0,
  }
}

/** The listings of an answer's `listings` field, its non-objects left out. */
export function toListings (v: unknown): ReputationListing[] {
  return Array.isArray(v) ? v.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object').map(toListing) : []
}
