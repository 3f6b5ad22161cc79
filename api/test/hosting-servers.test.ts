// The hosting screens' calls: add-hostingInfo (incl. the duplicate answer), get-hostingInfo in
// the spec's list / all / servers shape with right counts, update-server, delete-server.
import { randomUUID } from 'node:crypto'
import { api, type Api, expectStatus, PREFIX } from './helpers/domains'
import { addServer, HOSTING, hostingInput, message, overview, serverId, snapshot } from './helpers/hosting'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, decodeJwt, describeEachDb, login, type TestApp } from './helpers/test-app'

const NOW = new Date('2026-11-22T10:00:00.000Z')

describeEachDb('hosting servers', (kind) => {
  let t: TestApp
  let a: Api
  let token: string
  let userId: string

  const link = async (domain: string, server: string, scope: keyof typeof PREFIX = 'natural') =>
    expectStatus(await a.put(`${PREFIX[scope]}/hosting-info/${domain}`, { server }, token), 200)
  const hostingOf = async (domain: string, scope: keyof typeof PREFIX = 'natural') =>
    (await a.get(`${PREFIX[scope]}/hosting-info/${domain}`, token)).json().hostingInfo

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: () => NOW } })
    a = api(t)
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, { name: 'Hana', email: 'hana@example.com', password: 'hana-password' })
    token = await login(t, 'hana@example.com', 'hana-password')
    userId = decodeJwt(token).sub as string
    for (const domain of ['one.com', 'two.com', 'three.com']) expectStatus(await a.save(token, domain), 201)
    expectStatus(await a.save(token, 'spin.com', { scope: 'casino' }), 201)
  })
  afterAll(async () => { await t.close() })

  test('add-hostingInfo answers 201 and the server shows in list and servers (issue date = the day it was added)', async () => {
    const res = await a.post(`${HOSTING}/add-hostingInfo`, hostingInput(' srv-a ', { email: ' Ops@Example.com ', platform: ' Hostinger ' }), token)
    expectStatus(res, 201)
    expect(res.json()).toEqual({ success: true, message: 'Hosting info added' })
    const o = await overview(a, token)
    expect(o.list).toEqual([{
      _id: expect.any(String),
      platform: 'Hostinger',
      email: 'ops@example.com',
      server: 'srv-a',
      hostingIssueDate: '2026-11-22',
      serverCount: 1,
      domainCount: 0
    }])
    expect(o.servers).toEqual([{
      _id: expect.any(String),
      server: 'srv-a',
      email: 'ops@example.com',
      platform: 'Hostinger',
      ServerExpiryDate: '2027-01-15',
      hostingIssueDate: '2026-11-22',
      renewalMonths: 12,
      domainCount: 0
    }])
    expect(o.all).toEqual([])
  })

  test('a duplicate server answers 409 with the existing record and writes nothing', async () => {
    const before = await snapshot(t)
    const res = await a.post(`${HOSTING}/add-hostingInfo`, hostingInput('srv-a', { platform: 'Vultr', email: 'cloud@example.com' }), token)
    expectStatus(res, 409)
    expect(res.json()).toEqual({
      success: false,
      message: 'Server already exists',
      existing: { email: 'ops@example.com', platform: 'Hostinger', server: 'srv-a' }
    })
    expect(await snapshot(t)).toEqual(before)
  })

  test('bad input: clear 400 messages, nothing written', async () => {
    const before = await snapshot(t)
    const { ServerExpiryDate: _omitted, ...noDate } = hostingInput('srv-new')
    const cases: Array<[unknown, string]> = [
      [noDate, 'All fields are required'],
      [{}, 'All fields are required'],
      [hostingInput('   '), 'All fields are required'],
      [hostingInput('srv-new', { platform: '' }), 'All fields are required'],
      [hostingInput('srv-new', { email: 'not-an-email' }), 'Please enter a valid email address'],
      [hostingInput('srv-new', { ServerExpiryDate: '2027-02-30' }), 'Server expiry date must be a date (yyyy-mm-dd)'],
      [hostingInput('srv-new', { ServerExpiryDate: '15/01/2027' }), 'Server expiry date must be a date (yyyy-mm-dd)'],
      [{ ...hostingInput('srv-new'), server: 42 }, 'Server must be a string'],
      [hostingInput('s'.repeat(201)), 'Server must be at most 200 characters']
    ]
    for (const [body, text] of cases) {
      const res = await a.post(`${HOSTING}/add-hostingInfo`, body, token)
      expect({ body, ...message(res) }).toEqual({ body, status: 400, message: text })
    }
    expect(await snapshot(t)).toEqual(before)
  })

  test('counts: per server and per account, blank and "-" domains ignored, every scope counted', async () => {
    await addServer(a, token, 'srv-b', { ServerExpiryDate: '2027-03-01' })
    await addServer(a, token, 'srv-c', { platform: 'Vultr', email: 'cloud@example.com' })
    await link('one.com', 'srv-a')
    await link('two.com', 'srv-a')
    await link('spin.com', 'srv-a', 'casino')
    await link('three.com', 'srv-b')
    // Records named "" or "-" (the spec's placeholders for "no domain") are stored but never counted.
    const srvA = await serverId(a, token, 'srv-a')
    for (const name of ['-', '']) {
      const id = randomUUID()
      const at = NOW.toISOString()
      await t.app.db.insertInto('domains').values({ id, user_id: userId, super_category: 'natural', domain: name, category: 'Keto', created_at: at, updated_at: at }).execute()
      await t.app.db.insertInto('domain_hosting').values({ domain_id: id, server_id: srvA }).execute()
    }

    const o = await overview(a, token)
    expect(o.list.map(({ platform, email, server, serverCount, domainCount }) => ({ platform, email, server, serverCount, domainCount }))).toEqual([
      { platform: 'Hostinger', email: 'ops@example.com', server: 'srv-a', serverCount: 2, domainCount: 4 },
      { platform: 'Vultr', email: 'cloud@example.com', server: 'srv-c', serverCount: 1, domainCount: 0 }
    ])
    expect(o.servers.map(({ server, domainCount }) => ({ server, domainCount }))).toEqual([
      { server: 'srv-a', domainCount: 3 }, { server: 'srv-b', domainCount: 1 }, { server: 'srv-c', domainCount: 0 }
    ])
    expect(o.all).toEqual(['one.com', 'spin.com', 'two.com'].map((domain) => ({
      _id: expect.any(String),
      platform: 'Hostinger',
      email: 'ops@example.com',
      server: 'srv-a',
      ServerExpiryDate: '2027-01-15',
      hostingIssueDate: '2026-11-22',
      domain
    })).concat([{
      _id: expect.any(String),
      platform: 'Hostinger',
      email: 'ops@example.com',
      server: 'srv-b',
      ServerExpiryDate: '2027-03-01',
      hostingIssueDate: '2026-11-22',
      domain: 'three.com'
    }]))
  })

  test('update-server renames and sets the expiry; every domain on it follows', async () => {
    const id = await serverId(a, token, 'srv-b')
    const res = await a.put(`${HOSTING}/update-server/${id}`, { server: ' srv-b2 ', ServerExpiryDate: '2027-04-02' }, token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: '✅ Server updated successfully' })
    const row = (await overview(a, token)).servers.find((s) => s._id === id)
    expect(row).toMatchObject({ server: 'srv-b2', ServerExpiryDate: '2027-04-02', domainCount: 1 })
    expect(await hostingOf('three.com')).toMatchObject({ server: 'srv-b2', platform: 'Hostinger' })
    // An empty date clears it ("N/A" on the screen).
    expectStatus(await a.put(`${HOSTING}/update-server/${id}`, { server: 'srv-b2', ServerExpiryDate: '' }, token), 200)
    expect((await overview(a, token)).servers.find((s) => s._id === id)).toMatchObject({ ServerExpiryDate: null })
  })

  test('update-server: a taken name is a 409, unknown ids 404, bad bodies 400; nothing written', async () => {
    const id = await serverId(a, token, 'srv-b2')
    const before = await snapshot(t)
    const clash = await a.put(`${HOSTING}/update-server/${id}`, { server: 'srv-c', ServerExpiryDate: '2027-01-01' }, token)
    expectStatus(clash, 409)
    expect(clash.json()).toEqual({ success: false, message: 'Server already exists', existing: { email: 'cloud@example.com', platform: 'Vultr', server: 'srv-c' } })
    expect(message(await a.put(`${HOSTING}/update-server/${randomUUID()}`, { server: 'x' }, token))).toEqual({ status: 404, message: 'Server not found' })
    expect(message(await a.put(`${HOSTING}/update-server/${id}`, { server: '  ' }, token))).toEqual({ status: 400, message: 'All fields are required' })
    expect(message(await a.put(`${HOSTING}/update-server/${id}`, { server: 'x', ServerExpiryDate: 'soon' }, token))).toEqual({ status: 400, message: 'Server expiry date must be a date (yyyy-mm-dd)' })
    expect(await snapshot(t)).toEqual(before)
  })

  test('delete-server removes the server, unlinks (keeps) its domains and drops an emptied account', async () => {
    const id = await serverId(a, token, 'srv-a')
    const res = await a.del(`${HOSTING}/delete-server/${id}`, token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: '✅ Server deleted successfully' })
    expect(await hostingOf('one.com')).toEqual({ platform: '', email: '', server: '', domainPlatform: '', domainEmail: '', cloudflare: '' })
    expect((await a.get(`${PREFIX.casino}/all`, token)).json().map((d: { domain: string }) => d.domain)).toEqual(['spin.com'])
    const o = await overview(a, token)
    expect(o.servers.map((s) => s.server)).toEqual(['srv-b2', 'srv-c'])
    expect(o.all.map((r) => r.domain)).toEqual(['three.com'])
    expect(o.list.find((r) => r.platform === 'Hostinger')).toMatchObject({ serverCount: 1, domainCount: 1 })
    expect(message(await a.del(`${HOSTING}/delete-server/${id}`, token))).toEqual({ status: 404, message: 'Server not found' })

    await a.del(`${HOSTING}/delete-server/${await serverId(a, token, 'srv-c')}`, token)
    expect((await overview(a, token)).list.map((r) => r.platform)).toEqual(['Hostinger'])
  })

  test('every call needs a bearer token', async () => {
    for (const res of [
      await a.get(`${HOSTING}/get-hostingInfo`),
      await a.get(`${HOSTING}/server-expire`),
      await a.post(`${HOSTING}/add-hostingInfo`, hostingInput('x')),
      await a.post(`${HOSTING}/server-renew`, { servers: ['x'] }),
      await a.put(`${HOSTING}/update-server/x`, { server: 'y' }),
      await a.del(`${HOSTING}/delete-server/x`),
      await a.put(`${HOSTING}/update-hosting`, { email: 'a@b.co', platform: 'p', updates: {} }),
      await a.put(`${HOSTING}/update-server-everywhere`, { email: 'a@b.co', oldServer: 'x', newServer: 'y' })
    ]) expect(message(res)).toEqual({ status: 401, message: 'Missing authentication token' })
  })
})
