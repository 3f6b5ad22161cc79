// CORS for embedded panels: the API answers preflights and adds
// Access-Control-Allow-Origin for the exact origins of EMBED_ORIGINS only, allows the
// Authorization header, never credentials; any other origin gets no CORS headers; a read
// token's write is refused across origins as it is anywhere. EMBED_ORIGINS is validated at start.
import fs from 'node:fs'
import { loadConfig } from '../src/configuration'
import { api, type Api } from './helpers/domains'
import { createTestApp, describeEachDb, signInAnnAndBob, tempDir, type TestApp } from './helpers/test-app'

const WALL = 'http://wall.embed.test:5173'
const OTHER = 'http://elsewhere.embed.test:5173'

describeEachDb('CORS for EMBED_ORIGINS', (kind) => {
  let t: TestApp
  let http: Api
  let ann: string
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { embedOrigins: [WALL, 'https://board.embed.test'] } })
    http = api(t)
    ;({ ann } = await signInAnnAndBob(t))
  })
  afterAll(async () => { await t.close() })

  const preflight = async (origin: string, method = 'GET') => await t.app.inject({
    method: 'OPTIONS',
    url: '/api/scraper/all',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization' }
  })

  const mintToken = async (access: 'read' | 'write'): Promise<string> => {
    const res = await http.post('/auth/tokens', { name: `wall ${access}`, access }, ann)
    expect(res.statusCode).toBe(201)
    return res.json().token
  }

  test('a preflight from an allowed origin is answered for that origin, Authorization allowed, no credentials', async () => {
    const res = await preflight(WALL)
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(WALL)
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization')
    expect(String(res.headers['access-control-allow-methods'])).toContain('GET')
    expect(res.headers['access-control-allow-credentials']).toBeUndefined()
    expect(String(res.headers.vary)).toContain('Origin')
  })

  test('a preflight from any other origin gets no CORS headers', async () => {
    for (const origin of [OTHER, 'null', 'http://wall.embed.test:5174', 'https://wall.embed.test:5173', `${WALL}.evil.test`]) {
      const res = await preflight(origin)
      const cors = Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))
      expect({ origin, cors }).toEqual({ origin, cors: [] })
    }
  })

  test('an allowed origin reads live rows with a read token; the answer names that origin only', async () => {
    expect((await http.save(ann, 'ann-wall.com')).statusCode).toBe(201)
    const token = await mintToken('read')
    const res = await t.app.inject({ method: 'GET', url: '/api/scraper/all', headers: { origin: WALL, authorization: `Bearer ${token}` } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe(WALL)
    expect(res.body).toContain('ann-wall.com')

    const other = await t.app.inject({ method: 'GET', url: '/api/scraper/all', headers: { origin: OTHER, authorization: `Bearer ${token}` } })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  test("a read token's write from an allowed origin is refused (403, read-only), with CORS headers so the panel can say so", async () => {
    const token = await mintToken('read')
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/scraper/domain/ann-wall.com',
      headers: { origin: WALL, authorization: `Bearer ${token}` }
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ success: false, message: 'This API token is read-only' })
    expect(res.headers['access-control-allow-origin']).toBe(WALL)
    expect((await http.get('/api/scraper/all', ann)).body).toContain('ann-wall.com')
  })

  test('GET /auth/me tells a panel what its token may do (a session gets no tokenAccess)', async () => {
    for (const access of ['read', 'write'] as const) {
      const me = await http.get('/auth/me', await mintToken(access))
      expect(me.json()).toMatchObject({ success: true, tokenAccess: access })
    }
    expect((await http.get('/auth/me', ann)).json().tokenAccess).toBeUndefined()
  })
})

describeEachDb('no EMBED_ORIGINS', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind) })
  afterAll(async () => { await t.close() })

  test('the API stays same-origin only: no CORS headers for anyone', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/scraper/all',
      headers: { origin: WALL, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' }
    })
    expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([])
  })
})

describe('EMBED_ORIGINS at start-up', () => {
  let dataDir: string
  beforeEach(() => { dataDir = tempDir() })
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }) })
  const load = (origins: string) => loadConfig({ DATA_DIR: dataDir, EMBED_ORIGINS: origins }, '/')

  test('a comma list of exact origins, normalised', () => {
    expect(load(' https://Wall.Example.com , http://127.0.0.1:5173/,https://wall.example.com:443').embedOrigins)
      .toEqual(['https://wall.example.com', 'http://127.0.0.1:5173'])
    expect(loadConfig({ DATA_DIR: dataDir }, '/').embedOrigins).toEqual([])
  })

  test.each([
    ['a path', 'https://wall.example.com/panels'],
    ['a query', 'https://wall.example.com?x=1'],
    ['a wildcard', '*'],
    ['a wildcard host', 'https://*.example.com'],
    ['null', 'null'],
    ['not a URL', 'wall.example.com'],
    ['another scheme', 'ftp://wall.example.com'],
    ['one bad among good', 'https://ok.example.com,null']
  ])('%s stops the server with a message naming EMBED_ORIGINS', (_what, origins) => {
    expect(() => load(origins)).toThrow(/^EMBED_ORIGINS must be a comma-separated list of exact origins/)
  })
})
