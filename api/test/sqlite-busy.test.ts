// A write waiting for the SQLite write lock held by another process (`sqlite3` on the live file, a
// backup tool) waits between short attempts, so the api keeps answering meanwhile; it lands once
// the lock is free, or after the bounded wait fails with a 503 "database is busy" and writes
// nothing. A real second process holds the lock on the real file.
// (Reads go on meanwhile: WAL readers need no write lock.)
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DATABASE_BUSY_MESSAGE } from '../src/platform/db/busy-retry'
import { api, expectStatus } from './helpers/domains'
import { holdWriteLock } from './helpers/lock-holder'
import { createTestApp, signInAnnAndBob, type TestApp } from './helpers/test-app'

describe('SQLite write lock held by another process', () => {
  let t: TestApp
  let ann: string
  beforeEach(async () => {
    t = await createTestApp('sqlite')
    ann = (await signInAnnAndBob(t)).ann
  })
  afterEach(async () => { await t.close() })

  const file = (): string => path.join(t.config.dataDir, 'sitefleet.db')
  const saved = async (domain: string): Promise<number> =>
    (await t.app.db.selectFrom('domains').select('id').where('domain', '=', domain).execute()).length

  test('other requests are answered while a write waits; the write lands when the lock is freed', async () => {
    const holder = await holdWriteLock(file(), 1500)
    const answered: string[] = []
    const write = api(t).save(ann, 'waited.example').then((res) => { answered.push('write'); return res })
    // The write is waiting now. A blocked event loop would not even run this timer until it ends,
    // and the health check's query needs the database the write is waiting for.
    await sleep(200)
    const health = await t.app.inject({ method: 'GET', url: '/healthz' })
    answered.push('other')
    expect(health.statusCode).toBe(200)
    expectStatus(await write, 201)
    expect(answered).toEqual(['other', 'write'])
    await holder.released
    expect(await saved('waited.example')).toBe(1)
  }, 60_000)

  test('a lock held past the bounded wait: 503 "database is busy", nothing written; the retry lands', async () => {
    const holder = await holdWriteLock(file(), 7000)
    const res = await api(t).save(ann, 'refused.example')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ success: false, message: DATABASE_BUSY_MESSAGE })
    await holder.released
    expect(await saved('refused.example')).toBe(0)
    expectStatus(await api(t).save(ann, 'refused.example'), 201)
    expect(await saved('refused.example')).toBe(1)
  }, 60_000)
})
