// The one interface every check type implements (ARCHITECTURE §4). A type is a class with a
// `check()` method, in the spirit of Uptime Kuma's monitor types, but it never owns a timer:
// the scheduler (worker/) decides when a check runs, the type only says how often, how to check
// one domain, and where its result goes. Types are listed in registry.ts and nowhere else.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config'
import type { Database, SuperCategoryValue } from '../db/schema'
import type { OutboundClient } from './http'

/** The domain a check looks at. */
export interface CheckTarget {
  domainId: string
  /** Normalised host name, e.g. "shop.example.com". */
  domain: string
  userId: string
  superCategory: SuperCategoryValue
}

export interface CheckContext {
  /** THE outbound client: pass `signal` to every call so the check ends at its deadline. */
  client: OutboundClient
  config: AppConfig
  /** The clock (tests inject one). */
  now: () => Date
  /** Aborted at the check's deadline or when the worker stops. */
  signal: AbortSignal
}

/** What every result carries into check_history (a type may add fields for its own record()). */
export interface CheckResult {
  /** An HTTP status or one of the spec's transport codes; null when the type has none. */
  statusCode: number | null
  responseMs: number | null
  /** A readable reason when something is wrong. */
  error: string | null
}

export interface CheckType<R extends CheckResult = CheckResult> {
  /** The registry key, stored in checks.type and check_history.type. */
  readonly type: string
  /** Milliseconds from one recorded result to the next run. */
  interval: (config: AppConfig) => number
  /**
   * Checks one domain. Expected failures (the site is down, the link is broken) are results,
   * not exceptions; a throw means the check itself failed and the run is retried later.
   */
  check: (target: CheckTarget, ctx: CheckContext) => Promise<R>
  /**
   * Writes the result where the screens read it. Runs inside the transaction that records the
   * round and the history row, so all of it lands or none.
   */
  record: (db: Kysely<Database>, target: CheckTarget, result: R, checkedAt: string) => Promise<void>
}
