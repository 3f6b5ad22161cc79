// Scheduled backups inside the api: the sqlite-backup system check makes a copy every
// BACKUP_EVERY_HOURS into BACKUP_DIR, keeps BACKUP_KEEP of them, and /healthz and the admin
// overview's call say how old the newest is. A failed backup reaches the admins as an event and
// shows until a backup succeeds. On PostgreSQL the check makes nothing (pg_dump's job) and says so
// by its absence from /healthz and a null on the admin call.
import fs from 'node:fs'
import path from 'node:path'
import { CHECK_TYPES, DOMAIN_CHECKS, DOMAIN_CHECK_NAMES } from '../src/job-types'
import { firstRound } from '../src/platform/jobs/first-round'
import type { SystemCheckType, SystemContext } from '../src/platform/jobs/types'
import { testClock } from './helpers/checks'
import { api, type Api } from './helpers/domains'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

const HOUR = 3_600_000
const silent = { info: () => {}, warn: () => {}, error: () => {} }

describeEachDb('scheduled backups', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let ann: string
  // 21 hours ago: the runs below, hours apart, end at about the wall clock's now.
  const clock = testClock(new Date(Date.now() - 21 * HOUR).toISOString())
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { backup: { dir: path.join(process.env.TMPDIR ?? '/tmp', `sitefleet-backups-${process.pid}-${kind}`), everyHours: 6, keep: 2 } } })
    http = api(t)
    ;({ admin, ann } = await signInAnnAndBob(t))
  }, 60_000)
  afterAll(async () => {
    await t.close()
    fs.rmSync(t.config.backup.dir, { recursive: true, force: true })
  })

  async function run (): Promise<void> {
    const ctx = { db: t.app.db, dialect: kind, now: clock.now, signal: new AbortController().signal, config: t.config, log: silent, domainCheckTypes: DOMAIN_CHECK_NAMES, firstRound: firstRound(DOMAIN_CHECKS, t.config) } as unknown as SystemContext
    await (CHECK_TYPES.get('sqlite-backup') as SystemCheckType).check(ctx)
  }
  const copies = (): string[] => (fs.existsSync(t.config.backup.dir) ? fs.readdirSync(t.config.backup.dir).sort() : [])
  const health = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).json()
  const adminEvents = async () => await t.app.db.selectFrom('events as e').innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.kind', 'e.data', 'u.role']).where('e.kind', '=', 'backup-failed').execute()

  if (kind === 'postgres') {
    test('on PostgreSQL nothing is copied: /healthz has no backup part and the admin call answers null', async () => {
      await run()
      expect(copies()).toEqual([])
      expect(await health()).not.toHaveProperty('backup')
      expect((await http.get('/admin/backup', admin)).json()).toEqual({ backup: null })
    })
    return
  }

  test('every BACKUP_EVERY_HOURS a copy, BACKUP_KEEP kept; /healthz and the admin overview show the newest one\'s age', async () => {
    expect((await health()).backup).toEqual({ lastAt: null, ageSeconds: null, failed: false })
    await run()
    const first = copies()
    expect(first).toEqual([`sitefleet-${clock.now().toISOString().replace(/[:.]/g, '-')}.db`])
    // An hour later the copy is still fresh: no second one.
    clock.advance(HOUR)
    await run()
    expect(copies()).toEqual(first)
    for (let i = 0; i < 2; i++) {
      clock.advance(6 * HOUR)
      await run()
    }
    const kept = copies()
    expect(kept).toHaveLength(2)
    expect(kept).not.toContain(first[0])
    const newestAt = clock.now().toISOString()

    const shown = (await health()).backup
    expect(shown).toMatchObject({ lastAt: newestAt, failed: false })
    // Eight hours old, as the wall clock sees it (slack for a busy machine).
    expect(Math.abs(shown.ageSeconds - (Date.now() - Date.parse(newestAt)) / 1000)).toBeLessThan(60)
    const overview = await http.get('/admin/backup', admin)
    expect(overview.statusCode).toBe(200)
    expect(overview.json()).toEqual({ backup: { lastAt: newestAt, ageSeconds: expect.any(Number), everyHours: 6, failure: null } })
    // Users do not see it.
    expect((await http.get('/admin/backup', ann)).statusCode).toBe(403)
  })

  test('a failed backup raises an admin event and shows until one succeeds', async () => {
    const dir = t.config.backup.dir
    fs.rmSync(dir, { recursive: true, force: true })
    // A file where the folder should be: nothing can be written there.
    fs.writeFileSync(dir, 'not a folder')
    clock.advance(7 * HOUR)
    await run()
    const events = await adminEvents()
    expect(events).toHaveLength(1)
    expect(events[0].role).toBe('admin')
    expect(JSON.parse(events[0].data)).toMatchObject({ dir, message: expect.stringMatching(/EEXIST|ENOTDIR|not a directory|file already exists/) })
    expect((await health()).backup).toMatchObject({ failed: true })
    const overview = (await http.get('/admin/backup', admin)).json()
    expect(overview.backup.failure).toEqual({ at: clock.now().toISOString(), message: JSON.parse(events[0].data).message })

    fs.rmSync(dir, { force: true })
    clock.advance(HOUR)
    await run()
    expect(copies()).toHaveLength(1)
    expect((await health()).backup).toMatchObject({ lastAt: clock.now().toISOString(), failed: false })
    expect((await http.get('/admin/backup', admin)).json().backup.failure).toBeNull()
    expect(await adminEvents()).toHaveLength(1)
  })
})
