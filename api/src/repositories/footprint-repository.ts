// All SQL of footprints (table domain_footprints, migration 065; hosting from migration 002): a
// domain's page footprints are replaced with each scan, its IPs and nameserver set with each DNS
// reading (the status check's connected IP stands in while the DNS check has found no address);
// the Footprints screen reads clusters (one value shared by two or more domains), largest first.
import { type Kysely, PostgresAdapter } from 'kysely'
import { dnsAddresses } from '../checks/dns/dns-footprints'
import { NETWORK_KINDS, type NetworkFootprintKind } from '../checks/scan/footprints'
import type { Database, SuperCategoryValue } from '../db/schema'

export interface FootprintValue {
  kind: string
  value: string
}

export interface ClusterRow extends FootprintValue {
  size: number
}

export interface ClusterScope {
  superCategory: SuperCategoryValue
  /** undefined: every user's domains (an admin's view). */
  userId?: string
}

export class FootprintRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The page's footprints replace the last scan's (the IP and nameservers, read by checks, stay). */
  async replacePage (domainId: string, footprints: readonly FootprintValue[]): Promise<void> {
    await this.db.deleteFrom('domain_footprints').where('domain_id', '=', domainId).where('kind', 'not in', NETWORK_KINDS).execute()
    if (footprints.length === 0) return
    await this.db.insertInto('domain_footprints')
      .values(footprints.map((f) => ({ domain_id: domainId, kind: f.kind, value: f.value })))
      .onConflict((oc) => oc.doNothing())
      .execute()
  }

  /** The domain's values of one kind become `values`; no write when they already are. True when changed. */
  private async replaceKind (domainId: string, kind: NetworkFootprintKind, values: readonly string[]): Promise<boolean> {
    const current = await this.db.selectFrom('domain_footprints').select('value')
      .where('domain_id', '=', domainId).where('kind', '=', kind).execute()
    const wanted = new Set(values)
    if (current.length === wanted.size && current.every((r) => wanted.has(r.value))) return false
    await this.db.deleteFrom('domain_footprints').where('domain_id', '=', domainId).where('kind', '=', kind).execute()
    if (wanted.size > 0) await this.db.insertInto('domain_footprints').values([...wanted].map((value) => ({ domain_id: domainId, kind, value }))).execute()
    return true
  }

  /**
   * Holds the domain's row until the transaction ends, so the DNS check and a status check of
   * one domain write its IPs one after the other: on PostgreSQL two concurrent read-then-replace
   * writers would otherwise both insert (DNS addresses and the connected IP side by side).
   * SQLite runs one writing transaction at a time already.
   */
  private async lockDomain (domainId: string): Promise<void> {
    if (!(this.db.getExecutor().adapter instanceof PostgresAdapter)) return
    await this.db.selectFrom('domains').select('id').where('id', '=', domainId).forNoKeyUpdate().execute()
  }

  /**
   * The DNS check's reading: its A/AAAA addresses become the domain's IPs and its NS set its
   * nameserver set. An answer without addresses (or nameservers) keeps the last known ones, as a
   * status check that got no answer keeps its last IP. True when a footprint changed.
   */
  async setDns (domainId: string, addresses: readonly string[], nameservers: string | null): Promise<boolean> {
    await this.lockDomain(domainId)
    const ips = addresses.length > 0 && await this.replaceKind(domainId, 'ip', addresses)
    const ns = nameservers !== null && await this.replaceKind(domainId, 'ns', [nameservers])
    return ips || ns
  }

  /**
   * The address the status check connected to. It is the domain's IP only while the DNS check
   * has found no A/AAAA record for it: a site that redirects elsewhere connects to the other
   * site's server, and its own records say where it lives. When the records exist they are
   * (re)applied instead, which also repairs a status check that raced the DNS check.
   */
  async setConnectedIp (domainId: string, ip: string): Promise<boolean> {
    await this.lockDomain(domainId)
    const dns = await this.db.selectFrom('domain_dns').select(['a', 'aaaa']).where('domain_id', '=', domainId).executeTakeFirst()
    const addresses = dns === undefined ? [] : dnsAddresses({ a: JSON.parse(dns.a) as string[], aaaa: JSON.parse(dns.aaaa) as string[] })
    return await this.replaceKind(domainId, 'ip', addresses.length > 0 ? addresses : [ip])
  }

  private scoped (scope: ClusterScope) {
    let q = this.db.selectFrom('domain_footprints as f').innerJoin('domains as d', 'd.id', 'f.domain_id')
      .where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) q = q.where('d.user_id', '=', scope.userId)
    return q
  }

  /** Values shared by at least two domains, largest first. */
  async clusters (scope: ClusterScope, limit: number): Promise<ClusterRow[]> {
    const rows = await this.scoped(scope)
      .select(['f.kind', 'f.value', (eb) => eb.fn.countAll<number | string>().as('size')])
      .groupBy(['f.kind', 'f.value'])
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('size', 'desc').orderBy('f.kind').orderBy('f.value')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ kind: r.kind, value: r.value, size: Number(r.size) }))
  }

  /** The domains of each listed value, by name. */
  async members (scope: ClusterScope, values: readonly FootprintValue[]): Promise<Array<FootprintValue & { domain: string }>> {
    if (values.length === 0) return []
    return await this.scoped(scope)
      .select(['f.kind', 'f.value', 'd.domain'])
      .where((eb) => eb.or(values.map((v) => eb.and([eb('f.kind', '=', v.kind), eb('f.value', '=', v.value)]))))
      .orderBy('d.domain')
      .execute()
  }

  private hosting (scope: ClusterScope) {
    let q = this.db.selectFrom('domain_hosting as h')
      .innerJoin('domains as d', 'd.id', 'h.domain_id')
      .innerJoin('hosting_servers as s', 's.id', 'h.server_id')
      .innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) q = q.where('d.user_id', '=', scope.userId)
    return q
  }

  /** Hosting servers with at least two domains, largest first. */
  async serverClusters (scope: ClusterScope, limit: number): Promise<Array<{ id: string, server: string, platform: string, email: string, size: number }>> {
    const rows = await this.hosting(scope)
      .select(['s.id', 's.name as server', 'a.platform', 'a.email', (eb) => eb.fn.countAll<number | string>().as('size')])
      .groupBy(['s.id', 's.name', 'a.platform', 'a.email'])
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('size', 'desc').orderBy('s.name')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ ...r, size: Number(r.size) }))
  }

  /** Hosting accounts with at least two domains (on any of their servers), largest first. */
  async accountClusters (scope: ClusterScope, limit: number): Promise<Array<{ id: string, platform: string, email: string, size: number }>> {
    const rows = await this.hosting(scope)
      .select(['a.id', 'a.platform', 'a.email', (eb) => eb.fn.countAll<number | string>().as('size')])
      .groupBy(['a.id', 'a.platform', 'a.email'])
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('size', 'desc').orderBy('a.email')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ ...r, size: Number(r.size) }))
  }

  /** The domains on each listed server and of each listed account, by name. */
  async hostingMembers (scope: ClusterScope, serverIds: readonly string[], accountIds: readonly string[]): Promise<Array<{ serverId: string, accountId: string, domain: string }>> {
    if (serverIds.length === 0 && accountIds.length === 0) return []
    return await this.hosting(scope)
      .select(['s.id as serverId', 'a.id as accountId', 'd.domain'])
      .where((eb) => eb.or([
        ...(serverIds.length > 0 ? [eb('s.id', 'in', serverIds)] : []),
        ...(accountIds.length > 0 ? [eb('a.id', 'in', accountIds)] : [])
      ]))
      .orderBy('d.domain')
      .execute()
  }
}
