// All SQL of the providers' state and the values they look at (reputation_providers,
// reputation_values). A value is one domain name or one IP address per provider, however many
// sites share it, so one IP serving 300 domains is one query.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { ProviderId, ValueKind } from './providers'

export interface DueValue { value: string, checkedAt: string | null }

export class ValueRepository {
  private readonly db: Kysely<Database>

  constructor (db: Kysely<Database>) {
    this.db = db
  }

  async provider (id: ProviderId) {
    return await this.db.selectFrom('reputation_providers').selectAll().where('provider', '=', id).executeTakeFirst()
  }

  async providers () {
    return await this.db.selectFrom('reputation_providers').selectAll().execute()
  }

  /**
   * Notes whether the provider is configured now. Turned on (again): a new silent first round,
   * every value looked at afresh. Returns whether it is in its first round.
   */
  async setConfigured (id: ProviderId, configured: boolean, at: string): Promise<{ baseline: boolean }> {
    const row = await this.provider(id)
    if (row === undefined) {
      await this.db.insertInto('reputation_providers').values({ provider: id, enabled_at: configured ? at : null, baseline_done_at: null, last_run_at: null, values_synced_at: null, last_error: null, last_error_at: null })
        .onConflict((oc) => oc.column('provider').doNothing()).execute()
      return { baseline: configured }
    }
    if (configured && row.enabled_at === null) {
      await this.db.updateTable('reputation_providers').set({ enabled_at: at, baseline_done_at: null, last_error: null, last_error_at: null }).where('provider', '=', id).execute()
      await this.db.updateTable('reputation_values').set({ checked_at: null, due_at: at }).where('provider', '=', id).execute()
      return { baseline: true }
    }
    if (!configured && row.enabled_at !== null) await this.db.updateTable('reputation_providers').set({ enabled_at: null }).where('provider', '=', id).execute()
    return { baseline: row.baseline_done_at === null }
  }

  async setError (id: ProviderId, error: string | null, at: string): Promise<void> {
    await this.db.updateTable('reputation_providers').set(error === null ? { last_error: null, last_run_at: at } : { last_error: error, last_error_at: at, last_run_at: at }).where('provider', '=', id).execute()
  }

  /**
   * Whether the provider looks at as many values as the portfolio holds now: a domain saved (or
   * an IP first seen) since the last sync makes them differ, so it is looked up at the next run
   * rather than at the next periodic sync. Two counts over indexes.
   */
  async inLine (id: ProviderId, kind: ValueKind): Promise<boolean> {
    const source = kind === 'domain'
      ? this.db.selectFrom('domains').select(sql<number>`count(distinct domain)`.as('n')).where('domain', 'is not', null)
      : this.db.selectFrom('domain_footprints').select(sql<number>`count(distinct value)`.as('n')).where('kind', '=', 'ip')
    const [wanted, held] = await Promise.all([
      source.executeTakeFirst(),
      this.db.selectFrom('reputation_values').select((eb) => eb.fn.countAll<number>().as('n')).where('provider', '=', id).executeTakeFirst()
    ])
    return Number(wanted?.n ?? 0) === Number(held?.n ?? 0)
  }

  /**
   * Brings the provider's values in line with the saved domains (or the IP addresses their DNS
   * and status checks found): new ones due now, gone ones dropped with their open listings.
   */
  async syncValues (id: ProviderId, kind: ValueKind, at: string): Promise<void> {
    const fixed = [sql.lit(id).as('provider'), sql.lit(kind).as('kind'), sql.lit(at).as('due_at')] as const
    const source = kind === 'domain'
      // A WHERE, so SQLite does not read the upsert's ON CONFLICT as a join's ON.
      ? this.db.selectFrom('domains').select(['domain as value', ...fixed]).where('domain', 'is not', null).distinct()
      : this.db.selectFrom('domain_footprints').select(['value', ...fixed]).where('kind', '=', 'ip').distinct()
    await this.db.insertInto('reputation_values').columns(['value', 'provider', 'kind', 'due_at']).expression(source as never)
      .onConflict((oc) => oc.columns(['provider', 'value']).doNothing()).execute()
    const stillThere = (v: string) => kind === 'domain'
      ? this.db.selectFrom('domains').select('id').where('domain', '=', sql.ref<string>(v))
      : this.db.selectFrom('domain_footprints').select('domain_id').where('kind', '=', 'ip').where('value', '=', sql.ref<string>(v))
    await this.db.deleteFrom('reputation_values').where('provider', '=', id).where(({ not, exists }) => not(exists(stillThere('reputation_values.value')))).execute()
    await this.db.updateTable('reputation_listings').set({ delisted_at: at }).where('provider', '=', id).where('delisted_at', 'is', null)
      .where(({ not, exists }) => not(exists(this.db.selectFrom('reputation_values').select('value').where('reputation_values.provider', '=', id).where('reputation_values.value', '=', sql.ref<string>('reputation_listings.value'))))).execute()
    await this.db.updateTable('reputation_providers').set({ values_synced_at: at }).where('provider', '=', id).execute()
  }

  async due (id: ProviderId, at: string, limit: number): Promise<DueValue[]> {
    const rows = await this.db.selectFrom('reputation_values').select(['value', 'checked_at']).where('provider', '=', id).where('due_at', '<=', at)
      .orderBy('due_at').orderBy('value').limit(limit).execute()
    return rows.map((r) => ({ value: r.value, checkedAt: r.checked_at }))
  }

  async checked (id: ProviderId, values: readonly string[], at: string, nextDue: string): Promise<void> {
    if (values.length === 0) return
    await this.db.updateTable('reputation_values').set({ checked_at: at, due_at: nextDue, error: null, error_at: null }).where('provider', '=', id).where('value', 'in', values).execute()
  }

  /** A failed lookup: retried at `retryAt`; what was known about the value stays as it was. */
  async failed (id: ProviderId, value: string, error: string, at: string, retryAt: string): Promise<void> {
    await this.db.updateTable('reputation_values').set({ error, error_at: at, due_at: retryAt }).where('provider', '=', id).where('value', '=', value).execute()
  }

  /**
   * Values never asked about yet: the first round goes on while there are any. A value whose
   * lookup failed has been asked; waiting for its retry would keep the round open for good.
   */
  async uncheckedCount (id: ProviderId): Promise<number> {
    const row = await this.db.selectFrom('reputation_values').select((eb) => eb.fn.countAll<number>().as('n')).where('provider', '=', id).where('checked_at', 'is', null).where('error_at', 'is', null).executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  async markBaselineDone (id: ProviderId, at: string): Promise<void> {
    await this.db.updateTable('reputation_providers').set({ baseline_done_at: at }).where('provider', '=', id).execute()
  }

  /** Per provider: how many values it looks at and how many failed at their last lookup. */
  async counts (): Promise<Array<{ provider: string, values: number, failing: number }>> {
    const rows = await this.db.selectFrom('reputation_values').select(['provider', (eb) => eb.fn.countAll<number>().as('values'), (eb) => eb.fn.count<number>('error').as('failing')])
      .groupBy('provider').execute()
    return rows.map((r) => ({ provider: r.provider, values: Number(r.values), failing: Number(r.failing) }))
  }
}
