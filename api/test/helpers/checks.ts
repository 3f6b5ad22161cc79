// Apps for the checks-engine tests: the farm behind the outbound client, a clock the test moves,
// a fast worker (short poll, lease and deadlines), and a user with a token.
import type { AppDeps } from '../../src/app'
import type { OutboundOptions } from '../../src/platform/outbound'
import type { AppConfig } from '../../src/platform/config/config'
import type { WorkerOptions } from '../../src/platform/jobs/check-worker'
import type { Farm } from '../farm'
import { TEST_START } from '../farm/start-time'
import { api, type Api, type Scope } from './domains'
import { farmOutbound } from './outbound'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, type DbKind, login, type TestApp, withDatingAccess } from './test-app'

export interface TestClock {
  now: () => Date
  set: (iso: string) => void
  advance: (ms: number) => void
}

/** A clock standing still at `start` until the test moves it. */
export function testClock (start = '2026-06-10T12:00:00.000Z'): TestClock {
  let current = Date.parse(start)
  return {
    now: () => new Date(current),
    set: (iso) => { current = Date.parse(iso) },
    advance: (ms) => { current += ms }
  }
}

/** A clock standing still at the tests' start (farm/start-time.ts), the base of the farm's dated answers. */
export const startClock = (): TestClock => testClock(TEST_START)

export const FAST_WORKER: Partial<WorkerOptions> = { pollMs: 20, leaseMs: 10_000, checkTimeoutMs: 4000, retryMs: 60_000 }

export interface CheckApp {
  t: TestApp
  api: Api
  clock: TestClock
  adminToken: string
  /** A non-admin user's token and id. */
  token: string
  userId: string
}

export interface CheckAppOptions {
  clock?: TestClock
  config?: Partial<AppConfig>
  worker?: Partial<WorkerOptions>
  /** Outbound client options over the farm's (an injected resolver…). */
  outbound?: Partial<OutboundOptions>
  /** The app's logger (default: none). */
  logger?: AppDeps['logger']
}

let users = 0

export async function createCheckApp (kind: DbKind, farm: Farm, options: CheckAppOptions = {}): Promise<CheckApp> {
  const clock = options.clock ?? testClock()
  const t = await createTestApp(kind, {
    config: options.config,
    deps: { outbound: farmOutbound(farm, options.outbound), now: clock.now, checks: { ...FAST_WORKER, ...options.worker }, ...(options.logger === undefined ? {} : { logger: options.logger }) }
  })
  const adminToken = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
  const email = `watcher${++users}@sitefleet.test`
  const userId = await createUser(t, adminToken, { name: `Watcher ${users}`, email, password: 'watcher-password' })
  // The user has passed the dating password: check suites use every scope.
  const token = withDatingAccess(t, await login(t, email, 'watcher-password'))
  return { t, api: api(t), clock, adminToken, token, userId }
}

/** Saves each domain (status 200 as the client's scan claimed) in one scope; fails loudly. */
export async function saveAll (c: CheckApp, token: string, domains: string[], options: { scope?: Scope, issueDate?: string | null } = {}): Promise<void> {
  for (const domain of domains) {
    const res = await c.api.save(token, domain, { scope: options.scope, issueDate: options.issueDate ?? null })
    if (res.statusCode !== 201) throw new Error(`save ${domain}: ${res.statusCode} ${res.body}`)
  }
}

/**
 * Waits until `probe` is truthy (polling every 20 ms) or fails after `ms`. The deadline only
 * catches what never happens: it is generous so a loaded machine is never a failure.
 */
export async function eventually<T> (probe: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined && value !== null && value !== false) return value
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
