// Retention of the site changes: the changes-prune system check, run by the scheduler, deletes
// the changes older than CHANGES_RETENTION_DAYS in bounded batches (more than one run when there
// are more than a run's batches), keeps the newer ones, and is then due again a day later.
import { randomUUID } from 'node:crypto'
import { ChangesPrune } from '../src/components/changes/jobs/changes-prune'
import { loadChangeSettings } from '../src/components/changes/settings'
import { CheckWorker } from '../src/job-types'
import { ConfigError } from '../src/platform/errors'
import { jobTypes } from '../src/platform/jobs/registry'
import { testClock } from './helpers/checks'
import { createTestApp, describeEachDb, type TestApp } from './helpers/test-app'

const NOW = '2026-06-10T12:00:00.000Z'
const DAY_MS = 86_400_000
const silent = { info: () => {}, warn: () => {}, error: () => {} }

test('CHANGES_RETENTION_DAYS: 490 days unless set, a whole number of days', () => {
  expect(loadChangeSettings({})).toEqual({ retentionDays: 490 })
  expect(loadChangeSettings({ CHANGES_RETENTION_DAYS: '30' })).toEqual({ retentionDays: 30 })
  expect(() => loadChangeSettings({ CHANGES_RETENTION_DAYS: '0' })).toThrow(ConfigError)
  expect(() => loadChangeSettings({ CHANGES_RETENTION_DAYS: 'a year' })).toThrow(/CHANGES_RETENTION_DAYS must be a whole number of days from 1 to 36500 \(got "a year"\)/)
})

describeEachDb('changes retention', (kind) => {
  let t: TestApp
  const clock = testClock(NOW)

  beforeAll(async () => {
    t = await createTestApp(kind, { smtp: false, config: { changes: { retentionDays: 30 } } })
  }, 60_000)
  afterAll(async () => { await t.close() })

  /** `n` changes of one domain, detected `daysAgo` days before now (a minute apart, older first). */
  async function changes (domainId: string, userId: string, n: number, daysAgo: number, kind = 'title'): Promise<void> {
    const at = Date.parse(NOW) - daysAgo * DAY_MS
    await t.app.db.insertInto('domain_changes').values(Array.from({ length: n }, (_, i) => ({
      domain_id: domainId, user_id: userId, super_category: 'natural' as const, kind, before: `old ${i}`, after: `new ${i}`, detected_at: new Date(at + i * 60_000).toISOString()
    }))).execute()
  }

  test('changes older than the retention go, in several runs of bounded batches; newer ones stay', async () => {
    const db = t.app.db
    const user = await db.selectFrom('users').select('id').executeTakeFirstOrThrow()
    const domainId = randomUUID()
    await db.insertInto('domains').values({ id: domainId, user_id: user.id, super_category: 'natural', domain: 'pruned.test', category: 'x', issue_date: null, status_code: 200, last_checked: NOW, created_at: NOW, updated_at: NOW }).execute()
    // 23 past the 30 days (some far past), 4 within them, one a minute inside the limit.
    await changes(domainId, user.id, 20, 31)
    await changes(domainId, user.id, 3, 400, 'ipv4')
    await changes(domainId, user.id, 4, 28, 'nameservers')
    await changes(domainId, user.id, 1, 30 - 1 / 1440, 'certificate')

    // 3 rows a statement, 2 statements a run: 23 old rows take 4 runs (6, 6, 6, 5).
    const types = jobTypes(new ChangesPrune({ batch: 3, batchesPerRun: 2 }))
    const worker = new CheckWorker({ db, dialect: kind, client: t.app.outbound, mailer: t.app.mailer, config: t.config, now: clock.now, log: silent, types })
    await worker.ensureRows()
    expect(await worker.drain()).toBe(4)

    const left = await db.selectFrom('domain_changes').select(['kind', 'detected_at']).orderBy('detected_at').execute()
    expect(left.map((r) => r.kind)).toEqual(['certificate', 'nameservers', 'nameservers', 'nameservers', 'nameservers'])
    const cutoff = Date.parse(NOW) - 30 * DAY_MS
    expect(left.every((r) => Date.parse(r.detected_at) >= cutoff)).toBe(true)
    // Done: due again a day later, and a run before then finds nothing to do.
    const row = await db.selectFrom('system_checks').select('due_at').where('type', '=', 'changes-prune').executeTakeFirstOrThrow()
    expect(row.due_at).toBe(new Date(Date.parse(NOW) + DAY_MS).toISOString())
    expect(await worker.drain()).toBe(0)

    // A day later the certificate change is past the 30 days too.
    clock.advance(DAY_MS)
    expect(await worker.drain()).toBe(1)
    expect((await db.selectFrom('domain_changes').select('kind').execute()).map((r) => r.kind)).toEqual(['nameservers', 'nameservers', 'nameservers', 'nameservers'])
  })
})
