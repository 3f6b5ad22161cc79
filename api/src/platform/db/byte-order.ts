// Sorting names the same way on both databases.
import { type Expression, type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Database } from './schema'

/**
 * Byte order on both databases: PostgreSQL would otherwise sort by the server's locale
 * (where "a-b.com" and "ab.com" swap places), SQLite always sorts by bytes.
 */
export function byteOrder (db: Kysely<Database>, column: string): Expression<string> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`${sql.ref(column)} collate "C"`
    : sql<string>`${sql.ref(column)}`
}
