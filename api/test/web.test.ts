// The api serves the built front end: shell with SPA fallback, remotes with
// the right cache and CORS headers, and the runtime remote map.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/configuration'
import { tempDir, testConfig } from './helpers/test-app'
import type { FastifyInstance } from 'fastify'

function writeFile (root: string, file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), content)
}

/** A file with the brotli and gzip copies the production build writes next to it. */
function writePrecompressed (root: string, file: string, content: string, encodings: Array<'br' | 'gz'> = ['br', 'gz']): void {
  writeFile(root, file, content)
  if (encodings.includes('br')) writeFile(root, `${file}.br`, zlib.brotliCompressSync(content))
  if (encodings.includes('gz')) writeFile(root, `${file}.gz`, zlib.gzipSync(content))
}

const BIG_JS = `console.log(${JSON.stringify('shell '.repeat(2000))})`

describe('web with a built front end', () => {
  let app: FastifyInstance
  let webDir: string
  const config = testConfig()

  beforeAll(async () => {
    webDir = tempDir('sitefleet-web-')
    writeFile(webDir, 'shell/dist/index.html', '<!doctype html><title>Sitefleet shell</title>')
    writeFile(webDir, 'shell/dist/main.3f2a1b0c.js', 'console.log("shell")')
    writePrecompressed(webDir, 'shell/dist/main.js', BIG_JS)
    writePrecompressed(webDir, 'shell/dist/282.fd1ac266.js', BIG_JS)
    writeFile(webDir, 'shell/dist/mf-stats.json', '{}')
    writePrecompressed(webDir, 'mfe-domains/dist/remoteEntry.js', 'var mfe_domains;')
    writePrecompressed(webDir, 'mfe-domains/dist/mf-manifest.json', '{"name":"mfe_domains"}', ['gz'])
    writeFile(webDir, 'mfe-domains/dist/chunk.9a8b7c6d.js', 'chunk()')
    app = buildApp({ ...config, webDir }, { logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(webDir, { recursive: true, force: true })
    fs.rmSync(config.dataDir, { recursive: true, force: true })
  })

  const get = async (url: string, accept = 'text/html,application/xhtml+xml') => await app.inject({ url, headers: { accept } })

  test('/ and client-side routes get index.html, not cached', async () => {
    for (const url of ['/', '/login', '/admin-ish', '/products/natural', '/hosting/domains/a%40b.com/srv1?x=1', '/servers/ops%40farm.test', '/admin/hosting/domains/a%40b.com/web.1']) {
      const res = await get(url)
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 })
      expect(res.body).toContain('Sitefleet shell')
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
    }
  })

  test('API calls under the API prefixes are never answered with the SPA', async () => {
    // Unknown calls under each API prefix (the domain routes themselves now exist and answer 401).
    for (const url of ['/admin/no-such-call', '/api/scraper/no-such-call', '/casino/scraper/no-such-call', '/dating/scraper/no-such-call', '/api/hosting/no-such-call', '/auth/nothing']) {
      const res = await get(url, 'application/json, text/plain, */*')
      expect({ url, status: res.statusCode, json: res.json() }).toEqual({ url, status: 404, json: { success: false, message: 'Not found' } })
    }
    const missingRemoteFile = await get('/remotes/mfe-hosting/remoteEntry.js')
    expect(missingRemoteFile.statusCode).toBe(404)
    expect(missingRemoteFile.json()).toEqual({ success: false, message: 'Not found' })
  })

  test('a browser navigation to a page whose path is also an API path gets the SPA', async () => {
    for (const url of ['/admin/users', '/admin/signup', '/admin/user/42/domains?name=Uma', '/auth/me']) {
      const res = await get(url)
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 })
      expect(res.body).toContain('Sitefleet shell')
    }
    // The same path asked for as an API call reaches the route.
    const call = await get('/auth/me', 'application/json')
    expect(call.statusCode).toBe(401)
    expect(call.json()).toEqual({ success: false, message: 'Missing authentication token' })
  })

  test('the browser sent back by Google\'s consent page reaches the OAuth callback, not the SPA', async () => {
    const res = await get('/api/search/oauth/callback?state=forged&code=4%2Fcode')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toMatch(/\/\?searchConnect=failed$/)
  })

  test('hashed assets are cached forever; a missing asset is a 404, not index.html', async () => {
    const asset = await get('/main.3f2a1b0c.js', '*/*')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/missing.js', '*/*')).statusCode).toBe(404)
  })

  test('only content-hashed URLs are immutable: main.js only as index.html asks for it (?hash)', async () => {
    const versioned = await get('/main.js?bfa61b89e4e5c56bbef9', '*/*')
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const bare = await get('/main.js', '*/*')
    expect(bare.headers['cache-control']).toBe('no-cache')
    expect((await get('/mf-stats.json', '*/*')).headers['cache-control']).toBe('no-cache')
  })

  const fetchEncoded = async (url: string, acceptEncoding?: string) =>
    await app.inject({ url, headers: { accept: '*/*', ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) } })

  test('a browser that accepts brotli gets the precompressed brotli file, cached like the original', async () => {
    const res = await fetchEncoded('/282.fd1ac266.js', 'gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect(res.rawPayload.length).toBeLessThan(BIG_JS.length / 10)
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(BIG_JS)
  })

  test('gzip when only gzip is accepted; the plain file when nothing is, still with Vary', async () => {
    const gz = await fetchEncoded('/main.js?bfa61b89', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS)
    const plain = await fetchEncoded('/main.js?bfa61b89')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(BIG_JS)
    expect(plain.headers.vary).toMatch(/accept-encoding/i)
  })

  test('remote entry files are served compressed and still revalidate; a missing .br falls back to .gz', async () => {
    const entry = await fetchEncoded('/remotes/mfe-domains/remoteEntry.js', 'br, gzip')
    expect(entry.headers['content-encoding']).toBe('br')
    expect(entry.headers['cache-control']).toBe('no-cache')
    expect(entry.headers['access-control-allow-origin']).toBe('*')
    const manifest = await fetchEncoded('/remotes/mfe-domains/mf-manifest.json', 'br, gzip')
    expect(manifest.headers['content-encoding']).toBe('gzip')
    expect(manifest.headers['content-type']).toMatch(/^application\/json/)
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(JSON.parse(zlib.gunzipSync(manifest.rawPayload).toString())).toEqual({ name: 'mfe_domains' })
    // A chunk without precompressed copies is sent as it is.
    const chunk = await fetchEncoded('/remotes/mfe-domains/chunk.9a8b7c6d.js', 'br, gzip')
    expect(chunk.headers['content-encoding']).toBeUndefined()
    expect(chunk.body).toBe('chunk()')
  })

  test('remotes: entry files revalidate, chunks are immutable, CORS is open', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await get(`/remotes/mfe-domains/${file}`, '*/*')
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers['access-control-allow-origin']).toBe('*')
    }
    const chunk = await get('/remotes/mfe-domains/chunk.9a8b7c6d.js', '*/*')
    expect(chunk.body).toBe('chunk()')
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(chunk.headers['access-control-allow-origin']).toBe('*')
  })

  test('/remotes.json gives the default remote map, not cached', async () => {
    const res = await get('/remotes.json', 'application/json')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.json()).toEqual({
      mfe_domains: '/remotes/mfe-domains/mf-manifest.json',
      mfe_hosting: '/remotes/mfe-hosting/mf-manifest.json',
      mfe_indexing: '/remotes/mfe-indexing/mf-manifest.json',
      mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
      mfe_alerts: '/remotes/mfe-alerts/mf-manifest.json'
    })
  })

  test('OpenAPI document lists the auth calls', async () => {
    const res = await get('/docs/json', 'application/json')
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    expect(paths).toEqual(expect.arrayContaining(['/auth/initiatelogin', '/auth/verify-code', '/auth/signup', '/auth/request-reset-code', '/auth/reset-password', '/auth/dating-access', '/auth/me', '/healthz']))
    expect((await get('/docs')).statusCode).toBeLessThan(400)
  })
})

describe('web without a built front end', () => {
  const config = testConfig()
  let app: FastifyInstance
  beforeAll(async () => {
    const remotesFile = path.join(config.dataDir, 'remotes.json')
    fs.writeFileSync(remotesFile, JSON.stringify({ mfe_domains: 'https://cdn.example.com/domains/mf-manifest.json' }))
    const fromEnv = loadConfig({ DATA_DIR: config.dataDir, REMOTES_JSON: remotesFile, WEB_DIR: path.join(config.dataDir, 'nothing-here') })
    app = buildApp({ ...config, remotes: fromEnv.remotes, webDir: fromEnv.webDir }, { logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(config.dataDir, { recursive: true, force: true })
  })

  test('/ explains what to do with a 503; the API still works', async () => {
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(503)
    expect(res.body).toBe('Front end not built: run npm run build')
    expect((await app.inject({ url: '/login', headers: { accept: 'text/html' } })).statusCode).toBe(503)
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok', checks: null })
  })

  test('REMOTES_JSON overrides the remote map', async () => {
    const res = await app.inject({ url: '/remotes.json' })
    expect(res.json()).toEqual({ mfe_domains: 'https://cdn.example.com/domains/mf-manifest.json' })
  })
})
