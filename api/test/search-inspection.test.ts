// URL Inspection of each saved domain's home page and the sitemaps of each property, against
// fakes of searchconsole.googleapis.com (urlInspection/index:inspect) and Search Console's
// sitemaps at their real host names: stored and shown (portfolio and the site's page), weekly
// (inspections and sitemaps each on their own due dates), at once on demand, the per-property daily quota, deindexed, canonical-mismatch and
// sitemap-errors raised once and never on the first sync or inspection, a 429 waited out, a
// lost permission, another user's site unreachable, and no secret in any answer or log.
import { Writable } from 'node:stream'
import { DEFAULT_OPS_SETTINGS } from '../src/platform/config/ops-settings'
import { eventKind } from '../src/components/events'
import { DEFAULT_SEARCH_SETTINGS } from '../src/components/search/settings'
import { loggerOptions } from '../src/platform/http/logger'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type FakeSearchApis, fakeSearchApis } from './farm/sites/search-apis'
import { type CheckApp, createCheckApp, eventually, saveAll, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createReceiver } from './helpers/receiver'
import { addSearchAccount, fill, lastDay, runSearchInspections, SEARCH_WORKER, serviceAccount, syncSearchNow } from './helpers/search'
import { createUser, describeEachDb, login } from './helpers/test-app'

const EMAIL = 'index-reader@fleet-test.iam.gserviceaccount.com'
const DAY_MS = 86_400_000
const SITES = ['sc-domain:alpha.example', 'https://www.beta.example/', 'sc-domain:gamma.example']
const SAVED = ['alpha.example', 'blog.alpha.example', 'shop.alpha.example', 'news.alpha.example', 'beta.example', 'gamma.example']
const hooks = createReceiver('hooks.farm.test')

