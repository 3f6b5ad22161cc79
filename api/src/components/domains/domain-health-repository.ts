// All SQL of a domain's health as the status check keeps it (domains.status_code, last_checked,
// failing_since, down_since, noindex; migration 007).
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'

/** A domain's health as the status check moves it (monitoring's health.ts decides the moves). */
export interface Health {
  statusCode: number | null
  failingSince: string | null
  downSince: string | null
  /** null: never read. */
  noindex: boolean | null
}

export class DomainHealthRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The health before this result; undefined when the domain is gone. */
  async current (domainId: string): Promise<Health | undefined> {
    const row = await this.db.selectFrom('domains').select(['status_code', 'failing_since', 'down_since', 'noindex'])
      .where('id', '=', domainId).executeTakeFirst()
    if (row === undefined) return undefined
    return { statusCode: row.status_code, failingSince: row.failing_since, downSince: row.down_since, noindex: row.noindex === null ? null : Number(row.noindex) === 1 }
  }

  async save (domainId: string, health: Health, checkedAt: string): Promise<void> {
    await this.db.updateTable('domains').set({
      status_code: health.statusCode,
      last_checked: checkedAt,
      failing_since: health.failingSince,
      down_since: health.downSince,
      noindex: health.noindex === null ? null : health.noindex ? 1 : 0
    }).where('id', '=', domainId).execute()
  }

  /**
   * A scan saw noindex: sets the flag the status check compares against, so the one cause is
   * one event whichever check reads it first. True when this call turned it on (it was off or
   * never read).
   */
  async markNoindex (domainId: string): Promise<boolean> {
    const result = await this.db.updateTable('domains').set({ noindex: 1 })
      .where('id', '=', domainId)
      .where((eb) => eb.or([eb('noindex', 'is', null), eb('noindex', '=', 0)]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }
}
