// The scheduled backup, a system check: every BACKUP_EVERY_HOURS, on whichever worker claims it,
// a consistent copy of the SQLite database into BACKUP_DIR (platform/db/sqlite-backup.ts), then
// the oldest copies beyond BACKUP_KEEP deleted. A copy made meanwhile by `npm run backup` counts:
// no second one is made before the interval has passed since the newest. A failure is kept for
// the admin overview and raises one "backup failed" event to the admins per failed run.
import type { AppConfig } from '../../../platform/config/config'
import { listBackups, pruneBackups } from '../../../platform/db/backup-files'
import { writeBackupFailure } from '../../../platform/db/backup-status'
import { backupSqlite } from '../../../platform/db/sqlite-backup'
import { UserRepository } from '../../../platform/auth/user-repository'
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { EventRepository } from '../../events'

export const BACKUP_TYPE = 'sqlite-backup'
const HOUR = 3_600_000

export class ScheduledBackup implements SystemCheckType {
  readonly type = BACKUP_TYPE
  readonly subject = 'system'

  /** Off (0 hours): looked at hourly, so turning it on takes effect without a new row. */
  interval (config: AppConfig): number {
    return (config.backup.everyHours > 0 ? config.backup.everyHours : 1) * HOUR
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const { backup, dataDir } = ctx.config
    if (ctx.dialect !== 'sqlite' || backup.everyHours === 0) return { more: false }
    const now = ctx.now()
    const newest = listBackups(backup.dir).at(-1)
    // A few minutes' slack: the run that follows a copy comes one interval later, give or take.
    if (newest !== undefined && now.getTime() - newest.at.getTime() < backup.everyHours * HOUR - 5 * 60_000) return { more: false }
    const at = now.toISOString()
    try {
      const made = await backupSqlite(dataDir, backup.dir, now)
      const deleted = pruneBackups(backup.dir, backup.keep)
      await writeBackupFailure(ctx.db, null, at)
      ctx.log.info({ file: made.file, bytes: made.bytes, deleted: deleted.length }, 'backup made')
      return { more: false, summary: { bytes: made.bytes, deleted: deleted.length } }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      ctx.log.error({ err, dir: backup.dir }, 'backup failed')
      await ctx.db.transaction().execute(async (trx) => {
        await writeBackupFailure(trx, { at, message }, at)
        const admins = await new UserRepository(trx).adminIds()
        await new EventRepository(trx).record(admins.map((userId) => ({ userId, kind: 'backup-failed' as const, occurredAt: at, data: { message, dir: backup.dir } })))
      })
      return { more: false, summary: { failed: 1 } }
    }
  }
}
