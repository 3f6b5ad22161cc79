// All SQL of the latest affiliate result per domain (table affiliate_results, migration 003).
import type { Kysely } from 'kysely'
import type { AffiliateOutcome } from './tables'
import type { Database } from '../../platform/db/schema'

export interface AffiliateRecord {
  checkedAt: string
  affiliateLink: string
  outcome: AffiliateOutcome
  linkStatus: number | null
  error: string | null
}

export class AffiliateResultRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The outcome before this result; undefined when the domain was never checked. */
  async outcome (domainId: string): Promise<AffiliateOutcome | undefined> {
    const row = await this.db.selectFrom('affiliate_results').select('outcome').where('domain_id', '=', domainId).executeTakeFirst()
    return row?.outcome
  }

  async save (domainId: string, record: AffiliateRecord): Promise<void> {
    const row = {
      checked_at: record.checkedAt,
      affiliate_link: record.affiliateLink,
      outcome: record.outcome,
      link_status: record.linkStatus,
      error: record.error
    }
    await this.db.insertInto('affiliate_results').values({ domain_id: domainId, ...row })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet(row))
      .execute()
  }
}
