// Opens the database: SQLite file in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Everything above this file is dialect-agnostic.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, type SqliteDatabase, sql } from 'kysely'
import { Pool } from 'pg'
import { BUSY_TIMEOUT_MS, BusyRetrySqliteDialect } from './busy-retry'
import { markRunning } from './running-marks'
import { discardingDeadConnections, RetryingKysely, RetryingPostgresDialect } from './retrying-postgres'
import type { Database } from './schema'

export type DialectName = 'sqlite' | 'postgres'

export interface DatabaseOptions {
  dataDir: string
  databaseUrl?: string
  /** PostgreSQL only: schema to use as search_path (tests use one per file). */
  databaseSchema?: string
  /** PostgreSQL only: connections this process keeps (DATABASE_POOL_SIZE, default 10). */
  databasePoolSize?: number
  /** PostgreSQL only: told of each connection the server or the network ended (it is replaced). */
  onConnectionError?: (err: Error) => void
}

export const DEFAULT_POOL_SIZE = 10

/** The SQLite database's file name in DATA_DIR. */
export const DATABASE_FILE = 'sitefleet.db'

/**
 * How long a query waits for a PostgreSQL connection (a new one, or a free one of the pool)
 * before failing: while the server is unreachable, requests answer 503 after this at most
 * instead of hanging. A healthy server connects in milliseconds, even over TLS.
 */
export const CONNECT_TIMEOUT_MS = 3000

export interface OpenDatabase {
  db: Kysely<Database>
  dialect: DialectName
}

const SCHEMA_NAME_RE = /^[a-z_][a-z0-9_]{0,62}$/

export async function openDatabase (options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) {
    const schema = options.databaseSchema
    if (schema !== undefined && !SCHEMA_NAME_RE.test(schema)) {
      throw new Error(`Invalid database schema name "${schema}"`)
    }
    if (schema) await createSchema(options.databaseUrl, schema)
    const pool = new Pool({
      connectionString: options.databaseUrl,
      // Requests beyond this many queries in flight wait for a connection: size it to what the
      // server allows (max_connections) divided among the api replicas and workers.
      max: options.databasePoolSize ?? DEFAULT_POOL_SIZE,
      // search_path per connection, so every query of this app lands in the schema.
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notices a peer that vanished without closing (a failover, a dropped NAT entry) in
      // minutes instead of the operating system's hours.
      keepAlive: true
    })
    // Without these listeners a connection the server ends (a restart, pg_terminate_backend, a
    // proxy closing idle sessions) raises an unhandled 'error' and ends the process. The pool
    // discards an idle one itself; one in use fails its query (see retrying-postgres.ts).
    pool.on('connect', (client) => { client.on('error', (err) => { options.onConnectionError?.(err) }) })
    // The pool repeats an idle connection's error, which the client's listener above reported.
    pool.on('error', () => {})
    return { db: new RetryingKysely<Database>({ dialect: new RetryingPostgresDialect({ pool: discardingDeadConnections(pool) }) }), dialect: 'postgres' }
  }

  fs.mkdirSync(options.dataDir, { recursive: true })
  const file = new SQLite(path.join(options.dataDir, DATABASE_FILE))
  // WAL lets readers run while another connection writes. busy_timeout waits for the write lock
  // instead of failing at once, but briefly: it blocks the event loop, and busy-retry.ts does the
  // rest of the waiting between attempts.
  file.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  file.pragma('journal_mode = WAL')
  file.pragma('foreign_keys = ON')
  // In WAL mode NORMAL never corrupts the file; a power cut may lose the last commits. It spares
  // an fsync per commit, and the checks worker commits a claim and a result per check.
  file.pragma('synchronous = NORMAL')
  // 16 MiB of page cache instead of SQLite's 2 MiB: a 50,000-domain portfolio's list reads then
  // mostly come from memory instead of a system call per page. 32 MiB put the api's peak RSS at
  // 296-302 MiB at 50,000 domains, past its 300 MiB goal; 16 MiB: 270-277 MiB, for lists built
  // after a change up to a third slower (bench/README.md, api-at-scale of 2026-11-27 08:35-09:12).
  file.pragma('cache_size = -16384')
  // Until the database is closed: `npm run restore` refuses to replace a file in use.
  const unmark = markRunning(options.dataDir)
  return { db: new Kysely<Database>({ dialect: new BusyRetrySqliteDialect(file, withStatementCache(file, unmark)) }), dialect: 'sqlite' }
}

/** Throws unless the database answers a trivial query (the health check). */
export async function ping (db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}

/** Statements kept for reuse: the app runs a few dozen distinct queries over and over. */
const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every query anew, and preparing costs about as much as running a small query
 * (a quarter of the checks worker's database time). better-sqlite3 statements can be run again
 * and again, so the most recently used ones are kept by their SQL text. (A statement being
 * iterated cannot run elsewhere meanwhile; nothing here streams.)
 */
function withStatementCache (file: SQLite.Database, onClose: () => void): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => {
      file.close()
      onClose()
    },
    prepare: (text: string) => {
      let statement = statements.get(text)
      if (statement !== undefined) statements.delete(text)
      else statement = file.prepare(text)
      statements.set(text, statement)
      if (statements.size > STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!)
      return statement
    }
  }
}

async function createSchema (databaseUrl: string, schema: string): Promise<void> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 })
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db)
  } finally {
    await db.destroy()
  }
}
