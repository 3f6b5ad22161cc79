// All SQL of the locations themselves (migration 110): the home row, probes and their hashed
// tokens, heartbeats, the watch's state and mute, per-minute figures and each location's latest
// result per domain. Tasks and confirmations are in task-repository.ts.
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { LocationsTable } from './tables'

/** The fixed id of the home location: every api replica and worker agrees on it without a lookup. */
export const HOME_ID = 'home'

/** A location as read: never its token hash. */
export type LocationRow = Omit<Selectable<LocationsTable>, 'token_hash'>

export interface MinuteTotals {
  checks: number
  failures: number
  lagMs: number
}

const COLUMNS = ['id', 'name', 'kind', 'created_at', 'last_heartbeat_at', 'version', 'state', 'muted_at'] as const

export class LocationsRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The home row, named `name` (LOCATION_NAME): created on first start, renamed when the setting changes. */
  async ensureHome (name: string, now: string): Promise<void> {
    await this.db.insertInto('locations').values({ id: HOME_ID, name, kind: 'home', token_hash: null, created_at: now, last_heartbeat_at: null, version: null, state: 'online', muted_at: null })
      .onConflict((oc) => oc.column('id').doNothing()).execute()
    const taken = await this.db.selectFrom('locations').select('id').where('name', '=', name).where('id', '<>', HOME_ID).executeTakeFirst()
    if (taken === undefined) await this.db.updateTable('locations').set({ name }).where('id', '=', HOME_ID).where('name', '<>', name).execute()
  }

  /** Home first, then the probes by name. */
  async list (): Promise<LocationRow[]> {
    const rows = await this.db.selectFrom('locations').select(COLUMNS).orderBy(sql`case when kind = 'home' then 0 else 1 end`).orderBy('name').execute()
    return rows as LocationRow[]
  }

  /** Each probe's name and last heartbeat (null: never heard from). */
  async probeHeartbeats (): Promise<Array<{ name: string, lastHeartbeatAt: string | null }>> {
    const rows = await this.db.selectFrom('locations').select(['name', 'last_heartbeat_at']).where('kind', '=', 'probe').execute()
    return rows.map((r) => ({ name: r.name, lastHeartbeatAt: r.last_heartbeat_at }))
  }

  async findById (id: string): Promise<LocationRow | undefined> {
    return await this.db.selectFrom('locations').select(COLUMNS).where('id', '=', id).executeTakeFirst() as LocationRow | undefined
  }

  /** Home's name as stored (LOCATION_NAME of whoever started last), else `fallback`. */
  async homeName (fallback: string): Promise<string> {
    const row = await this.db.selectFrom('locations').select('name').where('id', '=', HOME_ID).executeTakeFirst()
    return row?.name ?? fallback
  }

  async findByTokenHash (tokenHash: string): Promise<LocationRow | undefined> {
    return await this.db.selectFrom('locations').select(COLUMNS).where('token_hash', '=', tokenHash).where('kind', '=', 'probe').executeTakeFirst() as LocationRow | undefined
  }

  async nameTaken (name: string): Promise<boolean> {
    return await this.db.selectFrom('locations').select('id').where('name', '=', name).executeTakeFirst() !== undefined
  }

  async create (row: { id: string, name: string, tokenHash: string, createdAt: string }): Promise<void> {
    await this.db.insertInto('locations').values({
      id: row.id, name: row.name, kind: 'probe', token_hash: row.tokenHash, created_at: row.createdAt, last_heartbeat_at: null, version: null, state: null, muted_at: null
    }).execute()
  }

  /** A new token for a probe: the old one stops at once (its hash is gone). */
  async replaceToken (id: string, tokenHash: string): Promise<boolean> {
    const result = await this.db.updateTable('locations').set({ token_hash: tokenHash }).where('id', '=', id).where('kind', '=', 'probe').executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  async delete (id: string): Promise<boolean> {
    await this.db.updateTable('checks').set({ location_id: null }).where('location_id', '=', id).execute()
    await this.db.updateTable('domains').set({ location_id: null }).where('location_id', '=', id).execute()
    await this.db.updateTable('hosting_servers').set({ location_id: null }).where('location_id', '=', id).execute()
    const result = await this.db.deleteFrom('locations').where('id', '=', id).where('kind', '=', 'probe').executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async heartbeat (id: string, version: string, at: string): Promise<void> {
    await this.db.updateTable('locations').set({ last_heartbeat_at: at, version }).where('id', '=', id).execute()
  }

  /** Sets the watch's state; true when it changed (so one replica writes the event). */
  async changeState (id: string, state: 'online' | 'offline'): Promise<boolean> {
    const result = await this.db.updateTable('locations').set({ state })
      .where('id', '=', id).where((eb) => eb.or([eb('state', 'is', null), eb('state', '<>', state)])).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  /** Mutes (its own network fails) or unmutes a location; true when it changed. */
  async changeMute (id: string, mutedAt: string | null): Promise<boolean> {
    const result = await this.db.updateTable('locations').set({ muted_at: mutedAt })
      .where('id', '=', id).where('muted_at', mutedAt === null ? 'is not' : 'is', null).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }

  /** Counts results of one location in its minute. */
  async addMinute (locationId: string, minute: number, checks: number, failures: number, lagMs: number): Promise<void> {
    await this.db.insertInto('location_minutes').values({ location_id: locationId, minute, checks, failures, lag_ms: Math.round(lagMs) })
      .onConflict((oc) => oc.columns(['location_id', 'minute']).doUpdateSet({
        checks: sql<number>`${sql.ref('location_minutes.checks')} + ${checks}`,
        failures: sql<number>`${sql.ref('location_minutes.failures')} + ${failures}`,
        lag_ms: sql<number>`${sql.ref('location_minutes.lag_ms')} + ${Math.round(lagMs)}`
      })).execute()
  }

  /** Per location, the totals of the minutes from `fromMinute` on. */
  async minuteTotals (fromMinute: number): Promise<Map<string, MinuteTotals>> {
    const rows = await this.db.selectFrom('location_minutes')
      .select((eb) => ['location_id', eb.fn.sum<string | number>('checks').as('checks'), eb.fn.sum<string | number>('failures').as('failures'), eb.fn.sum<string | number>('lag_ms').as('lag')])
      .where('minute', '>=', fromMinute).groupBy('location_id').execute()
    return new Map(rows.map((r) => [r.location_id, { checks: Number(r.checks), failures: Number(r.failures), lagMs: Number(r.lag) }]))
  }

  async pruneMinutes (beforeMinute: number): Promise<void> {
    await this.db.deleteFrom('location_minutes').where('minute', '<', beforeMinute).execute()
  }

  /** A location's latest result for a domain (the status errors screen's Locations column). */
  async saveLatest (domainId: string, locationId: string, at: string, failed: boolean): Promise<void> {
    await this.db.insertInto('location_latest').values({ domain_id: domainId, location_id: locationId, at, failed: failed ? 1 : 0 })
      .onConflict((oc) => oc.columns(['domain_id', 'location_id']).doUpdateSet({ at, failed: failed ? 1 : 0 })).execute()
  }

  /** Per domain, the names of the locations whose latest result failed. */
  async failingAt (domainIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>()
    for (let i = 0; i < domainIds.length; i += 500) {
      const rows = await this.db.selectFrom('location_latest as l').innerJoin('locations as p', 'p.id', 'l.location_id')
        .select(['l.domain_id', 'p.name']).where('l.failed', '=', 1).where('l.domain_id', 'in', domainIds.slice(i, i + 500))
        .orderBy('p.name').execute()
      for (const r of rows) out.set(r.domain_id, [...out.get(r.domain_id) ?? [], r.name])
    }
    return out
  }

  /**
   * Puts each status row where its primary location says (the domain's own choice, else its
   * server's), or home (null) while that location is not online: one statement per direction.
   */
  async placeStatusRows (online: readonly string[]): Promise<void> {
    const primary = sql<string | null>`coalesce(
      (select d.location_id from domains d where d.id = checks.domain_id),
      (select s.location_id from domain_hosting h join hosting_servers s on s.id = h.server_id where h.domain_id = checks.domain_id)
    )`
    const ids = online.length === 0 ? ['-'] : [...online]
    await this.db.updateTable('checks').set({ location_id: null })
      .where('type', '=', 'status').where('location_id', 'is not', null)
      .where((eb) => eb.or([eb('location_id', 'not in', ids), eb(primary, 'is', null), eb(primary, '<>', eb.ref('location_id'))]))
      .execute()
    if (online.length === 0) return
    // Only the sites that chose an online probe (or whose server did), not every row.
    const chosen = this.db.selectFrom('domains').select('id').where('location_id', 'in', ids)
      .union(this.db.selectFrom('domain_hosting as h').innerJoin('hosting_servers as s', 's.id', 'h.server_id').select('h.domain_id as id').where('s.location_id', 'in', ids))
    await this.db.updateTable('checks').set({ location_id: primary })
      .where('type', '=', 'status').where('location_id', 'is', null)
      .where('domain_id', 'in', chosen)
      .where(primary, 'in', ids)
      .execute()
  }

  /** A domain's chosen primary location (null: its server's, else home). */
  async setDomainLocation (domainId: string, locationId: string | null): Promise<void> {
    await this.db.updateTable('domains').set({ location_id: locationId }).where('id', '=', domainId).execute()
  }
}
