// The reads the alert builder needs beyond events (SQL only here): where each domain is hosted
// (to group outages by cause), how many of the recently checked sites fail (is Sitefleet itself
// offline?) and who the admins are.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../platform/db/schema'

export interface DomainHosting {
  serverId: string
  serverName: string
  accountId: string
  platform: string
  email: string
}

export interface RecentHealth {
  checked: number
  failing: number
  /** Hosting servers of the checked domains (a domain without hosting is one of its own). */
  servers: number
  /** Of those, the ones with a failing domain. */
  failingServers: number
}

export class AlertFactsRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The hosting server and account of each of these domains (absent: none recorded). */
  async hostingOf (domainIds: readonly string[]): Promise<Map<string, DomainHosting>> {
    const out = new Map<string, DomainHosting>()
    const ids = [...new Set(domainIds)]
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await this.db.selectFrom('domain_hosting as h')
        .innerJoin('hosting_servers as s', 's.id', 'h.server_id')
        .innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
        .select(['h.domain_id', 's.id as server_id', 's.name as server_name', 'a.id as account_id', 'a.platform', 'a.email'])
        .where('h.domain_id', 'in', ids.slice(i, i + 500)).execute()
      for (const r of rows) out.set(r.domain_id, { serverId: r.server_id, serverName: r.server_name, accountId: r.account_id, platform: r.platform, email: r.email })
    }
    return out
  }

  /** The hosting of servers known by id (server events). */
  async servers (serverIds: readonly string[]): Promise<Map<string, DomainHosting>> {
    if (serverIds.length === 0) return new Map()
    const rows = await this.db.selectFrom('hosting_servers as s').innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .select(['s.id', 's.name', 'a.id as account_id', 'a.platform', 'a.email'])
      .where('s.id', 'in', [...new Set(serverIds)]).execute()
    return new Map(rows.map((r) => [r.id, { serverId: r.id, serverName: r.name, accountId: r.account_id, platform: r.platform, email: r.email }]))
  }

  /**
   * Of all domains checked since `since` (every user's): how many, how many failed, and the same
   * by hosting server (a domain without hosting counts as a server of its own), so a few dead
   * servers re-checked first are not mistaken for Sitefleet itself being offline.
   */
  async recentHealth (since: string): Promise<RecentHealth> {
    const group = sql<string>`coalesce(h.server_id, d.id)`
    const failed = sql<boolean>`d.status_code is null or d.status_code <> 200`
    const row = await this.db.selectFrom('domains as d')
      .leftJoin('domain_hosting as h', 'h.domain_id', 'd.id')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('checked'),
        eb.fn.sum<string | number | null>(eb.case().when(failed).then(1).else(0).end()).as('failing'),
        eb.fn.count<string | number>(group).distinct().as('servers'),
        eb.fn.count<string | number>(eb.case().when(failed).then(group).end()).distinct().as('failingServers')
      ])
      .where('d.last_checked', '>=', since)
      .executeTakeFirstOrThrow()
    return { checked: Number(row.checked), failing: Number(row.failing ?? 0), servers: Number(row.servers), failingServers: Number(row.failingServers) }
  }
}
