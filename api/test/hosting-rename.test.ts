// Renames of the hosting screens: update-server-everywhere (a server renamed for every record
// and its expiry set, in one transaction) and update-hosting (an account renamed, issue date set).
import { api, type Api, expectStatus, PREFIX } from './helpers/domains'
import { addServer, HOSTING, message, overview, snapshot } from './helpers/hosting'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

describeEachDb('hosting renames', (kind) => {
  let t: TestApp
  let a: Api
  let token: string

  const link = async (domain: string, server: string, scope: keyof typeof PREFIX = 'natural') =>
    expectStatus(await a.put(`${PREFIX[scope]}/hosting-info/${domain}`, { server }, token), 200)
  const hostingOf = async (domain: string, scope: keyof typeof PREFIX = 'natural') =>
    (await a.get(`${PREFIX[scope]}/hosting-info/${domain}`, token)).json().hostingInfo
  const everywhere = async (body: Record<string, unknown>) => await a.put(`${HOSTING}/update-server-everywhere`, body, token)
  const updateHosting = async (body: Record<string, unknown>) => await a.put(`${HOSTING}/update-hosting`, body, token)

  beforeAll(async () => {
    t = await createTestApp(kind)
    a = api(t)
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, { name: 'Hana', email: 'hana@example.com', password: 'hana-password' })
    token = await login(t, 'hana@example.com', 'hana-password')
    for (const domain of ['one.com', 'two.com']) expectStatus(await a.save(token, domain), 201)
    expectStatus(await a.save(token, 'spin.com', { scope: 'casino' }), 201)
    await addServer(a, token, 'srv-a')
    await addServer(a, token, 'srv-b', { ServerExpiryDate: '2027-05-05' })
    await addServer(a, token, 'srv-v', { platform: 'Vultr', email: 'cloud@example.com' })
    await link('one.com', 'srv-a')
    await link('two.com', 'srv-a')
    await link('spin.com', 'srv-a', 'casino')
  })
  afterAll(async () => { await t.close() })

  test('update-server-everywhere renames the server for every record and sets its expiry', async () => {
    const res = await everywhere({ email: 'OPS@example.com', oldServer: 'srv-a', newServer: 'srv-z', ServerExpiryDate: '2028-02-29' })
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: 'Server updated everywhere' })
    const o = await overview(a, token)
    expect(o.all.map((r) => [r.domain, r.server, r.ServerExpiryDate])).toEqual([
      ['one.com', 'srv-z', '2028-02-29'], ['spin.com', 'srv-z', '2028-02-29'], ['two.com', 'srv-z', '2028-02-29']
    ])
    expect(o.servers.map((s) => s.server)).toEqual(['srv-b', 'srv-v', 'srv-z'])
    expect(await hostingOf('one.com')).toMatchObject({ server: 'srv-z' })
    expect(await hostingOf('spin.com', 'casino')).toMatchObject({ server: 'srv-z' })
    expect((await a.get(`${HOSTING}/by-server/srv-a`, token)).statusCode).toBe(404)
  })

  test('update-server-everywhere: wrong e-mail or name 404, taken name 409, bad body 400; nothing written', async () => {
    const before = await snapshot(t)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'cloud@example.com', oldServer: 'srv-z', newServer: 'srv-q' }, 404, 'Server not found'],
      [{ email: 'ops@example.com', oldServer: 'srv-a', newServer: 'srv-q' }, 404, 'Server not found'],
      [{ email: 'ops@example.com', oldServer: 'srv-z', newServer: 'srv-v', ServerExpiryDate: '2029-01-01' }, 409, 'Server already exists'],
      [{ email: 'ops@example.com', oldServer: 'srv-z', newServer: ' ' }, 400, 'All fields are required'],
      [{ email: 'ops@example.com', oldServer: 'srv-z' }, 400, 'New server is required'],
      [{ email: 'ops', oldServer: 'srv-z', newServer: 'srv-q' }, 400, 'Please enter a valid email address'],
      [{ email: 'ops@example.com', oldServer: 'srv-z', newServer: 'srv-q', ServerExpiryDate: '2029-13-01' }, 400, 'Server expiry date must be a date (yyyy-mm-dd)']
    ]
    for (const [body, status, text] of cases) expect({ body, ...message(await everywhere(body)) }).toEqual({ body, status, message: text })
    expect(await snapshot(t)).toEqual(before)
  })

  test('update-hosting renames the account and sets the issue date of its servers', async () => {
    const res = await updateHosting({
      email: 'ops@example.com',
      platform: 'Hostinger',
      updates: { email: ' New@Example.com ', platform: 'Hostinger Cloud', hostingIssueDate: '2025-06-01' }
    })
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: 'Hosting info updated successfully' })
    const o = await overview(a, token)
    expect(o.list.map(({ platform, email, hostingIssueDate, serverCount, domainCount }) => ({ platform, email, hostingIssueDate, serverCount, domainCount }))).toEqual([
      { platform: 'Hostinger Cloud', email: 'new@example.com', hostingIssueDate: '2025-06-01', serverCount: 2, domainCount: 3 },
      { platform: 'Vultr', email: 'cloud@example.com', hostingIssueDate: expect.any(String), serverCount: 1, domainCount: 0 }
    ])
    expect(o.servers.filter((s) => s.platform === 'Hostinger Cloud').map((s) => [s.server, s.hostingIssueDate])).toEqual([
      ['srv-b', '2025-06-01'], ['srv-z', '2025-06-01']
    ])
    expect(await hostingOf('two.com')).toMatchObject({ platform: 'Hostinger Cloud', email: 'new@example.com', server: 'srv-z' })
  })

  test('update-hosting onto another account of the user merges the two', async () => {
    expectStatus(await updateHosting({ email: 'cloud@example.com', platform: 'Vultr', updates: { email: 'new@example.com', platform: 'Hostinger Cloud' } }), 200)
    const o = await overview(a, token)
    expect(o.list).toHaveLength(1)
    expect(o.list[0]).toMatchObject({ platform: 'Hostinger Cloud', email: 'new@example.com', serverCount: 3, domainCount: 3 })
    expect((await t.app.db.selectFrom('hosting_accounts').selectAll().execute()).length).toBe(1)
  })

  test('update-hosting: unknown account 404, bad values 400; nothing written', async () => {
    const before = await snapshot(t)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: 'ops@example.com', platform: 'Hostinger', updates: { platform: 'X' } }, 404, 'Hosting account not found'],
      [{ email: 'new@example.com', platform: 'Hostinger Cloud', updates: { email: 'nope' } }, 400, 'Please enter a valid email address'],
      [{ email: 'new@example.com', platform: 'Hostinger Cloud', updates: { platform: '  ' } }, 400, 'All fields are required'],
      [{ email: 'new@example.com', platform: 'Hostinger Cloud', updates: { hostingIssueDate: '2025-02-29' } }, 400, 'Hosting issue date must be a date (yyyy-mm-dd)'],
      [{ email: 'new@example.com', platform: 'Hostinger Cloud' }, 400, 'Updates is required']
    ]
    for (const [body, status, text] of cases) expect({ body, ...message(await updateHosting(body)) }).toEqual({ body, status, message: text })
    expect(await snapshot(t)).toEqual(before)
  })
})
