// Waiting for the SQLite write lock without holding up the event loop. better-sqlite3 is
// synchronous: with busy_timeout at 5 s, a write while another process holds the lock (a backup
// tool, `sqlite3` on the live file) froze every request of the api for up to 5 s. Now SQLite
// itself waits at most BUSY_TIMEOUT_MS per attempt, and the attempts are spaced with timers, so
// other requests run in between. After BUSY_WAIT_MS in all the query fails with a 503 "database is
// busy": nothing was written, so nothing acknowledged is lost.
import { setTimeout as sleep } from 'node:timers/promises'
import type SQLite from 'better-sqlite3'
import {
  CompiledQuery, type DatabaseConnection, type Driver, type QueryResult, SqliteDialect,
  type SqliteDatabase, type TransactionSettings
} from 'kysely'
import { HttpError } from '../errors'

/** How long SQLite may block the loop in one attempt (the busy_timeout pragma). */
export const BUSY_TIMEOUT_MS = 50
/** Total wait for the lock before a query gives up: what busy_timeout alone allowed before. */
export const BUSY_WAIT_MS = 5000
const FIRST_PAUSE_MS = 10
const MAX_PAUSE_MS = 200

export const DATABASE_BUSY_MESSAGE = 'The database is busy. Please try again in a moment.'

/** 503: another process held the SQLite write lock for longer than BUSY_WAIT_MS. */
export class DatabaseBusyError extends HttpError {
  constructor () {
    super(503, DATABASE_BUSY_MESSAGE)
    this.name = 'DatabaseBusyError'
  }
}

const isBusy = (err: unknown): boolean => String((err as { code?: unknown }).code).startsWith('SQLITE_BUSY')

/**
 * A Kysely SQLite dialect whose queries retry on SQLITE_BUSY with growing pauses. Transactions
 * begin IMMEDIATE, so the write lock is taken (and waited for) at their start: a statement inside
 * one never meets a busy lock halfway, where retrying it alone would not be safe.
 */
export class BusyRetrySqliteDialect extends SqliteDialect {
  /** `database` runs the statements (a statement cache over `file`); `file` tells whether a transaction is open. */
  constructor (private readonly file: SQLite.Database, database: SqliteDatabase, private readonly waitMs = BUSY_WAIT_MS) {
    super({ database })
  }

  override createDriver (): Driver {
    return new BusyRetryDriver(super.createDriver(), this.file, this.waitMs)
  }
}

class BusyRetryDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, DatabaseConnection>()

  constructor (private readonly inner: Driver, private readonly file: SQLite.Database, private readonly waitMs: number) {}

  async init (): Promise<void> { await this.inner.init() }
  async destroy (): Promise<void> { await this.inner.destroy() }

  async acquireConnection (): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection()
    let wrapped = this.connections.get(connection)
    if (wrapped === undefined) {
      wrapped = {
        executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => await this.retry(connection, async () => await connection.executeQuery<R>(query)),
        streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize)
      }
      this.connections.set(connection, wrapped)
    }
    return wrapped
  }

  async releaseConnection (connection: DatabaseConnection): Promise<void> { await this.inner.releaseConnection(connection) }

  async beginTransaction (connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }

  async commitTransaction (connection: DatabaseConnection): Promise<void> { await this.inner.commitTransaction(connection) }
  // SQLite rolls a transaction back by itself when a statement in it fails with SQLITE_FULL,
  // SQLITE_IOERR, SQLITE_NOMEM or SQLITE_BUSY. Kysely's own ROLLBACK would then fail with "cannot
  // rollback - no transaction is active" and hide the real error (a full disk would read as an
  // internal error), so only a transaction that is still open is rolled back.
  async rollbackTransaction (connection: DatabaseConnection): Promise<void> {
    if (this.file.inTransaction) await this.inner.rollbackTransaction(connection)
  }

  private async retry<T> (connection: DatabaseConnection, run: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.waitMs
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
      try {
        return await run()
      } catch (err) {
        // Inside a transaction only the whole transaction may be retried: leave it to roll back.
        if (!isBusy(err)) throw err
        if (this.file.inTransaction || Date.now() + pause > deadline) throw new DatabaseBusyError()
        // No transaction is open, so the one connection may serve other queries meanwhile (reads
        // need no write lock in WAL mode): lend it out for the pause and take it back after.
        await this.inner.releaseConnection(connection)
        await sleep(pause)
        await this.inner.acquireConnection()
      }
    }
  }
}
