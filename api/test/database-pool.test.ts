// DATABASE_POOL_SIZE: how many PostgreSQL connections one process keeps. Queries beyond it wait
// for a free connection instead of opening more (the server's max_connections is shared by every
// replica and worker). SQLite has one connection and ignores it.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { type Kysely, sql } from 'kysely'
import { Client } from 'pg'
import { openDatabase } from '../src/platform/db/database'
import { eventually } from './helpers/checks'
import { createTestApp, describeEachDb, dropSchema, tempDir, type TestApp } from './helpers/test-app'

describeEachDb('database pool', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind, { config: { databasePoolSize: 3 } }) })
  afterAll(async () => { await t.close() })

  test('twelve concurrent queries share at most DATABASE_POOL_SIZE connections', async () => {
    if (kind === 'postgres') {
      const rows = await Promise.all(Array.from({ length: 12 }, async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(t.app.db)).rows[0].pid))
      const connections = new Set(rows).size
      expect(connections).toBeGreaterThan(1)
      expect(connections).toBeLessThanOrEqual(3)
    } else {
      const rows = await Promise.all(Array.from({ length: 12 }, async () => (await sql<{ one: number }>`select 1 as one`.execute(t.app.db)).rows[0].one))
      expect(rows).toEqual(Array(12).fill(1))
    }
  })
})

// A session the server ends under a running statement (pg_terminate_backend, as a restart or a
// failover does): what may run again, runs again once on a new connection; what may not, fails.
describeEachDb('a connection ended under a query', (kind) => {
  if (kind !== 'postgres') return
  const name = `sf-retry-${randomBytes(4).toString('hex')}`
  const schema = `sf_test_${randomBytes(6).toString('hex')}`
  let db: Kysely<any>
  let dataDir: string
  beforeAll(async () => {
    dataDir = tempDir()
    const url = new URL(process.env.DATABASE_URL ?? '')
    url.searchParams.set('application_name', name)
    db = (await openDatabase({ dataDir, databaseUrl: url.toString(), databaseSchema: schema, databasePoolSize: 2 })).db
    await sql`create table tally (id integer primary key, n integer not null)`.execute(db)
    await sql`insert into tally values (1, 0)`.execute(db)
  })
  afterAll(async () => {
    await db.destroy()
    await dropSchema(schema)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  /** Ends this suite's session that is running pg_sleep, once it is running it; returns its pid. */
  const endSleeper = async (): Promise<number> => {
    await eventually(async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = ${name} and state = 'active' and query like '%pg_sleep%' and pid <> pg_backend_pid()`.execute(db)
      return rows[0].n > 0
    }, 30_000)
    const admin = new Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      // First the pid, then the ending (in one WHERE clause the planner may end sessions before
      // filtering them by name).
      const { rows } = await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1 and state = \'active\' and query like \'%pg_sleep%\'', [name])
      expect(rows).toHaveLength(1)
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid])
      return rows[0].pid
    } finally {
      await admin.end()
    }
  }

  test('a read runs again on a new connection and answers', async () => {
    const read = sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(case when (select n from tally) = 0 then 3 else 0 end)`.execute(db)
    const ended = await endSleeper()
    await sql`update tally set n = 1`.execute(db)
    const { rows } = await read
    expect(rows[0].pid).not.toBe(ended)
  })

  test('a transaction cut off before COMMIT runs again once, and is applied once', async () => {
    await sql`update tally set n = 0`.execute(db)
    let runs = 0
    const done = db.transaction().execute(async (trx) => {
      runs++
      await sql`update tally set n = n + 1`.execute(trx)
      if (runs === 1) await sql`select pg_sleep(3)`.execute(trx)
    })
    await endSleeper()
    await done
    expect(runs).toBe(2)
    expect((await sql<{ n: number }>`select n from tally`.execute(db)).rows[0].n).toBe(1)
  })

  test('a write outside a transaction is not run again: it fails, saying the connection was lost', async () => {
    await sql`update tally set n = 0`.execute(db)
    const write = sql`update tally set n = n + 1 where pg_sleep(3) is not null`.execute(db)
    await endSleeper()
    await expect(write).rejects.toThrow(/terminating connection due to administrator command/)
    expect((await sql<{ n: number }>`select n from tally`.execute(db)).rows[0].n).toBe(0)
  })
})
