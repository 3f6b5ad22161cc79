// The Footprints screen: the caller's domains of one scope grouped by what they share, clusters
// of two or more, largest first. Page footprints and the IP come from domain_footprints in one
// GROUP BY; hosting server and account from the hosting records.
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

function hostingClusters (rows: Awaited<ReturnType<FootprintRepository['hostingMembers']>>): FootprintClusterShape[] {
  const groups = new Map<string, FootprintClusterShape>()
  const add = (kind: 'server' | 'account', key: string, value: string, domain: string): void => {
    const id = `${kind}\n${key}`
    const group = groups.get(id) ?? { kind, label: LABELS[kind], value, size: 0, members: [] }
    group.size++
    if (group.members.length < MAX_MEMBERS) group.members.push(domain)
    groups.set(id, group)
  }
  for (const r of rows) {
    add('server', r.serverId, `${r.server} (${r.platform}, ${r.email})`, r.domain)
    add('account', r.accountId, `${r.platform}, ${r.email}`, r.domain)
  }
  return [...groups.values()].filter((g) => g.size >= 2)
}

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
    clusters.push(...hostingClusters(await this.repo.hostingMembers(where)))
    return clusters
      .sort((a, b) => b.size - a.size || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value))
      .slice(0, MAX_CLUSTERS)
  }
}
