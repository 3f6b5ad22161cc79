// The overview's dashboard panels (GET /{scope}/overview/down, /uptime-trend, /upcoming,
// /open-alerts): the sites down now grouped as the alerts group an outage, the daily uptime the
// roll-up sums per scope, the next expiries, the alerts still open; each one the caller's scope
// only (an admin's covers everyone's), another user's data out of reach.
import { randomUUID } from 'node:crypto'
import { HistoryRepository } from '../src/components/history/history-repository'
import { ScopeDaysRepository } from '../src/components/history/scope-days-repository'
import { api, type Api, expectStatus, PREFIX } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

const NOW = Date.parse('2026-06-10T12:00:00.000Z')
const DAY = 86_400
const TODAY = Math.floor(NOW / 1000 / DAY) * DAY
const hoursAgo = (h: number): string => new Date(NOW - h * 3600_000).toISOString()

describeEachDb('overview dashboard panels', (kind) => {
  let t: TestApp
  let a: Api
  let admin: string
  let alice: string
  let bob: string
  let aliceId: string
  let bobId: string
  const id = async (name: string): Promise<string> => (await t.app.db.selectFrom('domains').select('id').where('domain', '=', name).executeTakeFirstOrThrow()).id
  const get = async (path: string, token: string, scope: keyof typeof PREFIX = 'natural') => expectStatus(await a.get(`${PREFIX[scope]}/overview/${path}`, token), 200).json()

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => new Date(NOW) } })
    a = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    aliceId = await createUser(t, admin, { name: 'Alice', email: 'alice@example.com', password: 'alice-password' })
    bobId = await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password' })
    alice = await login(t, 'alice@example.com', 'alice-password')
    bob = await login(t, 'bob@example.com', 'bob-password')
    const db = t.app.db
    const iso = new Date(NOW).toISOString()
    // Alice: four sites on server web-1 down (one server, one alert), one down on web-2, one down
    // without hosting, one up; a casino site down. Bob: one site down.
    const web1 = ['s1.com', 's2.com', 's3.com', 's4.com']
    for (const name of [...web1, 'lone.com', 'bare.com', 'up.com']) expectStatus(await a.save(alice, name, { issueDate: '2025-01-01' }), 201)
    expectStatus(await a.save(alice, 'slots.com', { scope: 'casino' }), 201)
    expectStatus(await a.save(bob, 'bob.com'), 201)
    const down = async (name: string, hours: number) => await db.updateTable('domains').set({ status_code: 503, down_since: hoursAgo(hours), failing_since: hoursAgo(hours) }).where('domain', '=', name).execute()
    for (const [k, name] of web1.entries()) await down(name, 5 - k)
    await down('lone.com', 8)
    await down('bare.com', 1)
    await down('slots.com', 2)
    await down('bob.com', 3)
    const account = randomUUID()
    await db.insertInto('hosting_accounts').values({ id: account, user_id: aliceId, platform: 'OVH', email: 'ops@alice.test', created_at: iso }).execute()
    const server = async (name: string, expiry: string) => {
      const sid = randomUUID()
      await db.insertInto('hosting_servers').values({ id: sid, user_id: aliceId, account_id: account, name, expiry_date: expiry, hosting_issue_date: null, created_at: iso }).execute()
      return sid
    }
    const web1Id = await server('web-1', '2026-06-15')
    const web2Id = await server('web-2', '2027-01-01')
    for (const name of [...web1, 'up.com']) await db.insertInto('domain_hosting').values({ domain_id: await id(name), server_id: web1Id }).execute()
    await db.insertInto('domain_hosting').values({ domain_id: await id('lone.com'), server_id: web2Id }).execute()
    // Upcoming: up.com's registry expiry in 12 days; s1.com's certificate in 3 days, s2.com's in 60.
    await db.insertInto('domain_registry').values({ domain_id: await id('up.com'), expiry_date: '2026-06-22', registration_date: null, last_changed: null, registrar: null, statuses: '[]', nameservers: '[]', server: null, error: null, checked_at: iso }).execute()
    const certificate = async (name: string, validTo: string) => await db.insertInto('domain_certificates').values({ domain_id: await id(name), valid_to: validTo, issuer: 'Farm CA', names: '[]', name_mismatch: 0, error: null, checked_at: iso }).execute()
    await certificate('s1.com', '2026-06-13T08:00:00.000Z')
    await certificate('s2.com', '2026-08-09T00:00:00.000Z')
    await certificate('bob.com', '2026-06-12T00:00:00.000Z')
  })
  afterAll(async () => { await t.close() })

  test('down now: four sites on one server are one group, with since when; the rest one each, the biggest first', async () => {
    const body = await get('down', alice)
    expect(body.total).toBe(6)
    expect(body.groups.map((g: { by: string, title: string, count: number, since: string }) => [g.by, g.title, g.count, g.since])).toEqual([
      ['server', '4 sites on server web-1 (OVH, ops@alice.test) are down', 4, hoursAgo(5)],
      ['single', 'lone.com', 1, hoursAgo(8)],
      ['single', 'bare.com', 1, hoursAgo(1)]
    ])
    expect(body.groups[0].sites.map((s: { domain: string }) => s.domain)).toEqual(['s1.com', 's2.com', 's3.com', 's4.com'])
    expect(body.groups[0].sites[0]).toEqual({ domain: 's1.com', since: hoursAgo(5), statusCode: 503 })
    expect([body.moreGroups, body.moreSites]).toEqual([0, 0])
  })

  test("down now: the casino scope holds its own; Bob sees only his; an admin everyone's, or one user's", async () => {
    expect((await get('down', alice, 'casino')).groups.map((g: { title: string }) => g.title)).toEqual(['slots.com'])
    expect((await get('down', bob)).groups.map((g: { title: string }) => g.title)).toEqual(['bob.com'])
    expect((await get('down', admin)).total).toBe(7)
    expect((await get(`down?owner=${bobId}`, admin)).total).toBe(1)
    expectStatus(await a.get(`${PREFIX.natural}/overview/down?owner=${aliceId}`, bob), 403)
    expectStatus(await a.get(`${PREFIX.natural}/overview/down`), 401)
  })

  test('uptime trend: 30 closed days, oldest first, from the per-scope days the roll-up adds', async () => {
    const db = t.app.db
    const repo = new HistoryRepository(db)
    const days = new ScopeDaysRepository(db)
    for (const [name, failures] of [['s1.com', 48], ['up.com', 0], ['bob.com', 96]] as const) {
      const series = await repo.seriesId(await id(name), 'status')
      await db.insertInto('history_daily').values([1, 2].map((d) => ({ series_id: series, at: TODAY - d * DAY, checks: 96, failures: d === 1 ? failures : 0, timed: 96, min_ms: 1, max_ms: 1, sum_ms: 96, codes: '200*96' }))).execute()
    }
    // What the roll-up does as it closes each day, batch by batch of series.
    const max = await repo.maxSeriesId()
    for (const d of [2, 1]) for (let lo = 0; lo < max; lo += 2) await days.addBatch(TODAY - d * DAY, lo, lo + 2)
    const trend = (await get('uptime-trend', alice)).days
    expect(trend).toHaveLength(30)
    expect(trend[0]).toEqual({ day: '2026-05-11', checks: 0, failures: 0, percent: null })
    expect(trend.slice(-2)).toEqual([
      { day: '2026-06-08', checks: 192, failures: 0, percent: 100 },
      { day: '2026-06-09', checks: 192, failures: 48, percent: 75 }
    ])
    expect((await get('uptime-trend', bob)).days[29]).toMatchObject({ checks: 96, failures: 96, percent: 0 })
    expect((await get('uptime-trend', admin)).days[29]).toMatchObject({ checks: 288, failures: 144 })
    expect((await get('uptime-trend', alice, 'casino')).days.every((d: { checks: number }) => d.checks === 0)).toBe(true)
  })

  test('upcoming: domains, certificates and servers of the next 30 days, soonest first', async () => {
    expect(await get('upcoming', alice)).toEqual({
      items: [
        { kind: 'certificate', name: 's1.com', date: '2026-06-13', days: 3 },
        { kind: 'server', name: 'web-1', date: '2026-06-15', days: 5 },
        { kind: 'domain', name: 'up.com', date: '2026-06-22', days: 12 }
      ],
      total: 3
    })
    expect(await get('upcoming', bob)).toEqual({ items: [{ kind: 'certificate', name: 'bob.com', date: '2026-06-12', days: 2 }], total: 1 })
    expect((await get('upcoming', alice, 'casino')).items.map((i: { kind: string }) => i.kind)).toEqual(['server'])
  })

  test("open alerts: an outage not yet recovered is open, a recovered one not; no one sees another's", async () => {
    const db = t.app.db
    const alert = async (userId: string, title: string, hours: number): Promise<number> => Number((await db.insertInto('alerts')
      .values({ user_id: userId, kind: 'site-down', group_key: `k:${title}`, occurred_at: hoursAgo(hours), title, message: title, payload: '{}', created_at: hoursAgo(hours) })
      .returning('id').executeTakeFirstOrThrow()).id)
    const event = async (name: string, userId: string, kindName: string, hours: number, alertId: number | null) => await db.insertInto('events')
      .values({ user_id: userId, kind: kindName, occurred_at: hoursAgo(hours), domain_id: await id(name), domain: name, super_category: null, server_id: null, alert_state: alertId === null ? 'silent' : 'sent', alert_id: alertId }).execute()
    const web1 = await alert(aliceId, '4 sites on server web-1 are down', 5)
    for (const name of ['s1.com', 's2.com', 's3.com', 's4.com']) await event(name, aliceId, 'site-down', 5, web1)
    const recovered = await alert(aliceId, 'up.com is down', 20)
    await event('up.com', aliceId, 'site-down', 20, recovered)
    await event('up.com', aliceId, 'site-recovered', 19, null)
    const bobs = await alert(bobId, 'bob.com is down', 3)
    await event('bob.com', bobId, 'site-down', 3, bobs)
    const mine = await get('open-alerts', alice)
    expect(mine).toEqual({ alerts: [{ id: web1, title: '4 sites on server web-1 are down', kind: 'site-down', label: 'Site down', severity: 'critical', createdAt: hoursAgo(5), openSites: 4 }], total: 1 })
    expect((await get('open-alerts', bob)).alerts.map((x: { id: number }) => x.id)).toEqual([bobs])
    expect((await get('open-alerts', admin)).alerts.map((x: { id: number }) => x.id)).toEqual([bobs, web1])
    expect((await get('open-alerts', alice, 'casino')).total).toBe(0)
  })

  test('down now when much is down: the 50 biggest groups, 10 sites shown of each, the rest counted', async () => {
    const db = t.app.db
    const carolId = await createUser(t, admin, { name: 'Carol', email: 'carol@example.com', password: 'carol-password' })
    const carol = await login(t, 'carol@example.com', 'carol-password')
    const rack = Array.from({ length: 12 }, (_, k) => `rack-${String(k).padStart(2, '0')}.com`)
    const singles = Array.from({ length: 55 }, (_, k) => `single-${String(k).padStart(2, '0')}.com`)
    for (const name of [...rack, ...singles]) expectStatus(await a.save(carol, name), 201)
    await db.updateTable('domains').set({ status_code: 500, down_since: hoursAgo(2), failing_since: hoursAgo(2) }).where('user_id', '=', carolId).execute()
    const account = randomUUID()
    const server = randomUUID()
    const iso = new Date(NOW).toISOString()
    await db.insertInto('hosting_accounts').values({ id: account, user_id: carolId, platform: 'OVH', email: 'ops@carol.test', created_at: iso }).execute()
    await db.insertInto('hosting_servers').values({ id: server, user_id: carolId, account_id: account, name: 'rack', expiry_date: '2027-01-01', hosting_issue_date: null, created_at: iso }).execute()
    for (const name of rack) await db.insertInto('domain_hosting').values({ domain_id: await id(name), server_id: server }).execute()

    const body = await get('down', carol)
    expect(body.total).toBe(67)
    expect(body.groups).toHaveLength(50)
    expect([body.groups[0].title, body.groups[0].count, body.groups[0].sites.length]).toEqual(['12 sites on server rack (OVH, ops@carol.test) are down', 12, 10])
    expect(body.groups[0].sites.map((x: { domain: string }) => x.domain)).toEqual(rack.slice(0, 10))
    // 56 groups: the rack and 55 single sites; 49 of those shown, 6 not.
    expect([body.moreGroups, body.moreSites]).toEqual([6, 6])
  })
})
