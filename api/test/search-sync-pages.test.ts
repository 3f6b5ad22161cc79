// The sync's matching pass over a portfolio in pages (here 2 saved domains a page, so a domain
// property and its subdomains' sites fall in different pages): which of an account's properties
// stand for a saved domain (the others not monitored, so not read) and which home pages are lined
// up for inspection (through the closest readable Google property of all the user's accounts);
// pairs no longer matched are removed, a result stays while its pair holds; and the listing
// brought in line in batches (gone properties unlisted, back ones listed again). Then the
// traffic-drop rule over properties in pages: still one event for the drops that start.
import { evaluateDrops } from '../src/components/search/jobs/evaluate-drops'
import { matchPortfolio } from '../src/components/search/jobs/match-portfolio'
import type { SyncEnv } from '../src/components/search/jobs/sync-env'
import { SearchPropertyRepository } from '../src/components/search/property-repository'
import type { PropertyFacts } from '../src/components/search/providers/provider'
import { propertyHost } from '../src/components/search/providers/provider'
import { createTestApp, describeEachDb, type TestApp } from './helpers/test-app'

const NOW = '2026-11-29T10:00:00.000Z'

describeEachDb('the search sync\'s paged matching pass', (kind) => {
  let t: TestApp
  let userId: string
  const account = (id: string) => ({ id, user_id: userId, kind: 'google-service-account' as const })
  const addAccount = async (id: string) => {
    await t.app.db.insertInto('search_accounts').values({ id, user_id: userId, kind: 'google-service-account', name: id, credentials: 'sealed', status: 'ok', status_message: null, created_at: NOW, updated_at: NOW, connected_at: NOW, last_sync_at: null, sync_state: 'queued', sync_due_at: NOW, baseline_done: 1 }).execute()
  }
  const facts = (...urls: string[]): PropertyFacts[] => urls.map((siteUrl) => ({ siteUrl, ...propertyHost(siteUrl)!, permission: 'siteOwner', readable: true }))
  const properties = async (accountId: string) => Object.fromEntries((await t.app.db.selectFrom('search_properties').select(['site_url', 'listed', 'monitored']).where('account_id', '=', accountId).execute())
    .map((p) => [p.site_url, { listed: p.listed, monitored: p.monitored }]))
  const idOf = async (siteUrl: string) => (await t.app.db.selectFrom('search_properties').select('id').where('site_url', '=', siteUrl).executeTakeFirstOrThrow()).id
  const pairs = async () => (await t.app.db.selectFrom('search_inspections as i').innerJoin('search_properties as p', 'p.id', 'i.property_id')
    .select(['p.site_url', 'i.domain_id', 'i.url', 'i.verdict']).orderBy('i.domain_id').execute())
  const addSite = async (id: string, domain: string) => {
    await t.app.db.insertInto('domains').values({ id, user_id: userId, super_category: 'natural', domain, category: 'Old', issue_date: null, status_code: null, last_checked: null, created_at: NOW, updated_at: NOW }).execute()
  }

  beforeAll(async () => {
    t = await createTestApp(kind)
    userId = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id
    await addAccount('acct-a')
    await addAccount('acct-b')
    const repo = new SearchPropertyRepository(t.app.db)
    await repo.saveListed('acct-a', userId, facts('sc-domain:example.com', 'https://shop.example.com/', 'sc-domain:stray.net', 'https://www.other.org/'), NOW)
    await repo.saveListed('acct-b', userId, facts('sc-domain:blog.example.com'), NOW)
    // In id order, two a page: the domain property's sites d1, d3 and d5 are on three pages.
    await addSite('d1', 'a.example.com')
    await addSite('d2', 'zeta.org')
    await addSite('d3', 'shop.example.com')
    await addSite('d4', 'other.org')
    await addSite('d5', 'blog.example.com')
  }, 60_000)
  afterAll(async () => { await t.close() })

  test('every page finds its properties: the unused one is not monitored, each site\'s home page is lined up once', async () => {
    await matchPortfolio(t.app.db, account('acct-a'), NOW, 2)
    expect(await properties('acct-a')).toEqual({
      'sc-domain:example.com': { listed: 1, monitored: 1 },
      'https://shop.example.com/': { listed: 1, monitored: 1 },
      'sc-domain:stray.net': { listed: 1, monitored: 0 },
      'https://www.other.org/': { listed: 1, monitored: 1 }
    })
    // blog.example.com is inspected through the other account's closer property; zeta.org has none.
    expect(await pairs()).toEqual([
      { site_url: 'sc-domain:example.com', domain_id: 'd1', url: 'https://a.example.com/', verdict: null },
      { site_url: 'https://shop.example.com/', domain_id: 'd3', url: 'https://shop.example.com/', verdict: null },
      { site_url: 'https://www.other.org/', domain_id: 'd4', url: 'https://www.other.org/', verdict: null },
      { site_url: 'sc-domain:blog.example.com', domain_id: 'd5', url: 'https://blog.example.com/', verdict: null }
    ])
  })

  test('a deleted site takes its inspection and its property\'s monitoring; a pair no longer matched moves; a result stays while its pair holds', async () => {
    await t.app.db.updateTable('search_inspections').set({ verdict: 'PASS', inspected_at: NOW }).where('domain_id', '=', 'd1').execute()
    await t.app.db.deleteFrom('domains').where('id', '=', 'd4').execute()
    // The other account's blog property is no longer listed: the parent domain property takes d5.
    await new SearchPropertyRepository(t.app.db).saveListed('acct-b', userId, [], NOW)
    await matchPortfolio(t.app.db, account('acct-a'), NOW, 2)
    expect((await properties('acct-a'))['https://www.other.org/']).toEqual({ listed: 1, monitored: 0 })
    expect(await pairs()).toEqual([
      { site_url: 'sc-domain:example.com', domain_id: 'd1', url: 'https://a.example.com/', verdict: 'PASS' },
      { site_url: 'https://shop.example.com/', domain_id: 'd3', url: 'https://shop.example.com/', verdict: null },
      { site_url: 'sc-domain:example.com', domain_id: 'd5', url: 'https://blog.example.com/', verdict: null }
    ])
  })

  test('the listing: a property gone is unlisted (and no longer matched), a new one added, one back listed again with its id', async () => {
    const repo = new SearchPropertyRepository(t.app.db)
    const shop = await idOf('https://shop.example.com/')
    await repo.saveListed('acct-a', userId, facts('sc-domain:example.com', 'sc-domain:stray.net', 'https://www.other.org/', 'sc-domain:zeta.org'), '2026-11-30T10:00:00.000Z')
    expect(await properties('acct-a')).toMatchObject({ 'https://shop.example.com/': { listed: 0 }, 'sc-domain:zeta.org': { listed: 1 }, 'sc-domain:example.com': { listed: 1 } })
    await matchPortfolio(t.app.db, account('acct-a'), NOW, 2)
    expect((await pairs()).map((p) => [p.site_url, p.domain_id])).toEqual([
      ['sc-domain:example.com', 'd1'], ['sc-domain:zeta.org', 'd2'], ['sc-domain:example.com', 'd3'], ['sc-domain:example.com', 'd5']
    ])
    expect(await properties('acct-a')).toMatchObject({ 'sc-domain:zeta.org': { monitored: 1 }, 'sc-domain:stray.net': { monitored: 0 } })
    await repo.saveListed('acct-a', userId, facts('https://shop.example.com/', 'sc-domain:example.com'), '2026-12-01T10:00:00.000Z')
    expect(await idOf('https://shop.example.com/')).toBe(shop)
    expect(await properties('acct-a')).toMatchObject({ 'https://shop.example.com/': { listed: 1 }, 'sc-domain:stray.net': { listed: 0 }, 'sc-domain:zeta.org': { listed: 0 } })
  })
})

