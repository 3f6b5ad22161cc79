// All SQL of the system checks' schedule (table system_checks, migration 007): one leased row
// per check type that covers the whole installation. Claims and completions follow the domain
// checks' rules (check-repository.ts): one statement to claim (SKIP LOCKED on PostgreSQL), a
// completion fenced by the claimed round, an expired lease claimable again.
import type { Kysely } from 'kysely'
import type { DialectName } from '../db/database'
import type { Database } from '../db/schema'
import { DUE_NOW } from './check-repository'
import { completedRound, releasedLease } from './lease-repository'

export interface ClaimedSystemCheck {
  type: string
  round: number
  claimedAt: string
  attempts: number
}

export class SystemCheckRepository {
  constructor (private readonly db: Kysely<Database>, private readonly dialect: DialectName = 'sqlite') {}

  /** The row of a system type, due at once when new; idempotent. */
  async ensure (type: string): Promise<void> {
    await this.db.insertInto('system_checks').values({ type, due_at: DUE_NOW })
      .onConflict((oc) => oc.column('type').doNothing()).execute()
  }

  /** Leases the due rows among `types` to `owner`. */
  async claim (owner: string, types: readonly string[], now: string, leaseUntil: string): Promise<ClaimedSystemCheck[]> {
    if (types.length === 0) return []
    const due = this.db.selectFrom('system_checks').select('type')
      .where('type', 'in', [...types])
      .where('due_at', '<=', now)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
      .$if(this.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
    const rows = await this.db.updateTable('system_checks')
      .set((eb) => ({ lease_owner: owner, lease_until: leaseUntil, claimed_at: now, attempts: eb('attempts', '+', 1) }))
      .where('type', 'in', due)
      .returning(['type', 'round', 'attempts'])
      .execute()
    return rows.map((row) => ({ type: row.type, round: row.round, attempts: row.attempts, claimedAt: now }))
  }

  /** Records a run of a claimed round and schedules the next; false when the round was taken over. */
  async complete (job: ClaimedSystemCheck, at: string, nextDue: string): Promise<boolean> {
    // Work that arrived during this run (request()) is run at once.
    const updated = await this.db.updateTable('system_checks')
      .set(completedRound(job, at, nextDue))
      .where('type', '=', job.type).where('round', '=', job.round)
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) > 0
  }

  /** Gives a claimed row back (stopping, failed, deferred): due at `dueAt`, or as it was. */
  async release (job: ClaimedSystemCheck, owner: string, dueAt?: string): Promise<void> {
    await this.db.updateTable('system_checks')
      .set(releasedLease(dueAt))
      .where('type', '=', job.type).where('round', '=', job.round).where('lease_owner', '=', owner)
      .execute()
  }

  /** Makes a system type due now (new work for it arrived); a running one runs again after. */
  async request (type: string, now: string): Promise<void> {
    await this.db.updateTable('system_checks')
      .set((eb) => ({ requested_at: now, due_at: eb.case().when('due_at', '>', now).then(now).else(eb.ref('due_at')).end() }))
      .where('type', '=', type)
      .execute()
  }
}
