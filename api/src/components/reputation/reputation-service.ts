// What the reputation routes answer: the providers' state from the configuration and their
// rows, and listings grouped per (list, value, category) with the caller's sites they concern.
// Ownership: a user reads their own sites' listings; an admin everyone's, or one user's with ?owner.
import type { Kysely } from 'kysely'
import type { ReputationSettings } from './settings'
import type { Database } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import type { Caller } from '../../platform/auth/domain-access'
import { PROVIDERS, providerOf } from './providers'
import type { ListingRow } from './read-repository'
import { ReputationReadRepository, type ReadScope } from './read-repository'
import type { ListingShape, ReputationResponseShape, SummaryShape } from './schemas'
import { ValueRepository } from './value-repository'

const DOMAINS_NAMED = 20
const NEW_DAYS = 7
export const SERVER_NOT_FOUND = 'Server not found'

export class ReputationService {
  private readonly reads: ReputationReadRepository
  private readonly values: ValueRepository

  constructor (db: Kysely<Database>, private readonly settings: ReputationSettings) {
    this.reads = new ReputationReadRepository(db)
    this.values = new ValueRepository(db)
  }

  async overview (scope: ReadScope): Promise<ReputationResponseShape> {
    const [rows, counts, listed] = await Promise.all([this.values.providers(), this.values.counts(), this.reads.listedNow(scope)])
    const providers = PROVIDERS.map((p) => {
      const row = rows.find((r) => r.provider === p.id)
      const count = counts.find((c) => c.provider === p.id)
      const on = p.configured(this.settings)
      return {
        id: p.id,
        name: p.label(this.settings),
        on,
        checks: p.subject === 'ip' ? 'IP addresses' : 'domains',
        rate: p.rate,
        firstRoundDone: on && row?.baseline_done_at != null,
        lastRunAt: row?.last_run_at ?? null,
        error: on ? row?.last_error ?? null : null,
        errorAt: on ? row?.last_error_at ?? null : null,
        values: count?.values ?? 0,
        failing: count?.failing ?? 0
      }
    })
    const resolverMissing = this.settings.resolver === undefined && PROVIDERS.some((p) => p.dns && p.configured(this.settings))
    return { providers, resolverMissing, listings: this.grouped(listed) }
  }

  /** The overview's card: what is listed now, by list, and what was newly listed this week. */
  async summary (scope: ReadScope, now: Date): Promise<SummaryShape> {
    const rows = await this.reads.summary(scope, new Date(now.getTime() - NEW_DAYS * 86_400_000).toISOString())
    const all = (kind: 'domain' | 'ip') => rows.find((r) => r.kind === kind && r.provider === '*')
    const byList = rows.filter((r) => r.provider !== '*' && r.listed > 0).map((r) => ({
      provider: r.provider, list: providerOf(r.provider)?.label(this.settings) ?? r.provider, kind: r.kind, listed: r.listed
    })).sort((a, b) => b.listed - a.listed || a.list.localeCompare(b.list))
    return { domains: all('domain')?.listed ?? 0, ips: all('ip')?.listed ?? 0, newLast7Days: (all('domain')?.fresh ?? 0) + (all('ip')?.fresh ?? 0), byList }
  }

  async domainHistory (scope: ReadScope, domain: string): Promise<ListingShape[]> {
    return this.grouped(await this.reads.domainHistory(scope, domain.trim().toLowerCase()))
  }

  async serverHistory (caller: Caller, serverId: string): Promise<ListingShape[]> {
    const owner = await this.reads.serverOwner(serverId)
    // Another user's server is as unknown as one that does not exist.
    if (owner === undefined || (caller.role !== 'admin' && owner.user_id !== caller.id)) throw new HttpError(404, SERVER_NOT_FOUND)
    return (await this.reads.serverHistory(serverId)).map((r) => ({ ...this.shape(r), domains: [], domainCount: r.sites }))
  }

  private shape (r: Omit<ListingRow, 'domain'>): Omit<ListingShape, 'domains' | 'domainCount'> {
    const provider = providerOf(r.provider)
    return {
      provider: r.provider,
      list: provider?.label(this.settings) ?? r.provider,
      value: r.value,
      kind: r.kind,
      category: r.category,
      firstSeen: r.first_seen,
      lastChecked: r.last_checked,
      delistedAt: r.delisted_at,
      lookupUrl: provider?.lookupUrl(r.value) ?? ''
    }
  }

  /** One entry per listing, naming the sites it concerns; by list, then category, then value. */
  private grouped (rows: readonly ListingRow[]): ListingShape[] {
    const byKey = new Map<string, { row: ListingRow, domains: Set<string> }>()
    for (const r of rows) {
      const key = `${r.provider}|${r.value}|${r.category}|${r.first_seen}`
      const entry = byKey.get(key) ?? { row: r, domains: new Set<string>() }
      entry.domains.add(r.domain)
      byKey.set(key, entry)
    }
    return [...byKey.values()].map(({ row, domains }) => {
      const names = [...domains].sort()
      return { ...this.shape(row), domains: names.slice(0, DOMAINS_NAMED), domainCount: names.length }
    }).sort((a, b) => a.list.localeCompare(b.list) || a.category.localeCompare(b.category) || a.value.localeCompare(b.value) || b.firstSeen.localeCompare(a.firstSeen))
  }
}
