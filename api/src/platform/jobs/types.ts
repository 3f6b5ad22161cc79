// The one interface every check type implements. A type is a class with a
// `check()` method, in the spirit of Uptime Kuma's monitor types, but it never owns a timer:
// the scheduler (check-worker.ts) decides when a check runs, the type only says how often, how to check,
// and where its result goes. Types are listed in api/src/job-types.ts (the composition root hands
// them to the runtime) and nowhere else.
//
// Two subjects: a DOMAIN check runs once per saved domain (status, affiliate, Bing…), a SYSTEM
// check once for the whole installation (roll-ups, alert delivery, retention). Both are leased
// rows in the database, so any number of workers share them and nothing runs twice.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config/config'
import type { DialectName } from '../db/database'
import type { Database, SuperCategoryValue } from '../db/schema'
import type { Mailer } from '../mail/mailer'
import type { OutboundClient } from '../outbound'

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
  /**
   * Waits for this check's turn at a paced outside service (`key`, e.g. "bing"), turns being
   * `spacingMs` apart across every worker. When the turn is too far off it throws CheckDeferred,
   * and the row is due again then: a waiting check never holds a slot for long.
   */
  pace: (key: string, spacingMs: number) => Promise<void>
  /** Pushes a paced service's next turn `delayMs` from now at the earliest (429 Retry-After). */
  backOff: (key: string, delayMs: number) => Promise<void>
  /**
   * For READING installation-wide state a check needs before it fetches (the RDAP bootstrap);
   * a domain check writes only in record(), inside the round's transaction.
   */
  db: Kysely<Database>
}

/** What a job that calls a paced outside service needs of its context: the client, the deadline and the turns. */
export type PacedCalls = Pick<CheckContext, 'client' | 'signal' | 'pace' | 'backOff'>

/** What every result carries into the history (history_raw; a type may add fields for its own record()). */
export interface CheckResult {
  /** An HTTP status or one of the spec's transport codes; null when the type has none. */
  statusCode: number | null
  responseMs: number | null
  /** A readable reason when something is wrong. */
  error: string | null
}

/** What record() may ask of the scheduler. */
export interface RecordOutcome {
  /** Run again after this long instead of the type's interval (e.g. confirm a failure soon). */
  recheckInMs?: number
}

export interface CheckType<R extends CheckResult = CheckResult> {
  /** The registry key, stored in checks.type and history_series.type. */
  readonly type: string
  readonly subject: 'domain'
  /** Milliseconds from one recorded result to the next run. */
  interval: (config: AppConfig) => number
  /** How long after a domain is saved its first run is due (default: at once). */
  readonly firstRunDelayMs?: number
  /**
   * Claim order of the general slots: lower first (PRIORITY). Status checks drive alerts and
   * uptime, so they go before scans, affiliate and DNS. Default PRIORITY.normal.
   */
  readonly priority?: number
  /**
   * A type that waits for turns at a paced outside service (ctx.pace) declares it: its checks
   * then run only in a lane of their own, claimed when their pacing key has a turn to give, and
   * never in the general slots, so a paced backlog of any size does not slow the others.
   */
  readonly pacing?: CheckPacing
  /**
   * When the first runs of a batch of new domains (an import, a bulk action) are due: 'now',
   * or 'spread' (jittered over one interval, so thousands of new domains do not make this type
   * due all at once). Default 'spread'.
   */
  readonly firstRound?: 'now' | 'spread'
  /**
   * Checks one domain. Expected failures (the site is down, the link is broken) are results,
   * not exceptions; a throw means the check itself failed and the run is retried later.
   */
  check: (target: CheckTarget, ctx: CheckContext) => Promise<R>
  /**
   * Writes the result where the screens read it, and the events it causes. Runs inside the
   * transaction that records the round and the history row, so all of it lands or none.
   */
  record: (db: Kysely<Database>, target: CheckTarget, result: R, checkedAt: string, config: AppConfig) => Promise<RecordOutcome | undefined>
}

/** Claim tiers of the general slots (CheckType.priority). */
export const PRIORITY = { first: 0, normal: 1 } as const

export interface CheckPacing {
  /** Checks of the type in flight at once per worker: the lane's own slots. */
  concurrency: number
}

/** Where a worker writes its log: the api's pino logger, or JSON lines in the standalone worker. */
export interface WorkerLog {
  info: (obj: object, msg: string) => void
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

export interface SystemContext extends CheckContext {
  dialect: DialectName
  mailer: Mailer
  log: WorkerLog
  /** The domain check types the runtime runs: a job that saves domains gives each one a due row of each. */
  domainCheckTypes: readonly string[]
  /** The first due rows of new domains, one per domain check type: status now, the rest spread (first-round.ts). */
  firstRound: FirstRound
}

/** A new domain's first due row of one check type. */
export interface DueRow {
  domain_id: string
  type: string
  due_at: string
}

/**
 * Builds the first due rows of new domains: `(domainIds, now) => rows`. Declared here, beside the
 * context that carries it, so this file imports no module of the runtime (first-round.ts builds one).
 */
export type FirstRound = (domainIds: readonly string[], now: Date) => DueRow[]

/** What one run of a system check did. */
export interface SystemResult {
  /** Work is left (a batch limit was reached): run again at once instead of after the interval. */
  more: boolean
  /** A few figures for the log, when something was done. */
  summary?: Record<string, number>
}

export interface SystemCheckType {
  /** The registry key, stored in system_checks.type. */
  readonly type: string
  readonly subject: 'system'
  /** Milliseconds from one run to the next. */
  interval: (config: AppConfig) => number
  /**
   * A system check that takes turns at paced outside services (ctx.pace: the registrar sync)
   * declares it: its runs then go to a slot of their own, never a general one, so its waits for
   * turns never hold the slots of the other checks.
   */
  readonly pacing?: CheckPacing
  /** One run over the installation: writes its own results, in transactions of its own. */
  check: (ctx: SystemContext) => Promise<SystemResult>
}

/** Thrown by a check that cannot run for `delayMs` (its paced service's turn): not a failure. */
export class CheckDeferred extends Error {
  constructor (readonly delayMs: number) {
    super(`deferred by ${Math.round(delayMs)} ms`)
    this.name = 'CheckDeferred'
  }
}
