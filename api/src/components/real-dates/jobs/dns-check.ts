// The DNS check: once a day, a domain's A/AAAA, NS and MX records through the
// product's own resolver (CONNECT_TO pins first), kept in domain_dns: the domain details show
// them, and the Footprints screen groups sites by their addresses and nameserver set
// (domain_footprints, written here). A failed lookup keeps the last records. An address or
// nameserver set that differs from the stored one is a change on the site's timeline.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { Database } from '../../../platform/db/schema'
import { DAY_MS } from '../../../platform/lib/calendar'
import { changedBy, DataVersionRepository } from '../../../platform/read-cache/data-version-repository'
import { DnsRepository } from '../dns-repository'
import { dnsAddresses, FootprintRepository, nameserverSet } from '../../footprints'
import { recordSiteChange, setText } from '../../changes'
import type { CheckContext, CheckResult, CheckTarget, CheckType, RecordOutcome } from '../../../platform/jobs/types'

export const DNS_TYPE = 'dns'

export interface DnsResult extends CheckResult {
  records: { a: string[], aaaa: string[], ns: string[], mx: string[] } | null
}

export class DnsCheck implements CheckType<DnsResult> {
  readonly type = DNS_TYPE
  readonly subject = 'domain'
  /** Not at the very moment of saving: the status check and RDAP come first. */
  readonly firstRunDelayMs = 10 * 60_000

  interval (_config: AppConfig): number {
    return DAY_MS
  }

  async check (target: CheckTarget, ctx: CheckContext): Promise<DnsResult> {
    const started = performance.now()
    try {
      const records = await ctx.client.dnsRecords(target.domain)
      return { statusCode: null, responseMs: Math.round(performance.now() - started), error: null, records }
    } catch (err) {
      return { statusCode: null, responseMs: Math.round(performance.now() - started), error: `DNS lookup failed: ${(err as Error).message}`, records: null }
    }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: DnsResult, checkedAt: string, _config: AppConfig): Promise<RecordOutcome | undefined> {
    const repo = new DnsRepository(db)
    if (result.records === null) {
      await repo.markFailed(target.domainId, result.error ?? 'DNS lookup failed', checkedAt)
      return undefined
    }
    const before = await repo.current(target.domainId)
    await repo.save(target.domainId, result.records, checkedAt)
    if (before !== undefined) {
      await recordSiteChange(db, target, 'dns-a', setText(before.addresses), setText([...result.records.a, ...result.records.aaaa]), checkedAt)
      await recordSiteChange(db, target, 'dns-ns', setText(before.ns), setText(result.records.ns), checkedAt)
    }
    // The Footprints screen groups by these (same transaction: records and clusters agree).
    const changed = await new FootprintRepository(db).setDns(target, dnsAddresses(result.records), nameserverSet(result.records.ns))
    if (changed) await new DataVersionRepository(db).bump(target.userId, [...changedBy.check(target.superCategory), ...changedBy.footprints(target.superCategory)])
    return undefined
  }
}
