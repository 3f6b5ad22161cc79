// The search-sync check against fakes of Google's token endpoint, Search Console and Bing
// Webmaster at their real host names: a domain property covering the domain and its
// subdomains, URL-prefix properties covering their host (and its www. twin), 16 months read on
// the first sync newest first in 90-day steps (resuming from the saved progress after a 429),
// the last 3 fresh days re-read the next day, 429 waiting and resuming, a saved domain added
// mid-pass matched without listing again, a lost
// permission shown once, and traffic-drop grouped into one event (and one alert through the
// rules to a webhook channel), silent on the first sync.
import { isoOf } from '../src/components/search/days'
import { eventKind } from '../src/components/events'
import { DEFAULT_SEARCH_SETTINGS } from '../src/components/search/settings'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type FakeSearchApis, fakeSearchApis } from './farm/sites/search-apis'
import { type CheckApp, createCheckApp, eventually, saveAll, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createReceiver } from './helpers/receiver'
import { addSearchAccount, fill, lastDay, runSearchSyncs, SEARCH_WORKER, searchAccount, serviceAccount, syncSearchNow } from './helpers/search'
import { describeEachDb } from './helpers/test-app'

const EMAIL = 'fleet-reader@fleet-test.iam.gserviceaccount.com'
const SITES = ['sc-domain:alpha.example', 'https://shop.gamma.example/', 'https://unused.example/', 'sc-domain:d1.example', 'sc-domain:d2.example', 'sc-domain:d3.example']
const STEADY = { clicks: 100, impressions: 1000, position: 3.5 }
const LOW = { clicks: 5, impressions: 900, position: 9 }
const hooks = createReceiver('hooks.farm.test')

