// GETs that act: refresh-and-errors queues status checks, check-affiliate-errors
// runs checks, bing-check?force=true queues Bing queries. They stay GETs (the seed's methods), but
// their route config marks them as acting, so a read-only API token gets 403 there like on a
// write, with a message saying a write token is needed. Write tokens and sessions still act.
import { api, type Api, PREFIX } from './helpers/domains'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

const NEEDS_WRITE = { success: false, message: 'This API token is read-only, and this call acts (it starts checks): use a write token' }

describeEachDb('acting GETs and read tokens', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let ann: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    http = api(t)
    ;({ admin, ann } = await signInAnnAndBob(t))
    expect((await http.save(ann, 'ann-acts.com')).statusCode).toBe(201)
  })
  afterAll(async () => { await t.close() })

  const mint = async (session: string, access: 'read' | 'write'): Promise<string> => {
    const res = await http.post('/auth/tokens', { name: `${access} token`, access }, session)
    expect(res.statusCode).toBe(201)
    return res.json().token
  }
  const queuedChecks = async (): Promise<string> => JSON.stringify(await t.app.db.selectFrom('checks').select(['domain_id', 'type', 'due_at']).orderBy('domain_id').orderBy('type').execute())

  const ACTING = [
    ...(['natural', 'casino'] as const).flatMap((scope) => [
      `${PREFIX[scope]}/refresh-and-errors`, `${PREFIX[scope]}/check-affiliate-errors`, `${PREFIX[scope]}/bing-check?force=true`
    ])
  ]

  test('a read token gets 403 naming the write token on every acting GET, and nothing is queued', async () => {
    const before = await queuedChecks()
    for (const token of [await mint(ann, 'read'), await mint(admin, 'read')]) {
      for (const url of ACTING) {
        const res = await http.get(url, token)
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 403, body: NEEDS_WRITE })
      }
    }
    expect(await queuedChecks()).toBe(before)
  })

  test('the same token still reads, including bing-check without force (which starts nothing)', async () => {
    const token = await mint(ann, 'read')
    for (const url of ['/api/scraper/error-domain', '/api/scraper/get-affiliate-errors', '/api/scraper/bing-check', '/api/scraper/bing-check?force=false']) {
      expect({ url, status: (await http.get(url, token)).statusCode }).toEqual({ url, status: 200 })
    }
  })

  test('write tokens and sessions still act, with GET', async () => {
    const token = await mint(ann, 'write')
    for (const bearer of [token, ann]) {
      expect((await http.get('/api/scraper/refresh-and-errors', bearer)).statusCode).toBe(202)
      expect((await http.get('/api/scraper/check-affiliate-errors', bearer)).statusCode).toBe(200)
      expect((await http.get('/api/scraper/bing-check?force=true', bearer)).statusCode).toBe(200)
    }
  })
})
