// All SQL of events (table events, migration 007). Events are written by check results inside
// their transaction; the alert builder and the history read them.
import type { Kysely } from 'kysely'
import type { AlertState } from './tables'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { EventKindName } from './event-kinds'

/** An event as the alert builder and the history read it. */
export interface StoredEvent {
  id: number
  userId: string
  kind: string
  occurredAt: string
  domainId: string | null
  domain: string | null
  superCategory: SuperCategoryValue | null
  serverId: string | null
  data: Record<string, unknown>
  alertState: AlertState
  alertId: number | null
}

function parseData (json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown
    return value !== null && typeof value === 'object' ? value as Record<string, unknown> : {}
  } catch {
    return {}
  }
}

export interface NewEvent {
  userId: string
  kind: EventKindName
  occurredAt: string
  domainId?: string | null
  domain?: string | null
  superCategory?: SuperCategoryValue | null
  serverId?: string | null
  data?: Record<string, unknown>
  /** Once per cause: a second event with the same key is not written. */
  dedupeKey?: string
}

export class EventRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** Writes the events (call it in the transaction of what caused them); returns how many were new. */
  async record (events: readonly NewEvent[]): Promise<number> {
    if (events.length === 0) return 0
    const result = await this.db.insertInto('events').values(events.map((e) => ({
      user_id: e.userId,
      kind: e.kind,
      occurred_at: e.occurredAt,
      domain_id: e.domainId ?? null,
      domain: e.domain ?? null,
      super_category: e.superCategory ?? null,
      server_id: e.serverId ?? null,
      data: JSON.stringify(e.data ?? {}),
      dedupe_key: e.dedupeKey ?? null
    }))).onConflict((oc) => oc.column('dedupe_key').doNothing()).executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0)
  }

  private get rows () {
    return this.db.selectFrom('events').select([
      'id', 'user_id', 'kind', 'occurred_at', 'domain_id', 'domain', 'super_category', 'server_id', 'data', 'alert_state', 'alert_id'
    ])
  }

  private static toStored (row: { id: number, user_id: string, kind: string, occurred_at: string, domain_id: string | null, domain: string | null, super_category: SuperCategoryValue | null, server_id: string | null, data: string, alert_state: AlertState, alert_id: number | null }): StoredEvent {
    return {
      id: Number(row.id),
      userId: row.user_id,
      kind: row.kind,
      occurredAt: row.occurred_at,
      domainId: row.domain_id,
      domain: row.domain,
      superCategory: row.super_category,
      serverId: row.server_id,
      data: parseData(row.data),
      alertState: row.alert_state,
      alertId: row.alert_id === null ? null : Number(row.alert_id)
    }
  }

  /** The oldest events the alert builder has not decided yet. */
  async pending (limit: number): Promise<StoredEvent[]> {
    const rows = await this.rows.where('alert_state', '=', 'pending').orderBy('id').limit(limit).execute()
    return rows.map(EventRepository.toStored)
  }

  /** Records the builder's decision for these events. */
  async decide (ids: readonly number[], state: AlertState, alertId: number | null = null): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await this.db.updateTable('events').set({ alert_state: state, alert_id: alertId })
        .where('id', 'in', ids.slice(i, i + 500)).execute()
    }
  }

  /** The latest event of `kind` about a domain before event `beforeId` (what a recovery ends). */
  async latestBefore (domainId: string, kind: string, beforeId: number): Promise<StoredEvent | undefined> {
    const row = await this.rows.where('domain_id', '=', domainId).where('kind', '=', kind).where('id', '<', beforeId)
      .orderBy('id', 'desc').limit(1).executeTakeFirst()
    return row === undefined ? undefined : EventRepository.toStored(row)
  }

  /** The latest event of `kind` of one user without a domain before event `beforeId` (installation events). */
  async latestOfUserBefore (userId: string, kind: string, beforeId: number): Promise<StoredEvent | undefined> {
    const row = await this.rows.where('user_id', '=', userId).where('domain_id', 'is', null).where('kind', '=', kind).where('id', '<', beforeId)
      .orderBy('id', 'desc').limit(1).executeTakeFirst()
    return row === undefined ? undefined : EventRepository.toStored(row)
  }

  /**
   * Outages held back while Sitefleet was offline whose site is still down: back to pending, so
   * they are alerted now that it is online again. Returns how many.
   */
  async reviveSuppressedOutages (since: string): Promise<number> {
    const stillDown = this.db.selectFrom('domains').select('id').where('down_since', 'is not', null)
    const result = await this.db.updateTable('events').set({ alert_state: 'pending' })
      .where('kind', '=', 'site-down').where('alert_state', '=', 'suppressed').where('occurred_at', '>=', since)
      .where('domain_id', 'in', stillDown)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  /** A page of history, newest first: one user's, or (userId undefined) everyone's. */
  /** A page of the history, newest first: events of these super categories and those of no domain (servers, installation). */
  async page (userId: string | undefined, beforeId: number | undefined, limit: number, superCategories: readonly SuperCategoryValue[]): Promise<StoredEvent[]> {
    let query = this.rows.orderBy('id', 'desc').limit(limit)
      .where((eb) => eb.or([eb('super_category', 'is', null), eb('super_category', 'in', [...superCategories])]))
    if (userId !== undefined) query = query.where('user_id', '=', userId)
    if (beforeId !== undefined) query = query.where('id', '<', beforeId)
    return (await query.execute()).map(EventRepository.toStored)
  }

  /** One user's events about one domain from `since` to before `until`, newest first, at most `limit` (a site's timeline). */
  async ofDomain (userId: string, domainId: string, since: string, until: string, limit: number): Promise<StoredEvent[]> {
    const rows = await this.rows.where('user_id', '=', userId).where('domain_id', '=', domainId)
      .where('occurred_at', '>=', since).where('occurred_at', '<', until)
      .orderBy('id', 'desc').limit(limit).execute()
    return rows.map(EventRepository.toStored)
  }

  /** How many events of `kind` of one user occurred since `since` (the digest's new errors). */
  async listSince (userId: string, kinds: readonly string[], since: string): Promise<StoredEvent[]> {
    const rows = await this.rows.where('user_id', '=', userId).where('kind', 'in', [...kinds]).where('occurred_at', '>=', since)
      .orderBy('id').execute()
    return rows.map(EventRepository.toStored)
  }
}
