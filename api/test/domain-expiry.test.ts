// GET {scope}/expiring and POST {scope}/renew with an injected clock: expiry = issue date +
// 1 year; 0..10 days left (rounded up) is expiring, past expiry is a reminder; renewal moves the
// issue date a year on, all listed domains or none, only the caller's own.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll, testClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createUser, describeEachDb, login, withDatingAccess } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

// The clock stands at noon on 2026-06-10.
const NOW = '2026-06-10T12:00:00.000Z'
const DOMAINS: Record<string, string | null> = {
  'today.example.com': '2025-06-10', // expires today: 0 days left
  'one.example.com': '2025-06-11', // 1
  'ten.example.com': '2025-06-20', // 10
  'eleven.example.com': '2025-06-21', // 11: not yet
  'yesterday.example.com': '2025-06-09', // expired
  'ancient.example.com': '2023-01-05', // long expired
  'fresh.example.com': '2026-01-01',
  'undated.example.com': null
}

describeEachDb('domain expiry', (kind) => {
  let c: CheckApp
  const clock = testClock(NOW)
  const expiring = async (token = c.token, query = '') => {
    const res = await c.api.get(`/dating/scraper/expiring${query}`, token)
    expectStatus(res, 200)
    return res.json() as { expiring: Array<Record<string, unknown>>, reminder: Array<Record<string, unknown>> }
  }

  beforeAll(async () => {
    c = await createCheckApp(kind, farm, { clock })
    for (const [domain, issueDate] of Object.entries(DOMAINS)) await saveAll(c, c.token, [domain], { scope: 'dating', issueDate })
    await c.api.put('/dating/scraper/note/ten.example.com', { note: 'renew with the casino bundle' }, c.token)
  })
  afterAll(async () => { await c.t.close() })
  beforeEach(() => clock.set(NOW))

  // Never looked up at a registry: the spec's estimate, labelled so.
  const ESTIMATED = { expirySource: 'estimated', expiryMismatch: false, registrarAccount: null, registrar: null, registryStatus: [], certificate: null, dns: null }

  test('0, 1 and 10 days left are expiring; 11 days and undated are in neither; expired are reminders', async () => {
    expect(await expiring()).toEqual({
      expiring: [
        { domain: 'today.example.com', note: '', issueDate: '2025-06-10', expiryDate: '2026-06-10', daysLeft: 0, ...ESTIMATED },
        { domain: 'one.example.com', note: '', issueDate: '2025-06-11', expiryDate: '2026-06-11', daysLeft: 1, ...ESTIMATED },
        { domain: 'ten.example.com', note: 'renew with the casino bundle', issueDate: '2025-06-20', expiryDate: '2026-06-20', daysLeft: 10, ...ESTIMATED }
      ],
      reminder: [
        { domain: 'ancient.example.com', note: '', issueDate: '2023-01-05', expiryDate: '2024-01-05', ...ESTIMATED },
        { domain: 'yesterday.example.com', note: '', issueDate: '2025-06-09', expiryDate: '2026-06-09', ...ESTIMATED }
      ]
    })
  })

  test('days are rounded up and follow the clock', async () => {
    clock.set('2026-06-10T00:00:00.000Z') // exactly 10 and 11 days before two expiries
    const at = await expiring()
    expect(at.expiring.map((e) => [e.domain, e.daysLeft])).toEqual([['today.example.com', 0], ['one.example.com', 1], ['ten.example.com', 10]])
    clock.set('2026-06-10T23:59:00.000Z') // 10 days and a minute: still 11 when rounded up
    expect((await expiring()).expiring.map((e) => e.domain)).not.toContain('eleven.example.com')
    clock.set('2026-06-11T00:00:01.000Z') // today.example.com is now a day past
    const next = await expiring()
    expect(next.reminder.map((e) => e.domain)).toContain('today.example.com')
    expect(next.expiring.find((e) => e.domain === 'eleven.example.com')?.daysLeft).toBe(10)
  })

  test('renew moves the issue date (and so the expiry) one year on, and the domain leaves the lists', async () => {
    const res = await c.api.post('/dating/scraper/renew', { domains: ['one.example.com', 'YESTERDAY.example.com'] }, c.token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: 'Renewed successfully' })
    const after = await expiring()
    expect(after.expiring.map((e) => e.domain)).toEqual(['today.example.com', 'ten.example.com'])
    expect(after.reminder.map((e) => e.domain)).toEqual(['ancient.example.com'])
    const record = (await c.api.get('/dating/scraper/domain/one.example.com', c.token)).json()
    expect(record.issueDate).toBe('2026-06-11')
  })

  test('29 February + 1 year is 1 March, as on the screens', async () => {
    await saveAll(c, c.token, ['leap.example.com'], { scope: 'dating', issueDate: '2025-02-28' })
    clock.set('2026-02-25T12:00:00.000Z')
    expect((await expiring()).expiring.find((e) => e.domain === 'leap.example.com')).toMatchObject({ expiryDate: '2026-02-28', daysLeft: 3 })
    await c.t.app.db.updateTable('domains').set({ issue_date: '2024-02-29' }).where('domain', '=', 'leap.example.com').execute()
    clock.set('2025-02-25T12:00:00.000Z')
    expect((await expiring()).expiring.find((e) => e.domain === 'leap.example.com')).toMatchObject({ expiryDate: '2025-03-01', daysLeft: 4 })
  })

  test('an unknown or someone else\'s domain is a 404 and nothing changes', async () => {
    const before = await expiring()
    const unknown = await c.api.post('/dating/scraper/renew', { domains: ['today.example.com', 'nobody.example.com'] }, c.token)
    expectStatus(unknown, 404)
    expect(unknown.json().message).toBe('Domain not found: nobody.example.com')
    // Another user owns other.example.com; the caller's today.example.com in the same list stays put.
    const otherId = await createUser(c.t, c.adminToken, { name: 'Other', email: 'other-renew@sitefleet.test', password: 'other-password' })
    const other = withDatingAccess(c.t, await login(c.t, 'other-renew@sitefleet.test', 'other-password'))
    await saveAll(c, other, ['other.example.com'], { scope: 'dating', issueDate: '2025-06-12' })
    const foreign = await c.api.post('/dating/scraper/renew', { domains: ['today.example.com', 'other.example.com'] }, c.token)
    expectStatus(foreign, 404)
    // The wrong scope is not the domain's scope.
    expectStatus(await c.api.post('/api/scraper/renew', { domains: ['today.example.com'] }, c.token), 404)
    expect(await expiring()).toEqual(before)
    expect((await expiring(other)).expiring.map((e) => e.domain)).toEqual(['other.example.com'])

    // An admin reads everyone's (with the owner) and renews another user's only with ?owner.
    const all = await expiring(c.adminToken)
    expect(all.expiring.find((e) => e.domain === 'other.example.com')).toMatchObject({ owner: { _id: otherId, name: 'Other' } })
    expectStatus(await c.api.post('/dating/scraper/renew', { domains: ['other.example.com'] }, c.adminToken), 404)
    expectStatus(await c.api.post(`/dating/scraper/renew?owner=${otherId}`, { domains: ['other.example.com'] }, c.adminToken), 200)
    expect((await expiring(other)).expiring).toEqual([])
  })

  test.each([
    [{ domains: [] }, 'Select at least one domain to renew'],
    [{ domains: ['not a domain'] }, 'Invalid domain name: not a domain'],
    [{ domains: 'today.example.com' }, 'Domains must be a list'],
    [{ domains: [42] }, undefined],
    [{}, undefined]
  ])('renew with %j is a 400', async (body, message) => {
    const res = await c.api.post('/dating/scraper/renew', body, c.token)
    expectStatus(res, 400)
    if (message !== undefined) expect(res.json().message).toBe(message)
  })

  test('a domain without an issue date cannot be renewed', async () => {
    const res = await c.api.post('/dating/scraper/renew', { domains: ['undated.example.com'] }, c.token)
    expectStatus(res, 400)
    expect(res.json().message).toBe('undated.example.com has no issue date to renew')
  })
})