describeEachDb('search sync against the Google and Bing fakes', (kind) => {
  let farm: Farm
  let fakes: FakeSearchApis
  let c: CheckApp
  let accountId: string
  /** Figures from `from` on: steady, except the sites told to drop. */
  const extend = (from: number, to: number, dropping: string[] = []): void => {
    for (const site of SITES) fill(fakes, site, from, to, () => (dropping.includes(site) ? LOW : STEADY))
  }
  const queries = (site: string) => fakes.requests.filter((r) => r.path.endsWith('/searchAnalytics/query') && decodeURIComponent(r.path).includes(site))
  const events = async (kindName: string) => await c.t.app.db.selectFrom('events').select(['domain', 'data']).where('kind', '=', kindName).where('user_id', '=', c.userId).execute()
  const property = async (siteUrl: string) => await c.t.app.db.selectFrom('search_properties').selectAll().where('site_url', '=', siteUrl).executeTakeFirstOrThrow()

  beforeAll(async () => {
    assertFarmCaTrusted()
    fakes = fakeSearchApis()
    farm = await startFarm({ sites: [...fakes.sites, hooks.site] })
    c = await createCheckApp(kind, farm, { clock: startClock(), config: { search: { ...DEFAULT_SEARCH_SETTINGS, googleIntervalMs: 0, bingIntervalMs: 0, publicUrlSet: true } }, worker: SEARCH_WORKER })
    const sa = serviceAccount(EMAIL)
    fakes.serviceKeys.set(EMAIL, sa.publicPem)
    fakes.google.set(EMAIL, SITES.map((siteUrl) => ({ siteUrl, permissionLevel: 'siteOwner' })))
    const to = lastDay(c)
    extend(to - 520, to - 10)
    // d1 is already dropping when the account is connected: learnt silently.
    extend(to - 9, to, ['sc-domain:d1.example'])
    await saveAll(c, c.token, ['alpha.example', 'blog.alpha.example', 'shop.gamma.example', 'nosite.example', 'd1.example', 'd2.example', 'd3.example'])
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/search', secret: 'a-long-enough-secret-123' }, c.token), 201)
    accountId = (await addSearchAccount(c, c.token, 'google-service-account', 'Fleet GSC', { keyJson: sa.keyJson })).id
  }, 120_000)
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('first sync: the newest 90 days of every site first, then 16 months backwards in 90-day steps; a 429 mid-way resumes where the saved progress says; silent about drops', async () => {
    const to = lastDay(c)
    // The 8th query (in the backfill) is refused once: the run ends deferred, the next resumes.
    fakes.throttle = { times: 1, retryAfter: 1, after: 7 }
    expectStatus(await c.api.post(`/api/search/accounts/${accountId}/sync`, {}, c.token), 202)
    await c.t.app.checks.worker.drain()
    const alphaMid = await property('sc-domain:alpha.example')
    // Progress is in the database: the newest 90 days are read, older ones are on their way.
    expect(alphaMid.final_through).toBe(to - 3)
    expect(alphaMid.backfill_before).toBeLessThanOrEqual(to - 89)
    expect(alphaMid.backfill_before).toBeGreaterThan(to - 486)
    await runSearchSyncs(c)
    expect(await searchAccount(c, c.token, accountId)).toMatchObject({ status: 'ok', properties: 6, readable: 6, sync: 'idle' })
    const ranges = (site: string) => queries(site).filter((r) => r.status === 200).map((r) => JSON.parse(r.body) as { startDate: string, endDate: string })
    expect(ranges('sc-domain:alpha.example').map((q) => [q.startDate, q.endDate])).toEqual([
      [isoOf(to - 89), isoOf(to)], [isoOf(to - 179), isoOf(to - 90)], [isoOf(to - 269), isoOf(to - 180)],
      [isoOf(to - 359), isoOf(to - 270)], [isoOf(to - 449), isoOf(to - 360)], [isoOf(to - 486), isoOf(to - 450)]
    ])
    expect(JSON.parse(queries('sc-domain:alpha.example')[0].body)).toEqual({ startDate: isoOf(to - 89), endDate: isoOf(to), dimensions: ['date'], dataState: 'all', rowLimit: 25000 })
    // Newest first across the portfolio: every site's newest days before anyone's older ones.
    const all = fakes.requests.filter((r) => r.path.endsWith('/searchAnalytics/query') && r.status === 200).map((r) => (JSON.parse(r.body) as { endDate: string }).endDate)
    expect(all).toEqual([...all].sort().reverse())
    expect(all).toHaveLength(5 * 6)
    expect(fakes.requests.filter((r) => r.path.endsWith('/searchAnalytics/query') && r.status === 429)).toHaveLength(1)
    // Not matched to a saved domain: never read.
    expect(queries('https://unused.example/')).toHaveLength(0)
    const alpha = await property('sc-domain:alpha.example')
    expect(alpha.backfill_before).toBeNull()
    expect(await c.t.app.db.selectFrom('search_daily').select('day').where('property_id', '=', alpha.id).execute()).toHaveLength(487)
    const lists = expectStatus(await c.api.get('/api/search/properties', c.token), 200).json()
    const matched = Object.fromEntries(lists.matched.map((m: { domain: string, google: { siteUrl: string } }) => [m.domain, m.google.siteUrl]))
    expect(matched).toMatchObject({ 'alpha.example': 'sc-domain:alpha.example', 'blog.alpha.example': 'sc-domain:alpha.example', 'shop.gamma.example': 'https://shop.gamma.example/' })
    expect(lists.withoutProperty.map((d: { domain: string }) => d.domain)).toEqual(['nosite.example'])
    expect(lists.notMonitored.map((p: { siteUrl: string }) => p.siteUrl)).toEqual(['https://unused.example/'])
    expect(await events('traffic-drop')).toEqual([])
    expect((await property('sc-domain:d1.example')).drop_since).not.toBeNull()
  })

  test('the portfolio table: 28-day figures and change; a site\'s daily series with its fresh days', async () => {
    const body = expectStatus(await c.api.get('/api/search/portfolio', c.token), 200).json()
    expect(body.through).toBe(isoOf(lastDay(c) - 3))
    const alpha = body.sites.find((s: { domain: string }) => s.domain === 'alpha.example')
    expect(alpha.google).toEqual({ clicks: 2800, impressions: 28000, ctr: 0.1, position: 3.5, clicksChange: 0, impressionsChange: 0 })
    expect(body.sites.find((s: { domain: string }) => s.domain === 'd1.example').trafficDrop).toBe(true)
    const series = expectStatus(await c.api.get(`/api/search/sites/${alpha.domainId}/daily?days=5`, c.token), 200).json()
    expect(series.days.map((d: { final: boolean }) => d.final)).toEqual([true, true, false, false, false])
    expect(series.days[4]).toEqual({ date: isoOf(lastDay(c)), clicks: 100, impressions: 1000, ctr: 0.1, position: 3.5, final: false })
  })

  test('the next day re-reads the 3 fresh days (their new figures replace the old) and they turn final', async () => {
    const before = lastDay(c)
    // Google's fresh figures settle: the last 3 days change.
    fill(fakes, 'sc-domain:alpha.example', before - 2, before, () => ({ clicks: 80, impressions: 900, position: 4 }))
    c.clock.advance(86_400_000)
    extend(before + 1, before + 1)
    await syncSearchNow(c, c.token, accountId)
    const last = queries('sc-domain:alpha.example').at(-1)!
    expect(JSON.parse(last.body)).toMatchObject({ startDate: isoOf(before - 2), endDate: isoOf(before + 1) })
    const alpha = expectStatus(await c.api.get('/api/search/portfolio', c.token), 200).json().sites.find((s: { domain: string }) => s.domain === 'alpha.example')
    const series = expectStatus(await c.api.get(`/api/search/sites/${alpha.domainId}/daily?days=4`, c.token), 200).json()
    expect(series.days.map((d: { clicks: number, final: boolean }) => [d.clicks, d.final])).toEqual([[80, true], [80, false], [80, false], [100, false]])
  })

  test('traffic drop: the sites that start dropping make ONE event, d1 (known since the first sync) is not in it', async () => {
    const from = lastDay(c) + 1
    c.clock.advance(8 * 86_400_000)
    extend(from, lastDay(c), ['sc-domain:d1.example', 'sc-domain:d2.example', 'sc-domain:d3.example'])
    await syncSearchNow(c, c.token, accountId)
    const drops = await events('traffic-drop')
    expect(drops).toHaveLength(1)
    const data = JSON.parse(drops[0].data as string) as Record<string, unknown>
    expect(data).toMatchObject({ source: 'Google', count: 2, sites: [{ host: 'd2.example', weeklyBefore: 700, lastWeek: 2 * 100 + 5 * 5, percent: 68 }, { host: 'd3.example' }] })
    expect(eventKind('traffic-drop')!.message({ domain: null, data })).toBe(`2 sites lost more than half their Google clicks since ${new Date(`${String(data.since)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })}: d2.example, d3.example`)
    // Through the alert rules: ONE alert names the group.
    const alerts = await eventually(async () => {
      await c.t.app.checks.worker.drain()
      // The alert builder runs on its own interval of the app's clock.
      c.clock.advance(60_000)
      const found = hooks.requests.filter((r) => r.raw.includes('traffic-drop'))
      return found.length > 0 && found
    })
    expect(alerts).toHaveLength(1)
    expect(alerts[0].raw).toContain('2 sites lost more than half their Google clicks since')
    // The next day they are still down: no second event.
    c.clock.advance(86_400_000)
    extend(lastDay(c), lastDay(c), ['sc-domain:d1.example', 'sc-domain:d2.example', 'sc-domain:d3.example'])
    await syncSearchNow(c, c.token, accountId)
    expect(await events('traffic-drop')).toHaveLength(1)
  })

  test('429: the sync waits for the retry time and resumes where it was', async () => {
    c.clock.advance(86_400_000)
    extend(lastDay(c), lastDay(c))
    fakes.throttle = { times: 1, retryAfter: 1 }
    const mark = fakes.requests.length
    expect(await syncSearchNow(c, c.token, accountId)).toMatchObject({ status: 'ok' })
    const statuses = fakes.requests.slice(mark).filter((r) => r.path.endsWith('/query')).map((r) => r.status)
    expect(statuses[0]).toBe(429)
    expect(statuses.slice(1).every((s) => s === 200)).toBe(true)
    expect(statuses).toHaveLength(6)
  })

  test('a lost permission shows on the property and raises search-access-lost once', async () => {
    fakes.forbidden.add('https://shop.gamma.example/')
    for (let i = 0; i < 2; i++) {
      c.clock.advance(86_400_000)
      extend(lastDay(c), lastDay(c))
      expect(await syncSearchNow(c, c.token, accountId)).toMatchObject({ status: 'ok' })
    }
    const lost = await events('search-access-lost')
    expect(lost).toHaveLength(1)
    expect(lost[0].domain).toBe('shop.gamma.example')
    const lists = expectStatus(await c.api.get('/api/search/properties', c.token), 200).json()
    const shop = lists.matched.find((m: { domain: string }) => m.domain === 'shop.gamma.example').google
    expect(shop.accessLostAt).not.toBeNull()
    expect(shop.error).toMatch(/403.*sufficient permission/)
  })

  test('a saved domain added while a pass waits out a 429: its property is read in that pass, the properties not listed again', async () => {
    c.clock.advance(86_400_000)
    extend(lastDay(c), lastDay(c))
    fakes.throttle = { times: 1, retryAfter: 2 }
    const listings = (): number => fakes.requests.filter((r) => r.path === '/webmasters/v3/sites').length
    expectStatus(await c.api.post(`/api/search/accounts/${accountId}/sync`, {}, c.token), 202)
    await c.t.app.checks.worker.drain()
    expect((await c.t.app.db.selectFrom('search_accounts').select('sync_state').where('id', '=', accountId).executeTakeFirstOrThrow()).sync_state).toBe('running')
    const listed = listings()
    expect(queries('https://unused.example/')).toHaveLength(0)
    await saveAll(c, c.token, ['unused.example'])
    await runSearchSyncs(c)
    expect(queries('https://unused.example/').length).toBeGreaterThan(0)
    expect((await property('https://unused.example/')).read_through).toBe(lastDay(c))
    expect(listings()).toBe(listed)
  })

  test('Bing: GetUserSites and GetRankAndTrafficStats; a URL-prefix www. property stands for the bare domain', async () => {
    fakes.bing.set('bing-key-one', [{ Url: 'https://www.alpha.example/', IsVerified: true }, { Url: 'https://elsewhere.example/', IsVerified: false }])
    fill(fakes, 'https://www.alpha.example/', lastDay(c) - 60, lastDay(c), () => ({ clicks: 10, impressions: 200, position: 6.25 }))
    const bing = await addSearchAccount(c, c.token, 'bing', 'Bing', { apiKey: 'bing-key-one' })
    expect(await syncSearchNow(c, c.token, bing.id)).toMatchObject({ status: 'ok', properties: 2, readable: 1 })
    const alpha = expectStatus(await c.api.get('/api/search/portfolio', c.token), 200).json().sites.find((s: { domain: string }) => s.domain === 'alpha.example')
    expect(alpha.bing).toMatchObject({ clicks: 280, impressions: 5600, position: 6.25 })
    expect(alpha.google.clicks).toBeGreaterThan(0)
  })
})
