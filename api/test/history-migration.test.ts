// Migration 060 moves check_history into the compact layout: one series per domain and type,
// one raw row per result (epoch seconds), and drops the old table; the roll-up then rolls it up.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { type Kysely, Migrator, sql } from 'kysely'
import { openDatabase } from '../src/platform/db/database'
import { migrateToLatest } from '../src/platform/db/migrate'
import { migrations } from '../src/platform/db/migration-list'
import { describeEachDb, dropSchema, tempDir } from './helpers/test-app'

describeEachDb('migrating check_history to the compact layout', (kind) => {
  let db: Kysely<any>
  let dataDir: string
  const schema = kind === 'postgres' ? `sf_test_${randomBytes(6).toString('hex')}` : undefined

  beforeEach(async () => {
    dataDir = tempDir()
    db = (await openDatabase({ dataDir, databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined, databaseSchema: schema })).db
  })
  afterEach(async () => {
    await db.destroy()
    if (schema !== undefined) await dropSchema(schema)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  test('every result moves, keyed by integer series ids, and check_history is gone', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) })
    const { error } = await migrator.migrateTo('2026-11-23-011-token-version')
    if (error !== undefined) throw error
    const now = '2026-11-20T10:00:00.000Z'
    await db.insertInto('users').values({ id: 'u1', email: 'a@b.test', name: 'A', password_hash: 'x', role: 'admin', created_at: now }).execute()
    for (const [id, domain] of [['d1', 'one.test'], ['d2', 'two.test']]) {
      await db.insertInto('domains').values({ id, user_id: 'u1', super_category: 'natural', domain, category: 'c', issue_date: null, status_code: null, last_checked: null, created_at: now, updated_at: now }).execute()
    }
    const rows = [
      { id: 'h1', domain_id: 'd1', type: 'status', round: 0, checked_at: '2026-11-20T08:00:00.000Z', status_code: 200, response_ms: 120, error: null },
      { id: 'h2', domain_id: 'd1', type: 'status', round: 1, checked_at: '2026-11-20T08:15:00.500Z', status_code: 503, response_ms: 80, error: 'HTTP 503' },
      { id: 'h3', domain_id: 'd1', type: 'affiliate', round: 0, checked_at: '2026-11-20T08:00:00.000Z', status_code: null, response_ms: null, error: null },
      { id: 'h4', domain_id: 'd2', type: 'status', round: 0, checked_at: '2026-11-19T23:59:59.000Z', status_code: 200, response_ms: 5, error: null }
    ]
    await db.insertInto('check_history').values(rows).execute()

    await migrateToLatest(db, schema)
    const series = await db.selectFrom('history_series').select(['id', 'domain_id', 'type']).orderBy('domain_id').orderBy('type').execute()
    expect(series.map((s) => [s.domain_id, s.type])).toEqual([['d1', 'affiliate'], ['d1', 'status'], ['d2', 'status']])
    expect(series.every((s) => Number.isInteger(Number(s.id)))).toBe(true)
    const raw = await db.selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id')
      .select(['s.domain_id', 's.type', 'h.at', 'h.code', 'h.ms', 'h.error']).orderBy('s.domain_id').orderBy('s.type').orderBy('h.at').execute()
    expect(raw.map((r) => ({ ...r, at: Number(r.at) }))).toEqual(rows.map((r) => ({
      domain_id: r.domain_id, type: r.type, at: Math.floor(Date.parse(r.checked_at) / 1000), code: r.status_code, ms: r.response_ms, error: r.error
    })).sort((a, b) => `${a.domain_id}${a.type}${a.at}`.localeCompare(`${b.domain_id}${b.type}${b.at}`)))
    const tables = kind === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename = 'check_history'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = 'check_history'`
    expect((await tables.execute(db)).rows).toEqual([])
  })

  test('075 fills the 30-day totals from the daily roll-ups a database already holds', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) })
    const { error } = await migrator.migrateTo('2026-11-23-065-domain-changes')
    if (error !== undefined) throw error
    const now = '2026-11-20T10:00:00.000Z'
    await db.insertInto('users').values({ id: 'u1', email: 'a@b.test', name: 'A', password_hash: 'x', role: 'admin', created_at: now }).execute()
    await db.insertInto('domains').values({ id: 'd1', user_id: 'u1', super_category: 'natural', domain: 'one.test', category: 'c', issue_date: null, status_code: 200, last_checked: now, created_at: now, updated_at: now }).execute()
    const { id } = await db.insertInto('history_series').values({ domain_id: 'd1', type: 'status' }).returning('id').executeTakeFirstOrThrow()
    const latest = Date.parse('2026-11-19T00:00:00.000Z') / 1000
    // The latest day, one 29 days before it (inside) and one 30 days before it (outside).
    await db.insertInto('history_daily').values([0, 29, 30].map((d) => ({
      series_id: id, at: latest - d * 86_400, checks: 96, failures: d + 1, timed: 96, min_ms: 1, max_ms: 1, sum_ms: 96, codes: '200*96'
    }))).execute()

    await migrateToLatest(db, schema)
    const window = await db.selectFrom('history_window').selectAll().execute()
    expect(window.map((w) => ({ series_id: Number(w.series_id), through: Number(w.through), checks: Number(w.checks), failures: Number(w.failures) })))
      .toEqual([{ series_id: Number(id), through: latest, checks: 192, failures: 1 + 30 }])
  })
})
