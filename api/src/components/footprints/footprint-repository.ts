// All SQL of footprints (table domain_footprints, migrations 065 and 070; hosting from migration
// 002): a domain's page footprints are replaced with each scan, its IPs and nameserver set with
// each DNS reading (the status check's connected IP stands in while the DNS check has found no
// address); the Footprints screen reads clusters (one value shared by two or more domains),
// largest first. Each row carries its domain's owner and scope, so one user's clusters are one
// GROUP BY over one index range, with no join.
import { type Kysely, PostgresAdapter } from 'kysely'
import { dnsAddresses } from './dns-footprints'
import { NETWORK_KINDS, type NetworkFootprintKind } from './page-footprints'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'

export interface FootprintValue {
  kind: string
  value: string
}

export interface ClusterRow extends FootprintValue {
  size: number
}

/** Whose footprints: a domain with its owner and scope (a check's target has these). */
export interface FootprintOwner {
  domainId: string
  userId: string
  superCategory: SuperCategoryValue
}

export interface ClusterScope {
  superCategory: SuperCategoryValue
  /** undefined: every user's domains (an admin's view). */
  userId?: string
}

export interface HostingRow { serverId: string, server: string, accountId: string, platform: string, email: string, domain: string }

export class FootprintRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private rows (owner: FootprintOwner, kind: string, values: Iterable<string>) {
    return [...values].map((value) => ({ domain_id: owner.domainId, user_id: owner.userId, super_category: owner.superCategory, kind, value }))
  }

  /** The page's footprints replace the last scan's (the IP and nameservers, read by checks, stay). */
  async replacePage (owner: FootprintOwner, footprints: readonly FootprintValue[]): Promise<void> {
    await this.db.deleteFrom('domain_footprints').where('domain_id', '=', owner.domainId).where('kind', 'not in', NETWORK_KINDS).execute()
    if (footprints.length === 0) return
    await this.db.insertInto('domain_footprints')
      .values(footprints.flatMap((f) => this.rows(owner, f.kind, [f.value])))
      .onConflict((oc) => oc.doNothing())
      .execute()
  }

  /** The domain's values of one kind become `values`; no write when they already are. True when changed. */
  private async replaceKind (owner: FootprintOwner, kind: NetworkFootprintKind, values: readonly string[]): Promise<boolean> {
    const current = await this.db.selectFrom('domain_footprints').select('value')
      .where('domain_id', '=', owner.domainId).where('kind', '=', kind).execute()
    const wanted = new Set(values)
    if (current.length === wanted.size && current.every((r) => wanted.has(r.value))) return false
    await this.db.deleteFrom('domain_footprints').where('domain_id', '=', owner.domainId).where('kind', '=', kind).execute()
    if (wanted.size > 0) await this.db.insertInto('domain_footprints').values(this.rows(owner, kind, wanted)).execute()
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
  async setDns (owner: FootprintOwner, addresses: readonly string[], nameservers: string | null): Promise<boolean> {
    await this.lockDomain(owner.domainId)
    const ips = addresses.length > 0 && await this.replaceKind(owner, 'ip', addresses)
    const ns = nameservers !== null && await this.replaceKind(owner, 'ns', [nameservers])
    return ips || ns
  }

  /**
   * The address the status check connected to. It is the domain's IP only while the DNS check
   * has found no A/AAAA record for it: a site that redirects elsewhere connects to the other
   * site's server, and its own records say where it lives. When the records exist they are
   * (re)applied instead, which also repairs a status check that raced the DNS check.
   */
  async setConnectedIp (owner: FootprintOwner, ip: string): Promise<boolean> {
    await this.lockDomain(owner.domainId)
    const dns = await this.db.selectFrom('domain_dns').select(['a', 'aaaa']).where('domain_id', '=', owner.domainId).executeTakeFirst()
    const addresses = dns === undefined ? [] : dnsAddresses({ a: JSON.parse(dns.a) as string[], aaaa: JSON.parse(dns.aaaa) as string[] })
    return await this.replaceKind(owner, 'ip', addresses.length > 0 ? addresses : [ip])
  }

  /** Domains moved to another scope (bulk action) take their footprints along. */
  async moveScope (domainIds: readonly string[], to: SuperCategoryValue): Promise<void> {
    if (domainIds.length > 0) await this.db.updateTable('domain_footprints').set({ super_category: to }).where('domain_id', 'in', domainIds).execute()
  }

  private owned (scope: ClusterScope) {
    return this.db.selectFrom('domain_footprints')
      .where('super_category', '=', scope.superCategory)
      .$if(scope.userId !== undefined, (q) => q.where('user_id', '=', scope.userId!))
  }

  /** Values shared by at least two domains, largest first (index domain_footprints_owner). */
  async clusters (scope: ClusterScope, limit: number): Promise<ClusterRow[]> {
    const rows = await this.owned(scope)
      .select(['kind', 'value', (eb) => eb.fn.countAll<number | string>().as('size')])
      .groupBy(['kind', 'value'])
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('size', 'desc').orderBy('kind').orderBy('value')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ kind: r.kind, value: r.value, size: Number(r.size) }))
  }

  /**
   * The domains (ids) of each listed value, from the index alone. Asked as "kind IN (…) AND value
   * IN (…)", which SQLite answers by index seeks whatever its statistics say; an OR of 200
   * (kind AND value) pairs made it scan the user's whole range (0.8 s at 50,000 domains). A row
   * that matches a listed kind and a listed value but not a listed pair is dropped here.
   */
  async members (scope: ClusterScope, values: readonly FootprintValue[]): Promise<Array<FootprintValue & { domainId: string }>> {
    if (values.length === 0) return []
    const wanted = new Set(values.map((v) => `${v.kind}\n${v.value}`))
    const rows = await this.owned(scope)
      .select(['kind', 'value', 'domain_id as domainId'])
      .where('kind', 'in', [...new Set(values.map((v) => v.kind))])
      .where('value', 'in', [...new Set(values.map((v) => v.value))])
      .execute()
    return rows.filter((r) => wanted.has(`${r.kind}\n${r.value}`))
  }

  /** Id and name of every domain in scope: members are named from this, not joined per row. */
  async domainNames (scope: ClusterScope): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('domains').select(['id', 'domain'])
      .where('super_category', '=', scope.superCategory)
      .$if(scope.userId !== undefined, (q) => q.where('user_id', '=', scope.userId!))
      .execute()
    return new Map(rows.map((r) => [r.id, r.domain]))
  }

  /** Every hosted domain in scope with its server and account (the service groups them). */
  async hosting (scope: ClusterScope): Promise<HostingRow[]> {
    return await this.db.selectFrom('domain_hosting as h')
      .innerJoin('domains as d', 'd.id', 'h.domain_id')
      .innerJoin('hosting_servers as s', 's.id', 'h.server_id')
      .innerJoin('hosting_accounts as a', 'a.id', 's.account_id')
      .where('d.super_category', '=', scope.superCategory)
      .$if(scope.userId !== undefined, (q) => q.where('d.user_id', '=', scope.userId!))
      .select(['s.id as serverId', 's.name as server', 'a.id as accountId', 'a.platform', 'a.email', 'd.domain'])
      .execute()
  }
}
