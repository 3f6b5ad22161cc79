// A domain's hosting info (GET/PUT {scope}/hosting-info/:domain) over the normalised hosting
// tables, and the auto-fill lookup GET /api/hosting/by-server/:server.
import { api, type Api, expectStatus, PREFIX } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp, withDatingAccess } from './helpers/test-app'

const INFO = {
  platform: 'Hostinger',
  email: 'ops@example.com',
  server: 'srv 1',
  domainPlatform: 'Namecheap',
  domainEmail: 'registrar@example.com',
  cloudflare: 'Yes'
}

describeEachDb('hosting info', (kind) => {
  let t: TestApp
  let a: Api
  let token: string
  const url = (domain: string, scope: keyof typeof PREFIX = 'natural') => `${PREFIX[scope]}/hosting-info/${domain}`

  beforeAll(async () => {
    t = await createTestApp(kind)
    a = api(t)
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, { name: 'Hana', email: 'hana@example.com', password: 'hana-password' })
    token = withDatingAccess(t, await login(t, 'hana@example.com', 'hana-password'))
    for (const domain of ['one.com', 'two.com', 'three.com']) expectStatus(await a.save(token, domain), 201)
  })
  afterAll(async () => { await t.close() })

  const counts = async () => ({
    accounts: (await t.app.db.selectFrom('hosting_accounts').selectAll().execute()).length,
    servers: (await t.app.db.selectFrom('hosting_servers').selectAll().execute()).length,
    links: (await t.app.db.selectFrom('domain_hosting').selectAll().execute()).length
  })

  test('null before anything is saved', async () => {
    const res = await a.get(url('one.com'), token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, hostingInfo: null })
  })

  test('save answers the stored fields (trimmed, e-mails lowercased); GET reads them back', async () => {
    const res = await a.put(url('One.com'), { ...INFO, email: ' Ops@Example.com ', server: ' srv 1 ' }, token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: 'Hosting info saved successfully', hostingInfo: INFO })
    expect((await a.get(url('one.com'), token)).json()).toEqual({ success: true, hostingInfo: INFO })
    expect(await counts()).toEqual({ accounts: 1, servers: 1, links: 1 })
  })

  test('by-server answers the platform and e-mail of a server', async () => {
    const res = await a.get(`/api/hosting/by-server/${encodeURIComponent('srv 1')}`, token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, platform: 'Hostinger', email: 'ops@example.com' })
    const missing = await a.get('/api/hosting/by-server/nope', token)
    expectStatus(missing, 404)
    expect(missing.json()).toEqual({ success: false, message: 'Server not found' })
  })

  test('naming only an existing server links to it and its account', async () => {
    const res = await a.put(url('two.com'), { server: 'srv 1', cloudflare: 'No' }, token)
    expectStatus(res, 200)
    expect(res.json().hostingInfo).toEqual({ platform: 'Hostinger', email: 'ops@example.com', server: 'srv 1', domainPlatform: '', domainEmail: '', cloudflare: 'No' })
    expect(await counts()).toEqual({ accounts: 1, servers: 1, links: 2 })
  })

  test('a new platform and e-mail for a server move the server, for every domain on it', async () => {
    const res = await a.put(url('two.com'), { platform: 'Vultr', email: 'cloud@example.com', server: 'srv 1' }, token)
    expect(res.json().hostingInfo).toMatchObject({ platform: 'Vultr', email: 'cloud@example.com', server: 'srv 1', cloudflare: '' })
    expect((await a.get(url('one.com'), token)).json().hostingInfo).toEqual({ ...INFO, platform: 'Vultr', email: 'cloud@example.com' })
    expect(await counts()).toEqual({ accounts: 2, servers: 1, links: 2 })
    // The same account named again (any case) is reused.
    expectStatus(await a.put(url('three.com'), { platform: 'Vultr', email: 'CLOUD@example.com', server: 'srv 2' }, token), 200)
    expect(await counts()).toEqual({ accounts: 2, servers: 2, links: 3 })
  })

  test('an empty server unlinks the domain but keeps its own fields', async () => {
    const res = await a.put(url('three.com'), { server: '', domainPlatform: 'GoDaddy', domainEmail: '', cloudflare: '' }, token)
    expect(res.json().hostingInfo).toEqual({ platform: '', email: '', server: '', domainPlatform: 'GoDaddy', domainEmail: '', cloudflare: '' })
    expect((await a.get(`/api/hosting/by-server/${encodeURIComponent('srv 2')}`, token)).json()).toMatchObject({ platform: 'Vultr' })
  })

  test('bad input: 400 with a message, nothing written', async () => {
    const before = { one: (await a.get(url('one.com'), token)).json(), counts: await counts() }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...INFO, server: 'brand-new', platform: '', email: '' }, 'Platform and email are required with a new server'],
      [{ ...INFO, email: '' }, 'Platform and email are required with a new server'],
      [{ ...INFO, platform: '' }, 'Platform and email are required with a new server'],
      [{ ...INFO, server: '' }, 'Server is required with a platform or email'],
      [{ ...INFO, email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ ...INFO, domainEmail: 'a@b' }, 'Please enter a valid email address'],
      [{ ...INFO, platform: 'p'.repeat(201) }, 'Platform must be at most 200 characters'],
      [{ ...INFO, cloudflare: true }, 'Cloudflare must be a string'],
      [{ ...INFO, server: ['srv 1'] }, 'Server must be a string']
    ]
    for (const [body, message] of cases) {
      const res = await a.put(url('one.com'), body, token)
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message })
    }
    const malformed = await t.app.inject({ method: 'PUT', url: url('one.com'), payload: '{"server":', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } })
    expect(malformed.json()).toEqual({ success: false, message: 'Malformed JSON body' })
    expect({ one: (await a.get(url('one.com'), token)).json(), counts: await counts() }).toEqual(before)
  })

  test('unknown domains and other scopes answer 404', async () => {
    for (const res of [
      await a.get(url('unknown.com'), token),
      await a.put(url('unknown.com'), INFO, token),
      await a.get(url('one.com', 'casino'), token),
      await a.put(url('one.com', 'dating'), INFO, token)
    ]) {
      expectStatus(res, 404)
      expect(res.json()).toEqual({ success: false, message: 'Domain not found' })
    }
  })

  test('deleting a domain removes its hosting link, not the server', async () => {
    expectStatus(await a.del(`${PREFIX.natural}/domain/one.com`, token), 200)
    expectStatus(await a.save(token, 'one.com'), 201)
    expect((await a.get(url('one.com'), token)).json()).toEqual({ success: true, hostingInfo: null })
    expect((await a.get(`/api/hosting/by-server/${encodeURIComponent('srv 1')}`, token)).statusCode).toBe(200)
  })
})