describeEachDb('search inspection and sitemaps against the Google fakes', (kind) => {
  let farm: Farm
  let fakes: FakeSearchApis
  let c: CheckApp
  let accountId: string
  let written = ''
  const answers: string[] = []
  const sa = serviceAccount(EMAIL)
  const ids = new Map<string, string>()
  const get = async (path: string, token = c.token) => { const res = await c.api.get(path, token); answers.push(res.body); return res }
  const post = async (path: string, token = c.token) => { const res = await c.api.post(path, {}, token); answers.push(res.body); return res }
  const inspects = (url?: string) => fakes.requests.filter((r) => r.host === 'searchconsole.googleapis.com' && (url === undefined || (JSON.parse(r.body) as { inspectionUrl: string }).inspectionUrl === url))
  const events = async (name: string) => (await c.t.app.db.selectFrom('events').select(['domain', 'data']).where('kind', '=', name).where('user_id', '=', c.userId).execute())
    .map((e) => ({ domain: e.domain, data: JSON.parse(e.data as string) as Record<string, unknown> }))
  const inspection = async (domain: string, token = c.token) => expectStatus(await get(`/api/search/sites/${ids.get(domain)!}/inspection`, token), 200).json()
  const alphaSitemapReads = (): number => fakes.requests.filter((r) => r.path.endsWith('/sitemaps') && r.path.includes('alpha.example')).length
  const nextDay = async (): Promise<void> => {
    c.clock.advance(DAY_MS)
    for (const site of SITES) fill(fakes, site, lastDay(c), lastDay(c), () => ({ clicks: 10, impressions: 100, position: 2 }))
  }

  beforeAll(async () => {
    assertFarmCaTrusted()
    fakes = fakeSearchApis()
    farm = await startFarm({ sites: [...fakes.sites, hooks.site] })
    const stream = new Writable({ write (chunk: Buffer, _encoding, done) { written += chunk.toString(); done() } })
    c = await createCheckApp(kind, farm, {
      clock: startClock(),
      // Three inspections a day per property, so the quota shows with four sites under alpha.
      config: { search: { ...DEFAULT_SEARCH_SETTINGS, googleIntervalMs: 0, bingIntervalMs: 0, inspectIntervalMs: 0, inspectPerDay: 3, publicUrlSet: true } },
      worker: SEARCH_WORKER,
      logger: loggerOptions({ ...DEFAULT_OPS_SETTINGS, logLevel: 'trace' }, stream)
    })
    fakes.serviceKeys.set(EMAIL, sa.publicPem)
    fakes.google.set(EMAIL, SITES.map((siteUrl) => ({ siteUrl, permissionLevel: 'siteFullUser' })))
    for (const site of SITES) fill(fakes, site, lastDay(c) - 100, lastDay(c), () => ({ clicks: 10, impressions: 100, position: 2 }))
    // Known at connect, so learnt silently: gamma's canonical differs, one of alpha's sitemaps has errors.
    fakes.index.set('https://gamma.example/', { googleCanonical: 'https://www.gamma.example/', userCanonical: 'https://gamma.example/' })
    fakes.sitemaps.set('sc-domain:alpha.example', [
      { path: 'https://alpha.example/sitemap.xml', lastSubmitted: '2026-10-01T10:00:00Z', lastDownloaded: '2026-11-27T04:00:00Z', errors: '0', warnings: '2' },
      { path: 'https://alpha.example/news-sitemap.xml', lastDownloaded: '2026-11-27T04:00:00Z', errors: '3' }
    ])
    await saveAll(c, c.token, SAVED)
    const domains = await c.t.app.db.selectFrom('domains').select(['id', 'domain']).where('user_id', '=', c.userId).execute()
    for (const d of domains) ids.set(d.domain, d.id)
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/index', secret: 'a-long-enough-secret-123' }, c.token), 201)
    accountId = (await addSearchAccount(c, c.token, 'google-service-account', 'Index GSC', { keyJson: sa.keyJson })).id
  }, 120_000)
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('the first sync lines up every home page; the inspections are stored and shown, within the daily quota, and say nothing', async () => {
    expect(await syncSearchNow(c, c.token, accountId)).toMatchObject({ status: 'ok', properties: 3 })
    // Before any inspection: the site page says so, the sitemaps are there already.
    const before = await inspection('alpha.example')
    expect(before).toMatchObject({ domain: 'alpha.example', siteUrl: 'sc-domain:alpha.example', inspection: null, lastError: null })
    expect(before.sitemaps).toEqual([
      { path: 'https://alpha.example/news-sitemap.xml', type: 'sitemap', lastSubmitted: null, lastDownloaded: '2026-11-27T04:00:00Z', isPending: false, isIndex: false, errors: 3, warnings: 0, readAt: expect.any(String) },
      { path: 'https://alpha.example/sitemap.xml', type: 'sitemap', lastSubmitted: '2026-10-01T10:00:00Z', lastDownloaded: '2026-11-27T04:00:00Z', isPending: false, isIndex: false, errors: 0, warnings: 2, readAt: expect.any(String) }
    ])
    await runSearchInspections(c)
    // Each home page inside its property: a domain property's https://<domain>/, a URL-prefix property's own address.
    expect(inspects('https://www.beta.example/')).toHaveLength(1)
    expect(JSON.parse(inspects('https://www.beta.example/')[0].body)).toEqual({ inspectionUrl: 'https://www.beta.example/', siteUrl: 'https://www.beta.example/' })
    expect(inspects('https://beta.example/')).toHaveLength(0)
    expect(inspects('https://gamma.example/')).toHaveLength(1)
    // Alpha's property allows 3 a day: one of its four sites waits for tomorrow.
    const alphaUrls = inspects().filter((r) => (JSON.parse(r.body) as { siteUrl: string }).siteUrl === 'sc-domain:alpha.example').map((r) => (JSON.parse(r.body) as { inspectionUrl: string }).inspectionUrl)
    expect(alphaUrls).toHaveLength(3)
    expect(new Set(alphaUrls).size).toBe(3)
    const waiting = await c.t.app.db.selectFrom('search_inspections').select(['due_at']).where('verdict', 'is', null).execute()
    expect(waiting).toHaveLength(1)
    expect(new Date(waiting[0].due_at).getTime()).toBe((Math.floor(c.clock.now().getTime() / DAY_MS) + 1) * DAY_MS)
    expect((await inspection('gamma.example')).inspection).toMatchObject({ canonicalMismatch: true, googleCanonical: 'https://www.gamma.example/' })
    // The first sync and the first inspections only learn.
    for (const name of ['deindexed', 'canonical-mismatch', 'sitemap-errors']) expect(await events(name)).toEqual([])
    // The next day the quota is fresh: the fourth site is inspected, nobody else again.
    const mark = inspects().length
    await nextDay()
    await runSearchInspections(c)
    expect(inspects().slice(mark)).toHaveLength(1)
    const alpha = await inspection('alpha.example')
    expect(alpha.inspection).toEqual({
      url: 'https://alpha.example/',
      verdict: 'PASS',
      coverageState: 'Submitted and indexed',
      lastCrawlAt: '2026-11-20T08:15:00Z',
      googleCanonical: 'https://alpha.example/',
      userCanonical: 'https://alpha.example/',
      canonicalMismatch: false,
      robotsTxtState: 'ALLOWED',
      pageFetchState: 'SUCCESSFUL',
      indexingState: 'INDEXING_ALLOWED',
      inspectedAt: expect.any(String)
    })
    expect(new Date(alpha.nextInspectionAt).getTime()).toBe(new Date(alpha.inspection.inspectedAt).getTime() + 7 * DAY_MS)
    const portfolio = expectStatus(await get('/api/search/portfolio'), 200).json()
    expect(portfolio.sites.find((s: { domain: string }) => s.domain === 'alpha.example').inspection).toEqual({ verdict: 'PASS', coverageState: 'Submitted and indexed', lastCrawlAt: '2026-11-20T08:15:00Z', inspectedAt: alpha.inspection.inspectedAt })
    expect(portfolio.sites.every((s: { inspection: unknown }) => s.inspection !== null)).toBe(true)
  })

  test('a week on: alpha fell out of the index (deindexed), Google picked another canonical for beta; gamma\'s known mismatch stays quiet', async () => {
    fakes.index.set('https://alpha.example/', { verdict: 'NEUTRAL', coverageState: 'Excluded by \'noindex\' tag', indexingState: 'BLOCKED_BY_META_TAG' })
    fakes.index.set('https://www.beta.example/', { googleCanonical: 'https://beta.example/', userCanonical: 'https://www.beta.example/' })
    for (let i = 0; i < 7; i++) await nextDay()
    await syncSearchNow(c, c.token, accountId)
    await runSearchInspections(c)
    // Alpha's four sites take two days of its quota.
    await nextDay()
    await runSearchInspections(c)
    const gone = await events('deindexed')
    expect(gone).toHaveLength(1)
    expect(gone[0].domain).toBe('alpha.example')
    expect(eventKind('deindexed')!.message({ domain: gone[0].domain, data: gone[0].data })).toBe('alpha.example: Google no longer indexes the home page https://alpha.example/ (Excluded by \'noindex\' tag)')
    const canon = await events('canonical-mismatch')
    expect(canon.map((e) => e.domain)).toEqual(['beta.example'])
    expect(eventKind('canonical-mismatch')!.message({ domain: canon[0].domain, data: canon[0].data })).toBe('beta.example: Google chose https://beta.example/ as the canonical of https://www.beta.example/, the page declares https://www.beta.example/')
    expect(expectStatus(await get('/api/search/portfolio'), 200).json().sites.find((s: { domain: string }) => s.domain === 'alpha.example').inspection.verdict).toBe('NEUTRAL')
    // Through the alert rules to the channel.
    const sent = await eventually(async () => {
      await c.t.app.checks.worker.drain()
      c.clock.advance(60_000)
      const found = hooks.requests.filter((r) => r.raw.includes('deindexed'))
      return found.length > 0 && found
    })
    expect(sent[0].raw).toContain('Google no longer indexes the home page https://alpha.example/')
    // A week later nothing changed: no second event.
    for (let i = 0; i < 7; i++) await nextDay()
    await syncSearchNow(c, c.token, accountId)
    await runSearchInspections(c)
    expect(await events('deindexed')).toHaveLength(1)
    expect(await events('canonical-mismatch')).toHaveLength(1)
  })

  test('sitemap-errors: a sitemap whose errors went from 0 to more and a new one with errors make one event; the next day stays quiet', async () => {
    fakes.sitemaps.set('sc-domain:alpha.example', [
      { path: 'https://alpha.example/sitemap.xml', errors: '4', warnings: '2' },
      { path: 'https://alpha.example/news-sitemap.xml', errors: '5' },
      { path: 'https://alpha.example/video-sitemap.xml', errors: '1', isPending: true }
    ])
    // The sitemaps are read weekly: the errors show at alpha's next read, within the week.
    const reads = alphaSitemapReads()
    for (let day = 0; day < DEFAULT_SEARCH_SETTINGS.sitemapsEveryDays && alphaSitemapReads() === reads; day++) {
      expect(await events('sitemap-errors')).toEqual([])
      await nextDay()
      await syncSearchNow(c, c.token, accountId)
    }
    expect(alphaSitemapReads()).toBe(reads + 1)
    const found = await events('sitemap-errors')
    expect(found).toHaveLength(1)
    expect(found[0].data).toMatchObject({ property: 'sc-domain:alpha.example', count: 2, sitemaps: [{ path: 'https://alpha.example/sitemap.xml', errors: 4, isNew: false }, { path: 'https://alpha.example/video-sitemap.xml', errors: 1, isNew: true }] })
    expect(eventKind('sitemap-errors')!.message(found[0])).toBe('sc-domain:alpha.example: Google found errors in 2 sitemaps: https://alpha.example/sitemap.xml (4 errors), https://alpha.example/video-sitemap.xml (1 error)')
    expect((await inspection('blog.alpha.example')).sitemaps.map((s: { path: string, errors: number, isPending: boolean }) => [s.path, s.errors, s.isPending])).toEqual([
      ['https://alpha.example/news-sitemap.xml', 5, false], ['https://alpha.example/sitemap.xml', 4, false], ['https://alpha.example/video-sitemap.xml', 1, true]
    ])
    await nextDay()
    await syncSearchNow(c, c.token, accountId)
    expect(await events('sitemap-errors')).toHaveLength(1)
  })

  test('a property\'s sitemaps are read weekly: not on the days before they are due, again on the day they are', async () => {
    const every = DEFAULT_SEARCH_SETTINGS.sitemapsEveryDays
    // Up to alpha's next read, whichever day of the week it falls on.
    const before = alphaSitemapReads()
    for (let day = 0; day < every && alphaSitemapReads() === before; day++) {
      await nextDay()
      await syncSearchNow(c, c.token, accountId)
    }
    expect(alphaSitemapReads()).toBe(before + 1)
    const readAt = (await inspection('alpha.example')).sitemapsReadAt
    for (let day = 1; day < every; day++) {
      await nextDay()
      await syncSearchNow(c, c.token, accountId)
      expect(alphaSitemapReads()).toBe(before + 1)
    }
    // The figures were read every day all the same.
    expect((await c.t.app.db.selectFrom('search_properties').select('read_through').where('site_url', '=', 'sc-domain:alpha.example').executeTakeFirstOrThrow()).read_through).toBe(lastDay(c))
    expect((await inspection('alpha.example')).sitemapsReadAt).toBe(readAt)
    await nextDay()
    await syncSearchNow(c, c.token, accountId)
    expect(alphaSitemapReads()).toBe(before + 2)
    expect((await inspection('alpha.example')).sitemapsReadAt).not.toBe(readAt)
  })

  test('on demand: Inspect now asks Google at once and answers with the result; a 429 is said and the check takes it after the wait', async () => {
    fakes.index.set('https://gamma.example/', { googleCanonical: 'https://gamma.example/', userCanonical: 'https://gamma.example/', lastCrawlTime: '2026-12-30T01:00:00Z' })
    const mark = inspects().length
    const now = expectStatus(await post(`/api/search/sites/${ids.get('gamma.example')!}/inspect`), 200).json()
    expect(inspects().slice(mark)).toHaveLength(1)
    expect(now.inspection).toMatchObject({ verdict: 'PASS', canonicalMismatch: false, lastCrawlAt: '2026-12-30T01:00:00Z', inspectedAt: c.clock.now().toISOString() })
    // Google asks to slow down: the answer says when, the inspection is taken once the wait is over.
    fakes.inspectThrottle = { times: 1, retryAfter: 1 }
    fakes.index.set('https://gamma.example/', { verdict: 'FAIL', coverageState: 'Server error (5xx)', pageFetchState: 'SERVER_ERROR' })
    const slow = expectStatus(await post(`/api/search/sites/${ids.get('gamma.example')!}/inspect`), 429).json()
    expect(slow.message).toMatch(/Google asked to slow down: the inspection runs again in 1 s/)
    expect((await inspection('gamma.example')).inspection.verdict).toBe('PASS')
    c.clock.advance(2000)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const sent = inspects('https://gamma.example/').slice(-2).map((r) => r.status)
    expect(sent).toEqual([200, 429])
    await runSearchInspections(c)
    expect(inspects('https://gamma.example/').at(-1)!.status).toBe(200)
    expect((await inspection('gamma.example')).inspection).toMatchObject({ verdict: 'FAIL', coverageState: 'Server error (5xx)', pageFetchState: 'SERVER_ERROR' })
    expect((await events('deindexed')).map((e) => e.domain).sort()).toEqual(['alpha.example', 'gamma.example'])
    // A site without a Google property cannot be inspected; it says why.
    await saveAll(c, c.token, ['nowhere.example'])
    const lone = (await c.t.app.db.selectFrom('domains').select('id').where('domain', '=', 'nowhere.example').executeTakeFirstOrThrow()).id
    expect(expectStatus(await post(`/api/search/sites/${lone}/inspect`), 409).json().message).toMatch(/No Google Search Console property/)
    expect(expectStatus(await get(`/api/search/sites/${lone}/inspection`), 200).json()).toEqual({ success: true, domain: 'nowhere.example', siteUrl: null, inspection: null, lastError: null, nextInspectionAt: null, sitemapsReadAt: null, sitemaps: [] })
  })

  test('the weekly check: a 429 postpones that property\'s inspections by the wait, the others go on, and it resumes', async () => {
    for (let i = 0; i < 8; i++) await nextDay()
    fakes.inspectThrottle = { times: 1, retryAfter: 1 }
    const mark = inspects().length
    await runSearchInspections(c)
    const sent = inspects().slice(mark)
    expect(sent.filter((r) => r.status === 429)).toHaveLength(1)
    const siteOf = (r: { body: string }): string => (JSON.parse(r.body) as { siteUrl: string }).siteUrl
    const at = sent.findIndex((r) => r.status === 429)
    // The refused property was asked again after the wait and answered.
    expect(sent.slice(at + 1).some((r) => r.status === 200 && siteOf(r) === siteOf(sent[at]))).toBe(true)
    // The other properties were inspected all the same.
    expect(new Set(sent.filter((r) => r.status === 200).map(siteOf)).size).toBe(3)
    const now = c.clock.now().toISOString()
    const stale = await c.t.app.db.selectFrom('search_inspections').select('url').where('due_at', '<=', now).execute()
    expect(stale).toEqual([])
  })

  test('a permission lost on a property shows on it, raises search-access-lost once, and its inspections stop', async () => {
    fakes.forbidden.add('https://www.beta.example/')
    const slow = await post(`/api/search/sites/${ids.get('beta.example')!}/inspect`)
    expect(slow.statusCode).toBe(200)
    const beta = await inspection('beta.example')
    expect(beta.lastError).toMatch(/refused access \(HTTP 403: You do not own this site/)
    const lost = await events('search-access-lost')
    expect(lost.map((e) => e.domain)).toEqual(['beta.example'])
    expectStatus(await post(`/api/search/sites/${ids.get('beta.example')!}/inspect`), 409)
    const mark = inspects().length
    for (let i = 0; i < 8; i++) await nextDay()
    await syncSearchNow(c, c.token, accountId)
    await runSearchInspections(c)
    expect(inspects().slice(mark).some((r) => r.body.includes('beta.example'))).toBe(false)
    expect(await events('search-access-lost')).toHaveLength(1)
  })

  test('another user reaches no site\'s inspection; a read token reads it but cannot ask for one', async () => {
    await createUser(c.t, c.adminToken, { name: 'Other', email: 'other-inspect@sitefleet.test', password: 'other-password-1' })
    const other = await login(c.t, 'other-inspect@sitefleet.test', 'other-password-1')
    expectStatus(await get(`/api/search/sites/${ids.get('alpha.example')!}/inspection`, other), 404)
    expectStatus(await post(`/api/search/sites/${ids.get('alpha.example')!}/inspect`, other), 404)
    const read = expectStatus(await c.api.post('/auth/tokens', { name: 'reader', access: 'read' }, c.token), 201).json().token as string
    expectStatus(await get(`/api/search/sites/${ids.get('alpha.example')!}/inspection`, read), 200)
    expectStatus(await post(`/api/search/sites/${ids.get('alpha.example')!}/inspect`, read), 403)
  })

  test('no key or token in any answer or log line', async () => {
    const secrets = [sa.privateKey.split('\n')[5], 'ya29.fake-']
    expect(written.length).toBeGreaterThan(1000)
    for (const secret of secrets) {
      expect(answers.some((a) => a.includes(secret))).toBe(false)
      expect(written.includes(secret)).toBe(false)
    }
  })
})
