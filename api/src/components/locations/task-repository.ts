// All SQL of the work queued for one location (location_tasks: confirmations and every-location
// rounds) and of confirmations and their votes (migration 110). A claim is one statement, like
// the scheduler's (PostgreSQL skips rows another claim holds), and a confirmation is decided by
// whoever deletes its row: exactly once across api replicas and workers.
import type { Kysely, Selectable } from 'kysely'
import type { DialectName } from '../../platform/db/database'
import type { Database } from '../../platform/db/schema'
import type { LocationConfirmationsTable, LocationTaskPurpose, LocationTasksTable } from './tables'

/** A queued task with the domain it checks. */
export type TaskRow = Pick<Selectable<LocationTasksTable>, 'id' | 'domain_id' | 'location_id' | 'purpose' | 'created_at'> &
  Pick<Selectable<Database['domains']>, 'domain' | 'user_id' | 'super_category'>

export interface NewTask {
  id: string
  domainId: string
  locationId: string
  purpose: LocationTaskPurpose
  createdAt: string
}

export type ConfirmationRow = Pick<Selectable<LocationConfirmationsTable>, 'domain_id' | 'primary_location_id' | 'started_at' | 'deadline_at' | 'expected'>

export interface VoteRow {
  location_id: string
  name: string
  at: string
  failed: boolean
  status_code: number | null
  error: string | null
}

export class TaskRepository {
  constructor (private readonly db: Kysely<Database>, private readonly dialect: DialectName = 'sqlite') {}

  /** The scheduler's status rows of these domains leased to `owner` (a probe's round checks). */
  async leasedRounds (type: string, owner: string, domainIds: readonly string[]) {
    return await this.db.selectFrom('checks as c').innerJoin('domains as d', 'd.id', 'c.domain_id')
      .select(['c.domain_id', 'c.round', 'c.claimed_at', 'c.attempts', 'd.domain', 'd.user_id', 'd.super_category'])
      .where('c.type', '=', type).where('c.lease_owner', '=', owner)
      .where('c.domain_id', 'in', [...domainIds]).execute()
  }

  async enqueue (tasks: readonly NewTask[]): Promise<void> {
    if (tasks.length === 0) return
    await this.db.insertInto('location_tasks').values(tasks.map((t) => ({
      id: t.id, domain_id: t.domainId, location_id: t.locationId, purpose: t.purpose, created_at: t.createdAt, lease_until: null
    }))).execute()
  }

  /** Leases up to `limit` of a location's tasks (never leased, or lease over), confirmations first. */
  async claim (locationId: string, limit: number, now: string, leaseUntil: string): Promise<TaskRow[]> {
    if (limit <= 0) return []
    const due = this.db.selectFrom('location_tasks').select('id')
      .where('location_id', '=', locationId)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .orderBy('purpose').orderBy('created_at').limit(limit)
      .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
    const rows = await this.db.updateTable('location_tasks')
      .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      .returning(['id']).execute()
    return await this.withDomains(rows.map((r) => r.id))
  }

  /** The tasks of `ids` leased to `locationId` (a report names only what it was given). */
  async leasedTo (locationId: string, ids: readonly string[]): Promise<TaskRow[]> {
    if (ids.length === 0) return []
    const rows = await this.db.selectFrom('location_tasks').select('id')
      .where('location_id', '=', locationId).where('lease_until', 'is not', null).where('id', 'in', [...ids]).execute()
    return await this.withDomains(rows.map((r) => r.id))
  }

  private async withDomains (ids: readonly string[]): Promise<TaskRow[]> {
    if (ids.length === 0) return []
    return await this.db.selectFrom('location_tasks as t').innerJoin('domains as d', 'd.id', 't.domain_id')
      .select(['t.id', 't.domain_id', 't.location_id', 't.purpose', 't.created_at', 'd.domain', 'd.user_id', 'd.super_category'])
      .where('t.id', 'in', [...ids]).orderBy('t.created_at').execute()
  }

  /** Done: gone. True when this call removed it (a task is counted once). */
  async finish (id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('location_tasks').where('id', '=', id).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  /** The tasks of a location that went offline: handed to the caller to place elsewhere, and gone from it. */
  async takeAll (locationId: string): Promise<Array<{ id: string, domain_id: string, purpose: LocationTaskPurpose, created_at: string }>> {
    return await this.db.deleteFrom('location_tasks').where('location_id', '=', locationId)
      .returning(['id', 'domain_id', 'purpose', 'created_at']).execute()
  }

  async open (row: ConfirmationRow): Promise<boolean> {
    const result = await this.db.insertInto('location_confirmations').values(row)
      .onConflict((oc) => oc.column('domain_id').doNothing()).executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
  }

  /** The domains of confirmations whose time is up, with what a decision needs of them. */
  async expiredTargets (now: string, limit: number): Promise<Array<{ domainId: string, domain: string, userId: string, superCategory: 'natural' | 'casino' | 'dating' }>> {
    const rows = await this.db.selectFrom('location_confirmations as c').innerJoin('domains as d', 'd.id', 'c.domain_id')
      .select(['d.id', 'd.domain', 'd.user_id', 'd.super_category']).where('c.deadline_at', '<=', now).limit(limit).execute()
    return rows.map((r) => ({ domainId: r.id, domain: r.domain, userId: r.user_id, superCategory: r.super_category }))
  }

  async confirmation (domainId: string): Promise<ConfirmationRow | undefined> {
    return await this.db.selectFrom('location_confirmations').selectAll().where('domain_id', '=', domainId).executeTakeFirst()
  }

  /** One more location asked (a substitute for one that went offline); or one fewer (none found). */
  async changeExpected (domainId: string, by: number): Promise<void> {
    await this.db.updateTable('location_confirmations').set((eb) => ({ expected: eb('expected', '+', by) })).where('domain_id', '=', domainId).execute()
  }

  /** Takes a confirmation to decide it: true for exactly one caller. */
  async close (domainId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('location_confirmations').where('domain_id', '=', domainId).executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async vote (domainId: string, locationId: string, at: string, failed: boolean, statusCode: number | null, error: string | null): Promise<void> {
    const values = { at, failed: failed ? 1 : 0, status_code: statusCode, error }
    await this.db.insertInto('location_votes').values({ domain_id: domainId, location_id: locationId, ...values })
      .onConflict((oc) => oc.columns(['domain_id', 'location_id']).doUpdateSet(values)).execute()
  }

  async votes (domainId: string): Promise<VoteRow[]> {
    const rows = await this.db.selectFrom('location_votes as v').innerJoin('locations as l', 'l.id', 'v.location_id')
      .select(['v.location_id', 'l.name', 'v.at', 'v.failed', 'v.status_code', 'v.error'])
      .where('v.domain_id', '=', domainId).orderBy('l.name').execute()
    return rows.map((r) => ({ ...r, failed: Number(r.failed) === 1 }))
  }

  /** The domain's status row is next due at `dueAt` at the latest (its confirmation re-check is not needed any more). */
  async postponeRecheck (domainId: string, dueAt: string): Promise<void> {
    await this.db.updateTable('checks').set({ due_at: dueAt })
      .where('domain_id', '=', domainId).where('type', '=', 'status').where('due_at', '<', dueAt).where('lease_owner', 'is', null).execute()
  }

  async clearVotes (domainId: string): Promise<void> {
    await this.db.deleteFrom('location_votes').where('domain_id', '=', domainId).execute()
    await this.db.deleteFrom('location_tasks').where('domain_id', '=', domainId).where('purpose', '=', 'confirm').execute()
  }
}
