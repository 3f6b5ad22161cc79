// What the search screens read, on figures stored as a sync leaves them: the portfolio table
// sorted by clicks, impressions, position or the biggest losers, filtered by super and brand
// category, each row with its 12-week trend of clicks, and the same as CSV; the overview's week
// against the week before with the top losers; a site's own events and SEO changes in the
// chart's range. Another user's sites and the dating scope stay closed.
import { randomUUID } from 'node:crypto'
import { ChangeRepository } from '../src/components/changes'
import { EventRepository } from '../src/components/events'
import { dayOfMs } from '../src/components/search/days'
import type { SuperCategoryValue } from '../src/platform/db/schema'
import { expectStatus } from './helpers/domains'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp, withDatingAccess } from './helpers/test-app'

const DAY_MS = 86_400_000
/** The last final day of every property. */
const F = dayOfMs(Date.now()) - 4
type Figures = (day: number) => { clicks: number, impressions: number, position: number }
/** a grows by a fifth in the last 28 days, b loses 80 % in the last week, e is small and steady. */
const SITES: Array<{ domain: string, superCategory: SuperCategoryValue, category: string, figures: Figures }> = [
  { domain: 'a.example', superCategory: 'natural', category: 'Keto', figures: (d) => ({ clicks: d > F - 28 ? 120 : 100, impressions: 1000, position: 2 }) },
  { domain: 'b.example', superCategory: 'natural', category: 'Vitamins', figures: (d) => ({ clicks: d > F - 7 ? 40 : 200, impressions: 2000, position: 5 }) },
  { domain: 'e.example', superCategory: 'natural', category: 'Keto', figures: () => ({ clicks: 10, impressions: 100, position: 8 }) },
  { domain: 'c.example', superCategory: 'casino', category: 'Slots', figures: () => ({ clicks: 50, impressions: 500, position: 4 }) },
  { domain: 'd.example', superCategory: 'dating', category: 'Love', figures: () => ({ clicks: 30, impressions: 300, position: 6 }) }
]

