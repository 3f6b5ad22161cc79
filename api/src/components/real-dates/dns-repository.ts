// All SQL of the stored DNS records (domain_dns, migration 050), written by the DNS check.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'

export interface DnsRecordsWrite { a: string[], aaaa: string[], ns: string[], mx: string[] }

/** A stored JSON list, or none when it is not one (a row written by hand). */
function list (json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export class DnsRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The records last stored for the domain (what a new answer is compared with). */
  async current (domainId: string): Promise<{ addresses: string[], ns: string[] } | undefined> {
    const row = await this.db.selectFrom('domain_dns').select(['a', 'aaaa', 'ns']).where('domain_id', '=', domainId).executeTakeFirst()
    return row === undefined ? undefined : { addresses: [...list(row.a), ...list(row.aaaa)], ns: list(row.ns) }
  }

  async save (domainId: string, r: DnsRecordsWrite, checkedAt: string): Promise<void> {
    const values = { a: JSON.stringify(r.a), aaaa: JSON.stringify(r.aaaa), ns: JSON.stringify(r.ns), mx: JSON.stringify(r.mx), error: null, checked_at: checkedAt }
    await this.db.insertInto('domain_dns').values({ domain_id: domainId, ...values })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet(values)).execute()
  }

  /** A failed lookup keeps the last records; only why it failed is noted. */
  async markFailed (domainId: string, error: string, checkedAt: string): Promise<void> {
    await this.db.insertInto('domain_dns').values({ domain_id: domainId, a: '[]', aaaa: '[]', ns: '[]', mx: '[]', error, checked_at: checkedAt })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet({ error, checked_at: checkedAt })).execute()
  }
}
