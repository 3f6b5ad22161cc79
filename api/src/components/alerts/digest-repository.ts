// The reads of a user's daily digest (SQL only here): what is wrong across their portfolio now.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { byteOrder } from '../../platform/db/byte-order'
import { expiresIn, type ExpiryWindow, registrarExpiry } from '../real-dates'

/** Each list is cut at this many names (the counts stay whole). */
export const DIGEST_LIST_MAX = 100

export interface DigestList {
  count: number
  items: string[]
}

export class DigestRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private domains (userId: string) {
    return this.db.selectFrom('domains as d').where('d.user_id', '=', userId)
  }

  /** How many rows `base` has, and the first names by domain. */
  private async named (base: ReturnType<DigestRepository['domains']>, withStatus = false): Promise<DigestList> {
    const count = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n)
    const rows = await base.select(['d.domain', 'd.status_code']).orderBy(byteOrder(this.db, 'd.domain')).limit(DIGEST_LIST_MAX).execute()
    return { count, items: rows.map((r) => withStatus ? `${r.domain} (${r.status_code ?? '?'})` : r.domain) }
  }

  async downNow (userId: string): Promise<DigestList> {
    return await this.named(this.domains(userId).where('d.last_checked', 'is not', null).where('d.status_code', '!=', 200), true)
  }

  async brokenAffiliates (userId: string): Promise<DigestList> {
    return await this.named(this.domains(userId).innerJoin('affiliate_results as a', 'a.domain_id', 'd.id').where('a.outcome', '=', 'broken'))
  }

  async notIndexed (userId: string): Promise<DigestList> {
    return await this.named(this.domains(userId).innerJoin('bing_checks as b', 'b.domain_id', 'd.id').where('b.state', '=', 'not-indexed'))
  }

  /** The user's domains whose effective expiry (registry date, else the registrar's, else the estimate) is in the window. */
  async domainsExpiringIn (userId: string, window: ExpiryWindow): Promise<Array<{ domain: string, issue_date: string | null, registry_expiry: string | null, registrar_expiry: string | null }>> {
    return await this.domains(userId).leftJoin('domain_registry as r', 'r.domain_id', 'd.id')
      .select(['d.domain', 'd.issue_date', 'r.expiry_date as registry_expiry', registrarExpiry().as('registrar_expiry')])
      .where(expiresIn(window)).orderBy(byteOrder(this.db, 'd.domain')).execute()
  }

  async serversExpiringBetween (userId: string, from: string, to: string): Promise<Array<{ name: string, expiry_date: string }>> {
    return await this.db.selectFrom('hosting_servers').select(['name', 'expiry_date']).where('user_id', '=', userId)
      .where('expiry_date', '>=', from).where('expiry_date', '<=', to)
      .$narrowType<{ expiry_date: string }>().orderBy('expiry_date').orderBy('name').execute()
  }

  /** Claims the digest of a user's local day; false when another worker (or run) already has. */
  async claimDay (userId: string, day: string, now: string): Promise<boolean> {
    const result = await this.db.insertInto('alert_digests').values({ user_id: userId, day, sent_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing()).executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
  }

  /** Gives a day back when its mail could not be sent (the next run tries again). */
  async releaseDay (userId: string, day: string): Promise<void> {
    await this.db.deleteFrom('alert_digests').where('user_id', '=', userId).where('day', '=', day).execute()
  }

  async emailOf (userId: string): Promise<string | undefined> {
    return (await this.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst())?.email
  }
}
