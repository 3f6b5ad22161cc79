// `npm run backup` and `npm run restore` on SQLite, as real processes beside a real app: a copy
// taken while the app writes is the database as it was at one moment (every table's digest equal
// to the source's at that moment, no write half in); restore refuses while the product runs, a
// damaged copy and a copy from a newer version, takes an older one, and keeps what it replaced.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { insertDomains } from './helpers/bulk'
import { runCli } from './helpers/cli'
import { createTestApp, login, ADMIN_EMAIL, ADMIN_PASSWORD, tempDir, type TestApp } from './helpers/test-app'
import { migrations } from '../src/platform/db/migration-list'
import { restoreSqlite } from '../src/platform/db/sqlite-restore'

/** Every table's rows, hashed: equal digests, equal databases. */
function digest (file: string): Record<string, string> {
  const db = new SQLite(file, { readonly: true })
  try {
    const tables = (db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all() as Array<{ name: string }>).map((t) => t.name)
    return Object.fromEntries(tables.map((name) => {
      const rows = (db.prepare(`select * from "${name}"`).all()).map((r) => JSON.stringify(r)).sort()
      return [name, createHash('sha256').update(rows.join('\n')).digest('hex')]
    }))
  } finally {
    db.close()
  }
}

const BURST = 'burst-count'
const burstCount = (file: string): number => {
  const db = new SQLite(file, { readonly: true })
  try {
    return Number((db.prepare('select value from system_state where key = ?').get(BURST) as { value: string }).value)
  } finally {
    db.close()
  }
}

/** A copy of `file` as it was when `count` burst writes had committed. */
function sourceAt (file: string, count: number, dir: string): string {
  const out = path.join(dir, 'source-at-moment.db')
  const live = new SQLite(file, { readonly: true })
  live.exec(`vacuum into '${out}'`)
  live.close()
  const db = new SQLite(out)
  db.prepare("delete from system_state where key like 'burst-%' and key != ? and cast(substr(key, 7) as integer) > ?").run(BURST, count)
  db.prepare('update system_state set value = ? where key = ?').run(String(count), BURST)
  db.close()
  return out
}

