// The daily Bing check, as a small self-contained job until the monitoring scheduler (leases
// in the database, `npm run worker`) takes it over: one interval timer; each tick queues the
// domains whose latest attempt is more than a day old (never-checked ones first come too).
// It runs in every api process with WORKER_ENABLED (the default); until the scheduler's leases
// cover it, run it on one replica only (WORKER_ENABLED=false on the others).
import type { FastifyBaseLogger } from 'fastify'
import type { BingRepository } from '../../repositories/bing-repository'
import type { BingCheckRunner } from './runner'

export const BING_RECHECK_AFTER_MS = 24 * 60 * 60 * 1000
export const BING_SCHEDULE_TICK_MS = 15 * 60 * 1000
/** Per tick; at the default pace (one query every ~4 s) a tick's batch outlasts the tick. */
export const BING_SCHEDULE_BATCH = 500

/** One tick: queues due domains unless the previous batch is still running. Returns how many. */
export async function queueDueBingChecks (repo: BingRepository, runner: BingCheckRunner, now = new Date()): Promise<number> {
  if (runner.size > 0) return 0
  const cutoff = new Date(now.getTime() - BING_RECHECK_AFTER_MS).toISOString()
  return runner.enqueue(await repo.due(cutoff, BING_SCHEDULE_BATCH))
}

/** Starts the timer; returns the function that stops it. */
export function startBingSchedule (repo: BingRepository, runner: BingCheckRunner, log: FastifyBaseLogger, tickMs = BING_SCHEDULE_TICK_MS): () => void {
  const timer = setInterval(() => {
    queueDueBingChecks(repo, runner).then((queued) => {
      if (queued > 0) log.info({ queued }, 'daily Bing index check queued')
    }, (err: unknown) => log.error({ err }, 'daily Bing index check could not be queued'))
  }, tickMs)
  // Never the reason the process stays up.
  timer.unref()
  return () => clearInterval(timer)
}
