// A database migrated by an older release reaches the same schema as a fresh one. Migration 005
// was once edited after shipping (its claim-order index); databases that ran either version of
// it end up with the index from 006.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { type Kysely, Migrator, sql } from 'kysely'
import { openDatabase } from '../src/platform/db/database'
import { migrateToLatest } from '../src/platform/db/migrate'
import { migrations } from '../src/platform/db/migration-list'
import { describeEachDb, dropSchema, tempDir } from './helpers/test-app'

describeEachDb('migrating an older database', (kind) => {
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

  const checksIndexes = async (): Promise<string[]> => {
    const query = kind === 'postgres'
      ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'checks'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'checks'`
    return (await query.execute(db)).rows.map((r) => r.name).filter((name) => name.startsWith('checks_due'))
  }
  const migrateTo = async (name: string): Promise<void> => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) })
    const { error } = await migrator.migrateTo(name)
    if (error !== undefined) throw error
  }

  test('a database that ran 005 as it shipped gets the claim-order index', async () => {
    await migrateTo('2026-11-23-005-read-paths')
    expect(await checksIndexes()).toEqual(['checks_due_idx'])
    await migrateToLatest(db, schema)
    expect(await checksIndexes()).toEqual(['checks_due_order_idx'])
  })

  test('footprints stored before 085 get their domain\'s owner and scope', async () => {
    await migrateTo('2026-11-23-065-domain-changes')
    const at = '2026-11-23T00:00:00.000Z'
    await db.insertInto('users').values(['u1', 'u2'].map((id) => ({ id, name: id, email: `${id}@sitefleet.test`, password_hash: 'x', role: 'user', created_at: at }))).execute()
    await db.insertInto('domains').values([['d1', 'u1', 'natural'], ['d2', 'u2', 'casino']].map(([id, user, scope]) => ({
      id, user_id: user, super_category: scope, domain: `${id}.example.com`, category: 'Keto', issue_date: null, status_code: 200, last_checked: at, created_at: at, updated_at: at
    }))).execute()
    await db.insertInto('domain_footprints').values([
      { domain_id: 'd1', kind: 'gtm', value: 'GTM-ONE' }, { domain_id: 'd1', kind: 'ip', value: '203.0.113.1' }, { domain_id: 'd2', kind: 'gtm', value: 'GTM-ONE' }
    ]).execute()
    await migrateToLatest(db, schema)
    const rows = await db.selectFrom('domain_footprints').select(['domain_id', 'kind', 'user_id', 'super_category']).orderBy('domain_id').orderBy('kind').execute()
    expect(rows).toEqual([
      { domain_id: 'd1', kind: 'gtm', user_id: 'u1', super_category: 'natural' },
      { domain_id: 'd1', kind: 'ip', user_id: 'u1', super_category: 'natural' },
      { domain_id: 'd2', kind: 'gtm', user_id: 'u2', super_category: 'casino' }
    ])
  })

  test("100 fills the window's first day and today's rolled-up hours so far from what the roll-up wrote", async () => {
    await migrateTo('2026-11-24-086-changes-kind-index')
    const at = '2026-11-23T00:00:00.000Z'
    const DAY = 86_400
    const today = 20_000 * DAY
    await db.insertInto('users').values({ id: 'u1', name: 'u1', email: 'u1@sitefleet.test', password_hash: 'x', role: 'user', created_at: at }).execute()
    await db.insertInto('domains').values({ id: 'd1', user_id: 'u1', super_category: 'natural', domain: 'd1.example.com', category: 'Keto', issue_date: null, status_code: 200, last_checked: at, created_at: at, updated_at: at }).execute()
    await db.insertInto('history_series').values({ domain_id: 'd1', type: 'status' }).execute()
    const series = Number((await db.selectFrom('history_series').select('id').executeTakeFirstOrThrow()).id)
    const rollup = (d: number, failures: number) => ({ series_id: series, at: d, checks: 4, failures, timed: 4, min_ms: 1, max_ms: 1, sum_ms: 4, codes: '200*4' })
    // Closed days 3 and 2 days ago (the window through yesterday), and today's hours 00:00–02:00.
    await db.insertInto('history_daily').values([rollup(today - 3 * DAY, 1), rollup(today - 2 * DAY, 0)]).execute()
    await db.insertInto('history_window').values({ series_id: series, through: today - DAY, checks: 8, failures: 1 }).execute()
    await db.insertInto('history_hourly').values([rollup(today, 0), rollup(today + 3600, 2), rollup(today + 7200, 1)]).execute()
    // The roll-up has done every hour before 02:00 (02:00–03:00 is not yet).
    await db.insertInto('system_state').values({ key: 'history-rollup', value: JSON.stringify({ hour: today + 7200, cursor: 0 }), updated_at: at }).execute()
    await migrateToLatest(db, schema)
    const window = await db.selectFrom('history_window').select(['through', 'since']).executeTakeFirstOrThrow()
    expect({ through: Number(window.through), since: Number(window.since) }).toEqual({ through: today - DAY, since: today - 3 * DAY })
    const rows = await db.selectFrom('history_today').selectAll().execute()
    expect(rows.map((r) => [Number(r.series_id), Number(r.day), Number(r.through), Number(r.checks), Number(r.failures)])).toEqual([[series, today, today + 7200, 8, 2]])
  })

  test('a database that ran the edited 005 migrates on without an error', async () => {
    await migrateTo('2026-11-23-005-read-paths')
    // What the edited 005 did.
    await db.schema.createIndex('checks_due_order_idx').on('checks').columns(['due_at', 'domain_id', 'type']).execute()
    await db.schema.dropIndex('checks_due_idx').execute()
    await migrateToLatest(db, schema)
    expect(await checksIndexes()).toEqual(['checks_due_order_idx'])
  })
})
