import type { ApiClient, BackupState } from '@sitefleet/shared'

/** GET /admin/backup: how old the newest backup copy is (null on PostgreSQL, where pg_dump makes them). */
export async function getBackupState (client: ApiClient, signal?: AbortSignal): Promise<BackupState['backup']> {
  const { data } = await client.get<BackupState>('/admin/backup', { signal })
  return data.backup
}
