import { useApiQuery } from '@sitefleet/shared'
import { getBackupState } from '../api/get-backup-state'
import { duration } from '../lib/duration'

/**
 * How old the newest backup of the database is, and whether the last scheduled one failed.
 * Nothing while unknown (the call failed) or on PostgreSQL, whose copies pg_dump makes.
 */
export function BackupNote () {
  const backup = useApiQuery(['/admin/backup'], getBackupState).data ?? null
  if (backup === null) return null
  const last = backup.lastAt === null || backup.ageSeconds === null
    ? `No backup yet${backup.everyHours > 0 ? `; one is made every ${backup.everyHours} h.` : ': run npm run backup, or set BACKUP_EVERY_HOURS.'}`
    : `Last backup: ${duration(backup.ageSeconds)} ago.`
  return (
    <p className='ad-muted' role='status' aria-label='Backups'>
      {backup.failure === null ? last : `The last scheduled backup failed (${backup.failure.message}). ${last}`}
    </p>
  )
}
