// The copies in BACKUP_DIR: named sitefleet-<UTC time>.db, so their names sort by age, and the
// newest one tells how old the last backup is (whoever made it: the scheduled check or
// `npm run backup`).
import fs from 'node:fs'
import path from 'node:path'

const NAME_RE = /^sitefleet-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.db$/

/** sitefleet-2026-11-29T01-02-03-004Z.db: an ISO time with the colons and dot a file name avoids. */
export function backupFileName (at: Date): string {
  return `sitefleet-${at.toISOString().replace(/[:.]/g, '-')}.db`
}

/** When the copy named `name` was made, or null for a file that is not a copy. */
export function backupTime (name: string): Date | null {
  const m = NAME_RE.exec(name)
  return m === null ? null : new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`)
}

export interface BackupCopy {
  name: string
  at: Date
}

/** The copies in `dir`, oldest first (none when the folder does not exist). */
export function listBackups (dir: string): BackupCopy[] {
  let names: string[]
  try {
    names = fs.readdirSync(dir)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const at = backupTime(name)
    return at === null ? [] : [{ name, at }]
  }).sort((a, b) => a.at.getTime() - b.at.getTime())
}

/** Deletes the oldest copies beyond the newest `keep`; returns the names deleted. */
export function pruneBackups (dir: string, keep: number): string[] {
  const copies = listBackups(dir)
  const old = copies.slice(0, Math.max(0, copies.length - keep))
  for (const copy of old) fs.rmSync(path.join(dir, copy.name), { force: true })
  return old.map((c) => c.name)
}
