// Builds a real app per test file: a temp DATA_DIR with a real SQLite file,
// or (when DATABASE_URL is set) a fresh PostgreSQL schema dropped afterwards.
// `describeEachDb` runs the same suite on each available database.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { Client } from 'pg'
import { DEFAULT_ALERT_SETTINGS } from '../../src/components/alerts/settings'
import { DEFAULT_CHANGE_SETTINGS } from '../../src/components/changes/settings'
import { DEFAULT_LOCATION_SETTINGS } from '../../src/platform/config/location-settings'
import { DEFAULT_OPS_SETTINGS } from '../../src/platform/config/ops-settings'
import { DEFAULT_REGISTRAR_SETTINGS } from '../../src/components/registrars/settings'
import { DEFAULT_SEARCH_SETTINGS } from '../../src/components/search/settings'
import { type AppDeps, buildApp } from '../../src/app'
import type { AppConfig } from '../../src/platform/config/config'
import { DEFAULT_REMOTES } from '../../src/platform/web/remotes'
import { type SmtpCapture, startSmtpCapture } from './mail'

export type DbKind = 'sqlite' | 'postgres'

export const ADMIN_EMAIL = 'admin@sitefleet.test'
export const ADMIN_PASSWORD = 'admin-password-123'

export function dbKinds (): DbKind[] {
  return process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
}

/** Runs the suite once per database: SQLite always, PostgreSQL when DATABASE_URL is set. */
export function describeEachDb (title: string, suite: (kind: DbKind) => void): void {
  describe.each(dbKinds())(`${title} [%s]`, (kind) => suite(kind))
}

export function tempDir (prefix = 'sitefleet-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

/** A complete config for tests; nothing is read from the environment. */
export function testConfig (overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? tempDir()
  return {
    port: 0,
    publicUrl: 'http://sitefleet.test',
    host: '127.0.0.1',
    dataDir,
    jwtSecret: 'test-secret-' + randomBytes(24).toString('hex'),
    // Sealed under the key derived from JWT_SECRET, as an installation without SECRETS_KEY.
    secrets: { previous: [] },
    // No scheduled backup unless a test asks for one.
    backup: { dir: path.join(dataDir, 'backups'), everyHours: 0, keep: 7 },
    databasePoolSize: 10,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    mailFrom: 'Sitefleet <no-reply@sitefleet.test>',
    connectTo: [],
    bingSearchUrl: 'https://www.bing.com/search',
    // No pause between Bing queries: tests point BING_SEARCH_URL at the farm's fake Bing.
    bing: { provider: 'search', requestIntervalMs: 0, requestJitterMs: 0 },
    // No RDAP refresh from IANA and no pause between queries: RDAP tests point RDAP_BASE_URL or
    // the bootstrap at the farm's fake registries. Unset, lookups use the shipped bootstrap,
    // which knows no .test names (no RDAP service: the estimate stays, nothing is fetched).
    rdap: { bootstrapUrl: undefined, requestIntervalMs: 0 },
    // The public endpoints, no pause: registrar tests point the URLs at the farm's fakes.
    registrars: Object.fromEntries(Object.entries(DEFAULT_REGISTRAR_SETTINGS).map(([k, v]) => [k, { ...v, intervalMs: 0 }])) as AppConfig['registrars'],
    // Every reputation provider off, as an installation that has configured none.
    reputation: { surbl: false, uribl: false, intervalMs: 24 * 3_600_000, spacingMs: {} },
    // The public endpoints, no pause, no installation OAuth client, PUBLIC_URL as set.
    search: { ...DEFAULT_SEARCH_SETTINGS, googleIntervalMs: 0, bingIntervalMs: 0, inspectIntervalMs: 0, publicUrlSet: true },
    // Failures count at once unless a test asks for confirmation.
    alerts: { ...DEFAULT_ALERT_SETTINGS, confirmSeconds: 0 },
    changes: { ...DEFAULT_CHANGE_SETTINGS },
    checkConcurrency: 4,
    checkIntervalMinutes: 60,
    // Tests drive the checks worker themselves (worker.drain()) unless they start it.
    workerEnabled: false,
    history: { rawHours: 48, hourlyDays: 90, dailyDays: 730 },
    checkLeaseSeconds: 300,
    incidentReopenMinutes: 30,
    // No front end built here unless a test provides one.
    webDir: path.join(dataDir, 'no-web'),
    remotes: { ...DEFAULT_REMOTES },
    // High enough that only the rate-limit tests ever meet the limits.
    authRateLimit: 1000,
    authIpRateLimit: 1000,
    signInFreeAttempts: 1000,
    resetCodesPerHour: 1000,
    trustProxy: false,
    scanRateLimit: 1000,
    affiliatePatterns: [],
    readCacheMb: 64,
    importMaxRows: 250_000,
    embedOrigins: [],
    remoteOverrideOrigins: [],
    locations: { ...DEFAULT_LOCATION_SETTINGS },
    ops: { ...DEFAULT_OPS_SETTINGS },
    ...overrides
  }
}

export interface TestApp {
  app: FastifyInstance
  config: AppConfig
  smtp: SmtpCapture
  kind: DbKind
  close: () => Promise<void>
}

export interface TestAppOptions {
  config?: Partial<AppConfig>
  deps?: AppDeps
  /** false: no SMTP server and no SMTP_URL (mail goes to the outbox). */
  smtp?: boolean
}

export async function createTestApp (kind: DbKind, options: TestAppOptions = {}): Promise<TestApp> {
  const smtp = await startSmtpCapture()
  const schema = kind === 'postgres' ? `sf_test_${randomBytes(6).toString('hex')}` : undefined
  const config = testConfig({
    smtpUrl: options.smtp === false ? undefined : smtp.url,
    ...(kind === 'postgres' ? { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema } : {}),
    ...options.config
  })
  const app = buildApp(config, { logger: false, ...options.deps })
  await app.ready()
  return {
    app,
    config,
    smtp,
    kind,
    close: async () => {
      await app.close()
      await smtp.close()
      if (schema !== undefined) await dropSchema(schema)
      fs.rmSync(config.dataDir, { recursive: true, force: true })
    }
  }
}

/**
 * A second app on the same database as `t` (same SQLite file or PostgreSQL schema, same secret):
 * what another api replica behind a load balancer is. Closing it leaves the database to `t`.
 */
export async function createTwinApp (t: TestApp, deps: AppDeps = {}): Promise<TestApp> {
  const app = buildApp(t.config, { logger: false, ...deps })
  await app.ready()
  return { ...t, app, close: async () => { await app.close() } }
}

export async function dropSchema (schema: string): Promise<void> {
  const client = new Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(`drop schema if exists "${schema}" cascade`)
  } finally {
    await client.end()
  }
}

