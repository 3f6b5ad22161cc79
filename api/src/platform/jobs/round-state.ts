// Is the check round keeping up? The round-watch system check measures how long the
// oldest overdue status check has waited and keeps it here (system_state), so GET /healthz and
// the admin overview read one row instead of scanning the due checks on every request.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { SystemStateRepository } from '../db/system-state-repository'

/** The latest figure (JSON of RoundState). */
const FIGURE_KEY = 'checks-round'
/** 'behind' or 'on-time': changed once per crossing, so one worker sends the admins' event. */
const VERDICT_KEY = 'checks-round-verdict'

export interface RoundState {
  /** How long the oldest overdue status check has been due (0 when none is). */
  oldestOverdueMs: number
  /** The status check interval it is compared with. */
  intervalMs: number
  /** Over one interval: the round is behind. */
  behind: boolean
  measuredAt: string
}

export async function readRoundState (db: Kysely<Database>): Promise<RoundState | null> {
  const value = await new SystemStateRepository(db).get(FIGURE_KEY)
  return value === undefined ? null : JSON.parse(value) as RoundState
}

/** Stores the figure; true when the verdict (behind or not) changed with it. */
export async function writeRoundState (db: Kysely<Database>, state: RoundState): Promise<boolean> {
  const repo = new SystemStateRepository(db)
  await repo.change(FIGURE_KEY, JSON.stringify(state), state.measuredAt)
  const previous = await repo.get(VERDICT_KEY)
  const verdict = state.behind ? 'behind' : 'on-time'
  // The first figure of an installation that is on time is no news.
  if (previous === undefined && !state.behind) {
    await repo.change(VERDICT_KEY, verdict, state.measuredAt)
    return false
  }
  return await repo.change(VERDICT_KEY, verdict, state.measuredAt)
}

/** The figure as the API answers it. */
export function roundFigure (state: RoundState | null): { oldestOverdueSeconds: number, intervalSeconds: number, behind: boolean, measuredAt: string } | null {
  if (state === null) return null
  return { oldestOverdueSeconds: Math.round(state.oldestOverdueMs / 1000), intervalSeconds: Math.round(state.intervalMs / 1000), behind: state.behind, measuredAt: state.measuredAt }
}
