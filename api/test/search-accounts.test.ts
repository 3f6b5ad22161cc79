// Search accounts against fakes of Google's token endpoint, Search Console and Bing Webmaster
// at their real host names: a service account's JWT checked by the fake with the public key,
// the OAuth consent flow (refused without a client or PUBLIC_URL, a signed state, the code
// exchanged, access tokens refreshed), a revoked refresh token shown on the account, Bing by
// API key, rename and delete, another user and read tokens, and no secret in any answer or log.
import { Writable } from 'node:stream'
import { DEFAULT_OPS_SETTINGS } from '../src/platform/config/ops-settings'
import { loggerOptions } from '../src/platform/http/logger'
import { DEFAULT_SEARCH_SETTINGS } from '../src/components/search/settings'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type FakeSearchApis, fakeSearchApis } from './farm/sites/search-apis'
import { type CheckApp, createCheckApp, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { addSearchAccount, searchAccount, SEARCH_WORKER, serviceAccount, syncSearchNow } from './helpers/search'
import { createUser, describeEachDb, login } from './helpers/test-app'

const EMAIL = 'reader@fleet-test.iam.gserviceaccount.com'
const CLIENT = { id: 'installation-client.apps.googleusercontent.com', secret: 'GOCSPX-installation-secret-77' }
const BING_KEY = 'bing-api-key-0123456789abcdef'

describeEachDb('search accounts', (kind) => {
  let farm: Farm
  let fakes: FakeSearchApis
  let c: CheckApp
  let written = ''
  const answers: string[] = []
  const sa = serviceAccount(EMAIL)
  const call = async (method: 'get' | 'post' | 'put' | 'del', url: string, body?: unknown, token = c.token) => {
    const res = method === 'get' || method === 'del' ? await c.api[method](url, token) : await c.api[method](url, body, token)
    answers.push(res.body)
    return res
  }

  beforeAll(async () => {
    assertFarmCaTrusted()
    fakes = fakeSearchApis()
    farm = await startFarm({ sites: fakes.sites })
    const stream = new Writable({ write (chunk: Buffer, _encoding, done) { written += chunk.toString(); done() } })
    c = await createCheckApp(kind, farm, {
      clock: startClock(),
      config: { search: { ...DEFAULT_SEARCH_SETTINGS, googleIntervalMs: 0, bingIntervalMs: 0, publicUrlSet: true } },
      worker: SEARCH_WORKER,
      logger: loggerOptions({ ...DEFAULT_OPS_SETTINGS, logLevel: 'trace' }, stream)
    })
    fakes.serviceKeys.set(EMAIL, sa.publicPem)
    fakes.google.set(EMAIL, [
      { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
      { siteUrl: 'https://shop.example.net/', permissionLevel: 'siteRestrictedUser' },
      { siteUrl: 'https://old.example.org/', permissionLevel: 'siteUnverifiedUser' }
    ])
  }, 120_000)
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('service account: the JWT is signed with its key (the fake verifies it); Test counts the properties', async () => {
    const a = expectStatus(await call('post', '/api/search/accounts', { kind: 'google-service-account', name: 'GSC', credentials: { keyJson: sa.keyJson } }), 201).json().account
    expect(a).toMatchObject({ kind: 'google-service-account', status: 'ok', sync: 'queued' })
    expect(expectStatus(await call('post', `/api/search/accounts/${a.id}/test`, {}), 200).json()).toEqual({ success: true, ok: true, status: 'ok', message: 'Connected: 3 properties, 2 with full or restricted access' })
    expect(fakes.requests.find((r) => r.host === 'oauth2.googleapis.com')).toMatchObject({ status: 200 })
    // Same e-mail, another key: Google's check of the signature fails.
    const forged = serviceAccount(EMAIL)
    const b = await addSearchAccount(c, c.token, 'google-service-account', 'Forged', { keyJson: forged.keyJson })
    const test = expectStatus(await call('post', `/api/search/accounts/${b.id}/test`, {}), 200).json()
    expect(test).toMatchObject({ ok: false, status: 'bad-key' })
    expect(test.message).toMatch(/refused the service account key \(invalid_grant: Invalid JWT Signature/)
    const bad = expectStatus(await call('post', '/api/search/accounts', { kind: 'google-service-account', name: 'x', credentials: { keyJson: '{"type":"authorized_user"}' } }), 400).json()
    expect(JSON.stringify(bad)).toMatch(/not a service account key/)
  })

  test('OAuth: Connect needs a client and PUBLIC_URL; consent with the read-only scope, signed state, code exchanged, tokens refreshed', async () => {
    const a = await addSearchAccount(c, c.token, 'google-oauth', 'Owner login', {})
    expect(a).toMatchObject({ status: 'not-connected', sync: 'idle' })
    expect(expectStatus(await call('post', `/api/search/accounts/${a.id}/connect`, {}), 409).json().message).toMatch(/No OAuth client.*PUT \/api\/search\/oauth-client.*GOOGLE_OAUTH_CLIENT_ID/)
    // The installation's client is the admin's to set; its secret never comes back.
    expectStatus(await call('put', '/api/search/oauth-client', { clientId: CLIENT.id, clientSecret: CLIENT.secret }), 403)
    expect(expectStatus(await call('put', '/api/search/oauth-client', { clientId: CLIENT.id, clientSecret: CLIENT.secret }, c.adminToken), 200).json()).toMatchObject({ source: 'admin', clientId: CLIENT.id })
    expect(expectStatus(await call('get', '/api/search/oauth-client', undefined, c.adminToken), 200).json()).toMatchObject({ source: 'admin', clientId: CLIENT.id, publicUrlSet: true })
    const settings = c.t.app.config.search
    settings.publicUrlSet = false
    expect(expectStatus(await call('post', `/api/search/accounts/${a.id}/connect`, {}), 409).json().message).toMatch(/^PUBLIC_URL is not set/)
    // The admin's screen says which redirect URI to register at Google, and that it waits for PUBLIC_URL.
    expect(expectStatus(await call('get', '/api/search/oauth-client', undefined, c.adminToken), 200).json()).toMatchObject({ redirectUri: 'http://sitefleet.test/api/search/oauth/callback', publicUrlSet: false })
    settings.publicUrlSet = true
    const url = new URL(expectStatus(await call('post', `/api/search/accounts/${a.id}/connect`, {}), 200).json().url as string)
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: CLIENT.id, scope: 'https://www.googleapis.com/auth/webmasters.readonly', redirect_uri: 'http://sitefleet.test/api/search/oauth/callback', access_type: 'offline', response_type: 'code' })
    const state = url.searchParams.get('state')!
    // An altered state is refused and connects nothing.
    const forged = await c.api.get(`/api/search/oauth/callback?state=${encodeURIComponent(state.slice(0, -2) + 'xx')}&code=code-1`)
    expect(forged.statusCode).toBe(302)
    expect(forged.headers.location).toBe('http://sitefleet.test/?searchConnect=failed')
    fakes.clients.set(CLIENT.id, CLIENT.secret)
    fakes.codes.set('code-1', 'owner@example.com')
    fakes.google.set('owner@example.com', [{ siteUrl: 'sc-domain:example.com', permissionLevel: 'siteFullUser' }])
    const back = await c.api.get(`/api/search/oauth/callback?state=${encodeURIComponent(state)}&code=code-1`)
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`http://sitefleet.test/?searchConnect=ok&searchAccount=${a.id}`)
    expect(await syncSearchNow(c, c.token, a.id)).toMatchObject({ status: 'ok', properties: 1, readable: 1 })
    expect(fakes.requests.filter((r) => r.host === 'oauth2.googleapis.com').map((r) => new URLSearchParams(r.body).get('grant_type'))).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']))
  })

  test('a revoked refresh token shows on the account as "revoked", asking to connect again', async () => {
    const a = (expectStatus(await call('get', '/api/search/accounts'), 200).json().accounts as Array<{ id: string, kind: string }>).find((x) => x.kind === 'google-oauth')!
    for (const token of fakes.refreshTokens.keys()) fakes.revoked.add(token)
    // Past the access token's hour: the next call must refresh.
    c.clock.advance(2 * 3_600_000)
    const after = await syncSearchNow(c, c.token, a.id)
    expect(after.status).toBe('revoked')
    expect(after.statusMessage).toMatch(/invalid_grant.*revoked or has expired\. Press Connect/)
  })

  test('Bing by API key: Test counts the verified sites; a wrong key is bad-key', async () => {
    fakes.bing.set(BING_KEY, [{ Url: 'https://example.com/', IsVerified: true }, { Url: 'https://other.example/', IsVerified: false }])
    const a = await addSearchAccount(c, c.token, 'bing', 'Bing', { apiKey: BING_KEY })
    expect(expectStatus(await call('post', `/api/search/accounts/${a.id}/test`, {}), 200).json().message).toBe('Connected: 2 properties, 1 with verified access')
    const wrong = await addSearchAccount(c, c.token, 'bing', 'Wrong', { apiKey: 'not-a-key' })
    expect(expectStatus(await call('post', `/api/search/accounts/${wrong.id}/test`, {}), 200).json()).toMatchObject({ ok: false, status: 'bad-key' })
  })

  test('another user reaches none of the accounts or figures; a read token reads but never writes; rename and delete', async () => {
    const [first] = expectStatus(await call('get', '/api/search/accounts'), 200).json().accounts as Array<{ id: string }>
    await createUser(c.t, c.adminToken, { name: 'Other', email: 'other-search@sitefleet.test', password: 'other-password-1' })
    const other = await login(c.t, 'other-search@sitefleet.test', 'other-password-1')
    expect(expectStatus(await call('get', '/api/search/accounts', undefined, other), 200).json().accounts).toEqual([])
    expect(expectStatus(await call('get', '/api/search/properties', undefined, other), 200).json()).toMatchObject({ matched: [], notMonitored: [] })
    for (const [method, path] of [['put', ''], ['del', ''], ['post', '/test'], ['post', '/sync'], ['post', '/connect']] as const) {
      expectStatus(await call(method, `/api/search/accounts/${first.id}${path}`, { name: 'mine now' }, other), 404)
    }
    // Without the dating access, the dating scope stays closed.
    expectStatus(await call('get', '/api/search/portfolio?superCategory=dating', undefined, other), 403)
    const read = expectStatus(await call('post', '/auth/tokens', { name: 'reader', access: 'read' }), 201).json().token as string
    expectStatus(await call('get', '/api/search/portfolio', undefined, read), 200)
    expectStatus(await call('post', '/api/search/accounts', { kind: 'bing', name: 'x', credentials: { apiKey: 'k' } }, read), 403)
    expect(expectStatus(await call('put', `/api/search/accounts/${first.id}`, { name: 'Renamed' }), 200).json().account.name).toBe('Renamed')
    expectStatus(await call('del', `/api/search/accounts/${first.id}`), 204)
    expect((await call('get', '/api/search/accounts')).json().accounts.some((x: { id: string }) => x.id === first.id)).toBe(false)
    expect(await c.t.app.db.selectFrom('search_properties').select('id').where('account_id', '=', first.id).execute()).toEqual([])
  })

  test('no key, secret or token in any answer, log line or stored column', async () => {
    const keyLine = sa.privateKey.split('\n')[5]
    const secrets = [keyLine, CLIENT.secret, BING_KEY, ...fakes.refreshTokens.keys(), 'ya29.fake-']
    await searchAccount(c, c.token, (await addSearchAccount(c, c.token, 'bing', 'Last', { apiKey: BING_KEY })).id)
    const stored = (await c.t.app.db.selectFrom('search_accounts').select('credentials').execute()).map((r) => r.credentials).join('\n')
    expect(written.length).toBeGreaterThan(1000)
    for (const secret of secrets) {
      expect(answers.some((a) => a.includes(secret))).toBe(false)
      expect(written.includes(secret)).toBe(false)
      expect(stored.includes(secret)).toBe(false)
    }
  })
})
