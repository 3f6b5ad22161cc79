// Opens the database, migrates it to the latest schema before any route can
// run, and closes it when the app closes.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { type DatabaseOptions, type DialectName, openDatabase } from './database'
import { migrateToLatest } from './migrate'
import type { Database } from './schema'

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>
    dbDialect: DialectName
  }
}

export default fp(async function db (app: FastifyInstance, options: DatabaseOptions) {
  const { db, dialect } = await openDatabase({
    ...options,
    onConnectionError: (err) => { app.log.warn({ err: { message: err.message } }, 'database connection lost; the pool opens a new one') }
  })
  app.addHook('onClose', async () => { await db.destroy() })
  const applied = await migrateToLatest(db, dialect === 'postgres' ? options.databaseSchema : undefined)
  if (applied.length > 0) app.log.info({ migrations: applied, dialect }, 'database migrated')
  app.decorate('db', db)
  app.decorate('dbDialect', dialect)
}, { name: 'db' })