describe('backup and restore [sqlite]', () => {
  let t: TestApp
  let running: boolean
  /** Stops the app (the product), keeping its data directory. */
  const stop = async (): Promise<void> => {
    running = false
    await t.app.close()
  }
  const live = (): string => path.join(t.config.dataDir, 'sitefleet.db')
  const env = (extra: Record<string, string> = {}): Record<string, string> => ({ DATA_DIR: t.config.dataDir, BACKUP_DIR: t.config.backup.dir, JWT_SECRET: t.config.jwtSecret, ...extra })

  beforeEach(async () => {
    t = await createTestApp('sqlite')
    running = true
  }, 60_000)
  afterEach(async () => {
    if (running) await t.app.close()
    await t.smtp.close()
    fs.rmSync(t.config.dataDir, { recursive: true, force: true })
  })
  /** The product started again on the data directory. */
  const restart = async (): Promise<TestApp> => {
    const started = await createTestApp('sqlite', { config: { dataDir: t.config.dataDir, jwtSecret: t.config.jwtSecret } })
    return { ...started, close: async () => { await started.app.close(); await started.smtp.close() } }
  }

  it('copies the database while the app writes: the restored copy equals the source at the backup\'s moment', async () => {
    const admin = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id
    // Enough rows that the copy takes a while.
    const names = Array.from({ length: 30_000 }, (_, i) => `filler-${i}-${'x'.repeat(40)}.example.com`)
    await insertDomains(t, admin, names)
    await t.app.db.insertInto('system_state').values({ key: BURST, value: '0', updated_at: new Date().toISOString() }).execute()

    // The burst: write n and the count n in one transaction, as fast as the app goes.
    // An object, so the loops below read what the other side changes.
    const state = { written: 0, writing: true }
    let failure: unknown
    const burst = (async () => {
      while (state.writing) {
        const n = state.written + 1
        await t.app.db.transaction().execute(async (trx) => {
          await trx.insertInto('system_state').values({ key: `burst-${n}`, value: 'v'.repeat(200), updated_at: new Date().toISOString() }).execute()
          await trx.updateTable('system_state').set({ value: String(n) }).where('key', '=', BURST).execute()
        })
        state.written = n
        await new Promise((resolve) => setImmediate(resolve))
      }
    })().catch((err: unknown) => { failure = err })
    while (state.written < 20) await new Promise((resolve) => setTimeout(resolve, 10))

    const run = await runCli('backup', [], env())
    const writtenWhenDone = state.written
    state.writing = false
    await burst
    expect(failure).toBeUndefined()
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const copy = /Backup written: (\S+) /.exec(run.stdout)?.[1] ?? ''
    expect(path.dirname(copy)).toBe(t.config.backup.dir)
    expect(path.basename(copy)).toMatch(/^sitefleet-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.db$/)
    // One file, nothing beside it.
    expect(fs.readdirSync(t.config.backup.dir)).toEqual([path.basename(copy)])
    // Said once: the copy's credentials need the key.
    expect(run.stdout.match(/A copy without its key cannot open them/g)).toHaveLength(1)

    // Restored into an empty data directory: the source as it was when `moment` writes had committed.
    const restoredDir = tempDir()
    restoreSqlite(restoredDir, copy)
    const restored = path.join(restoredDir, 'sitefleet.db')
    const moment = burstCount(restored)
    expect(moment).toBeGreaterThanOrEqual(20)
    // Writes went on while it copied.
    expect(writtenWhenDone).toBeGreaterThan(moment)
    expect(digest(restored)).toEqual(digest(sourceAt(live(), moment, restoredDir)))
    expect(Object.keys(digest(restored))).toEqual(expect.arrayContaining(['domains', 'users', 'kysely_migration']))
    fs.rmSync(restoredDir, { recursive: true, force: true })
  })

  it('refuses while the product runs on the data directory, then restores and keeps the replaced database', async () => {
    const copyRun = await runCli('backup', [], env())
    expect(copyRun.code).toBe(0)
    const copy = /Backup written: (\S+) /.exec(copyRun.stdout)?.[1] ?? ''
    // A change after the copy: the restore must bring back the state before it.
    const admin = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id
    await insertDomains(t, admin, ['after-the-copy.example.com'])

    const refused = await runCli('restore', [copy], env())
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^Restore refused: Sitefleet is running on .* \(pid \d+ on .+\): stop the api and its workers first; nothing was replaced\n$/)
    expect(await t.app.db.selectFrom('domains').select('domain').execute()).toEqual([{ domain: 'after-the-copy.example.com' }])

    await stop()
    const before = digest(live())
    const done = await runCli('restore', [copy], env())
    expect(done.stderr).toBe('')
    expect(done.code).toBe(0)
    const kept = /The database it replaced is kept as (\S+)\.\n/.exec(done.stdout)?.[1] ?? ''
    expect(path.dirname(kept)).toBe(t.config.dataDir)
    expect(digest(kept)).toEqual(before)

    // The product starts on the restored copy: the change made after it is gone, sign-in works.
    const started = await restart()
    try {
      expect(await started.app.db.selectFrom('domains').select('domain').execute()).toEqual([])
      expect(await login(started, ADMIN_EMAIL, ADMIN_PASSWORD)).toEqual(expect.any(String))
    } finally {
      await started.close()
    }
  })

  it('refuses a damaged copy and a copy from a newer version, replacing nothing', async () => {
    const copy = /Backup written: (\S+) /.exec((await runCli('backup', [], env())).stdout)?.[1] ?? ''
    await stop()
    const before = digest(live())

    const damaged = path.join(t.config.dataDir, 'damaged.db')
    const bytes = fs.readFileSync(copy)
    // Garbage over pages 2 to 6: b-tree pages the schema points at.
    bytes.fill(0x5a, 4096, 6 * 4096)
    fs.writeFileSync(damaged, bytes)
    const damagedRun = await runCli('restore', [damaged], env())
    expect(damagedRun.code).toBe(1)
    expect(damagedRun.stderr).toMatch(/^Restore refused: \S+damaged\.db is damaged \(integrity_check: [^\n]*btreeInitPage[^\n]*\); nothing was replaced\n$/)

    const newer = path.join(t.config.dataDir, 'newer.db')
    fs.copyFileSync(copy, newer)
    const db = new SQLite(newer)
    db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('2099-01-01-999-from-the-future', new Date().toISOString())
    db.close()
    const newerRun = await runCli('restore', [newer], env())
    expect(newerRun.code).toBe(1)
    expect(newerRun.stderr).toBe(`Restore refused: ${newer} was made by a newer version of Sitefleet (migration 2099-01-01-999-from-the-future is unknown here); upgrade Sitefleet first, then restore it. Nothing was replaced\n`)

    const missing = await runCli('restore', [], env())
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/^Usage: npm run restore FILE/)
    expect(digest(live())).toEqual(before)
    expect(fs.readdirSync(t.config.dataDir).filter((f) => f.includes('replaced'))).toEqual([])
  })

  it('takes a copy from an older version: the missing migrations run when the product starts', async () => {
    await stop()
    const older = path.join(tempDir(), 'older.db')
    const names = Object.keys(migrations).sort()
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(older) }) })
    const result = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateTo(names[names.length - 4])
    expect(result.error).toBeUndefined()
    await db.destroy()

    const run = await runCli('restore', [older], env())
    expect(run.stderr).toBe('')
    expect(run.stdout).toMatch(/The copy is 3 migration\(s\) behind this version: they run when Sitefleet starts\./)
    const started = await restart()
    try {
      expect((await started.app.inject({ method: 'GET', url: '/healthz' })).json()).toMatchObject({ status: 'ok' })
      const file = new SQLite(live(), { readonly: true })
      const applied = file.prepare('select name from kysely_migration order by name').all()
      file.close()
      expect(applied).toEqual(names.map((name) => ({ name })))
    } finally {
      await started.close()
    }
  })
})
