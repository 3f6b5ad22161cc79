// The dating super category outside its own prefix. The hosting records
// (GET /api/hosting/get-hostingInfo), the event history (GET /api/alerts/events) and the
// maintenance windows (GET /api/alerts/maintenance) are cross-scope lists: a dating domain's rows
// show there only to callers with dating access (admins, and sessions that passed the dating
// password), as on the /dating prefix; so do they in the count of domains per server, there and in
// GET /api/hosting/export.csv. POST /api/alerts/maintenance answers a dating domain as
// one that does not exist, so its existence cannot be probed. Every non-admin API token is a
// caller without dating access.
import { EventRepository } from '../src/components/events'
import { api, type Api, expectStatus, PREFIX } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, postJson, type TestApp } from './helpers/test-app'

const DATING = 'date.example.com'
const NATURAL = 'nat.example.com'

describeEachDb('dating rows in cross-scope lists', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let plain: string
  let granted: string
  let louId: string
  const lockedOut: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { datingAccessPassword: 'let-me-date' } })
    http = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    const lou = { name: 'Lou', email: 'lou@example.com', password: 'lou-password-1' }
    louId = await createUser(t, admin, lou)
    plain = await login(t, lou.email, lou.password)
    granted = expectStatus(await postJson(t.app, '/auth/dating-access', { password: 'let-me-date' }, plain), 200).json().jwtToken
    for (const access of ['read', 'write'] as const) {
      lockedOut[`${access} token`] = expectStatus(await http.post('/auth/tokens', { name: access, access }, granted), 201).json().token
    }
    lockedOut['session without the dating password'] = plain

    expectStatus(await http.save(granted, DATING, { scope: 'dating', category: 'Dates' }), 201)
    expectStatus(await http.save(granted, NATURAL), 201)
    await addServer(http, granted, 'srv-1')
    const link = { platform: 'Hostinger', email: 'ops@example.com', server: 'srv-1' }
    expectStatus(await http.put(`${PREFIX.dating}/hosting-info/${DATING}`, link, granted), 200)
    expectStatus(await http.put(`${PREFIX.natural}/hosting-info/${NATURAL}`, link, granted), 200)
    const ids = Object.fromEntries((await t.app.db.selectFrom('domains').select(['id', 'domain']).execute()).map((d) => [d.domain, d.id]))
    await new EventRepository(t.app.db).record([
      { userId: louId, kind: 'site-down', occurredAt: new Date().toISOString(), domainId: ids[DATING], domain: DATING, superCategory: 'dating', data: { statusCode: 503 } },
      { userId: louId, kind: 'site-down', occurredAt: new Date().toISOString(), domainId: ids[NATURAL], domain: NATURAL, superCategory: 'natural', data: { statusCode: 503 } }
    ])
    const window = { startsAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: new Date(Date.now() + 7200_000).toISOString() }
    expectStatus(await http.post('/api/alerts/maintenance', { ...window, domain: DATING, superCategory: 'dating' }, granted), 201)
    expectStatus(await http.post('/api/alerts/maintenance', { ...window, domain: NATURAL }, granted), 201)
  })
  afterAll(async () => { await t.close() })

  const LISTS = ['/api/hosting/get-hostingInfo', '/api/alerts/events', '/api/alerts/maintenance']

  test('with dating access (the granted session, an admin) the dating rows are listed', async () => {
    // An admin names the user (maintenance windows are per user even for admins).
    for (const [bearer, query] of [[granted, ''], [admin, `?owner=${louId}`]]) {
      for (const url of LISTS) {
        const body = expectStatus(await http.get(url + query, bearer), 200).body
        expect({ url, dating: body.includes(DATING), natural: body.includes(NATURAL) }).toEqual({ url, dating: true, natural: true })
      }
    }
    expect(expectStatus(await http.get('/api/hosting/get-hostingInfo', granted), 200).json().servers[0].domainCount).toBe(2)
    expect(expectStatus(await http.get('/api/hosting/export.csv', granted), 200).body.split('\r\n')[1].split(',').at(-1)).toBe('2')
  })

  test('without it (a session without the password, every non-admin API token) they are absent, counts included', async () => {
    for (const [who, bearer] of Object.entries(lockedOut)) {
      for (const url of LISTS) {
        const body = expectStatus(await http.get(url, bearer), 200).body
        expect({ who, url, dating: body.includes(DATING), natural: body.includes(NATURAL) }).toEqual({ who, url, dating: false, natural: true })
      }
      const hosting = (await http.get('/api/hosting/get-hostingInfo', bearer)).json()
      expect({ who, servers: hosting.servers[0].domainCount, accounts: hosting.list[0].domainCount }).toEqual({ who, servers: 1, accounts: 1 })
      // The hosting export's count of domains per server agrees.
      const csv = expectStatus(await http.get('/api/hosting/export.csv', bearer), 200).body.split('\r\n')
      expect({ who, row: csv[1].split(',').at(-1) }).toEqual({ who, row: '1' })
    }
  })

  test('adding a maintenance window cannot tell whether a dating domain exists', async () => {
    const window = { startsAt: new Date(Date.now() + 3600_000).toISOString(), endsAt: new Date(Date.now() + 7200_000).toISOString() }
    for (const bearer of [plain, lockedOut['write token']]) {
      const existing = await http.post('/api/alerts/maintenance', { ...window, domain: DATING, superCategory: 'dating' }, bearer)
      const missing = await http.post('/api/alerts/maintenance', { ...window, domain: 'nowhere.example.com', superCategory: 'dating' }, bearer)
      expect({ status: existing.statusCode, body: existing.json() }).toEqual({ status: missing.statusCode, body: missing.json() })
      expect(existing.statusCode).toBe(404)
    }
    // With access it is found.
    expectStatus(await http.post('/api/alerts/maintenance', { ...window, domain: DATING, superCategory: 'dating' }, granted), 201)
  })
})
