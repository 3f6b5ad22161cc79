// The first round of a batch of new domains: an import (or a rescan of a large
// selection, a bulk job) makes the status checks due at once and spreads every other check over
// its own interval, so thousands of scans, DNS, affiliate, RDAP and Bing checks do not all fall
// due with the status checks. The import's progress says when the first round is expected.
import { CHECK_TYPES, DOMAIN_CHECKS, DOMAIN_CHECK_NAMES } from '../src/job-types'
import { DUE_NOW } from '../src/platform/jobs/check-repository'
import { firstRound } from '../src/platform/jobs/first-round'
import type { SystemCheckType, SystemContext } from '../src/platform/jobs/types'
import { bulkNames, insertDomains } from './helpers/bulk'
import { testClock } from './helpers/checks'
import { api, type Api } from './helpers/domains'
import { fakeLookup, fakeRecords } from './helpers/outbound'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

const START = '2026-06-10T12:00:00.000Z'
const MINUTE = 60_000

describeEachDb('first round of new domains', (kind) => {
  let t: TestApp
  let http: Api
  let ann: string
  let annId: string
  const clock = testClock(START)
  beforeAll(async () => {
    // No real network: nothing here runs a domain check.
    t = await createTestApp(kind, { config: { checkIntervalMinutes: 15 }, deps: { now: clock.now, outbound: { lookup: fakeLookup(), resolveRecords: fakeRecords() } } })
    http = api(t)
    ;({ ann, annId } = await signInAnnAndBob(t))
  }, 60_000)
  afterAll(async () => { await t.close() })

  /** Runs a system check the way a worker would, until it has nothing left (no domain check runs). */
  async function runSystem (name: string): Promise<void> {
    const type = CHECK_TYPES.get(name) as SystemCheckType
    const ctx = { db: t.app.db, dialect: kind, now: clock.now, signal: new AbortController().signal, config: t.config, domainCheckTypes: DOMAIN_CHECK_NAMES, firstRound: firstRound(DOMAIN_CHECKS, t.config) } as unknown as SystemContext
    while ((await type.check(ctx)).more) { /* batches until done */ }
  }

  const checksOf = async (names: string[]) => await t.app.db.selectFrom('checks as c').innerJoin('domains as d', 'd.id', 'c.domain_id')
    .select(['c.type', 'c.due_at', 'c.requested_at']).where('d.domain', 'in', names).execute()

  /** Every row of a spread type is due within its interval from `from`, and they are not all at one time. */
  function expectSpread (rows: Array<{ type: string, due_at: string }>, from: string): void {
    for (const type of DOMAIN_CHECKS.filter((t) => t.type !== 'status')) {
      const due = rows.filter((r) => r.type === type.type).map((r) => Date.parse(r.due_at))
      expect(due.length).toBeGreaterThan(0)
      const interval = type.interval(t.config)
      const outside = due.filter((at) => at < Date.parse(from) || at >= Date.parse(from) + interval)
      expect({ type: type.type, outside }).toEqual({ type: type.type, outside: [] })
      expect(new Set(due).size).toBeGreaterThan(due.length / 2)
    }
  }

  test('an import: status due at once, every other check spread within its own interval; progress says when the round ends', async () => {
    const names = Array.from({ length: 60 }, (_, i) => `spread-${i}.example.com`)
    const preview = await t.app.inject({
      method: 'POST', url: '/api/scraper/import/preview', headers: { authorization: `Bearer ${ann}`, 'content-type': 'text/csv' }, payload: Buffer.from(['domain', ...names].join('\n'))
    })
    expect(preview.statusCode).toBe(200)
    const { importId } = preview.json()
    expect((await http.get(`/api/scraper/import/${importId as string}`, ann)).json().firstRound).toBeNull()
    expect((await http.post(`/api/scraper/import/${importId as string}/apply`, {}, ann)).statusCode).toBe(202)
    await runSystem('import-apply')

    const rows = await checksOf(names)
    expect(rows).toHaveLength(names.length * DOMAIN_CHECKS.length)
    expect(rows.filter((r) => r.type === 'status').map((r) => r.due_at)).toEqual(Array(names.length).fill(DUE_NOW))
    expectSpread(rows, START)

    // Status within one check interval, the rest by the longest interval (the weekly scan and RDAP).
    const status = (await http.get(`/api/scraper/import/${importId as string}`, ann)).json()
    expect(status).toMatchObject({ state: 'done', written: 60, firstRound: { statusBy: '2026-06-10T12:15:00.000Z', allBy: '2026-06-17T12:00:00.000Z' } })
  })

  test('a rescan of a large selection (a bulk job): status due now and marked requested, the rest spread', async () => {
    const names = bulkNames('rescan', 1001)
    await insertDomains(t, annId, names)
    await t.app.checks.worker.ensureRows()
    await t.app.db.updateTable('checks').set({ due_at: '2999-01-01T00:00:00.000Z' }).execute()
    clock.advance(30 * MINUTE)
    const res = await http.post('/api/scraper/bulk', { action: 'rescan', domains: names }, ann)
    expect(res.statusCode).toBe(202)
    await runSystem('bulk-apply')

    const rows = await checksOf(names)
    const status = rows.filter((r) => r.type === 'status')
    expect(status).toHaveLength(1001)
    expect(status.every((r) => r.due_at <= clock.now().toISOString() && r.requested_at !== null)).toBe(true)
    expectSpread(rows, clock.now().toISOString())
    // Only the checks due now are "requested": the error screens do not wait a day for the rest.
    expect(rows.filter((r) => r.type !== 'status' && r.requested_at !== null)).toEqual([])
  }, 120_000)
})
