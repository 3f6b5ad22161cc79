// Start-up configuration: defaults, and one clear error naming the variable.
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../src/configuration'
import { ConfigError } from '../src/platform/errors'
import { tempDir } from './helpers/test-app'

describe('loadConfig', () => {
  let dataDir: string
  beforeEach(() => { dataDir = tempDir() })
  afterEach(() => { fs.rmSync(dataDir, { recursive: true, force: true }) })

  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }, '/')

  test('defaults', () => {
    const config = load({})
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      adminEmail: 'admin@sitefleet.local',
      mailFrom: 'Sitefleet <no-reply@sitefleet.local>',
      connectTo: [],
      authRateLimit: 10,
      authIpRateLimit: 30,
      signInFreeAttempts: 5,
      resetCodesPerHour: 5,
      trustProxy: false,
      databasePoolSize: 10,
      remotes: {
        mfe_domains: '/remotes/mfe-domains/mf-manifest.json',
        mfe_hosting: '/remotes/mfe-hosting/mf-manifest.json',
        mfe_indexing: '/remotes/mfe-indexing/mf-manifest.json',
        mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
        mfe_alerts: '/remotes/mfe-alerts/mf-manifest.json'
      }
    })
    expect(config.databaseUrl).toBeUndefined()
    expect(config.smtpUrl).toBeUndefined()
    // The web root is the repo root, where shell/ and mfe-*/ live.
    expect(fs.existsSync(path.join(config.webDir, 'api', 'package.json'))).toBe(true)
  })

  test('DATA_DIR is resolved from the working directory', () => {
    expect(loadConfig({ DATA_DIR: path.relative('/', dataDir) }, '/').dataDir).toBe(dataDir)
  })

  test('a generated JWT secret is kept in DATA_DIR with mode 600 and reused', () => {
    const first = load({}).jwtSecret
    const file = path.join(dataDir, 'jwt-secret')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(load({}).jwtSecret).toBe(first)
    expect(load({ JWT_SECRET: 'j'.repeat(40) }).jwtSecret).toBe('j'.repeat(40))
  })

  test('parses valid values', () => {
    const config = load({
      PORT: '9000',
      DATABASE_URL: 'postgresql://u:p@db:5432/sitefleet',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      ADMIN_EMAIL: 'Root@Example.com',
      CONNECT_TO: 'example.com:443:127.0.0.1:8443, :80:[::1]:8080',
      CHECK_CONCURRENCY: '16',
      CHECK_INTERVAL_MINUTES: '30'
    })
    expect(config).toMatchObject({ port: 9000, adminEmail: 'root@example.com', checkConcurrency: 16, checkIntervalMinutes: 30 })
    expect(load({ AUTH_IP_RATE_LIMIT: '120' }).authIpRateLimit).toBe(120)
    expect(load({ DATABASE_POOL_SIZE: '40' }).databasePoolSize).toBe(40)
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7'])
    expect(config.connectTo).toEqual([
      { host: 'example.com', port: 443, address: '127.0.0.1', addressPort: 8443 },
      { host: '', port: 80, address: '::1', addressPort: 8080 }
    ])
  })

  test.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ CONNECT_TO: 'example.com:443:127.0.0.1' }, 'CONNECT_TO'],
    [{ CONNECT_TO: 'example.com:https:127.0.0.1:443' }, 'CONNECT_TO'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ CHECK_CONCURRENCY: '0' }, 'CHECK_CONCURRENCY'],
    [{ CHECK_INTERVAL_MINUTES: '1.5' }, 'CHECK_INTERVAL_MINUTES'],
    [{ BING_SEARCH_URL: 'ftp://bing' }, 'BING_SEARCH_URL'],
    [{ REMOTES_JSON: '/does/not/exist.json' }, 'REMOTES_JSON'],
    [{ AUTH_IP_RATE_LIMIT: '0' }, 'AUTH_IP_RATE_LIMIT'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ TRUST_PROXY: 'the load balancer' }, 'TRUST_PROXY']
  ])('%j fails naming %s', (env, name) => {
    let error: unknown
    try { load(env) } catch (err) { error = err }
    expect(error).toBeInstanceOf(ConfigError)
    expect((error as Error).message.startsWith(name)).toBe(true)
  })

  test('REMOTES_JSON must map names to URL strings', () => {
    const file = path.join(dataDir, 'remotes.json')
    fs.writeFileSync(file, JSON.stringify({ mfe_domains: 42 }))
    expect(() => load({ REMOTES_JSON: file })).toThrow(/^REMOTES_JSON .*mfe_domains/)
    fs.writeFileSync(file, '[]')
    expect(() => load({ REMOTES_JSON: file })).toThrow(/^REMOTES_JSON/)
    // Its origin goes into the Content-Security-Policy: it must be a URL.
    fs.writeFileSync(file, JSON.stringify({ mfe_hosting: 'https://[bad/mf-manifest.json' }))
    expect(() => load({ REMOTES_JSON: file })).toThrow(/^REMOTES_JSON .*mfe_hosting/)
    fs.writeFileSync(file, JSON.stringify({ mfe_hosting: 'javascript:alert(1)' }))
    expect(() => load({ REMOTES_JSON: file })).toThrow(/^REMOTES_JSON .*mfe_hosting/)
    fs.writeFileSync(file, JSON.stringify({ mfe_domains: 'https://cdn.example.com/domains/mf-manifest.json' }))
    expect(load({ REMOTES_JSON: file }).remotes).toEqual({ mfe_domains: 'https://cdn.example.com/domains/mf-manifest.json' })
  })
})
