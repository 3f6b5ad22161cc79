// The Footprints screen: the caller's domains of one scope grouped by what they share, clusters
// of two or more, largest first. Page footprints, IPs and nameserver sets come from
// domain_footprints in one GROUP BY; hosting server and account from the hosting records.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../db/schema'
import { FOOTPRINT_KINDS } from '../checks/scan/footprints'
import { type ClusterScope, FootprintRepository } from '../repositories/footprint-repository'
import type { FootprintClusterShape } from '../schemas/footprints'
import { type Caller, DomainAccess } from './domain-access'

/** Clusters listed at most (largest first). */
export const MAX_CLUSTERS = 200
/** Members listed per cluster at most; its size still counts all. */
export const MAX_MEMBERS = 1000

const LABELS: Record<string, string> = { ...FOOTPRINT_KINDS, server: 'Hosting server', account: 'Hosting account' }

export class FootprintService {
  private readonly repo: FootprintRepository
  private readonly access: DomainAccess

  constructor (db: Kysely<Database>) {
    this.repo = new FootprintRepository(db)
    this.access = new DomainAccess(db)
  }

  async clusters (caller: Caller, scope: SuperCategoryValue, owner?: string): Promise<FootprintClusterShape[]> {
    const where: ClusterScope = { superCategory: scope, userId: await this.access.readUser(caller, owner) }
    const shared = await this.repo.clusters(where, MAX_CLUSTERS)
    const members = await this.repo.members(where, shared)
    const byValue = new Map<string, string[]>()
    for (const m of members) {
      const key = `${m.kind}\n${m.value}`
      const list = byValue.get(key) ?? []
      if (list.length < MAX_MEMBERS) list.push(m.domain)
      byValue.set(key, list)
    }
    const clusters: FootprintClusterShape[] = shared.map((c) => ({
      kind: c.kind, label: LABELS[c.kind] ?? c.kind, value: c.value, size: c.size, members: byValue.get(`${c.kind}\n${c.value}`) ?? []
    }))
    clusters.push(...await this.hostingClusters(where))
    return clusters
      .sort((a, b) => b.size - a.size || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value))
      .slice(0, MAX_CLUSTERS)
  }

  /** Shared hosting servers and accounts, grouped in SQL; members read for those only. */
  private async hostingClusters (where: ClusterScope): Promise<FootprintClusterShape[]> {
    const [servers, accounts] = await Promise.all([this.repo.serverClusters(where, MAX_CLUSTERS), this.repo.accountClusters(where, MAX_CLUSTERS)])
    const rows = await this.repo.hostingMembers(where, servers.map((s) => s.id), accounts.map((a) => a.id))
    const byServer = new Map<string, string[]>()
    const byAccount = new Map<string, string[]>()
    const add = (map: Map<string, string[]>, id: string, domain: string): void => {
      const list = map.get(id) ?? []
      if (list.length < MAX_MEMBERS) list.push(domain)
      map.set(id, list)
    }
    for (const r of rows) {
      add(byServer, r.serverId, r.domain)
      add(byAccount, r.accountId, r.domain)
    }
    const of = (map: Map<string, string[]>, id: string): string[] => map.get(id) ?? []
    return [
      ...servers.map((s) => ({ kind: 'server', label: LABELS.server, value: `${s.server} (${s.platform}, ${s.email})`, size: s.size, members: of(byServer, s.id) })),
      ...accounts.map((a) => ({ kind: 'account', label: LABELS.account, value: `${a.platform}, ${a.email}`, size: a.size, members: of(byAccount, a.id) }))
    ]
  }
}
