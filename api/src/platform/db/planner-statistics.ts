// PostgreSQL plans each query from table statistics that only ANALYZE refreshes (autovacuum runs
// it eventually, when it is enabled and gets round to the table). Right after a bulk write a
// table can be ten times the size its statistics say, and a plan chosen for a few rows (sort
// them all, then take the first 16) is then run on 50,000: a writer of many rows refreshes the
// statistics of what it grew. SQLite keeps no statistics unless ANALYZE was run once, and its
// planner's fixed rules already prefer the index that gives the ORDER BY: nothing to do there.
import { type Kysely, sql } from 'kysely'
import type { DialectName } from './database'
import type { Database } from './schema'

export async function refreshPlannerStatistics (db: Kysely<Database>, dialect: DialectName, tables: ReadonlyArray<keyof Database & string>): Promise<void> {
  if (dialect !== 'postgres' || tables.length === 0) return
  await sql`analyze ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db)
}
