// GET /{scope}/domain/{domain}/history: uptime, points at a resolution fitting the period, and
// outages, for the caller's own domain only (someone else's looks like no domain at all).
import { HistoryRepository } from '../src/components/history/history-repository'
import { api, type Api, expectStatus, PREFIX } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

const NOW = Date.parse('2026-06-10T12:00:00.000Z')
const NOW_S = NOW / 1000

describeEachDb('domain history API', (kind) => {
  let t: TestApp
  let a: Api
  let admin: string
  let alice: string
  let bob: string

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => new Date(NOW) } })
    a = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, { name: 'Alice', email: 'alice@example.com', password: 'alice-password' })
    await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password' })
    alice = await login(t, 'alice@example.com', 'alice-password')
    bob = await login(t, 'bob@example.com', 'bob-password')
    expectStatus(await a.save(alice, 'alice-keto.com'), 201)
    const domain = await t.app.db.selectFrom('domains').select('id').where('domain', '=', 'alice-keto.com').executeTakeFirstOrThrow()
    const repo = new HistoryRepository(t.app.db)
    const series = await repo.seriesId(domain.id, 'status')
    // Two days every 15 minutes up to NOW; down (503) from 2¾ h to 2 h ago: 4 of 192 results.
    for (let at = NOW_S - 2 * 86400 + 900; at <= NOW_S; at += 900) {
      const down = at > NOW_S - 3 * 3600 && at <= NOW_S - 2 * 3600
      await repo.insertRaw(series, { at, code: down ? 503 : 200, ms: down ? 30 : 200, error: down ? 'HTTP 503' : null })
    }
  })
  afterAll(async () => { await t.close() })

  test('uptime, raw points and the outage with its start, end, duration and code', async () => {
    const res = expectStatus(await a.get(`${PREFIX.natural}/domain/alice-keto.com/history?days=2`, alice), 200)
    const body = res.json()
    expect(body.uptime).toEqual({ d1: Math.round((93 / 97) * 10000) / 100, d7: Math.round((188 / 192) * 10000) / 100, d30: Math.round((188 / 192) * 10000) / 100 })
    expect(body.points).toHaveLength(192)
    expect(body.points[0]).toEqual({ at: new Date((NOW_S - 2 * 86400 + 900) * 1000).toISOString(), checks: 1, failures: 0, responseMs: 200, minMs: 200, maxMs: 200, code: 200 })
    expect(body.outages).toEqual([{
      start: new Date(NOW - 2.75 * 3600_000).toISOString(), end: new Date(NOW - 1.75 * 3600_000).toISOString(), durationSeconds: 3600, code: 503, locations: ['home'], regional: false
    }])
    // No probes: one response-time line, home's, the same as the domain's points.
    expect(body.locations).toEqual([{ name: 'home', points: body.points.map((p: { at: string, responseMs: number | null, failures: number, checks: number }) => ({ at: p.at, responseMs: p.responseMs, failures: p.failures, checks: p.checks })) }])
  })

  test('30 days: hourly points', async () => {
    const body = expectStatus(await a.get(`${PREFIX.natural}/domain/alice-keto.com/history`, alice), 200).json()
    // 2 days of results: 47 whole hours, the partial first one and the result at NOW.
    expect(body.points).toHaveLength(49)
    expect(body.points.reduce((n: number, p: { checks: number }) => n + p.checks, 0)).toBe(192)
    expect(body.points.filter((p: { failures: number }) => p.failures > 0)).toEqual([
      { at: new Date(NOW - 3 * 3600_000).toISOString(), checks: 4, failures: 3, responseMs: Math.round((3 * 30 + 200) / 4), minMs: 30, maxMs: 200, code: 503 },
      { at: new Date(NOW - 2 * 3600_000).toISOString(), checks: 4, failures: 1, responseMs: Math.round((30 + 3 * 200) / 4), minMs: 30, maxMs: 200, code: 503 }
    ])
  })

  test("another user's domain is not found; the admin reads it; a bad days is a 400", async () => {
    expectStatus(await a.get(`${PREFIX.natural}/domain/alice-keto.com/history`, bob), 404)
    expectStatus(await a.get(`${PREFIX.casino}/domain/alice-keto.com/history`, alice), 404)
    expectStatus(await a.get(`${PREFIX.natural}/domain/alice-keto.com/history`), 401)
    expect(expectStatus(await a.get(`${PREFIX.natural}/domain/alice-keto.com/history?days=2`, admin), 200).json().points).toHaveLength(192)
    for (const days of ['0', '731', 'week']) {
      expectStatus(await a.get(`${PREFIX.natural}/domain/alice-keto.com/history?days=${days}`, alice), 400)
    }
  })
})
