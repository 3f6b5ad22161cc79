// How old the last backup of the SQLite database is, for GET /healthz and the admin overview: the
// newest copy in BACKUP_DIR says when (whoever made it), and system_state keeps the last failure
// of the scheduled backup until one succeeds. On PostgreSQL pg_dump makes the copies, out of sight.
import type { Kysely } from 'kysely'
import type { BackupSettings } from '../config/backup-settings'
import { listBackups } from './backup-files'
import type { DialectName } from './database'
import type { Database } from './schema'
import { SystemStateRepository } from './system-state-repository'

const FAILURE_KEY = 'backup-failure'
const NO_FAILURE = 'none'

export interface BackupFailure {
  at: string
  message: string
}

export interface BackupStatus {
  /** When the newest copy was made; null when there is none. */
  lastAt: string | null
  ageSeconds: number | null
  /** BACKUP_EVERY_HOURS (0: not scheduled). */
  everyHours: number
  /** The last scheduled backup failed (null once one succeeds). */
  failure: BackupFailure | null
}

/** The status on SQLite; null on PostgreSQL. */
export async function readBackupStatus (db: Kysely<Database>, dialect: DialectName, settings: BackupSettings, now = new Date()): Promise<BackupStatus | null> {
  if (dialect !== 'sqlite') return null
  const newest = listBackups(settings.dir).at(-1)
  const failure = await new SystemStateRepository(db).get(FAILURE_KEY)
  return {
    lastAt: newest?.at.toISOString() ?? null,
    ageSeconds: newest === undefined ? null : Math.max(0, Math.round((now.getTime() - newest.at.getTime()) / 1000)),
    everyHours: settings.everyHours,
    failure: failure === undefined || failure === NO_FAILURE ? null : JSON.parse(failure) as BackupFailure
  }
}

/** Keeps (or, with null, clears) the scheduled backup's failure. */
export async function writeBackupFailure (db: Kysely<Database>, failure: BackupFailure | null, at: string): Promise<void> {
  await new SystemStateRepository(db).change(FAILURE_KEY, failure === null ? NO_FAILURE : JSON.stringify(failure), at)
}
