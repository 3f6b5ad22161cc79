// backups: the scheduled backup of the SQLite database (a system check). The copying itself, the
// copies' names and the status read by /healthz and the admin overview are platform/db's.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { ScheduledBackup } from './jobs/scheduled-backup'

export const BACKUPS_JOBS: readonly AnyCheckType[] = [new ScheduledBackup()]
export { BACKUP_TYPE } from './jobs/scheduled-backup'
