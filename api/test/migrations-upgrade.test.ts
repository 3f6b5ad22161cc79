// A database migrated by an older release reaches the same schema as a fresh one. Migration 005
// was once edited after shipping (its claim-order index); databases that ran either version of
// it end up with the index from 006.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { type Kysely, Migrator, sql } from 'kysely'
import { openDatabase } from '../src/platform/db/database'
import { migrateToLatest } from '../src/platform/db/migrate'
import { migrations } from '../src/platform/db/migrations/index'
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

  test('a database that ran the edited 005 migrates on without an error', async () => {
    await migrateTo('2026-11-23-005-read-paths')
    // What the edited 005 did.
    await db.schema.createIndex('checks_due_order_idx').on('checks').columns(['due_at', 'domain_id', 'type']).execute()
    await db.schema.dropIndex('checks_due_idx').execute()
    await migrateToLatest(db, schema)
    expect(await checksIndexes()).toEqual(['checks_due_order_idx'])
  })
})
