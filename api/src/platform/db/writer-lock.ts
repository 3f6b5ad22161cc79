// One writing process per SQLite file. better-sqlite3 writes synchronously, so a second api or a
// `npm run worker` beside the api would make each wait on the other's write lock (see
// busy-retry.ts) and run the checks engine twice over one file. The process entry points
// (server.ts, worker.ts) claim the file first and refuse to start when another process holds it.
//
// The claim is an exclusive SQLite lock on a small file beside the database: SQLite takes it
// with fcntl(2), so the kernel drops it when the process ends, however it ends. A kill -9 leaves
// nothing that blocks the restart, unlike a pid file.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { ConfigError } from '../errors'

export const WRITER_LOCK_FILE = 'sitefleet.db-writer'

export interface WriterLock {
  /** Lets the next process in (process exit does the same). */
  release: () => void
}

export function writerLockMessage (dataDir: string): string {
  return `Another Sitefleet process (an api or \`npm run worker\`) already writes the SQLite database in ${dataDir}: ` +
    'one SQLite file takes one writing process. Stop that process, or set DATABASE_URL (PostgreSQL) to spread api replicas and workers over one database.'
}

/** Claims the SQLite file of `dataDir` for this process; throws a ConfigError when another holds it. */
export function claimSqliteWriter (dataDir: string): WriterLock {
  fs.mkdirSync(dataDir, { recursive: true })
  // timeout 0: a held lock is an answer, not something to wait for.
  const lock = new SQLite(path.join(dataDir, WRITER_LOCK_FILE), { timeout: 0 })
  try {
    // In exclusive locking mode SQLite keeps the lock of the first write until the connection
    // closes, instead of dropping it at commit.
    lock.pragma('locking_mode = EXCLUSIVE')
    lock.exec('BEGIN EXCLUSIVE; CREATE TABLE IF NOT EXISTS holder (pid INTEGER, since TEXT); DELETE FROM holder;')
    lock.prepare('INSERT INTO holder (pid, since) VALUES (?, ?)').run(process.pid, new Date().toISOString())
    lock.exec('COMMIT')
  } catch (err) {
    lock.close()
    if ((err as { code?: string }).code?.startsWith('SQLITE_BUSY') === true) throw new ConfigError(writerLockMessage(dataDir))
    throw err
  }
  return { release: () => { if (lock.open) lock.close() } }
}
