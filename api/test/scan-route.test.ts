// POST {scope}/scan through the real app: bearer required, input validation, the ScanResult
// shape on every scope, refusals (400) and unreachable sites (502), and the per-user rate limit.
import { SCOPES } from '../src/platform/http/scopes'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { fakeLookup, farmOutbound } from './helpers/outbound'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, postJson, type TestApp, withDatingAccess } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const INVALID = 'Please enter a valid domain name.'

describeEachDb('POST {scope}/scan', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { affiliatePatterns: ['partners.casino.test'] },
      deps: { outbound: farmOutbound(farm, { lookup: fakeLookup({ 'evil.example': '192.168.1.20' }) }) }
    })
    const adminToken = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, adminToken, { name: 'Scanner', email: 'scanner@sitefleet.test', password: 'scanner-password' })
    token = withDatingAccess(t, await login(t, 'scanner@sitefleet.test', 'scanner-password'))
  })
  afterAll(async () => { await t.close() })

  test.each(SCOPES.map((s) => s.prefix))('%s/scan answers the ScanResult of a farm page', async (prefix) => {
    const res = await postJson(t.app, `${prefix}/scan`, { domain: 'shop.farm.test' }, token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual([
      'affiliateLink', 'altTags', 'canonicals', 'description', 'domain', 'footprints', 'h1', 'h2', 'images', 'lastChecked',
      'noindex', 'robotsTxt', 'schemaPresent', 'statusCode', 'title', 'url', 'wordCount'
    ])
    expect(body).toMatchObject({
      domain: 'shop.farm.test',
      url: 'https://shop.farm.test/',
      title: 'Farm Shop — Best Supplements',
      h1: ['Farm Shop Supplements'],
      affiliateLink: 'https://partner.example.test/product?x=1',
      statusCode: 200,
      schemaPresent: true,
      noindex: false
    })
    expect(Date.now() - Date.parse(body.lastChecked)).toBeLessThan(60_000)
  })

  test('the configured AFFILIATE_PATTERNS are used', async () => {
    const res = await postJson(t.app, '/casino/scraper/scan', { domain: 'aff-custom.farm.test' }, token)
    expect(res.json().affiliateLink).toBe('https://partners.casino.test/t/123')
  })

  test('a bearer token is required', async () => {
    const none = await postJson(t.app, '/api/scraper/scan', { domain: 'shop.farm.test' })
    expect({ status: none.statusCode, body: none.json() }).toEqual({ status: 401, body: { success: false, message: 'Missing authentication token' } })
    const bad = await postJson(t.app, '/dating/scraper/scan', { domain: 'shop.farm.test' }, 'not-a-token')
    expect(bad.statusCode).toBe(401)
  })

  test('bad input is a 400 with a sentence to show', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, INVALID],
      [{ domain: '' }, INVALID],
      [{ domain: 'not a domain!' }, INVALID],
      [{ domain: 'ftp://example.com' }, INVALID],
      [{ domain: 42 }, 'Domain must be a string'],
      [{ domain: ['shop.farm.test'] }, 'Domain must be a string'],
      [{ domain: 'x'.repeat(3000) }, 'Domain must be at most 2048 characters']
    ]
    for (const [body, message] of cases) {
      const res = await postJson(t.app, '/api/scraper/scan', body, token)
      expect({ body, status: res.statusCode, message: res.json().message, success: res.json().success })
        .toEqual({ body, status: 400, message, success: false })
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/scraper/scan', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: '' })
    expect({ status: empty.statusCode, message: empty.json().message }).toEqual({ status: 400, message: INVALID })
  })

  test('private and local targets are refused with a clear message', async () => {
    const cases: Array<[string, string]> = [
      ['127.0.0.1', 'Refusing to scan 127.0.0.1: it is a private or local network address.'],
      ['localhost', 'Refusing to scan localhost: it is a private or local network address.'],
      ['10.0.0.1', 'Refusing to scan 10.0.0.1: it is a private or local network address.'],
      ['169.254.169.254', 'Refusing to scan 169.254.169.254: it is a private or local network address.'],
      ['evil.example', 'Refusing to scan evil.example: it resolves to a private or reserved address.'],
      ['to-local.farm.test', 'Refusing to scan to-local.farm.test: it redirects to 127.0.0.1, a private or local network address.']
    ]
    for (const [domain, message] of cases) {
      const res = await postJson(t.app, '/api/scraper/scan', { domain }, token)
      expect({ domain, status: res.statusCode, body: res.json() }).toEqual({ domain, status: 400, body: { success: false, message } })
    }
  })

  test('unreachable sites answer 502 with the cause', async () => {
    const res = await postJson(t.app, '/api/scraper/scan', { domain: 'no-such-site.example' }, token)
    expect({ status: res.statusCode, body: res.json() })
      .toEqual({ status: 502, body: { success: false, message: 'Could not reach no-such-site.example: the domain does not exist (NXDOMAIN).' } })
    const tls = await postJson(t.app, '/api/scraper/scan', { domain: 'self-signed.farm.test' }, token)
    expect(tls.json().message).toBe('Could not reach self-signed.farm.test: its TLS certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT).')
  })

  test('the app still answers after every kind of failure', async () => {
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })
})

describeEachDb('scan rate limit', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { scanRateLimit: 3 }, deps: { outbound: farmOutbound(farm) } })
  })
  afterAll(async () => { await t.close() })

  test('scans are limited per user, all scopes together', async () => {
    const adminToken = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, adminToken, { name: 'Busy', email: 'busy@sitefleet.test', password: 'busy-password' })
    const busy = withDatingAccess(t, await login(t, 'busy@sitefleet.test', 'busy-password'))
    const statuses: number[] = []
    for (const prefix of ['/api/scraper', '/casino/scraper', '/dating/scraper', '/api/scraper']) {
      statuses.push((await postJson(t.app, `${prefix}/scan`, { domain: 'text.farm.test' }, busy)).statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await postJson(t.app, '/casino/scraper/scan', { domain: 'text.farm.test' }, busy)
    expect({ status: limited.statusCode, body: limited.json() }).toEqual({ status: 429, body: { success: false, message: 'Too many requests. Please try again later.' } })
    // Another user is not affected.
    expect((await postJson(t.app, '/api/scraper/scan', { domain: 'text.farm.test' }, adminToken)).statusCode).toBe(200)
  })
})
