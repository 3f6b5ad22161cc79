// GET /{scope}/overview: every card counts the caller's domains of the scope only (an admin's
// counts cover everyone's), from the stored statuses, roll-ups, Bing answers and affiliate results.
import { randomUUID } from 'node:crypto'
import { HistoryRepository } from '../src/components/history/history-repository'
import { ScopeUptimeRepository } from '../src/components/history/scope-uptime-repository'
import { api, type Api, expectStatus, PREFIX } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

const NOW = Date.parse('2026-06-10T12:00:00.000Z')
const DAY = 86_400

describeEachDb('portfolio overview', (kind) => {
  let t: TestApp
  let a: Api
  let admin: string
  let alice: string
  let bob: string
  let aliceId: string

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => new Date(NOW) } })
    a = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    aliceId = await createUser(t, admin, { name: 'Alice', email: 'alice@example.com', password: 'alice-password' })
    await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password' })
    await createUser(t, admin, { name: 'Carol', email: 'carol@example.com', password: 'carol-password' })
    alice = await login(t, 'alice@example.com', 'alice-password')
    bob = await login(t, 'bob@example.com', 'bob-password')
    const db = t.app.db
    // Alice: up, two down (503, 404), never checked, one expiring in 20 days; a casino site down.
    const sites: Array<[string, number | null, string]> = [
      ['up.com', 200, '2025-01-01'], ['down-a.com', 503, '2025-01-01'], ['down-b.com', 404, '2025-01-01'], ['new.com', null, '2025-06-30']
    ]
    for (const [name, , issue] of sites) expectStatus(await a.save(alice, name, { issueDate: issue }), 201)
    expectStatus(await a.save(alice, 'slots.com', { scope: 'casino' }), 201)
    expectStatus(await a.save(bob, 'bob.com'), 201)
    for (const [name, code] of sites) await db.updateTable('domains').set({ status_code: code }).where('domain', '=', name).execute()
    await db.updateTable('domains').set({ status_code: 500 }).where('domain', 'in', ['slots.com', 'bob.com']).execute()
    const id = async (name: string) => (await db.selectFrom('domains').select('id').where('domain', '=', name).executeTakeFirstOrThrow()).id
    const iso = new Date(NOW).toISOString()
    const bing = async (name: string, state: 'indexed' | 'not-indexed') => await db.insertInto('bing_checks').values({ domain_id: await id(name), state, checked_at: iso, site_cause: null, attempted_at: iso, attempt_state: state, attempt_reason: null }).execute()
    await bing('up.com', 'not-indexed')
    await bing('down-a.com', 'indexed')
    await bing('bob.com', 'not-indexed')
    const affiliate = async (name: string, outcome: 'ok' | 'broken') => await db.insertInto('affiliate_results').values({ domain_id: await id(name), checked_at: iso, affiliate_link: 'https://x.test/go', outcome, link_status: 404, error: null }).execute()
    await affiliate('down-a.com', 'broken')
    await affiliate('up.com', 'ok')
    // 30 days of daily roll-ups for up.com (4 failures) and down-a.com (96 failures); one older day.
    const repo = new HistoryRepository(db)
    const today = Math.floor(NOW / 1000 / DAY) * DAY
    for (const [name, failures] of [['up.com', 4], ['down-a.com', 96]] as const) {
      const series = await repo.seriesId(await id(name), 'status')
      await db.insertInto('history_daily').values([1, 2, 31].map((d) => ({ series_id: series, at: today - d * DAY, checks: 96, failures: d === 1 ? failures : 0, timed: 96, min_ms: 1, max_ms: 1, sum_ms: 96, codes: '200*96' }))).execute()
    }
    // What the roll-up does when it closes yesterday: the 30-day totals, summed per scope into
    // the snapshot the uptime card reads.
    await repo.refreshWindow(today - DAY, 0, await repo.maxSeriesId())
    const scopes = new ScopeUptimeRepository(db)
    await scopes.addBatch(today, 0, await repo.maxSeriesId())
    await scopes.completeSnapshot(today)
    // Real dates: up.com's registry says it expires in 15 days (its estimate, 2026-01-01, is past);
    // new.com's registry says 2028 (its estimate, 2026-06-30, would be in the window).
    const registry = async (name: string, expiry: string) => await db.insertInto('domain_registry').values({ domain_id: await id(name), expiry_date: expiry, registration_date: null, last_changed: null, registrar: null, statuses: '[]', nameservers: '[]', server: null, error: null, checked_at: iso }).execute()
    await registry('up.com', '2026-06-25')
    await registry('new.com', '2028-06-30')
    // Certificates: down-a.com's expires in 10 days, up.com's in three months.
    const certificate = async (name: string, validTo: string) => await db.insertInto('domain_certificates').values({ domain_id: await id(name), valid_to: validTo, issuer: 'Farm CA', names: '[]', name_mismatch: 0, error: null, checked_at: iso }).execute()
    await certificate('down-a.com', '2026-06-20T00:00:00.000Z')
    await certificate('up.com', '2026-09-01T00:00:00.000Z')
    // SEO changes: one this week, one eight days ago, one in the casino scope.
    const change = async (name: string, scope: 'natural' | 'casino', at: number) => await db.insertInto('domain_changes').values({ domain_id: await id(name), user_id: aliceId, super_category: scope, kind: 'title', before: 'Old', after: 'New', detected_at: new Date(at).toISOString() }).execute()
    await change('up.com', 'natural', NOW - 3600_000)
    await change('up.com', 'natural', NOW - 8 * 24 * 3600_000)
    await change('slots.com', 'casino', NOW - 3600_000)
    const account = randomUUID()
    await db.insertInto('hosting_accounts').values({ id: account, user_id: aliceId, platform: 'OVH', email: 'ops@alice.test', created_at: iso }).execute()
    await db.insertInto('hosting_servers').values(['2026-06-15', '2026-07-20'].map((expiry, k) => ({ id: randomUUID(), user_id: aliceId, account_id: account, name: `srv-${k}`, expiry_date: expiry, hosting_issue_date: null, created_at: iso }))).execute()
  })
  afterAll(async () => { await t.close() })

  test("a user's cards count their own domains of the scope", async () => {
    const body = expectStatus(await a.get(`${PREFIX.natural}/overview`, alice), 200).json()
    expect(body).toEqual({
      sites: { up: 1, down: 2, unchecked: 1 },
      uptime30: Math.round(((4 * 96 - 100) / (4 * 96)) * 10000) / 100,
      // The roll-ups hold two of the 30 days: the data starts on the earlier one.
      uptimeSince: '2026-06-08',
      errorsByCode: [{ code: 404, count: 1 }, { code: 503, count: 1 }],
      expiring: { domains: 1, servers: 1, certificates: 1 },
      notIndexed: 1,
      brokenAffiliateLinks: 1,
      changesThisWeek: 1,
      // The domain expiring within 30 days renews then; no registrar account: no known cost.
      renewals30: { count: 1, cost: [] }
    })
    const casino = expectStatus(await a.get(`${PREFIX.casino}/overview`, alice), 200).json()
    expect(casino).toMatchObject({ sites: { up: 0, down: 1, unchecked: 0 }, uptime30: null, errorsByCode: [{ code: 500, count: 1 }], notIndexed: 0 })
  })

  test("another user sees only theirs; an admin sees everyone's, or one user's with ?owner", async () => {
    expect(expectStatus(await a.get(`${PREFIX.natural}/overview`, bob), 200).json()).toMatchObject({ sites: { up: 0, down: 1, unchecked: 0 }, notIndexed: 1, brokenAffiliateLinks: 0, expiring: { servers: 0 } })
    expect(expectStatus(await a.get(`${PREFIX.natural}/overview`, admin), 200).json()).toMatchObject({ sites: { up: 1, down: 3, unchecked: 1 }, notIndexed: 2 })
    expect(expectStatus(await a.get(`${PREFIX.natural}/overview?owner=${aliceId}`, admin), 200).json()).toMatchObject({ sites: { up: 1, down: 2, unchecked: 1 } })
    expectStatus(await a.get(`${PREFIX.natural}/overview?owner=${aliceId}`, bob), 403)
    expectStatus(await a.get(`${PREFIX.natural}/overview`), 401)
  })

  test('day one: the uptime counts the raw results of a portfolio checked for an hour, and says since when', async () => {
    const carol = await login(t, 'carol@example.com', 'carol-password')
    const db = t.app.db
    const carolId = (await db.selectFrom('users').select('id').where('email', '=', 'carol@example.com').executeTakeFirstOrThrow()).id
    const repo = new HistoryRepository(db)
    // Three sites checked every 15 minutes since 11:05; one answered 503 twice. Nothing is rolled up yet.
    const first = NOW / 1000 - 55 * 60
    for (const [k, name] of ['c1.com', 'c2.com', 'c3.com'].entries()) {
      expectStatus(await a.save(carol, name), 201)
      const domain = await db.selectFrom('domains').select('id').where('domain', '=', name).executeTakeFirstOrThrow()
      const series = await repo.seriesId(domain.id, 'status')
      for (let i = 0; i < 4; i++) {
        const failed = k === 1 && i < 2
        // Written and counted as the worker records a result (raw row, the scope's hour).
        await repo.insertRaw(series, { at: first + i * 900, code: failed ? 503 : 200, ms: 90, error: failed ? 'HTTP 503' : null })
        await repo.countResults([{ type: 'status', superCategory: 'natural', userId: carolId, at: first + i * 900, failed }])
      }
    }
    const body = expectStatus(await a.get(`${PREFIX.natural}/overview`, carol), 200).json()
    expect(body).toMatchObject({ uptime30: Math.round((10 / 12) * 10000) / 100, uptimeSince: '2026-06-10T11:05:00.000Z' })
  })

  test('the answer is cached, yet a user reads their own write at once', async () => {
    const before = expectStatus(await a.get(`${PREFIX.natural}/overview`, bob), 200).json()
    expectStatus(await a.save(bob, 'bob-second.com'), 201)
    const after = expectStatus(await a.get(`${PREFIX.natural}/overview`, bob), 200).json()
    const total = (sites: { up: number, down: number, unchecked: number }): number => sites.up + sites.down + sites.unchecked
    expect(total(after.sites)).toBe(total(before.sites) + 1)
  })
})
