// Security headers (@fastify/helmet) on the HTML, the API and /docs: a Content-Security-Policy
// that lets Module Federation load remotes from the origins in remotes.json and nothing else,
// no framing, nosniff, no referrer, and HSTS only when the request came over https.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildApp } from '../src/app'
import { tempDir, testConfig } from './helpers/test-app'

function writeFile (root: string, file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), content)
}

/** The policy as directive → sources. */
function csp (res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '')
  return Object.fromEntries(header.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...sources] = d.split(/\s+/)
    return [name, sources]
  }))
}

describe('security headers', () => {
  let app: FastifyInstance
  let webDir: string
  const config = testConfig({
    remotes: {
      mfe_domains: '/remotes/mfe-domains/mf-manifest.json',
      mfe_hosting: 'https://hosting.cdn.example.com/v2/mf-manifest.json',
      mfe_indexing: 'http://127.0.0.1:4100/mf-manifest.json',
      mfe_admin: '/remotes/mfe-admin/mf-manifest.json'
    },
    trustProxy: true
  })

  beforeAll(async () => {
    webDir = tempDir('sitefleet-web-')
    writeFile(webDir, 'shell/dist/index.html', '<!doctype html><title>Sitefleet shell</title>')
    writeFile(webDir, 'mfe-domains/dist/remoteEntry.js', 'var mfe_domains;')
    app = buildApp({ ...config, webDir }, { logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(webDir, { recursive: true, force: true })
    fs.rmSync(config.dataDir, { recursive: true, force: true })
  })

  const pages: Array<[string, string]> = [
    ['the shell', '/'],
    ['a client-side route', '/products/natural'],
    ['an API call', '/healthz'],
    ['an API error', '/api/scraper/all'],
    ['an unknown path', '/nothing/here'],
    ['the API docs', '/docs/'],
    ['the OpenAPI document', '/docs/json'],
    ['a remote file', '/remotes/mfe-domains/remoteEntry.js'],
    ['remotes.json', '/remotes.json']
  ]

  test.each(pages)('%s (%s) carries every header', async (_name, url) => {
    const res = await app.inject({ url, headers: { accept: url === '/products/natural' ? 'text/html' : '*/*' } })
    expect(res.statusCode).toBeLessThan(500)
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer'
    })
    const policy = csp(res)
    expect(policy['frame-ancestors']).toEqual(["'none'"])
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    // Plain http here: no HSTS (browsers ignore it over http, and a dev box must stay reachable).
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  test('scripts and manifests may come from this origin and the remotes\' origins only', async () => {
    const policy = csp(await app.inject({ url: '/' }))
    const remotes = ['https://hosting.cdn.example.com', 'http://127.0.0.1:4100']
    expect(policy['script-src']).toEqual(["'self'", ...remotes])
    expect(policy['connect-src']).toEqual(["'self'", ...remotes])
    expect(policy['script-src-attr']).toEqual(["'none'"])
    // No eval, no inline script anywhere.
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'")
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
  })

  test('over https (behind a proxy that says so) HSTS is sent', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })

  test('remote files may be embedded by a shell on another origin', async () => {
    const res = await app.inject({ url: '/remotes/mfe-domains/remoteEntry.js' })
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect((await app.inject({ url: '/healthz' })).headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  test('/embed.js may be loaded by a page on another site; the pages beside it may not', async () => {
    expect((await app.inject({ url: '/embed.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect((await app.inject({ url: '/embed.js?v=2' })).headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect((await app.inject({ url: '/main.js' })).headers['cross-origin-resource-policy']).toBe('same-origin')
    expect((await app.inject({ url: '/embed/domain-errors/natural' })).headers['cross-origin-resource-policy']).toBe('same-origin')
  })
})

describe('frame embedding (/embed/)', () => {
  const WALL = 'https://wall.embed.test'
  const BOARD = 'http://127.0.0.1:5173'
  let webDir: string
  let apps: FastifyInstance[] = []
  const start = async (embedOrigins: string[]): Promise<FastifyInstance> => {
    const config = testConfig({ embedOrigins, webDir })
    const app = buildApp(config, { logger: false })
    await app.ready()
    apps.push(app)
    return app
  }
  beforeAll(() => {
    webDir = tempDir('sitefleet-web-')
    writeFile(webDir, 'shell/dist/index.html', '<!doctype html><title>Sitefleet shell</title>')
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
    apps = []
    fs.rmSync(webDir, { recursive: true, force: true })
  })

  test('an /embed/ page may be framed by the EMBED_ORIGINS and no one else', async () => {
    const app = await start([WALL, BOARD])
    const res = await app.inject({ url: '/embed/domain-errors/natural', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Sitefleet shell')
    expect(csp(res)['frame-ancestors']).toEqual([WALL, BOARD])
    expect(res.headers['x-frame-options']).toBeUndefined()
    // Everything else of the policy is unchanged.
    expect(csp(res)['script-src']).toEqual(["'self'"])
  })

  test.each(['/', '/domains/', '/products/natural', '/embedded', '/api/scraper/all', '/healthz'])('%s keeps frame-ancestors \'none\' and X-Frame-Options DENY', async (url) => {
    const app = await start([WALL])
    const res = await app.inject({ url, headers: { accept: url.startsWith('/api') || url === '/healthz' ? '*/*' : 'text/html' } })
    expect(csp(res)['frame-ancestors']).toEqual(["'none'"])
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  test('without EMBED_ORIGINS nobody may frame /embed/', async () => {
    const app = await start([])
    const res = await app.inject({ url: '/embed/domain-errors/natural', headers: { accept: 'text/html' } })
    expect(csp(res)['frame-ancestors']).toEqual(["'none'"])
    expect(res.headers['x-frame-options']).toBe('DENY')
  })
})
