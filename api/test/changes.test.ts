// SEO change tracking: each scan of a saved domain (on-demand or the weekly re-scan) is compared
// with the one before; every change kind is stored with its before and after values, critical
// ones become events (noindex once per cause, whichever check saw it first), and
// GET {scope}/changes answers only the caller's changes.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { ChangeService } from '../src/components/changes/change-service'
import { setChangingVersion } from './farm/sites/changes'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createUser, login, type DbKind, describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
}, 60_000)
afterAll(async () => { await farm.close() })

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const SITE = 'changing.farm.test'
const WORDS_BEFORE = 2 + 12 * 9 + 2 // h1, the paragraph, the link

describeEachDb('SEO change tracking', (kind: DbKind) => {
  let c: CheckApp
  beforeAll(async () => { c = await createCheckApp(kind, farm) }, 60_000)
  afterAll(async () => { await c.t.close() })
  beforeEach(async () => {
    setChangingVersion('before')
    await c.t.app.db.deleteFrom('domains').execute()
    await c.t.app.db.deleteFrom('events').execute()
  })

  const scan = async (token = c.token, scope = '/api/scraper') => expectStatus(await c.api.post(`${scope}/scan`, { domain: SITE }, token), 200).json()
  const changes = async (query = '', token = c.token, scope = '/api/scraper') => expectStatus(await c.api.get(`${scope}/changes${query}`, token), 200).json()
  const events = async () => await c.t.app.db.selectFrom('events').select(['kind', 'domain', 'data']).orderBy('id').execute()
  const saveScanned = async (token = c.token) => {
    const data = await scan(token)
    expectStatus(await c.api.save(token, SITE, { data, category: 'Bonus' }), 201)
  }

  test('an on-demand scan of a saved domain stores every change kind with before and after', async () => {
    await saveScanned()
    // A scan of an unchanged page is no change.
    await scan()
    expect((await changes()).total).toBe(0)

    setChangingVersion('after')
    await scan()
    const body = await changes()
    const byKind = Object.fromEntries(body.changes.map((ch: { kind: string }) => [ch.kind, ch]))
    expect(Object.keys(byKind).sort()).toEqual(['affiliate-link', 'canonical', 'description', 'final-url', 'h1', 'robots-meta', 'robots-txt', 'schema', 'title', 'word-count'])
    expect(body.total).toBe(10)
    const pairs = Object.fromEntries(body.changes.map((ch: { kind: string, before: string, after: string }) => [ch.kind, [ch.before, ch.after]]))
    expect(pairs).toEqual({
      title: ['Changing Farm — Bonus Reviews', 'Changing Farm — Closed'],
      description: ['Honest bonus reviews.', 'We moved.'],
      h1: ['Bonus Reviews', 'Closed'],
      canonical: ['https://changing.farm.test/', 'https://elsewhere.example.test/'],
      'robots-meta': ['index', 'noindex'],
      'robots-txt': ['user-agent: *\ndisallow: /admin/', 'user-agent: *\ndisallow: /'],
      'affiliate-link': ['https://partner.example.test/go?aff=changing-1', ''],
      schema: ['present', 'absent'],
      'word-count': [String(WORDS_BEFORE), '6'],
      'final-url': ['https://changing.farm.test/', 'https://changing.farm.test/moved/']
    })
    expect(byKind.title).toMatchObject({ domain: SITE, brandCategory: 'Bonus', label: 'Title' })
    expect(Date.parse(byKind.title.detectedAt)).not.toBeNaN()

    // The four critical changes are events, each once.
    expect((await events()).map((e) => e.kind).sort()).toEqual(['affiliate-link-gone', 'canonical-offsite', 'noindex-appeared', 'robots-disallow-all'])
    // Scanning the changed page again changes nothing more.
    await scan()
    expect((await changes()).total).toBe(10)
    expect(await events()).toHaveLength(4)
  })

  test('the weekly re-scan compares too, and noindex is one event whichever check sees it first', async () => {
    await saveScanned()
    await c.t.app.checks.worker.drain() // the status check reads the page: noindex off
    setChangingVersion('noindex')
    // A week on (saves are dated by the real clock), the re-scan and the status check both read the noindex page.
    c.clock.set(new Date(Date.now() + WEEK_MS + 60_000).toISOString())
    await c.t.app.checks.worker.drain()
    const body = await changes()
    expect(body.changes.map((ch: { kind: string, before: string, after: string }) => [ch.kind, ch.before, ch.after])).toEqual([['robots-meta', 'index', 'noindex']])
    const scans = await c.t.app.db.selectFrom('history_raw').innerJoin('history_series', 'history_series.id', 'history_raw.series_id')
      .select('history_raw.at').where('history_series.type', '=', 'scan').execute()
    expect(scans.length).toBeGreaterThan(0)
    expect((await events()).filter((e) => e.kind === 'noindex-appeared')).toHaveLength(1)
  })

  test('filters: kind, brand category, since/until, domain; paging; clear 400s', async () => {
    await saveScanned()
    setChangingVersion('after')
    await scan()
    expect((await changes('?kind=title')).changes.map((ch: { kind: string }) => ch.kind)).toEqual(['title'])
    expect((await changes('?kind=title,h1')).total).toBe(2)
    expect((await changes('?category=Bonus')).total).toBe(10)
    expect((await changes('?category=Other')).total).toBe(0)
    expect((await changes(`?domain=${SITE}`)).total).toBe(10)
    expect((await changes('?domain=other.farm.test')).total).toBe(0)
    expect((await changes('?since=2999-01-01')).total).toBe(0)
    expect((await changes('?since=2000-01-01&until=2999-01-01')).total).toBe(10)
    const page1 = await changes('?limit=4')
    const page3 = await changes('?limit=4&offset=8')
    expect(page1.changes).toHaveLength(4)
    expect(page3.changes).toHaveLength(2)
    expect(page1.total).toBe(10)
    let res = await c.api.get('/api/scraper/changes?kind=colour', c.token)
    expectStatus(res, 400)
    expect(res.json().message).toMatch(/^Unknown change kind: colour\./)
    res = await c.api.get('/api/scraper/changes?since=yesterday', c.token)
    expectStatus(res, 400)
    expect(res.json().message).toBe('since must be a date (ISO 8601, e.g. 2026-11-23)')
  })

  test('ownership: only the owner (and admins) see a domain\'s changes; scopes stay apart', async () => {
    await saveScanned()
    setChangingVersion('after')
    await scan()
    const otherId = await createUser(c.t, c.adminToken, { name: `Other ${kind}`, email: `other-changes-${kind}@sitefleet.test`, password: 'other-password' })
    const other = await login(c.t, `other-changes-${kind}@sitefleet.test`, 'other-password')
    expect((await changes('', other)).total).toBe(0)
    expectStatus(await c.api.get(`/api/scraper/changes?owner=${c.userId}`, other), 403)
    expect((await changes('', c.adminToken)).total).toBe(10)
    expect((await changes(`?owner=${c.userId}`, c.adminToken)).total).toBe(10)
    expect((await changes(`?owner=${otherId}`, c.adminToken)).total).toBe(0)
    expect((await changes('', c.token, '/casino/scraper')).total).toBe(0)
    expectStatus(await c.api.get('/api/scraper/changes'), 401)
    // The overview's "changes this week" count follows the same ownership.
    const service = new ChangeService(c.t.app.db)
    expect(await service.countChangesSince('natural', c.userId, new Date(Date.now() - 7 * 24 * 3600_000))).toBe(10)
    expect(await service.countChangesSince('natural', otherId, new Date(0))).toBe(0)
    expect(await service.countChangesSince('natural', undefined, new Date(0))).toBe(10)
    expect(await service.countChangesSince('natural', c.userId, new Date(Date.now() + 60_000))).toBe(0)
    expect(await service.countChangesSince('casino', c.userId, new Date(0))).toBe(0)
    // Another user scanning the same name does not touch the owner's domain.
    setChangingVersion('before')
    await scan(other)
    expect((await changes()).total).toBe(10)
  })

  test('a domain moved to another scope takes its changes along', async () => {
    await saveScanned()
    setChangingVersion('after')
    await scan()
    expect((await changes()).total).toBe(10)
    const move = await c.api.post('/api/scraper/bulk', { action: 'superCategory', domains: [SITE], value: 'casino' }, c.token)
    expect(expectStatus(move, 200).json()).toMatchObject({ changed: 1 })
    expect(await changes()).toMatchObject({ total: 0, changes: [] })
    const moved = await changes('', c.token, '/casino/scraper')
    expect(moved.total).toBe(10)
    expect(moved.changes.map((ch: { domain: string }) => ch.domain)).toEqual(Array(10).fill(SITE))
  })
})
