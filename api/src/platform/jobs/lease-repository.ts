// The SQL both leased schedules share, the same on checks (one row per domain and check type)
// and system_checks (one row per installation-wide type): what ending a lease writes. A recorded
// round moves the row on and frees it, a released one only frees it.
import { sql } from 'kysely'

/** The leased round a worker claimed: completing or releasing it is fenced by its round. */
export interface LeasedRound {
  round: number
  claimedAt: string
}

/**
 * The columns of a recorded round: the next round, the lease cleared, the next due time. Work
 * requested after this run started (a refresh, new work for a system check) is not covered by
 * its result: the row stays requested and is due at once.
 */
export function completedRound (job: LeasedRound, at: string, nextDue: string) {
  const requestedSince = sql<boolean>`requested_at is not null and requested_at > ${job.claimedAt}`
  return {
    round: job.round + 1,
    lease_owner: null,
    lease_until: null,
    claimed_at: null,
    attempts: 0,
    last_run_at: at,
    due_at: sql<string>`case when ${requestedSince} then ${at} else ${nextDue} end`,
    requested_at: sql<string | null>`case when ${requestedSince} then requested_at else null end`
  }
}

/** The columns of a round given back unrecorded: the lease cleared, due at `dueAt` or as it was. */
export function releasedLease (dueAt?: string) {
  return { lease_owner: null, lease_until: null, claimed_at: null, ...(dueAt === undefined ? {} : { due_at: dueAt }) }
}
