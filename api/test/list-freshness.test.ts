// The big lists come from the read cache (plugins/read-cache). What a user must never notice:
// a list that misses a change. Each test reads a list first (so it is cached), changes the data
// through every kind of write — the domain calls, the checks worker, the Bing check, the hosting
// calls, another process on the same database — and reads again. Users' own writes show at
// once; what the checks engine records shows within BACKGROUND_LAG_MS (the test clock moves).
import { gunzipSync } from 'node:zlib'
import { buildApp } from '../src/app'
import { parseConnectTo } from '../src/platform/outbound/connect-to'
import { BACKGROUND_LAG_MS } from '../src/platform/read-cache/read-cache'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus, PREFIX } from './helpers/domains'
import { addServer, HOSTING, overview, serverId } from './helpers/hosting'
import { createUser, describeEachDb, login } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

describeEachDb('cached lists stay fresh', (kind) => {
  let c: CheckApp
  const N = PREFIX.natural

  beforeAll(async () => {
    c = await createCheckApp(kind, farm, { config: { bingSearchUrl: 'https://bing.farm.test/search', connectTo: parseConnectTo(farm.connectTo()) } })
  })
  afterAll(async () => { await c.t.close() })

  const json = async (url: string, token = c.token): Promise<any> => expectStatus(await c.api.get(url, token), 200).json()
  const names = async (url: string, token = c.token): Promise<string[]> => (await json(url, token)).map((d: { domain: string }) => d.domain)
  const save = async (domain: string, options: { category?: string, issueDate?: string | null } = {}) =>
    expectStatus(await c.api.save(c.token, domain, { issueDate: options.issueDate ?? null, category: options.category }), 201)

  test('saving, renaming, noting, renewing and deleting a domain show at once in lists read before', async () => {
    const lists = [`${N}/all`, `${N}/by-category/Keto`]
    const record = async (url: string, domain: string) => (await json(url)).find((d: { domain: string }) => d.domain === domain)
    // Each write comes right after both lists were read, so a write that left them cached fails here.
    const afterWrite = async (write: () => Promise<unknown>): Promise<void> => {
      for (const url of lists) await json(url)
      await write()
    }

    await json(`${N}/categories`)
    await json(`${N}/category-counts`)
    await afterWrite(async () => await save('fresh-one.example', { issueDate: '2025-11-25' }))
    for (const url of lists) expect(await names(url)).toContain('fresh-one.example')
    await afterWrite(async () => await save('fresh-brand.example', { category: 'Fresh Brand' }))
    expect(await json(`${N}/categories`)).toContain('Fresh Brand')
    expect((await json(`${N}/category-counts`))['Fresh Brand']).toBe(1)

    await afterWrite(async () => expectStatus(await c.api.put(`${N}/note/fresh-one.example`, { note: 'call the registrar' }, c.token), 200))
    for (const url of lists) expect((await record(url, 'fresh-one.example')).note).toBe('call the registrar')

    await afterWrite(async () => expectStatus(await c.api.post(`${N}/renew`, { domains: ['fresh-one.example'] }, c.token), 200))
    for (const url of lists) expect((await record(url, 'fresh-one.example')).issueDate).toBe('2026-11-25')

    await afterWrite(async () => expectStatus(await c.api.put('/api/scraper/update-domain-name', { oldDomain: 'fresh-one.example', newDomain: 'fresh-two.example' }, c.token), 200))
    for (const url of lists) {
      expect(await names(url)).toContain('fresh-two.example')
      expect(await names(url)).not.toContain('fresh-one.example')
    }

    await afterWrite(async () => expectStatus(await c.api.del(`${N}/domain/fresh-two.example`, c.token), 200))
    for (const url of lists) expect(await names(url)).not.toContain('fresh-two.example')
  })

  test('a status recorded by the checks worker shows in the domain list and the error list', async () => {
    await save('notfound.farm.test')
    const record = async () => (await json(`${N}/all`)).find((d: { domain: string }) => d.domain === 'notfound.farm.test')
    expect((await json(`${N}/error-domain`)).errorDomains.map((d: { domain: string }) => d.domain)).not.toContain('notfound.farm.test')
    expect((await record()).statusCode).toBe(200)
    await c.t.app.checks.worker.drain()
    c.clock.advance(BACKGROUND_LAG_MS)
    expect((await record()).statusCode).toBe(404)
    expect((await json(`${N}/error-domain`)).errorDomains).toEqual(expect.arrayContaining([expect.objectContaining({ domain: 'notfound.farm.test', statusCode: 404 })]))

    // Only the status check runs on a refresh (the affiliate check is daily): its own write must
    // be what changes the list.
    c.clock.advance(10_000)
    expect((await c.api.get(`${N}/refresh-and-errors`, c.token)).statusCode).toBe(202)
    await c.t.app.checks.worker.drain()
    const checkedAt = c.clock.now().toISOString()
    c.clock.advance(BACKGROUND_LAG_MS)
    expect((await record()).lastChecked).toBe(checkedAt)
  })

  test('the expiring list follows the calendar: a domain enters it on the day it has 10 days left', async () => {
    const expiring = async () => (await json(`${N}/expiring`)).expiring.map((d: { domain: string }) => d.domain)
    // Expires 2026-06-21; the test clock stands at 2026-06-10 12:00 UTC: 11 days left (rounded up).
    await save('expires-soon.example', { issueDate: '2025-06-21' })
    expect(await expiring()).not.toContain('expires-soon.example')
    c.clock.advance(24 * 60 * 60 * 1000)
    expect(await expiring()).toContain('expires-soon.example')
  })

  test('Refresh All shows as refreshing at once, and stops showing it when the checks are done', async () => {
    await save('gone.farm.test')
    await c.t.app.checks.worker.drain()
    expect((await json(`${N}/error-domain`)).refreshing).toBe(false)
    expect((await c.api.get(`${N}/refresh-and-errors`, c.token)).statusCode).toBe(202)
    expect((await json(`${N}/error-domain`)).refreshing).toBe(true)
    await c.t.app.checks.worker.drain()
    expect((await json(`${N}/error-domain`)).refreshing).toBe(false)
  })

  test('"refreshing" is asked of the database again only when the change counters move', async () => {
    await save('probe.farm.test')
    await c.t.app.checks.worker.drain()
    expect((await json(`${N}/error-domain`)).refreshing).toBe(false)
    // A request for a check written behind the app's back (no counter moved): the answer built
    // under these counters stands, so a busy error screen costs no probe per poll.
    const now = c.clock.now().toISOString()
    await c.t.app.db.updateTable('checks').set({ requested_at: now, due_at: now }).where('type', '=', 'status').execute()
    expect((await json(`${N}/error-domain`)).refreshing).toBe(false)
    // Any write that moves a counter has it asked again.
    await save('probe-2.farm.test')
    expect((await json(`${N}/error-domain`)).refreshing).toBe(true)
    await c.t.app.checks.worker.drain()
    expect((await json(`${N}/error-domain`)).refreshing).toBe(false)
  })

  test('a Refresh All through another replica shows as refreshing on this one at once', async () => {
    await save('replica.farm.test')
    await c.t.app.checks.worker.drain()
    expect((await json(`${N}/error-domain`)).refreshing).toBe(false)
    const other = buildApp(c.t.config, { logger: false, now: c.clock.now })
    await other.ready()
    try {
      const res = await other.inject({ url: `${N}/refresh-and-errors`, headers: { authorization: `Bearer ${c.token}` } })
      expect(res.statusCode).toBe(202)
      expect((await json(`${N}/error-domain`)).refreshing).toBe(true)
      await c.t.app.checks.worker.drain()
      expect((await json(`${N}/error-domain`)).refreshing).toBe(false)
    } finally {
      await other.close()
    }
  })

  test('a Bing answer shows on the not-indexed list read before it', async () => {
    await save('indexed-cached.example')
    await save('nothing-cached.example')
    const listed = async () => (await json(`${N}/unindexed-domains`)).unindexed as Array<{ domain: string, lastBingCheck: string }>
    expect((await listed()).filter((e) => e.domain.endsWith('-cached.example'))).toEqual([
      { domain: 'indexed-cached.example', lastBingCheck: '' },
      { domain: 'nothing-cached.example', lastBingCheck: '' }
    ])
    expectStatus(await c.api.get(`${N}/bing-check?force=true`, c.token), 200)
    await c.t.app.checks.worker.drain()
    const after = (await listed()).filter((e) => e.domain.endsWith('-cached.example'))
    expect(after.map((e) => e.domain)).toEqual(['nothing-cached.example'])
    expect(after[0].lastBingCheck).not.toBe('')
  })

  test('every hosting change shows at once in get-hostingInfo read before it', async () => {
    await save('hosted.example')
    const servers = async () => (await overview(c.api, c.token)).servers.map((s) => `${s.server} ${String(s.ServerExpiryDate)} ${String(s.platform)}`)
    const hostedDomains = async () => (await overview(c.api, c.token)).all.map((r) => `${String(r.domain)}@${String(r.server)}`)
    expect(await servers()).toEqual([])

    await addServer(c.api, c.token, 'web-1', { ServerExpiryDate: '2027-01-15' })
    expect(await servers()).toEqual(['web-1 2027-01-15 Hostinger'])

    expectStatus(await c.api.put(`${N}/hosting-info/hosted.example`, { platform: '', email: '', server: 'web-1', domainPlatform: '', domainEmail: '', cloudflare: '' }, c.token), 200)
    expect(await hostedDomains()).toEqual(['hosted.example@web-1'])

    expectStatus(await c.api.put('/api/scraper/update-domain-name', { oldDomain: 'hosted.example', newDomain: 'rehosted.example' }, c.token), 200)
    expect(await hostedDomains()).toEqual(['rehosted.example@web-1'])

    const id = await serverId(c.api, c.token, 'web-1')
    expectStatus(await c.api.put(`${HOSTING}/update-server/${id}`, { server: 'web-2', ServerExpiryDate: '2027-02-01' }, c.token), 200)
    expect(await servers()).toEqual(['web-2 2027-02-01 Hostinger'])

    expectStatus(await c.api.post(`${HOSTING}/server-renew`, { servers: [id] }, c.token), 200)
    expect(await servers()).toEqual(['web-2 2028-02-01 Hostinger'])

    expectStatus(await c.api.put(`${HOSTING}/update-hosting`, { email: 'ops@example.com', platform: 'Hostinger', updates: { platform: 'OVH' } }, c.token), 200)
    expect(await servers()).toEqual(['web-2 2028-02-01 OVH'])

    expectStatus(await c.api.put(`${HOSTING}/update-server-everywhere`, { email: 'ops@example.com', oldServer: 'web-2', newServer: 'web-3', ServerExpiryDate: '2028-03-01' }, c.token), 200)
    expect(await hostedDomains()).toEqual(['rehosted.example@web-3'])

    expectStatus(await c.api.del(`${N}/domain/rehosted.example`, c.token), 200)
    expect(await hostedDomains()).toEqual([])

    expectStatus(await c.api.del(`${HOSTING}/delete-server/${id}`, c.token), 200)
    expect(await servers()).toEqual([])
  })

  test('a write through another process on the same database shows in this one', async () => {
    const other = buildApp(c.t.config, { logger: false })
    await other.ready()
    try {
      expect(await names(`${N}/all`)).not.toContain('elsewhere.example')
      const res = await other.inject({
        method: 'POST',
        url: `${N}/save`,
        headers: { authorization: `Bearer ${c.token}` },
        payload: { domain: 'elsewhere.example', data: { domain: 'elsewhere.example', statusCode: 200 }, brandCategory: 'Keto', issueDate: null }
      })
      expectStatus(res, 201)
      expect(await names(`${N}/all`)).toContain('elsewhere.example')
    } finally {
      await other.close()
    }
  })

  test('an unchanged list answers 304 to its ETag; a changed one the new list', async () => {
    const first = expectStatus(await c.api.get(`${N}/all`, c.token), 200)
    const etag = String(first.headers.etag)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const again = await c.t.app.inject({ method: 'GET', url: `${N}/all`, headers: { authorization: `Bearer ${c.token}`, 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    await save('etag-change.example')
    const changed = await c.t.app.inject({ method: 'GET', url: `${N}/all`, headers: { authorization: `Bearer ${c.token}`, 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json().map((d: { domain: string }) => d.domain)).toContain('etag-change.example')
  })

  test('gzip for clients that ask for it, with the same content', async () => {
    for (let i = 0; i < 20; i++) await save(`zipped-${i}.example`)
    const plain = expectStatus(await c.api.get(`${N}/all`, c.token), 200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const zipped = await c.t.app.inject({ method: 'GET', url: `${N}/all`, headers: { authorization: `Bearer ${c.token}`, 'accept-encoding': 'gzip, deflate, br' } })
    expect(zipped.statusCode).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json())
  })

  test("a cached list is only ever its caller's: another user and an admin get their own", async () => {
    const email = `second-${kind}@sitefleet.test`
    await createUser(c.t, c.adminToken, { name: 'Second', email, password: 'second-password' })
    const second = await login(c.t, email, 'second-password')
    await save('mine-only.example')
    expect(await names(`${N}/all`)).toContain('mine-only.example')
    expect(await names(`${N}/all`, second)).toEqual([])

    const everyone = await json(`${N}/all`, c.adminToken)
    expect(everyone.find((d: { domain: string }) => d.domain === 'mine-only.example').owner).toEqual({ _id: c.userId, name: expect.any(String) })
    // The admin's view of everyone changes with any user's write.
    expectStatus(await c.api.save(second, 'second-user.example', { issueDate: null }), 201)
    expect(await names(`${N}/all`, c.adminToken)).toContain('second-user.example')
    expect(await names(`${N}/all`)).not.toContain('second-user.example')
  })
})
