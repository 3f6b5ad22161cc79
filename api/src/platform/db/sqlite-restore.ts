// Putting a copy back (`npm run restore FILE`). Nothing is replaced until every check passed:
// no process has the database open (running-marks.ts), the copy passes PRAGMA integrity_check,
// and it was made by this version of Sitefleet or an older one (its migrations are all known
// here; the missing ones run at the next start). The replaced database is kept beside the new one
// as sitefleet.db.replaced-<time>, with its WAL, so a wrong restore can itself be undone.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { backupFileName } from './backup-files'
import { DATABASE_FILE } from './database'
import { migrations } from './migration-list'
import { runningProcesses } from './running-marks'

/** A copy refused, or a restore that cannot go ahead: the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface Restored {
  /** Where the replaced database now is (null: there was none). */
  replaced: string | null
  /** Migrations the copy lacks: they run when the product starts. */
  pendingMigrations: number
}

const SIDE_FILES = ['', '-wal', '-shm', '-journal']

/** Checks `copy` as restore does; returns how many migrations it lacks. */
export function checkCopy (copy: string): number {
  if (!fs.existsSync(copy)) throw new RestoreRefused(`${copy} does not exist`)
  let db: SQLite.Database | undefined
  try {
    db = new SQLite(copy, { readonly: true, fileMustExist: true })
    // The first few problems are enough to tell; one line each becomes one line in all.
    const problems = (db.pragma('integrity_check(5)') as Array<{ integrity_check: string }>).map((r) => r.integrity_check.replace(/\s+/g, ' ').trim())
    if (problems.join() !== 'ok') throw new RestoreRefused(`${copy} is damaged (integrity_check: ${problems.join('; ')}); nothing was replaced`)
    const hasTable = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get() !== undefined
    if (!hasTable) throw new RestoreRefused(`${copy} is not a Sitefleet database (it has no migration table); nothing was replaced`)
    const names = (db.prepare('select name from kysely_migration').all() as Array<{ name: string }>).map((r) => r.name)
    const unknown = names.filter((n) => !(n in migrations))
    if (unknown.length > 0) {
      throw new RestoreRefused(`${copy} was made by a newer version of Sitefleet (migration ${unknown.sort().at(-1) ?? ''} is unknown here); upgrade Sitefleet first, then restore it. Nothing was replaced`)
    }
    return Object.keys(migrations).length - names.length
  } catch (err) {
    if (err instanceof RestoreRefused) throw err
    throw new RestoreRefused(`${copy} cannot be read as a SQLite database (${(err as Error).message}); nothing was replaced`)
  } finally {
    db?.close()
  }
}

export function restoreSqlite (dataDir: string, copy: string, at = new Date()): Restored {
  const running = runningProcesses(dataDir)
  if (running.length > 0) {
    const who = running.map((p) => `pid ${p.pid} on ${p.host}`).join(', ')
    throw new RestoreRefused(`Sitefleet is running on ${dataDir} (${who}): stop the api and its workers first; nothing was replaced`)
  }
  const pendingMigrations = checkCopy(copy)
  const live = path.join(dataDir, DATABASE_FILE)
  fs.mkdirSync(dataDir, { recursive: true })
  // The new file is whole before it takes the live name.
  const incoming = `${live}.restoring`
  fs.copyFileSync(copy, incoming)
  const fd = fs.openSync(incoming, 'r+')
  fs.fsyncSync(fd)
  fs.closeSync(fd)
  let replaced: string | null = null
  if (fs.existsSync(live)) {
    replaced = `${live}.replaced-${backupFileName(at).replace(/^sitefleet-|\.db$/g, '')}`
    for (const side of SIDE_FILES) {
      if (fs.existsSync(live + side)) fs.renameSync(live + side, replaced + side)
    }
  }
  fs.renameSync(incoming, live)
  fs.chmodSync(live, 0o600)
  return { replaced, pendingMigrations }
}
