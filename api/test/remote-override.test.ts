// An admin's remote override (REMOTE_OVERRIDE_ORIGINS): an admin session sets one remote's address
// on a listed origin and gets a signed value for its browser; an unlisted origin is refused with
// the reason; users, API tokens (read or write) cannot set one; the server resolves the kept value
// on each load and drops it when forged, someone else's, or its origin is no longer listed; the CSP
// allows exactly the listed origins. REMOTE_OVERRIDE_ORIGINS is validated at start.
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/configuration'
import { createTestApp, describeEachDb, postJson, signInAnnAndBob, tempDir, type TestApp } from './helpers/test-app'

const DEV = 'http://localhost:3101'
const STAGING = 'https://staging.remotes.test'
const URL_PATH = '/api/remote-override'

describeEachDb('remote override', (kind) => {
  let t: TestApp
  let admin: string
  let ann: string
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { remoteOverrideOrigins: [DEV, STAGING] } })
    ;({ admin, ann } = await signInAnnAndBob(t))
  })
  afterAll(async () => { await t.close() })

  const set = async (body: unknown, token: string) => await postJson(t.app, URL_PATH, body, token)
  const resolve = async (app: FastifyInstance, seal: string, token: string) => await postJson(app, `${URL_PATH}/resolve`, { seal }, token)
  const mintToken = async (access: 'read' | 'write'): Promise<string> => {
    const res = await postJson(t.app, '/auth/tokens', { name: `script ${access}`, access }, admin)
    expect(res.statusCode).toBe(201)
    return res.json().token
  }

  test('an admin sees the listed origins, sets a listed one, and the server resolves what the browser keeps', async () => {
    const settings = await t.app.inject({ method: 'GET', url: URL_PATH, headers: { authorization: `Bearer ${admin}` } })
    expect(settings.statusCode).toBe(200)
    expect(settings.json()).toEqual({ origins: [DEV, STAGING] })

    const res = await set({ remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, admin)
    expect(res.statusCode).toBe(200)
    const { override, seal } = res.json()
    expect(override).toEqual({ remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` })
    const resolved = await resolve(t.app, seal, admin)
    expect(resolved.statusCode).toBe(200)
    expect(resolved.json()).toEqual({ override: { remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, message: null })
  })

  test('an origin not listed, or not an http(s) URL, is refused with the reason', async () => {
    const res = await set({ remote: 'mfe_domains', url: 'https://evil.example.com/mf-manifest.json' }, admin)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(`https://evil.example.com is not in REMOTE_OVERRIDE_ORIGINS (allowed: ${DEV}, ${STAGING})`)
    // Same host, another port or scheme, is another origin.
    expect((await set({ remote: 'mfe_domains', url: 'http://localhost:3102/mf-manifest.json' }, admin)).statusCode).toBe(400)
    expect((await set({ remote: 'mfe_domains', url: 'http://staging.remotes.test/mf-manifest.json' }, admin)).statusCode).toBe(400)
    const script = await set({ remote: 'mfe_domains', url: 'javascript:alert(1)' }, admin)
    expect(script.statusCode).toBe(400)
    expect(script.json().message).toMatch(/must be an http\(s\) URL/)
    expect((await set({ remote: 'mfe_nothing', url: `${DEV}/mf-manifest.json` }, admin)).statusCode).toBe(400)
  })

  test('a user cannot read the settings nor set an override (403), and an admin\'s kept value is nothing to a user', async () => {
    const settings = await t.app.inject({ method: 'GET', url: URL_PATH, headers: { authorization: `Bearer ${ann}` } })
    expect(settings.statusCode).toBe(403)
    const res = await set({ remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, ann)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Admin access required')
    const { seal } = (await set({ remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, admin)).json()
    expect((await resolve(t.app, seal, ann)).json()).toEqual({ override: null, message: 'Only admins can override a remote' })
    expect((await postJson(t.app, URL_PATH, { remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` })).statusCode).toBe(401)
  })

  test('API tokens cannot set one: a read token, nor even an admin\'s write token', async () => {
    for (const access of ['read', 'write'] as const) {
      const token = await mintToken(access)
      const res = await set({ remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, token)
      expect({ access, status: res.statusCode }).toEqual({ access, status: 403 })
    }
    const write = await mintToken('write')
    const res = await set({ remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, write)
    expect(res.json().message).toBe('A remote override belongs to a signed-in browser: API tokens cannot set or resolve one')
  })

  test('a forged value is not applied and the browser is told to forget it', async () => {
    const { seal } = (await set({ remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, admin)).json() as { seal: string }
    const [payload, mac] = seal.split('.')
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    const forged = `${Buffer.from(JSON.stringify({ ...body, url: 'https://evil.example.com/mf-manifest.json' })).toString('base64url')}.${mac}`
    for (const value of [forged, 'not-a-seal', `${payload}.${mac}.x`]) {
      const res = await resolve(t.app, value, admin)
      expect(res.json()).toEqual({ override: null, message: 'The remote override kept in this browser is not valid for this account; it was cleared' })
    }
  })

  test('an override whose origin is no longer listed is ignored and cleared', async () => {
    const { seal } = (await set({ remote: 'mfe_hosting', url: `${DEV}/mf-manifest.json` }, admin)).json()
    // The operator took the dev origin off the list (a restart with another REMOTE_OVERRIDE_ORIGINS).
    const narrowed = buildApp({ ...t.config, remoteOverrideOrigins: [STAGING] }, { logger: false })
    await narrowed.ready()
    try {
      expect((await resolve(narrowed, seal, admin)).json())
        .toEqual({ override: null, message: `${DEV} is no longer in REMOTE_OVERRIDE_ORIGINS; the remote override was cleared` })
    } finally {
      await narrowed.close()
    }
  })

  test('the CSP allows the listed origins to serve scripts and manifests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' })
    const policy = String(res.headers['content-security-policy'])
    expect(policy).toContain(`script-src 'self' ${DEV} ${STAGING};`)
    expect(policy).toContain(`connect-src 'self' ${DEV} ${STAGING};`)
  })
})

describeEachDb('remote override off', (kind) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    ;({ admin } = await signInAnnAndBob(t))
  })
  afterAll(async () => { await t.close() })

  test('with REMOTE_OVERRIDE_ORIGINS empty the screen learns it is off, nothing can be set, the CSP names no extra origin', async () => {
    const settings = await t.app.inject({ method: 'GET', url: URL_PATH, headers: { authorization: `Bearer ${admin}` } })
    expect(settings.json()).toEqual({ origins: [] })
    const res = await postJson(t.app, URL_PATH, { remote: 'mfe_domains', url: `${DEV}/mf-manifest.json` }, admin)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Remote overrides are off: REMOTE_OVERRIDE_ORIGINS is empty')
    const policy = String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'])
    expect(policy).toContain("script-src 'self';")
  })
})

describe('REMOTE_OVERRIDE_ORIGINS at start-up', () => {
  let dataDir: string
  beforeEach(() => { dataDir = tempDir() })
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }) })
  const load = (origins: string) => loadConfig({ DATA_DIR: dataDir, REMOTE_OVERRIDE_ORIGINS: origins }, '/')

  test('a comma list of exact origins, normalised; unset is off', () => {
    expect(load(' http://LocalHost:3101/ , https://staging.remotes.test:443').remoteOverrideOrigins).toEqual([DEV, STAGING])
    expect(loadConfig({ DATA_DIR: dataDir }, '/').remoteOverrideOrigins).toEqual([])
  })

  test.each([['a path', `${DEV}/mf-manifest.json`], ['a wildcard', 'https://*.remotes.test'], ['null', 'null'], ['not a URL', 'localhost:3101']])(
    '%s stops the server with a message naming REMOTE_OVERRIDE_ORIGINS', (_what, origins) => {
      expect(() => load(origins)).toThrow(/^REMOTE_OVERRIDE_ORIGINS must be a comma-separated list of exact origins/)
    })
})
