// The affiliate check against the web farm: a page without a link is Missing, a link to a 404,
// a 500, a dead host or a slow server is Broken with a readable error, and bot protection
// (403 challenge, 503 interstitial, 429) is "blocked, not broken": listed nowhere.
import { NO_AFFILIATE_LINK } from '../src/components/monitoring/jobs/affiliate-check'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll } from './helpers/checks'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const MISSING = { domain: 'aff-missing.farm.test', affiliateLink: '', error: NO_AFFILIATE_LINK }
const BROKEN = [
  { domain: 'aff-404.farm.test', affiliateLink: 'https://offers.farm.test/expired-offer?aff=7', error: 'Affiliate link returned 404 Not Found' },
  { domain: 'aff-500.farm.test', affiliateLink: 'https://offers.farm.test/broken?aff=7', error: 'Affiliate link returned 500 Internal Server Error' },
  { domain: 'aff-deadhost.farm.test', affiliateLink: 'https://track.dead-network.test/click?aff=7', error: 'Affiliate link host does not exist (NXDOMAIN)' },
  { domain: 'aff-timeout.farm.test', affiliateLink: 'https://offers.farm.test/slow?aff=7', error: 'Affiliate link timed out' }
]
const NOT_LISTED = ['aff-ok.farm.test', 'aff-blocked.farm.test', 'aff-interstitial.farm.test', 'aff-ratelimited.farm.test', 'hang.farm.test']
const ALL = [MISSING.domain, ...BROKEN.map((b) => b.domain), ...NOT_LISTED]

describeEachDb('affiliate check', (kind) => {
  let c: CheckApp
  beforeAll(async () => {
    c = await createCheckApp(kind, farm, { config: { checkConcurrency: 16 } })
    await saveAll(c, c.token, ALL, { scope: 'casino' })
  })
  afterAll(async () => { await c.t.close() })

  test('nothing is stored before the first check', async () => {
    const res = await c.api.get('/casino/scraper/get-affiliate-errors', c.token)
    expect(res.json()).toEqual({ errors: [] })
  })

  test('check-affiliate-errors runs a fresh check and answers missing and broken links', async () => {
    const res = await c.api.get('/casino/scraper/check-affiliate-errors', c.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().errors).toEqual([...BROKEN, MISSING].sort((a, b) => a.domain < b.domain ? -1 : 1))
  })

  test('get-affiliate-errors answers the stored result of that check', async () => {
    const res = await c.api.get('/casino/scraper/get-affiliate-errors', c.token)
    expect(res.json().errors).toEqual([...BROKEN, MISSING].sort((a, b) => a.domain < b.domain ? -1 : 1))
  })

  test('blocked, ok and unreachable pages are stored with their outcome, and listed nowhere', async () => {
    const rows = await c.t.app.db.selectFrom('affiliate_results as a').innerJoin('domains as d', 'd.id', 'a.domain_id')
      .select(['d.domain', 'a.outcome', 'a.link_status']).execute()
    const outcome = Object.fromEntries(rows.map((r) => [r.domain, [r.outcome, r.link_status]]))
    expect(outcome).toMatchObject({
      'aff-ok.farm.test': ['ok', 200],
      'aff-blocked.farm.test': ['blocked', 403],
      'aff-interstitial.farm.test': ['blocked', 503],
      'aff-ratelimited.farm.test': ['blocked', 429],
      // The site itself does not answer: the domain errors screen shows that, not this one.
      'hang.farm.test': ['unknown', null],
      'aff-missing.farm.test': ['missing', null],
      'aff-404.farm.test': ['broken', 404]
    })
  })

  test('the scheduled check records the same through the worker, and the list follows it', async () => {
    // Make every affiliate row due (they are daily) and run the worker's round.
    await c.t.app.db.updateTable('checks').set({ due_at: new Date(0).toISOString() }).where('type', '=', 'affiliate').execute()
    await c.t.app.db.deleteFrom('affiliate_results').execute()
    await c.t.app.checks.worker.drain()
    const res = await c.api.get('/casino/scraper/get-affiliate-errors', c.token)
    expect(res.json().errors.map((e: { domain: string }) => e.domain).sort()).toEqual([MISSING.domain, ...BROKEN.map((b) => b.domain)].sort())
    const next = await c.t.app.db.selectFrom('checks').select('due_at').where('type', '=', 'affiliate').execute()
    // Daily.
    for (const row of next) expect(row.due_at).toBe(new Date(c.clock.now().getTime() + 24 * 3600_000).toISOString())
  })

  test('other scopes have no affiliate errors of these domains', async () => {
    expect((await c.api.get('/api/scraper/get-affiliate-errors', c.token)).json()).toEqual({ errors: [] })
    expect((await c.api.get('/dating/scraper/check-affiliate-errors', c.token)).json()).toEqual({ errors: [] })
  })
})
