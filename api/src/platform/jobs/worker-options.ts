// What a checks worker is given: its tuning (with the defaults derived from the config), its
// collaborators and a logger (the api's pino logger, or JSON lines in the standalone worker).
import { randomUUID } from 'node:crypto'
import os from 'node:os'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config/config'
import type { DialectName } from '../db/database'
import type { Database } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import type { OutboundClient } from '../outbound'
import type { JobTypes } from './registry'
import type { WorkerLog } from './types'

export type { WorkerLog }

export interface WorkerOptions {
  /** Written into lease_owner: which worker holds a row. */
  id: string
  concurrency: number
  leaseMs: number
  /** Sleep when nothing is due (a refresh wakes the in-process worker at once). */
  pollMs: number
  /** A check's deadline; well inside the lease, so a live worker never loses its rows. */
  checkTimeoutMs: number
  /** Delay before a check that failed unexpectedly (a bug, the database) is tried again. */
  retryMs: number
  /** How often due system checks are looked for (alert delivery latency is about this). */
  systemPollMs: number
  /**
   * Rows claimed ahead of the free slots (a reserve): a claim is made only once the rows in hand
   * would all fit the free slots, and then takes enough for those and a reserve this deep, so one
   * claim statement serves several checks. At most `concurrency` (the default): a row waiting
   * here still starts within about one check deadline (half the lease).
   */
  claimAhead: number
  /** Results recorded per transaction at most (ResultRecorder); 1 records each alone. */
  recordBatch: number
  /** How long a result waits for others to share its transaction. */
  recordLingerMs: number
}

export interface WorkerDeps {
  db: Kysely<Database>
  dialect: DialectName
  client: OutboundClient
  /** Alert e-mails and digests. */
  mailer: Mailer
  config: AppConfig
  now: () => Date
  log: WorkerLog
  /** Told the outcome of each check run (the api's /metrics counts them). */
  onCheck?: (type: string, outcome: 'done' | 'failed') => void
  /** The job types this worker runs: its caller's list (api/src/job-types.ts), or a test's. */
  types: JobTypes
}

export function workerOptions (config: AppConfig, overrides: Partial<WorkerOptions> = {}): WorkerOptions {
  const leaseMs = overrides.leaseMs ?? config.checkLeaseSeconds * 1000
  const options: Omit<WorkerOptions, 'claimAhead'> = {
    id: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    concurrency: config.checkConcurrency,
    leaseMs,
    pollMs: 2000,
    checkTimeoutMs: Math.floor(leaseMs / 2),
    retryMs: 5 * 60_000,
    systemPollMs: 1000,
    // A batch as big as the slots: results landing together share one transaction.
    recordBatch: Math.max(1, Math.min(64, config.checkConcurrency)),
    recordLingerMs: 5,
    ...overrides
  }
  // A reserve deeper than the slots could outwait its lease (see claimAhead).
  const { concurrency } = options
  return { ...options, claimAhead: Math.max(0, Math.min(overrides.claimAhead ?? concurrency, concurrency)) }
}
