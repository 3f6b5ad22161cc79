// The weekly re-scan check: a saved domain's page is scanned again by the worker and replaces the
// stored scan the details show; a site that cannot be read keeps its last scan.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { shop } from './farm/sites/seo'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus, scanResult } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
}, 60_000)
afterAll(async () => { await farm.close() })

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

describeEachDb('re-scan check', (kind) => {
  let c: CheckApp
  beforeAll(async () => { c = await createCheckApp(kind, farm) }, 60_000)
  afterAll(async () => { await c.t.close() })

  const details = async (domain: string) => expectStatus(await c.api.get(`/api/scraper/domain/${domain}`, c.token), 200).json()
  const onlyRescans = async () => { await c.t.app.db.deleteFrom('checks').where('type', '!=', 'scan').execute() }

  test('a week after saving, the page is scanned again and the details show the new scan', async () => {
    expectStatus(await c.api.save(c.token, 'shop.farm.test', { data: scanResult('shop.farm.test', { title: 'Old title', h1: ['Old'] }) }), 201)
    await onlyRescans()
    const rescans = async () => {
      const before = c.t.app.checks.worker.stats.recorded
      await c.t.app.checks.worker.drain()
      return c.t.app.checks.worker.stats.recorded - before
    }
    // Saved from a scan: not due for a week.
    expect(await rescans()).toBe(0)
    expect((await details('shop.farm.test')).title).toBe('Old title')
    c.clock.set(new Date(Date.now() + WEEK_MS).toISOString())
    expect(await rescans()).toBe(1)
    const scan = await details('shop.farm.test')
    expect(scan.title).not.toBe('Old title')
    expect(scan.h1).not.toEqual(['Old'])
    expect(scan.title).toBe(shop.expected?.title)
  })

  test('a site that cannot be read keeps its last scan', async () => {
    expectStatus(await c.api.save(c.token, 'nowhere.invalid-tld.test', { data: scanResult('nowhere.invalid-tld.test', { title: 'Kept' }) }), 201)
    await onlyRescans()
    c.clock.set(new Date(Date.now() + 2 * WEEK_MS).toISOString())
    await c.t.app.checks.worker.drain()
    expect((await details('nowhere.invalid-tld.test')).title).toBe('Kept')
    const history = await c.t.app.db.selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id').select(['s.type', 'h.error']).where('s.type', '=', 'scan').execute()
    expect(history.find((h) => h.error !== null)?.error).toMatch(/Could not reach nowhere\.invalid-tld\.test/)
  })
})
