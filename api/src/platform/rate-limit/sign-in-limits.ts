// The sign-in limits, counted in the database (rate-limit-repository.ts) so that every
// api replica counts against the same limit:
// - per account, whatever the source address: a run of failed attempts, five free (config
//   signInFreeAttempts), then a wait that doubles with each further failure (1 s, 2 s, 4 s … 15 min). Passwords and codes are
//   separate runs, so a known password does not buy fresh code guesses. Success ends the run; a
//   run untouched for an hour starts again.
// - fixed windows for @fastify/rate-limit (`store`): per client, per address, reset mails.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { RateLimitError } from '../errors'
import { RateLimitRepository } from './rate-limit-repository'

export const FIRST_WAIT_MS = 1000
export const LONGEST_WAIT_MS = 15 * 60_000
/** A run of failures this long untouched starts again. */
export const RUN_FORGOTTEN_MS = 60 * 60_000
/** Rows older than this are deleted (longer than every window and run). */
const KEEP_MS = 24 * 60 * 60_000
const PRUNE_EVERY_MS = 10 * 60_000

/** What an attempt tries to prove: the password, or a mailed code (login or reset). */
export type AttemptKind = 'password' | 'code'

export const accountLimited = (wait: string): string => `Too many failed attempts for this account. Please try again in ${wait}.`

/** "1 second", "45 seconds", "5 minutes" (rounded up). */
export function waitText (ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
  return `${Math.ceil(seconds / 60)} minutes`
}

/** The wait after the nth failed attempt of a run (0 while attempts are free). */
export function waitAfter (attempt: number, freeAttempts: number): number {
  if (attempt < freeAttempts) return 0
  return Math.min(FIRST_WAIT_MS * 2 ** (attempt - freeAttempts), LONGEST_WAIT_MS)
}

interface Log { error: (obj: object, msg: string) => void }

export class SignInLimits {
  private readonly repo: RateLimitRepository
  private lastPrune = 0

  constructor (db: Kysely<Database>, private readonly freeAttempts: number, private readonly now: () => Date, private readonly log: Log) {
    this.repo = new RateLimitRepository(db)
  }

  /** Takes an attempt on this account (e-mail as normalised); a 429 while its run waits. */
  async attempt (kind: AttemptKind, email: string): Promise<void> {
    const now = this.now()
    const at = (ms: number): string => new Date(now.getTime() + ms).toISOString()
    const ladder: Array<string | null> = []
    for (let n = 1; ; n++) {
      const wait = waitAfter(n, this.freeAttempts)
      ladder.push(wait === 0 ? null : at(wait))
      if (wait === LONGEST_WAIT_MS) break
    }
    this.prune(now)
    const key = `${kind}|${email}`
    const taken = await this.repo.attempt(key, now.toISOString(), at(-RUN_FORGOTTEN_MS), ladder)
    if (taken !== undefined) return
    const until = await this.repo.blockedUntil(key)
    const ms = until === null ? FIRST_WAIT_MS : Date.parse(until) - now.getTime()
    throw new RateLimitError(accountLimited(waitText(ms)), Math.max(1, Math.ceil(ms / 1000)))
  }

  /** The account proved itself: its runs end. */
  async succeeded (kinds: AttemptKind[], email: string): Promise<void> {
    await this.repo.clear(kinds.map((kind) => `${kind}|${email}`))
  }

  /** A @fastify/rate-limit store counting fixed windows in the database. */
  store (): FastifyRateLimitStoreCtor {
    // The store class is instantiated by @fastify/rate-limit, so it reaches this service by closure.
    const limits = this // eslint-disable-line @typescript-eslint/no-this-alias
    class DatabaseStore implements FastifyRateLimitStore {
      // Each route's limiter gets a child: its counters are named after the route.
      constructor (_options: unknown, private readonly prefix = '') {}

      incr (key: string, callback: (error: Error | null, result?: { current: number, ttl: number }) => void, timeWindow: number): void {
        const now = limits.now()
        limits.prune(now)
        limits.repo.hit(this.prefix + key, now.toISOString(), new Date(now.getTime() - timeWindow).toISOString()).then(
          ({ hits, windowStart }) => callback(null, { current: hits, ttl: Math.max(0, Date.parse(windowStart) + timeWindow - now.getTime()) }),
          (err: Error) => callback(err)
        )
      }

      child (options: unknown): FastifyRateLimitStore {
        // @fastify/rate-limit passes the limiter's settings, with the route under routeInfo.
        const route = (options as { routeInfo?: { method?: string | string[], url?: string } }).routeInfo
        return new DatabaseStore(undefined, route?.url === undefined ? '' : `${String(route.method)} ${route.url}|`)
      }
    }
    return DatabaseStore
  }

  /** Now and then (not on a timer): old counters go, in the background of the request. */
  private prune (now: Date): void {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return
    this.lastPrune = now.getTime()
    this.repo.prune(new Date(now.getTime() - KEEP_MS).toISOString(), now.toISOString())
      .catch((err: unknown) => this.log.error({ err }, 'could not prune old rate-limit counters'))
  }
}
