// `npm run backup`: one consistent copy of the SQLite database into BACKUP_DIR while the product
// serves (platform/db/sqlite-backup.ts), the oldest copies beyond BACKUP_KEEP deleted. It opens
// the database read-only and writes nothing to it. On PostgreSQL it says to use pg_dump.
import { listBackups, pruneBackups } from './platform/db/backup-files'
import { loadConfig } from './configuration'
import { ConfigError } from './platform/errors'
import { secretsKeyId } from './platform/lib/secret-box'
import { backupSqlite } from './platform/db/sqlite-backup'

const MB = 1024 * 1024

async function main (): Promise<number> {
  const config = loadConfig()
  if (config.databaseUrl !== undefined) {
    process.stderr.write('DATABASE_URL is set: this installation keeps its data in PostgreSQL, which npm run backup does not copy. Back it up with pg_dump, e.g.\n  pg_dump --format=custom --file=sitefleet-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"\nand keep SECRETS_KEY (or JWT_SECRET) apart from the dumps (docs/backups-and-keys.md).\n')
    return 1
  }
  const made = await backupSqlite(config.dataDir, config.backup.dir, new Date())
  const deleted = pruneBackups(config.backup.dir, config.backup.keep)
  process.stdout.write(`Backup written: ${made.file} (${(made.bytes / MB).toFixed(1)} MB)\n`)
  const held = listBackups(config.backup.dir).length
  process.stdout.write(`${config.backup.dir} holds ${held} cop${held === 1 ? 'y' : 'ies'}${deleted.length === 0 ? '' : `; ${deleted.length} older deleted (BACKUP_KEEP=${config.backup.keep})`}\n`)
  const key = config.secrets.key === undefined
    ? 'JWT_SECRET (set, or kept in DATA_DIR/jwt-secret)'
    : `SECRETS_KEY (key id ${secretsKeyId(config.secrets.key)})`
  process.stdout.write(`Note: the copy's stored credentials (alert channel secrets, registrar keys) are sealed and open only with ${key}. A copy without its key cannot open them: keep the key, apart from the copies.\n`)
  return 0
}

main().then((code) => process.exit(code), (err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`Configuration error: ${err.message}\n`)
  else process.stderr.write(`Backup failed: ${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
})
