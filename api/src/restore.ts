// `npm run restore FILE`: puts a copy made by `npm run backup` (or the scheduled backup) in place
// of the SQLite database of DATA_DIR, after checking it (platform/db/sqlite-restore.ts). The
// product must be stopped; it brings an older copy's schema up to date when it starts.
import { loadConfig } from './configuration'
import { ConfigError } from './platform/errors'
import { RestoreRefused, restoreSqlite } from './platform/db/sqlite-restore'

function main (): number {
  const config = loadConfig()
  if (config.databaseUrl !== undefined) {
    process.stderr.write('DATABASE_URL is set: this installation keeps its data in PostgreSQL. Restore a pg_dump with pg_restore, e.g.\n  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" sitefleet.dump\n(docs/backups-and-keys.md).\n')
    return 1
  }
  const file = process.argv[2]
  if (file === undefined || file === '') {
    process.stderr.write('Usage: npm run restore FILE (a copy made by npm run backup, e.g. data/backups/sitefleet-2026-11-29T01-00-00-000Z.db)\n')
    return 1
  }
  const { replaced, pendingMigrations } = restoreSqlite(config.dataDir, file)
  process.stdout.write(`Restored ${file} into ${config.dataDir}.\n`)
  if (replaced !== null) process.stdout.write(`The database it replaced is kept as ${replaced}.\n`)
  if (pendingMigrations > 0) process.stdout.write(`The copy is ${pendingMigrations} migration(s) behind this version: they run when Sitefleet starts.\n`)
  process.stdout.write('Sealed credentials in it open only with the key they were sealed with (SECRETS_KEY, or JWT_SECRET without it).\n')
  return 0
}

try {
  process.exit(main())
} catch (err) {
  if (err instanceof ConfigError) process.stderr.write(`Configuration error: ${err.message}\n`)
  else if (err instanceof RestoreRefused) process.stderr.write(`Restore refused: ${err.message}\n`)
  else process.stderr.write(`Restore failed: ${err instanceof Error ? err.message : String(err)}\n`)
  process.exit(1)
}