describeEachDb('search screens\' reads: portfolio, summary, timeline', (kind) => {
  let t: TestApp
  let ann: string
  let bob: string
  let annId: string
  const ids: Record<string, string> = {}
  const get = async (url: string, token = ann) => await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  const domainsOf = (body: { sites: Array<{ domain: string }> }) => body.sites.map((s) => s.domain)

  async function addDomain (userId: string, domain: string, superCategory: SuperCategoryValue, category: string): Promise<string> {
    const id = randomUUID()
    const at = new Date().toISOString()
    await t.app.db.insertInto('domains').values({ id, user_id: userId, super_category: superCategory, domain, category, created_at: at, updated_at: at }).execute()
    return id
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    const cast = await signInAnnAndBob(t)
    ann = cast.ann
    bob = cast.bob
    annId = cast.annId
    const bobId = (await t.app.db.selectFrom('users').select('id').where('email', '=', 'bob@example.com').executeTakeFirstOrThrow()).id
    const at = new Date().toISOString()
    const account = { id: 'acc-ann', user_id: annId, kind: 'google-service-account' as const, name: 'Ann GSC', credentials: 'sealed', status: 'ok' as const, status_message: null }
    await t.app.db.insertInto('search_accounts').values({ ...account, created_at: at, updated_at: at, connected_at: at, last_sync_at: at, sync_state: 'idle', sync_due_at: at, baseline_done: 1 }).execute()
    for (const s of SITES) {
      ids[s.domain] = await addDomain(annId, s.domain, s.superCategory, s.category)
      const property = { account_id: 'acc-ann', user_id: annId, site_url: `sc-domain:${s.domain}`, kind: 'domain' as const, host: s.domain, permission: 'siteOwner', listed: 1 }
      const p = await t.app.db.insertInto('search_properties').values({ ...property, access_lost_at: null, error: null, final_through: F, read_through: F + 3, perf_due_at: at, drop_since: null, updated_at: at })
        .returning('id').executeTakeFirstOrThrow()
      const rows = []
      for (let d = F - 120; d <= F + 3; d++) {
        const f = s.figures(d)
        rows.push({ property_id: Number(p.id), day: d, clicks: f.clicks, impressions: f.impressions, position: f.position * 100 })
      }
      for (let i = 0; i < rows.length; i += 100) await t.app.db.insertInto('search_daily').values(rows.slice(i, i + 100)).execute()
      if (s.domain === 'b.example') {
        const none = { google_canonical: null, user_canonical: null, robots_txt_state: null, page_fetch_state: null, indexing_state: null, error: null }
        await t.app.db.insertInto('search_inspections').values({ property_id: Number(p.id), domain_id: ids[s.domain], user_id: annId, url: 'https://b.example/', verdict: 'FAIL', coverage_state: 'Crawled - currently not indexed', last_crawl_at: at, inspected_at: at, due_at: at, ...none }).execute()
      }
    }
    ids['bob.example'] = await addDomain(bobId, 'bob.example', 'natural', 'Keto')
    const events = new EventRepository(t.app.db)
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()
    const a = { userId: annId, domainId: ids['a.example'], domain: 'a.example', superCategory: 'natural' as const }
    await events.record([
      { ...a, kind: 'site-down', occurredAt: ago(10), data: { statusCode: 503 } },
      { ...a, kind: 'site-recovered', occurredAt: ago(9.9), data: { durationMs: 600_000 } },
      { ...a, kind: 'noindex-appeared', occurredAt: ago(3), data: {} },
      { ...a, kind: 'site-down', occurredAt: ago(200), data: { statusCode: 500 } },
      { userId: bobId, domainId: ids['bob.example'], domain: 'bob.example', superCategory: 'natural', kind: 'site-down', occurredAt: ago(2), data: { statusCode: 502 } }
    ])
    await new ChangeRepository(t.app.db).insert([
      { domainId: ids['a.example'], userId: annId, superCategory: 'natural', kind: 'title', before: 'Keto Shop', after: 'Keto Shop - Sale', detectedAt: ago(5) },
      { domainId: ids['a.example'], userId: annId, superCategory: 'natural', kind: 'description', before: 'x', after: 'y', detectedAt: ago(5) }
    ])
  }, 120_000)
  afterAll(async () => { await t.close() })

  test('the portfolio of a super category, sorted by clicks (default), impressions, position or the biggest losers', async () => {
    const by = async (sort?: string) => domainsOf(expectStatus(await get(`/api/search/portfolio?superCategory=natural${sort === undefined ? '' : `&sort=${sort}`}`), 200).json())
    expect(await by()).toEqual(['b.example', 'a.example', 'e.example'])
    expect(await by('impressions')).toEqual(['b.example', 'a.example', 'e.example'])
    expect(await by('position')).toEqual(['a.example', 'b.example', 'e.example'])
    expect(await by('clicksChange')).toEqual(['b.example', 'e.example', 'a.example'])
    const b = expectStatus(await get('/api/search/portfolio?superCategory=natural&sort=clicksChange&limit=1'), 200).json()
    expect(b.total).toBe(3)
    expect(b.sites).toEqual([expect.objectContaining({ domain: 'b.example', google: expect.objectContaining({ clicks: 21 * 200 + 7 * 40, clicksChange: -0.2 }), inspection: expect.objectContaining({ verdict: 'FAIL', coverageState: 'Crawled - currently not indexed' }) })])
    expect(expectStatus(await get('/api/search/portfolio?sort=worst'), 400).json().message).toBe('Sort must be one of: clicks, clicksChange, impressions, position')
  })

  test('each row has its clicks per week over 12 weeks, oldest first', async () => {
    const sites = expectStatus(await get('/api/search/portfolio?superCategory=natural'), 200).json().sites as Array<{ domain: string, trend: number[] }>
    const trend = Object.fromEntries(sites.map((s) => [s.domain, s.trend]))
    expect(trend['a.example']).toEqual([...Array(8).fill(700), ...Array(4).fill(840)])
    expect(trend['b.example']).toEqual([...Array(11).fill(1400), 280])
  })

  test('filtered by brand category; without a super category every one the caller may see, dating only with its access', async () => {
    expect(domainsOf(expectStatus(await get('/api/search/portfolio?superCategory=natural&category=Keto'), 200).json())).toEqual(['a.example', 'e.example'])
    expect(domainsOf(expectStatus(await get('/api/search/portfolio'), 200).json()).sort()).toEqual(['a.example', 'b.example', 'c.example', 'e.example'])
    expect(expectStatus(await get('/api/search/portfolio?superCategory=dating'), 403).json().message).toBeTruthy()
    expect(expectStatus(await get('/api/search/summary?superCategory=dating'), 403).json().message).toBeTruthy()
    const dating = withDatingAccess(t, ann)
    expect(domainsOf(expectStatus(await get('/api/search/portfolio?superCategory=dating', dating), 200).json())).toEqual(['d.example'])
  })

  test('CSV of the whole filtered, sorted table', async () => {
    const res = expectStatus(await get('/api/search/portfolio.csv?superCategory=natural&sort=clicksChange'), 200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toMatch(/^domain,super category,Google clicks,Google impressions,Google CTR %,Google position,Google clicks change %/)
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['b.example', 'e.example', 'a.example'])
    expect(lines[1]).toContain(',4480,56000,8,5,-20,0,')
    expect(lines[1]).toMatch(/,FAIL,Crawled - currently not indexed$/)
    expect(lines[3]).toMatch(/,,$/)
  })

  test('the overview\'s summary: this week\'s Google clicks against last week\'s, and who lost most', async () => {
    const body = expectStatus(await get('/api/search/summary?superCategory=natural'), 200).json()
    expect(body).toEqual({
      success: true,
      through: expect.any(String),
      sites: 3,
      thisWeek: 840 + 280 + 70,
      lastWeek: 840 + 1400 + 70,
      change: -0.485,
      losers: [{ domainId: ids['b.example'], domain: 'b.example', thisWeek: 280, lastWeek: 1400, change: -0.8 }]
    })
  })

  test('a site\'s timeline: its events and SEO changes of the range, newest first; older ones and other kinds left out', async () => {
    const body = expectStatus(await get(`/api/search/sites/${ids['a.example']}/timeline?days=90`), 200).json()
    expect(body.domain).toBe('a.example')
    expect(body.truncated).toBe(false)
    expect(body.events.map((e: { kind: string, group: string }) => [e.kind, e.group])).toEqual([
      ['noindex-appeared', 'seo'], ['change:title', 'seo'], ['site-recovered', 'outage'], ['site-down', 'outage']
    ])
    expect(body.events[1]).toMatchObject({ label: 'Title changed', text: 'Keto Shop → Keto Shop - Sale' })
    expect(body.events[3].text).toContain('a.example is down (503')
    expect(expectStatus(await get(`/api/search/sites/${ids['a.example']}/timeline?days=365`), 200).json().events).toHaveLength(5)
    expect(expectStatus(await get(`/api/search/sites/${ids['a.example']}/timeline?days=9999`), 400).json().message).toMatch(/days/i)
  })

  test('what URL Inspection and the sitemaps find stands with the search events on the timeline', async () => {
    await new EventRepository(t.app.db).record([
      { userId: annId, domainId: ids['b.example'], domain: 'b.example', superCategory: 'natural', kind: 'deindexed', occurredAt: new Date(Date.now() - DAY_MS).toISOString(), data: { url: 'https://b.example/', coverageState: 'Crawled - currently not indexed' } }
    ])
    const body = expectStatus(await get(`/api/search/sites/${ids['b.example']}/timeline?days=30`), 200).json()
    expect(body.events.map((e: { kind: string, group: string, label: string }) => [e.kind, e.group, e.label])).toEqual([['deindexed', 'search', 'Dropped from Google']])
  })

  test('another user\'s sites and figures are unreachable; the dating site\'s timeline needs the dating access', async () => {
    const mine = expectStatus(await get('/api/search/portfolio', bob), 200).json()
    expect(mine.total).toBe(0)
    expect(expectStatus(await get('/api/search/summary', bob), 200).json()).toMatchObject({ sites: 0, thisWeek: 0, losers: [] })
    expect(expectStatus(await get(`/api/search/sites/${ids['a.example']}/timeline`, bob), 404).json().message).toBe('Domain not found')
    expect(expectStatus(await get(`/api/search/sites/${ids['bob.example']}/timeline`), 404).json().message).toBe('Domain not found')
    expect((await get('/api/search/portfolio.csv', bob)).body.trim().split('\r\n')).toHaveLength(1)
    expect(expectStatus(await get(`/api/search/sites/${ids['d.example']}/timeline`), 404).json().message).toBe('Domain not found')
    expectStatus(await get(`/api/search/sites/${ids['d.example']}/timeline`, withDatingAccess(t, ann)), 200)
  })

  test('a read-only API token reads the table, its CSV, the summary and a timeline', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/auth/tokens', payload: { name: 'reader', access: 'read' }, headers: { authorization: `Bearer ${ann}` } })
    const read = expectStatus(created, 201).json().token as string
    expect(expectStatus(await get('/api/search/portfolio?superCategory=natural', read), 200).json().total).toBe(3)
    expectStatus(await get('/api/search/portfolio.csv?superCategory=natural', read), 200)
    expect(expectStatus(await get('/api/search/summary?superCategory=natural', read), 200).json().sites).toBe(3)
    expect(expectStatus(await get(`/api/search/sites/${ids['a.example']}/timeline`, read), 200).json().events.length).toBeGreaterThan(0)
  })
})
