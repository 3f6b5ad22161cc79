// Backups of the SQLite database made inside the api (the backup check type) and by
// `npm run backup`: where the copies go (BACKUP_DIR, default DATA_DIR/backups), how often the api
// makes one (BACKUP_EVERY_HOURS, 0 turns the schedule off) and how many it keeps (BACKUP_KEEP;
// the oldest beyond are deleted). On PostgreSQL pg_dump does this job and these are unused.
import path from 'node:path'
import { type Env, integer, value } from './env'

export interface BackupSettings {
  dir: string
  everyHours: number
  keep: number
}

export function loadBackupSettings (env: Env, cwd: string, dataDir: string): BackupSettings {
  const dir = value(env, 'BACKUP_DIR')
  return {
    dir: dir === undefined ? path.join(dataDir, 'backups') : path.resolve(cwd, dir),
    everyHours: integer(env, 'BACKUP_EVERY_HOURS', 24, 0, 8760),
    keep: integer(env, 'BACKUP_KEEP', 7, 1, 1000)
  }
}