describeEachDb('the traffic-drop rule in pages', (kind) => {
  let t: TestApp
  const FINAL = 9800

  beforeAll(async () => { t = await createTestApp(kind) }, 60_000)
  afterAll(async () => { await t.close() })

  test('drops starting on different pages make one event; a known drop stays out of it, a recovered one is cleared', async () => {
    const db = t.app.db
    const userId = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id
    await db.insertInto('search_accounts').values({ id: 'acct-d', user_id: userId, kind: 'google-service-account', name: 'drops', credentials: 'sealed', status: 'ok', status_message: null, created_at: NOW, updated_at: NOW, connected_at: NOW, last_sync_at: null, sync_state: 'running', sync_due_at: NOW, baseline_done: 1 }).execute()
    // host → [clicks a day in the 28 days before, in the last 7, drop_since before]
    const shapes: Record<string, [number, number, number | null]> = {
      'steady.example': [10, 10, null],
      'falls-a.example': [10, 0, null],
      'known.example': [10, 0, FINAL - 20],
      'recovered.example': [10, 10, FINAL - 20],
      'falls-b.example': [20, 1, null]
    }
    const account = await db.selectFrom('search_accounts').selectAll().where('id', '=', 'acct-d').executeTakeFirstOrThrow()
    for (const [host, [before, recent, since]] of Object.entries(shapes)) {
      const { id } = await db.insertInto('search_properties').values({ account_id: 'acct-d', user_id: userId, site_url: `sc-domain:${host}`, kind: 'domain', host, permission: 'siteOwner', listed: 1, access_lost_at: null, error: null, final_through: FINAL, read_through: FINAL + 3, perf_due_at: NOW, drop_since: since, updated_at: NOW }).returning('id').executeTakeFirstOrThrow()
      await db.insertInto('search_daily').values(Array.from({ length: 35 }, (_, i) => ({ property_id: id, day: FINAL - 34 + i, clicks: i >= 28 ? recent : before, impressions: 100, position: 300 }))).execute()
    }
    const env = { db, config: t.config, now: () => new Date(NOW) } as unknown as SyncEnv
    await evaluateDrops(env, account, 2)
    const states = Object.fromEntries((await db.selectFrom('search_properties').select(['host', 'drop_since']).where('account_id', '=', 'acct-d').execute()).map((p) => [p.host, p.drop_since]))
    expect(states).toEqual({ 'steady.example': null, 'falls-a.example': FINAL - 6, 'known.example': FINAL - 20, 'recovered.example': null, 'falls-b.example': FINAL - 6 })
    const events = await db.selectFrom('events').select(['data']).where('kind', '=', 'traffic-drop').where('user_id', '=', userId).execute()
    expect(events).toHaveLength(1)
    const data = (typeof events[0].data === 'string' ? JSON.parse(events[0].data) : events[0].data) as { count: number, sites: Array<{ host: string }> }
    expect(data.count).toBe(2)
    expect(data.sites.map((s) => s.host)).toEqual(['falls-b.example', 'falls-a.example'])
  })
})
