// Some writes record what was already done outside the database: an alert sent to its channel.
// Lost while the database is away, the row's lease runs out and the outside thing is done again
// (a second message). Such a write is tried again, pausing between tries, until the database
// answers or the run's deadline aborts it.
import { setTimeout as sleep } from 'node:timers/promises'
import { CommitOutcomeUnknown, isConnectionLost } from './database-errors'

const FIRST_PAUSE_MS = 250
const LONGEST_PAUSE_MS = 2000

/**
 * Runs `write` until it is not failing for want of a database connection, or `signal` aborts
 * (then the last error is thrown). `write` must be safe to repeat: after a COMMIT cut short it
 * may have been applied already (fence it, e.g. by the lease's owner).
 */
export async function untilDatabaseAnswers<T> (write: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await write()
    } catch (err) {
      if (signal.aborted || !(isConnectionLost(err) || err instanceof CommitOutcomeUnknown)) throw err
      await sleep(pause, undefined, { signal }).catch(() => { throw err })
    }
  }
}
