// All SQL of the stored DNS records (domain_dns, migration 050), written by the DNS check.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'

export interface DnsRecordsWrite { a: string[], aaaa: string[], ns: string[], mx: string[] }

export class DnsRepository {
  constructor (private readonly db: Kysely<Database>) {}

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
