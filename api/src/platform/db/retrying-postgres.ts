// PostgreSQL connections die under a running process: a failover, a restart, a proxy closing idle
// sessions, an administrator ending them. The pool then opens a new one, and what failed only
// because its connection died is run once more where that cannot apply anything twice:
// - a read outside a transaction (RetryingConnection);
// - a whole transaction whose COMMIT had not been sent (RetryingKysely): the server rolled it
//   back when the connection died, so running its callback again applies it once.
// A failure during COMMIT leaves the outcome unknown: CommitOutcomeUnknown, never a second run.
import {
  type CompiledQuery, type DatabaseConnection, type Driver, Kysely, PostgresDialect, type PostgresPool,
  type PostgresPoolClient, type QueryResult, type TransactionBuilder, type TransactionSettings
} from 'kysely'
import type { Pool } from 'pg'
import { CommitOutcomeUnknown, isConnectionLost } from './database-errors'

/** A statement that only reads: running it again changes nothing. */
const READ_ONLY = /^\s*(select|show)\b/i

/**
 * Before running again: a server that ends sessions ends all of them, and the pool learns that of
 * its idle connections only as their sockets' close events are handled. A short pause lets it
 * discard them, so the second attempt gets a live connection instead of the next dead one.
 */
const settle = async (): Promise<void> => { await new Promise((resolve) => setTimeout(resolve, 20)) }

class RetryingConnection implements DatabaseConnection {
  inTransaction = false

  constructor (private readonly driver: Driver, public current: DatabaseConnection) {}

  async executeQuery<R> (query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.current.executeQuery<R>(query)
    } catch (err) {
      if (this.inTransaction || !isConnectionLost(err) || !READ_ONLY.test(query.sql)) throw err
      // The dead connection is destroyed on release (discardingDeadConnections), never pooled.
      await this.driver.releaseConnection(this.current)
      await settle()
      this.current = await this.driver.acquireConnection()
      return await this.current.executeQuery<R>(query)
    }
  }

  streamQuery<R> (query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.current.streamQuery<R>(query, chunkSize)
  }
}

class RetryingDriver implements Driver {
  constructor (private readonly inner: Driver) {}

  async init (): Promise<void> { await this.inner.init() }
  async destroy (): Promise<void> { await this.inner.destroy() }

  async acquireConnection (): Promise<DatabaseConnection> {
    return new RetryingConnection(this.inner, await this.inner.acquireConnection())
  }

  async releaseConnection (connection: DatabaseConnection): Promise<void> {
    await this.inner.releaseConnection((connection as RetryingConnection).current)
  }

  async beginTransaction (connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(connection, settings)
    ;(connection as RetryingConnection).inTransaction = true
  }

  async commitTransaction (connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.commitTransaction(connection)
    } catch (err) {
      throw isConnectionLost(err) ? new CommitOutcomeUnknown(err) : err
    } finally {
      (connection as RetryingConnection).inTransaction = false
    }
  }

  async rollbackTransaction (connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(connection)
    } catch (err) {
      // A dead connection's transaction was rolled back by the server already.
      if (!isConnectionLost(err)) throw err
    } finally {
      (connection as RetryingConnection).inTransaction = false
    }
  }
}

/**
 * The pool as Kysely sees it, except that a connection whose query failed because it died is
 * destroyed when released. pg's pool would otherwise take it back as idle until its socket's
 * close is handled, and hand it to the next query (the one run again, say) to fail as well.
 */
export function discardingDeadConnections (pool: Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect()
      let lost: Error | undefined
      const query = async (text: string, parameters: readonly unknown[]): Promise<unknown> => {
        try {
          return await client.query(text, parameters as unknown[])
        } catch (err) {
          if (isConnectionLost(err)) lost = err as Error
          throw err
        }
      }
      // With an error, release() destroys the connection instead of pooling it. (Kysely streams
      // through a cursor object, never passed here: nothing in the app streams.)
      return { query, release: () => { client.release(lost) } } as unknown as PostgresPoolClient
    },
    end: async () => { await pool.end() }
  }
}

/** PostgresDialect whose driver runs a read again on a fresh connection when its own died. */
export class RetryingPostgresDialect extends PostgresDialect {
  override createDriver (): Driver {
    return new RetryingDriver(super.createDriver())
  }
}

/** Kysely whose transactions run once more when their connection died before COMMIT. */
export class RetryingKysely<DB> extends Kysely<DB> {
  override transaction (): TransactionBuilder<DB> {
    return retryOnce(super.transaction())
  }
}

function retryOnce<DB> (builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  const execute = builder.execute.bind(builder)
  const setIsolationLevel = builder.setIsolationLevel.bind(builder)
  const setAccessMode = builder.setAccessMode.bind(builder)
  // Kysely's builder keeps its settings in private fields: the instance is kept and its three
  // methods wrapped, so every setting a caller chains still applies.
  return Object.assign(builder, {
    execute: async <T>(callback: Parameters<typeof execute<T>>[0]): Promise<T> => {
      try {
        return await execute(callback)
      } catch (err) {
        if (err instanceof CommitOutcomeUnknown || !isConnectionLost(err)) throw err
        await settle()
        return await execute(callback)
      }
    },
    setIsolationLevel: (level: Parameters<typeof setIsolationLevel>[0]) => retryOnce(setIsolationLevel(level)),
    setAccessMode: (mode: Parameters<typeof setAccessMode>[0]) => retryOnce(setAccessMode(mode))
  })
}
