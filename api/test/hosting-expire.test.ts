// Servers expiring soon (1..10 days left, rounded up) and the expired ones, with an
// injectable clock, and server-renew moving the expiry on by each server's renewal period
// (default one year).
import { addMonths, daysUntil } from '../src/platform/lib/calendar'
import { api, type Api, expectStatus } from './helpers/domains'
import { addServer, HOSTING, message, overview, serverId, snapshot } from './helpers/hosting'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

describe('calendar maths', () => {
  test('days left round up; today and the past are not in the future', () => {
    const now = new Date('2026-11-22T10:00:00.000Z')
    expect(['2026-11-21', '2026-11-22', '2026-11-23', '2026-12-02', '2026-12-03'].map((d) => daysUntil(d, now))).toEqual([-1, 0, 1, 10, 11])
    expect(daysUntil('2026-11-23', new Date('2026-11-22T23:59:59.000Z'))).toBe(1)
    expect(Object.is(daysUntil('2026-11-22', now), -0)).toBe(false)
  })

  test('months roll over like the client: 29 Feb + 12 months = 1 Mar', () => {
    expect(addMonths('2026-11-23', 12)).toBe('2027-11-23')
    expect(addMonths('2028-02-29', 12)).toBe('2029-03-01')
    expect(addMonths('2026-12-02', 3)).toBe('2027-03-02')
  })
})

describeEachDb('servers expiring and renewal', (kind) => {
  let t: TestApp
  let a: Api
  let token: string
  let clock = new Date('2026-11-22T10:00:00.000Z')

  const expiring = async () => {
    const res = expectStatus(await a.get(`${HOSTING}/server-expire`, token), 200)
    return res.json().servers as Array<Record<string, unknown> & { _id: string }>
  }
  const expired = async () => {
    const res = expectStatus(await a.get(`${HOSTING}/server-expire`, token), 200)
    return res.json().expired as Array<Record<string, unknown> & { _id: string }>
  }
  const expiryOf = async (server: string) => (await overview(a, token)).servers.find((s) => s.server === server)?.ServerExpiryDate

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => clock } })
    a = api(t)
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, { name: 'Hana', email: 'hana@example.com', password: 'hana-password' })
    token = await login(t, 'hana@example.com', 'hana-password')
    await addServer(a, token, 'three-past', { ServerExpiryDate: '2026-11-19', platform: 'DigitalOcean' })
    await addServer(a, token, 'past', { ServerExpiryDate: '2026-11-21' })
    await addServer(a, token, 'day-0', { ServerExpiryDate: '2026-11-22' })
    await addServer(a, token, 'day-1', { ServerExpiryDate: '2026-11-23' })
    await addServer(a, token, 'day-10', { ServerExpiryDate: '2026-12-02', platform: 'Vultr', email: 'cloud@example.com' })
    await addServer(a, token, 'day-11', { ServerExpiryDate: '2026-12-03' })
  })
  afterAll(async () => { await t.close() })

  test('only servers 1 to 10 days out are listed, soonest first', async () => {
    expect(await expiring()).toEqual([
      { _id: expect.any(String), server: 'day-1', email: 'ops@example.com', platform: 'Hostinger', ServerExpiryDate: '2026-11-23', daysLeft: 1 },
      { _id: expect.any(String), server: 'day-10', email: 'cloud@example.com', platform: 'Vultr', ServerExpiryDate: '2026-12-02', daysLeft: 10 }
    ])
  })

  test('expired servers are listed with the days since their expiry, longest expired first', async () => {
    expect(await expired()).toEqual([
      { _id: expect.any(String), server: 'three-past', email: 'ops@example.com', platform: 'DigitalOcean', ServerExpiryDate: '2026-11-19', daysSince: 3 },
      { _id: expect.any(String), server: 'past', email: 'ops@example.com', platform: 'Hostinger', ServerExpiryDate: '2026-11-21', daysSince: 1 },
      // Its expiry day has begun: expired today.
      { _id: expect.any(String), server: 'day-0', email: 'ops@example.com', platform: 'Hostinger', ServerExpiryDate: '2026-11-22', daysSince: 0 }
    ])
    // The next midnight moves day-1 from the expiring list to the expired one.
    clock = new Date('2026-11-23T00:00:00.000Z')
    expect((await expired()).map((s) => [s.server, s.daysSince])).toEqual([['three-past', 4], ['past', 2], ['day-0', 1], ['day-1', 0]])
    expect((await expiring()).map((s) => s.server)).not.toContain('day-1')
    clock = new Date('2026-11-22T10:00:00.000Z')
  })

  test('renew works on an expired server: its expiry moves on a year and it leaves the expired list', async () => {
    const id = await serverId(a, token, 'three-past')
    expectStatus(await a.post(`${HOSTING}/server-renew`, { servers: [id] }, token), 200)
    expect(await expiryOf('three-past')).toBe('2027-11-19')
    expect((await expired()).map((s) => s.server)).toEqual(['past', 'day-0'])
    expect((await expiring()).map((s) => s.server)).not.toContain('three-past')
  })

  test('the window follows the clock, days rounded up', async () => {
    // 30 minutes before midnight: 0.02 days left still counts as 1, 10.02 as 11.
    clock = new Date('2026-11-22T23:30:00.000Z')
    expect((await expiring()).map((s) => [s.server, s.daysLeft])).toEqual([['day-1', 1], ['day-10', 10]])
    clock = new Date('2026-11-23T00:00:00.000Z')
    expect((await expiring()).map((s) => [s.server, s.daysLeft])).toEqual([['day-10', 9], ['day-11', 10]])
    clock = new Date('2026-11-22T10:00:00.000Z')
  })

  test('renew moves the expiry on by one year and the server leaves the list', async () => {
    const id = await serverId(a, token, 'day-1')
    const res = await a.post(`${HOSTING}/server-renew`, { servers: [id] }, token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: 'Server renewed successfully' })
    expect(await expiryOf('day-1')).toBe('2027-11-23')
    expect((await expiring()).map((s) => s.server)).toEqual(['day-10'])
  })

  test("renew uses the server's own renewal period; several ids (duplicates once) in one call", async () => {
    const id10 = await serverId(a, token, 'day-10')
    const id11 = await serverId(a, token, 'day-11')
    await t.app.db.updateTable('hosting_servers').set({ renewal_months: 3 }).where('id', '=', id10).execute()
    expectStatus(await a.post(`${HOSTING}/server-renew`, { servers: [id10, id11, id10] }, token), 200)
    expect(await expiryOf('day-10')).toBe('2027-03-02')
    expect(await expiryOf('day-11')).toBe('2027-12-03')
    expect(await expiring()).toEqual([])
  })

  test('renew: an unknown id among known ones changes nothing; bad bodies are 400', async () => {
    const before = await snapshot(t)
    const id = await serverId(a, token, 'day-0')
    expect(message(await a.post(`${HOSTING}/server-renew`, { servers: [id, 'no-such-id'] }, token))).toEqual({ status: 404, message: 'Server not found' })
    expect(message(await a.post(`${HOSTING}/server-renew`, { servers: [] }, token))).toEqual({ status: 400, message: 'Servers must have at least 1 item(s)' })
    expect(message(await a.post(`${HOSTING}/server-renew`, { servers: 'x' }, token))).toEqual({ status: 400, message: 'Servers must be a list' })
    expect(message(await a.post(`${HOSTING}/server-renew`, {}, token))).toEqual({ status: 400, message: 'Servers is required' })
    expect(await snapshot(t)).toEqual(before)
  })
})
