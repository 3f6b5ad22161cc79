// Bad input to the domain calls gets a 4xx with a sentence a person can act on, and leaves
// nothing half-written; every call needs a token.
import { api, type Api, expectStatus, PREFIX, scanResult } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

const RENAME = '/api/scraper/update-domain-name'

describeEachDb('domain calls with bad input', (kind) => {
  let t: TestApp
  let a: Api
  let token: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    a = api(t)
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, { name: 'Val', email: 'val@example.com', password: 'val-password' })
    token = await login(t, 'val@example.com', 'val-password')
    expectStatus(await a.save(token, 'kept.com'), 201)
  })
  afterAll(async () => { await t.close() })

  const expectMessage = (res: { statusCode: number, body: string, json: () => any }, status: number, message: string): void => {
    expectStatus(res as never, status)
    expect(res.json()).toMatchObject({ success: false, message })
  }
  const body = (overrides: Record<string, unknown>) => ({ domain: 'new-one.com', data: scanResult('new-one.com'), brandCategory: 'Keto', issueDate: null, ...overrides })

  test('no token or a bad token: 401 on every call', async () => {
    const calls: Array<[string, string]> = [['PUT', RENAME], ['GET', '/api/hosting/by-server/x']]
    for (const prefix of Object.values(PREFIX)) {
      calls.push(['POST', `${prefix}/save`], ['GET', `${prefix}/categories`], ['GET', `${prefix}/category-counts`],
        ['GET', `${prefix}/all`], ['GET', `${prefix}/by-category/Keto`], ['GET', `${prefix}/domain/kept.com`],
        ['DELETE', `${prefix}/domain/kept.com`], ['PUT', `${prefix}/note/kept.com`], ['DELETE', `${prefix}/note/kept.com`],
        ['GET', `${prefix}/hosting-info/kept.com`], ['PUT', `${prefix}/hosting-info/kept.com`])
    }
    for (const [method, url] of calls) {
      const none = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : { note: 'x' } })
      expect({ method, url, status: none.statusCode, body: none.json() })
        .toEqual({ method, url, status: 401, body: { success: false, message: 'Missing authentication token' } })
      const bad = await t.app.inject({ method: method as 'GET', url, headers: { authorization: 'Bearer nope' } })
      expect({ method, url, status: bad.statusCode }).toEqual({ method, url, status: 401 })
    }
    expectStatus(await a.get(`${PREFIX.natural}/domain/kept.com`, token), 200)
  })

  test('save: each bad field gets its own message', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ domain: undefined }, 'Domain is required'],
      [{ domain: 42 }, 'Domain must be a string'],
      [{ domain: 'not a domain' }, 'Invalid domain name'],
      [{ domain: 'localhost' }, 'Invalid domain name'],
      [{ domain: 'javascript:alert(1)' }, 'Invalid domain name'],
      [{ brandCategory: undefined }, 'Brand category is required'],
      [{ brandCategory: '' }, 'Brand category is required'],
      [{ brandCategory: '   ' }, 'Brand category is required'],
      [{ brandCategory: 'x'.repeat(101) }, 'Brand category must be at most 100 characters'],
      [{ brandCategory: ['Keto'] }, 'Brand category must be a string'],
      [{ issueDate: '2026-02-30' }, 'Issue date must be a date (yyyy-mm-dd)'],
      [{ issueDate: '15/01/2026' }, 'Issue date must be a date (yyyy-mm-dd)'],
      [{ issueDate: 20260115 }, 'Issue date must be a string'],
      [{ data: undefined }, 'Data is required'],
      [{ data: 'scan' }, 'Data must be an object'],
      [{ data: [] }, 'Data must be an object'],
      [{ data: scanResult('new-one.com', { statusCode: undefined }) }, 'Status code is required'],
      [{ data: scanResult('new-one.com', { statusCode: '200' }) }, 'Status code must be a whole number'],
      [{ data: scanResult('new-one.com', { h1: 'Heading' }) }, 'H1 must be a list'],
      [{ data: scanResult('new-one.com', { h2: [1] }) }, 'H2 must be a string'],
      [{ data: scanResult('new-one.com', { images: [{ alt: 'x' }] }) }, 'Url is required'],
      [{ data: scanResult('new-one.com', { schemaPresent: 'yes' }) }, 'Schema present must be true or false'],
      [{ data: scanResult('new-one.com', { wordCount: -1 }) }, 'Word count must be >= 0'],
      [{ data: scanResult('new-one.com', { lastChecked: 'yesterday' }) }, 'Last checked must be a valid date-time'],
      // Longer than any robots.txt the scanner reads (100 KiB): refused, not cut.
      [{ data: scanResult('new-one.com', { robotsTxt: 'x'.repeat(100 * 1024 + 1) }) }, 'Robots txt must be at most 102400 characters']
    ]
    for (const [overrides, message] of cases) {
      const res = await a.post(`${PREFIX.natural}/save`, body(overrides), token)
      expect({ overrides, status: res.statusCode, message: res.json().message }).toEqual({ overrides, status: 400, message })
    }
    // A robots.txt as long as the scanner's limit is kept whole.
    const robotsTxt = `User-agent: *\nDisallow: /${'x'.repeat(100 * 1024 - 25)}`
    const leap = await a.post(`${PREFIX.natural}/save`, body({ domain: 'leap-day.com', issueDate: '2028-02-29', data: scanResult('leap-day.com', { robotsTxt }) }), token)
    expectStatus(leap, 201)
    expect(leap.json().domain.issueDate).toBe('2028-02-29')
    expect(robotsTxt).toHaveLength(100 * 1024)
    expect((await a.get(`${PREFIX.natural}/domain/leap-day.com`, token)).json().robotsTxt).toBe(robotsTxt)
    expect((await a.get(`${PREFIX.natural}/all`, token)).json().map((r: { domain: string }) => r.domain)).toEqual(['kept.com', 'leap-day.com'])
  })

  test('malformed JSON, an empty body, a JSON array and text/plain', async () => {
    const send = async (payload: string, contentType = 'application/json') => await t.app.inject({
      method: 'POST', url: `${PREFIX.natural}/save`, payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` }
    })
    expectMessage(await send('{"domain": "x.com",'), 400, 'Malformed JSON body')
    expectStatus(await send(''), 400)
    expectStatus(await send('[]'), 400)
    expectStatus(await send('domain=x.com', 'text/plain'), 415)
    const note = await t.app.inject({ method: 'PUT', url: `${PREFIX.natural}/note/kept.com`, payload: '{"note":', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } })
    expectMessage(note, 400, 'Malformed JSON body')
    expect((await a.get(`${PREFIX.natural}/all`, token)).json()).toHaveLength(2)
  })

  test('note: too long, missing or not text', async () => {
    expectMessage(await a.put(`${PREFIX.natural}/note/kept.com`, { note: 'x'.repeat(5001) }, token), 400, 'Note must be at most 5000 characters')
    expectMessage(await a.put(`${PREFIX.natural}/note/kept.com`, {}, token), 400, 'Note is required')
    expectMessage(await a.put(`${PREFIX.natural}/note/kept.com`, { note: 5 }, token), 400, 'Note must be a string')
    expectStatus(await a.put(`${PREFIX.natural}/note/kept.com`, { note: 'y'.repeat(5000) }, token), 200)
    expect((await a.get(`${PREFIX.natural}/all`, token)).json()[0].note).toHaveLength(5000)
  })

  test('rename: missing, wrong or unknown values', async () => {
    expectMessage(await a.put(RENAME, { oldDomain: 'kept.com' }, token), 400, 'Invalid domain values')
    expectMessage(await a.put(RENAME, { oldDomain: 'kept.com', newDomain: '' }, token), 400, 'Invalid domain values')
    expectMessage(await a.put(RENAME, { oldDomain: 'kept.com', newDomain: 'a b' }, token), 400, 'Invalid domain values')
    expectMessage(await a.put(RENAME, { oldDomain: 'kept.com', newDomain: 7 }, token), 400, 'New domain must be a string')
    expectMessage(await a.put(RENAME, { oldDomain: 'kept.com', newDomain: 'x.com', superCategory: 'poker' }, token), 400,
      'Super category must be one of: natural, casino, dating')
    expect((await a.get(`${PREFIX.natural}/all`, token)).json()[0].domain).toBe('kept.com')
  })

  test('unknown owner ids and odd path names', async () => {
    expectMessage(await a.get(`${PREFIX.natural}/all?owner=${'x'.repeat(65)}`, token), 400, 'Owner must be at most 64 characters')
    expectStatus(await a.get(`${PREFIX.natural}/domain/${encodeURIComponent('../../etc/passwd')}`, token), 404)
    expectStatus(await a.get(`${PREFIX.natural}/domain/%E0%A4%A`, token), 400)
    expect((await a.get(`${PREFIX.natural}/by-category/%20`, token)).json()).toEqual([])
  })
})
