// DATABASE_POOL_SIZE: how many PostgreSQL connections one process keeps. Queries beyond it wait
// for a free connection instead of opening more (the server's max_connections is shared by every
// replica and worker). SQLite has one connection and ignores it.
import { sql } from 'kysely'
import { createTestApp, describeEachDb, type TestApp } from './helpers/test-app'

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
