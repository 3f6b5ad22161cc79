// SQLite rolls a transaction back by itself when a statement in it fails with SQLITE_FULL,
// SQLITE_IOERR, SQLITE_NOMEM or SQLITE_BUSY. Kysely then sends its own ROLLBACK, which fails with
// "cannot rollback - no transaction is active" and hides the real error (a full disk would read
// as an internal error). This dialect rolls back only a transaction that is still open.
import { type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, type TransactionSettings } from 'kysely'

class RollbackIfOpenDriver implements Driver {
  constructor (private readonly inner: Driver, private readonly file: { readonly inTransaction: boolean }) {}

  async init (): Promise<void> { await this.inner.init() }
  async destroy (): Promise<void> { await this.inner.destroy() }
  async acquireConnection (): Promise<DatabaseConnection> { return await this.inner.acquireConnection() }
  async releaseConnection (connection: DatabaseConnection): Promise<void> { await this.inner.releaseConnection(connection) }
  async beginTransaction (connection: DatabaseConnection, settings: TransactionSettings): Promise<void> { await this.inner.beginTransaction(connection, settings) }
  async commitTransaction (connection: DatabaseConnection): Promise<void> { await this.inner.commitTransaction(connection) }

  async rollbackTransaction (connection: DatabaseConnection): Promise<void> {
    if (this.file.inTransaction) await this.inner.rollbackTransaction(connection)
  }
}

export class RollbackIfOpenSqliteDialect extends SqliteDialect {
  constructor (config: SqliteDialectConfig, private readonly file: { readonly inTransaction: boolean }) {
    super(config)
  }

  override createDriver (): Driver {
    return new RollbackIfOpenDriver(super.createDriver(), this.file)
  }
}