/** POST a JSON body (optionally with a bearer token). */
export async function postJson (app: FastifyInstance, url: string, body: unknown, token?: string): Promise<LightMyRequestResponse> {
  return await app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object
  })
}

/** Full two-step login through the real SMTP capture; returns the JWT. */
export async function login (t: TestApp, email: string, password: string): Promise<string> {
  const first = await postJson(t.app, '/auth/initiatelogin', { email, password })
  if (first.statusCode !== 200) throw new Error(`initiatelogin failed: ${first.statusCode} ${first.body}`)
  const second = await postJson(t.app, '/auth/verify-code', { email, code: t.smtp.codeFor(email) })
  if (second.statusCode !== 200) throw new Error(`verify-code failed: ${second.statusCode} ${second.body}`)
  return second.json().jwtToken as string
}

/**
 * The session token as POST /auth/dating-access answers it (the dating claim added, same expiry):
 * for suites about other rules that use the dating scope too (dating-scope.test.ts tests the gate).
 */
export function withDatingAccess (t: TestApp, token: string): string {
  const claims = t.app.tokens.verify(token)
  if (claims === undefined) throw new Error('withDatingAccess: not a valid session token')
  const { exp, ...rest } = claims
  return t.app.tokens.sign({ ...rest, dating: true }, exp)
}

/** Admin creates a user; returns the new user's _id. */
export async function createUser (t: TestApp, adminToken: string, user: { name: string, email: string, password: string }): Promise<string> {
  const res = await postJson(t.app, '/auth/signup', user, adminToken)
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`)
  return res.json().user._id as string
}

/** The admin and two users, Ann and Bob, signed in: the cast of the ownership tests. */
export async function signInAnnAndBob (t: TestApp): Promise<{ admin: string, ann: string, annId: string, bob: string }> {
  const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
  const annId = await createUser(t, admin, { name: 'Ann', email: 'ann@example.com', password: 'ann-password-1' })
  await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-1' })
  return { admin, ann: await login(t, 'ann@example.com', 'ann-password-1'), annId, bob: await login(t, 'bob@example.com', 'bob-password-1') }
}

/** Decodes (without verifying) a JWT payload, the way the front end does. */
export function decodeJwt (token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>
}
