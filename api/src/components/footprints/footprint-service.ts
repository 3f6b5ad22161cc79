// The Footprints screen: the caller's domains of one scope grouped by what they share, clusters
// of two or more, largest first. Page footprints, IPs and nameserver sets come from
// domain_footprints in one GROUP BY; hosting server and account from the hosting records.
// At 50,000 domains the top clusters list ~70,000 memberships: they are read as ids from the
// footprint index and named from one read of the scope's domains, not joined row by row.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { FOOTPRINT_KINDS } from './page-footprints'
import { type ClusterScope, FootprintRepository, type HostingRow } from './footprint-repository'
import type { FootprintClusterShape } from './schemas'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

/** Clusters listed at most (largest first). */
export const MAX_CLUSTERS = 200
/**
 * Members the JSON answer lists per cluster; `size` counts all and the CSV has every one. At
 * 50,000 domains the largest clusters have thousands of members: listing them all made the answer
 * megabytes that no screen shows.
 */
export const MEMBERS_LISTED = 20

const LABELS: Record<string, string> = { ...FOOTPRINT_KINDS, server: 'Hosting server', account: 'Hosting account' }

/** Names in code-unit order (as the databases' binary collation), the first `limit`. */
function listed (names: string[], limit: number): string[] {
  return names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit)
}

export class FootprintService {
  private readonly repo: FootprintRepository
  private readonly access: DomainAccess

  constructor (db: Kysely<Database>) {
    this.repo = new FootprintRepository(db)
    this.access = new DomainAccess(db)
  }

  /** The clusters, each listing its first `members` names (Infinity: all, for the CSV). */
  async clusters (caller: Caller, scope: SuperCategoryValue, owner: string | undefined, members: number): Promise<FootprintClusterShape[]> {
    const where: ClusterScope = { superCategory: scope, userId: await this.access.readUser(caller, owner) }
    const shared = await this.repo.clusters(where, MAX_CLUSTERS)
    const [rows, names, hosting] = await Promise.all([this.repo.members(where, shared), this.repo.domainNames(where), this.repo.hosting(where)])
    const byValue = new Map<string, string[]>()
    for (const m of rows) {
      const name = names.get(m.domainId)
      if (name === undefined) continue
      const key = `${m.kind}\n${m.value}`
      const list = byValue.get(key)
      if (list === undefined) byValue.set(key, [name])
      else list.push(name)
    }
    const clusters: FootprintClusterShape[] = shared.map((c) => ({
      kind: c.kind, label: LABELS[c.kind] ?? c.kind, value: c.value, size: c.size, members: listed(byValue.get(`${c.kind}\n${c.value}`) ?? [], members)
    }))
    clusters.push(...hostingClusters(hosting, members))
    return clusters
      .sort((a, b) => b.size - a.size || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value))
      .slice(0, MAX_CLUSTERS)
  }
}

/** Shared hosting servers and accounts (a domain is on one server, so in one account). */
function hostingClusters (rows: readonly HostingRow[], limit: number): FootprintClusterShape[] {
  const servers = new Map<string, { value: string, members: string[] }>()
  const accounts = new Map<string, { value: string, members: string[] }>()
  for (const r of rows) {
    const server = servers.get(r.serverId) ?? { value: `${r.server} (${r.platform}, ${r.email})`, members: [] }
    server.members.push(r.domain)
    servers.set(r.serverId, server)
    const account = accounts.get(r.accountId) ?? { value: `${r.platform}, ${r.email}`, members: [] }
    account.members.push(r.domain)
    accounts.set(r.accountId, account)
  }
  const shared = (kind: 'server' | 'account', groups: Map<string, { value: string, members: string[] }>): FootprintClusterShape[] =>
    [...groups.values()].filter((g) => g.members.length >= 2)
      .map((g) => ({ kind, label: LABELS[kind], value: g.value, size: g.members.length, members: listed(g.members, limit) }))
  return [...shared('server', servers), ...shared('account', accounts)]
}
