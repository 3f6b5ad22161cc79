// Ownership of the monitoring calls: a user sees and refreshes only their own
// domains, a second user sees nothing of them, an admin reads everyone's (with the owner) or one
// user's with ?owner, and a user cannot name someone else with ?owner.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createUser, describeEachDb, login } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const CALLS = ['error-domain', 'get-affiliate-errors', 'check-affiliate-errors', 'expiring']

describeEachDb('monitoring ownership', (kind) => {
  let c: CheckApp
  let second: string
  let secondId: string
  beforeAll(async () => {
    c = await createCheckApp(kind, farm)
    // 2025-06-12 + 1 year is two days after the test clock's 2026-06-10.
    await saveAll(c, c.token, ['notfound.farm.test', 'aff-missing.farm.test'], { issueDate: '2025-06-12' })
    await c.t.app.checks.worker.drain()
    secondId = await createUser(c.t, c.adminToken, { name: 'Second', email: 'second-mon@sitefleet.test', password: 'second-password' })
    second = await login(c.t, 'second-mon@sitefleet.test', 'second-password')
  })
  afterAll(async () => { await c.t.close() })

  test('the owner sees their errors, affiliate errors and expiring domains', async () => {
    expect((await c.api.get('/api/scraper/error-domain', c.token)).json().errorDomains.map((e: { domain: string }) => e.domain)).toEqual(['notfound.farm.test'])
    expect((await c.api.get('/api/scraper/get-affiliate-errors', c.token)).json().errors.map((e: { domain: string }) => e.domain)).toEqual(['aff-missing.farm.test'])
    expect((await c.api.get('/api/scraper/expiring', c.token)).json().expiring).toHaveLength(2)
  })

  test.each(CALLS)('a second user sees nothing of them: %s', async (call) => {
    const res = await c.api.get(`/api/scraper/${call}`, second)
    expectStatus(res, 200)
    const body = res.json()
    const lists = Object.values(body).filter(Array.isArray)
    expect(lists.every((list) => list.length === 0)).toBe(true)
  })

  test("a second user's refresh queues none of the owner's checks", async () => {
    const res = await c.api.get('/api/scraper/refresh-and-errors', second)
    expect(res.json()).toMatchObject({ queued: 0 })
    expect((await c.api.get('/api/scraper/error-domain', c.token)).json().refreshing).toBe(false)
  })

  test('a user cannot read another user with ?owner', async () => {
    for (const call of CALLS) expectStatus(await c.api.get(`/api/scraper/${call}?owner=${c.userId}`, second), 403)
    expectStatus(await c.api.post(`/api/scraper/renew?owner=${c.userId}`, { domains: ['notfound.farm.test'] }, second), 403)
  })

  test('an admin reads everyone\'s, with the owner, or one user\'s with ?owner', async () => {
    const all = (await c.api.get('/api/scraper/error-domain', c.adminToken)).json()
    expect(all.errorDomains).toEqual([expect.objectContaining({ domain: 'notfound.farm.test', statusCode: 404, owner: { _id: c.userId, name: expect.any(String) } })])
    const affiliate = (await c.api.get('/api/scraper/get-affiliate-errors', c.adminToken)).json()
    expect(affiliate.errors).toEqual([expect.objectContaining({ domain: 'aff-missing.farm.test', owner: expect.objectContaining({ _id: c.userId }) })])
    const fresh = (await c.api.get('/api/scraper/check-affiliate-errors', c.adminToken)).json()
    expect(fresh.errors).toEqual([expect.objectContaining({ domain: 'aff-missing.farm.test', error: 'No affiliate link found', owner: expect.objectContaining({ _id: c.userId }) })])
    expect((await c.api.get('/api/scraper/expiring', c.adminToken)).json().expiring).toHaveLength(2)
    const ofSecond = (await c.api.get(`/api/scraper/error-domain?owner=${secondId}`, c.adminToken)).json()
    expect(ofSecond).toEqual({ errorDomains: [], refreshing: false })
    // Owners' own answers carry no owner field.
    expect((await c.api.get('/api/scraper/error-domain', c.token)).json().errorDomains[0].owner).toBeUndefined()
  })

  test("an admin's refresh covers everyone's domains of the scope", async () => {
    const res = await c.api.get('/api/scraper/refresh-and-errors', c.adminToken)
    expect(res.json()).toMatchObject({ queued: 2 })
    expect((await c.api.get('/api/scraper/error-domain', c.token)).json().refreshing).toBe(true)
    await c.t.app.checks.worker.drain()
    expect((await c.api.get('/api/scraper/error-domain', c.token)).json().refreshing).toBe(false)
  })
})
