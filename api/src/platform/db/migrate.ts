// Migrates to the latest schema at start-up (api and worker both call it;
// Kysely's migration lock makes concurrent starts safe).
import { type Kysely, Migrator } from 'kysely'
import { migrations } from './migration-list'

export async function migrateToLatest (db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // PostgreSQL schema of its own (tests): Kysely looks for its migration tables in every schema
    // unless told which, so a parallel test's schema would pass for this one's.
    ...(schema !== undefined ? { migrationTableSchema: schema } : {})
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error !== undefined || failed !== undefined) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return (results ?? []).map((r) => r.migrationName)
}
