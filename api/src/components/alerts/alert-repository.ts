// All SQL of alerts and their outbox (tables alerts, alert_deliveries, alert_attempts; migration
// 008). A delivery is claimed under lease like a check (FOR UPDATE SKIP LOCKED on PostgreSQL),
// so N workers send each one once; the unique (alert, channel) key keeps the outbox itself free
// of doubles whoever writes it.
import { type Kysely, type Selectable, sql } from 'kysely'
import type { AlertDeliveriesTable, AlertsTable } from './tables'
import type { Database } from '../../platform/db/schema'
import type { DialectName } from '../../platform/db/database'

export interface NewAlert {
  userId: string
  kind: string
  groupKey: string
  occurredAt: string
  title: string
  message: string
  payload: string
  createdAt: string
}

export type AlertRow = Selectable<AlertsTable>
export type DeliveryRow = Selectable<AlertDeliveriesTable>

export interface DeliveryView {
  alert_id: number
  channel_id: string
  channel_name: string
  channel_kind: string
  state: string
  attempts: number
  last_error: string | null
  delivered_at: string | null
  next_attempt_at: string
}

export class AlertRepository {
  constructor (private readonly db: Kysely<Database>, private readonly dialect: DialectName = 'sqlite') {}

  async insert (alert: NewAlert): Promise<number> {
    const row = await this.db.insertInto('alerts').values({
      user_id: alert.userId,
      kind: alert.kind,
      group_key: alert.groupKey,
      occurred_at: alert.occurredAt,
      title: alert.title,
      message: alert.message,
      payload: alert.payload,
      created_at: alert.createdAt
    }).returning('id').executeTakeFirstOrThrow()
    return Number(row.id)
  }

  /** The latest alert for one cause since `since` (a straggler of a group joins it). */
  async latestOfGroup (userId: string, groupKey: string, kind: string, since: string): Promise<number | undefined> {
    const row = await this.db.selectFrom('alerts').select('id')
      .where('user_id', '=', userId).where('group_key', '=', groupKey).where('kind', '=', kind).where('created_at', '>=', since)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
    return row === undefined ? undefined : Number(row.id)
  }

  /** One delivery per channel; a second write of the same pair is a no-op (exactly once). */
  async enqueue (alertId: number, channelIds: readonly string[], nextAttemptAt: string, now: string): Promise<void> {
    if (channelIds.length === 0) return
    await this.db.insertInto('alert_deliveries')
      .values(channelIds.map((channelId) => ({ alert_id: alertId, channel_id: channelId, next_attempt_at: nextAttemptAt, created_at: now })))
      .onConflict((oc) => oc.columns(['alert_id', 'channel_id']).doNothing())
      .execute()
  }

  /** Leases up to `limit` due deliveries to `owner`. */
  async claim (owner: string, limit: number, now: string, leaseUntil: string): Promise<DeliveryRow[]> {
    const due = this.db.selectFrom('alert_deliveries').select('id')
      .where('state', '=', 'pending').where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .orderBy('next_attempt_at').orderBy('id').limit(limit)
      .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
    return await this.db.updateTable('alert_deliveries')
      .set({ lease_owner: owner, lease_until: leaseUntil })
      .where('id', 'in', due)
      .returningAll()
      .execute()
  }

  async alertsById (ids: readonly number[]): Promise<AlertRow[]> {
    if (ids.length === 0) return []
    return await this.db.selectFrom('alerts').selectAll().where('id', 'in', [...new Set(ids)]).execute()
  }

  /** Logs one attempt and settles the delivery: delivered, retried at `retryAt`, or given up. */
  async settle (delivery: DeliveryRow, owner: string, outcome: { ok: boolean, statusCode: number | null, error: string | null, durationMs: number, at: string, retryAt: string | null }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('alert_attempts').values({
        delivery_id: delivery.id,
        attempted_at: outcome.at,
        ok: outcome.ok ? 1 : 0,
        status_code: outcome.statusCode,
        error: outcome.error === null ? null : outcome.error.slice(0, 500),
        duration_ms: Math.round(outcome.durationMs)
      }).execute()
      await trx.updateTable('alert_deliveries').set({
        state: outcome.ok ? 'delivered' : outcome.retryAt === null ? 'failed' : 'pending',
        attempts: sql`attempts + 1`,
        lease_owner: null,
        lease_until: null,
        last_error: outcome.ok ? null : outcome.error,
        delivered_at: outcome.ok ? outcome.at : null,
        ...(outcome.retryAt === null ? {} : { next_attempt_at: outcome.retryAt })
      }).where('id', '=', delivery.id).where('lease_owner', '=', owner).execute()
    })
  }

  /** Gives a claimed delivery back untried, due at `nextAttemptAt` (its channel just failed). */
  async release (delivery: DeliveryRow, owner: string, nextAttemptAt: string): Promise<void> {
    await this.db.updateTable('alert_deliveries').set({ lease_owner: null, lease_until: null, next_attempt_at: nextAttemptAt })
      .where('id', '=', delivery.id).where('lease_owner', '=', owner).execute()
  }

  /**
   * The outbox's backlog: pending deliveries due by `now` (counted up to `cap`, so a flood costs a
   * bounded walk of the due index) and the due time of the oldest.
   */
  async outboxBacklog (now: string, cap: number): Promise<{ count: number, oldestDue: string | null }> {
    const due = this.db.selectFrom('alert_deliveries').select('id').where('state', '=', 'pending').where('next_attempt_at', '<=', now).limit(cap).as('due')
    const counted = await this.db.selectFrom(due).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()
    const oldest = await this.db.selectFrom('alert_deliveries').select('next_attempt_at').where('state', '=', 'pending').where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at').limit(1).executeTakeFirst()
    return { count: Number(counted.n), oldestDue: oldest?.next_attempt_at ?? null }
  }

  /** The deliveries of these alerts, with their channel (the history shows them per event). */
  async deliveriesOf (alertIds: readonly number[]): Promise<DeliveryView[]> {
    if (alertIds.length === 0) return []
    return await this.db.selectFrom('alert_deliveries as d').innerJoin('alert_channels as c', 'c.id', 'd.channel_id')
      .select(['d.alert_id', 'd.channel_id', 'c.name as channel_name', 'c.kind as channel_kind', 'd.state', 'd.attempts', 'd.last_error', 'd.delivered_at', 'd.next_attempt_at'])
      .where('d.alert_id', 'in', [...new Set(alertIds)]).orderBy('d.id').execute()
  }
}
