// Ownership of hosting records: a user reads and changes only their own
// accounts and servers (another user's id answers 404 and changes nothing); an admin reads
// everyone's, changes any server by id and names another user's account with ?owner.
import { api, type Api, expectStatus } from './helpers/domains'
import { addServer, HOSTING, message, overview, serverId, snapshot } from './helpers/hosting'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

const NOW = new Date('2026-11-22T10:00:00.000Z')
/** After both servers' expiry dates (2026-11-25 and -26). */
const LATER = new Date('2026-11-28T10:00:00.000Z')
let now = NOW

describeEachDb('hosting ownership', (kind) => {
  let t: TestApp
  let a: Api
  let admin: string
  let hana: string
  let omar: string
  let hanaId: string
  let omarId: string
  let omarServer: string

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => now } })
    a = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    hanaId = await createUser(t, admin, { name: 'Hana', email: 'hana@example.com', password: 'hana-password' })
    omarId = await createUser(t, admin, { name: 'Omar', email: 'omar@example.com', password: 'omar-password' })
    hana = await login(t, 'hana@example.com', 'hana-password')
    omar = await login(t, 'omar@example.com', 'omar-password')
    await addServer(a, hana, 'srv-h', { ServerExpiryDate: '2026-11-25' })
    // The same name for another user is not a duplicate.
    await addServer(a, omar, 'srv-h', { platform: 'Vultr', email: 'omar-ops@example.com', ServerExpiryDate: '2026-11-26' })
    omarServer = await serverId(a, omar, 'srv-h')
    expectStatus(await a.save(omar, 'omar-site.com'), 201)
    expectStatus(await a.put('/api/scraper/hosting-info/omar-site.com', { server: 'srv-h' }, omar), 200)
  })
  afterAll(async () => { await t.close() })

  test('a user reads only their own servers, records and expiring list', async () => {
    const o = await overview(a, hana)
    expect(o.servers.map((s) => [s.server, s.platform])).toEqual([['srv-h', 'Hostinger']])
    expect(o.list.map((r) => r.platform)).toEqual(['Hostinger'])
    expect(o.all).toEqual([])
    expect(o.servers[0]).not.toHaveProperty('owner')
    const expiring = (await a.get(`${HOSTING}/server-expire`, hana)).json().servers
    expect(expiring.map((s: { platform: string }) => s.platform)).toEqual(['Hostinger'])
    now = LATER
    const expired = (await a.get(`${HOSTING}/server-expire`, hana)).json().expired
    now = NOW
    expect(expired.map((s: { platform: string, daysSince: number }) => [s.platform, s.daysSince])).toEqual([['Hostinger', 3]])
    expect(expired[0]).not.toHaveProperty('owner')
  })

  test("another user's server id answers 404 and changes nothing", async () => {
    const before = await snapshot(t)
    for (const res of [
      await a.put(`${HOSTING}/update-server/${omarServer}`, { server: 'stolen', ServerExpiryDate: '2030-01-01' }, hana),
      await a.del(`${HOSTING}/delete-server/${omarServer}`, hana),
      await a.post(`${HOSTING}/server-renew`, { servers: [omarServer] }, hana),
      await a.put(`${HOSTING}/update-server-everywhere`, { email: 'omar-ops@example.com', oldServer: 'srv-h', newServer: 'stolen' }, hana)
    ]) expect(message(res)).toEqual({ status: 404, message: 'Server not found' })
    expect(message(await a.put(`${HOSTING}/update-hosting`, { email: 'omar-ops@example.com', platform: 'Vultr', updates: { platform: 'Mine' } }, hana)))
      .toEqual({ status: 404, message: 'Hosting account not found' })
    expect(await snapshot(t)).toEqual(before)
  })

  test('a user cannot name another owner', async () => {
    for (const res of [
      await a.get(`${HOSTING}/get-hostingInfo?owner=${omarId}`, hana),
      await a.put(`${HOSTING}/update-hosting?owner=${omarId}`, { email: 'omar-ops@example.com', platform: 'Vultr', updates: {} }, hana)
    ]) expect(message(res)).toEqual({ status: 403, message: 'Admin access required' })
  })

  test("an admin reads everyone's, with owners, or one user's with ?owner", async () => {
    const o = await overview(a, admin)
    expect(o.servers.map((s) => [s.server, s.owner])).toEqual([
      ['srv-h', { _id: expect.any(String), name: expect.any(String) }],
      ['srv-h', { _id: expect.any(String), name: expect.any(String) }]
    ])
    expect(o.servers.map((s) => (s.owner as { name: string }).name).sort()).toEqual(['Hana', 'Omar'])
    expect(o.all).toEqual([expect.objectContaining({ domain: 'omar-site.com', owner: { _id: omarId, name: 'Omar' } })])
    expect((await overview(a, admin, `?owner=${hanaId}`)).servers.map((s) => s.platform)).toEqual(['Hostinger'])
    const expiring = (await a.get(`${HOSTING}/server-expire`, admin)).json().servers
    expect(expiring.map((s: { owner: { name: string } }) => s.owner.name)).toEqual(['Hana', 'Omar'])
    now = LATER
    const expired = (await a.get(`${HOSTING}/server-expire`, admin)).json().expired
    now = NOW
    expect(expired.map((s: { daysSince: number, owner: { name: string } }) => [s.owner.name, s.daysSince])).toEqual([['Hana', 3], ['Omar', 2]])
  })

  test("an admin changes another user's server by id, and their account with ?owner", async () => {
    expectStatus(await a.put(`${HOSTING}/update-server/${omarServer}`, { server: 'srv-o', ServerExpiryDate: '2027-01-01' }, admin), 200)
    expect((await overview(a, omar)).servers).toEqual([expect.objectContaining({ server: 'srv-o', ServerExpiryDate: '2027-01-01' })])
    // Without ?owner an admin's name-based call reaches only the admin's own records.
    const body = { email: 'omar-ops@example.com', platform: 'Vultr', updates: { platform: 'Vultr Cloud' } }
    expect(message(await a.put(`${HOSTING}/update-hosting`, body, admin))).toEqual({ status: 404, message: 'Hosting account not found' })
    expectStatus(await a.put(`${HOSTING}/update-hosting?owner=${omarId}`, body, admin), 200)
    expect((await overview(a, omar)).list.map((r) => r.platform)).toEqual(['Vultr Cloud'])
    expect((await overview(a, hana)).list.map((r) => r.platform)).toEqual(['Hostinger'])
  })
})
