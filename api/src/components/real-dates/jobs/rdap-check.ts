// The RDAP check: the registry's own record of a domain, read over RDAP (RFC 9083)
// from the server IANA's bootstrap names for its TLD, or from RDAP_BASE_URL. Weekly, and daily
// once the domain expires within 60 days. Each RDAP server is paced on its own key, so a slow or
// strict registry defers only its own domains; a 429 pushes that server's next turn back by its
// Retry-After and defers the check. No RDAP service or no expiration: the spec's estimate stays.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { Database } from '../../../platform/db/schema'
import { DAY_MS } from '../../../platform/lib/calendar'
import { OutboundError, parseRetryAfter } from '../../../platform/outbound'
import { CheckDeferred, type CheckContext, type CheckTarget, type CheckType, type RecordOutcome } from '../../../platform/jobs/types'
import { registrableName, serverFor, tldOf } from './bootstrap'
import { currentBootstrap } from './bootstrap-store'
import { parseDomainAnswer } from './parse-domain'
import { recordRegistry, type RdapResult } from './record-registry'

export type { RdapOutcome, RdapResult } from './record-registry'

export const RDAP_TYPE = 'rdap'
/** Within this many days of expiry the lookup is daily, not weekly. */
export const RDAP_DAILY_WITHIN_DAYS = 60
const WEEK_MS = 7 * DAY_MS
/** A 429 without a usable Retry-After waits this long. */
const DEFAULT_RETRY_AFTER_MS = 60_000
const MAX_RETRY_AFTER_MS = DAY_MS

/** How long a 429 asks an RDAP client to wait: its Retry-After, else a minute; a second to a day. */
export function retryAfterMs (value: string | string[] | undefined, now = Date.now()): number {
  const ms = parseRetryAfter(value, now)
  return ms === undefined ? DEFAULT_RETRY_AFTER_MS : Math.min(MAX_RETRY_AFTER_MS, Math.max(1000, ms))
}

/** The pacing key of an RDAP server: one stream of queries per host, shared by every worker. */
export function paceKey (server: string): string {
  return `rdap:${new URL(server).host}`
}

export class RdapCheck implements CheckType<RdapResult> {
  readonly type = RDAP_TYPE
  readonly subject = 'domain'
  /**
   * Paced per RDAP server: a lane of its own. Four slots, so a server whose turn is near keeps
   * one or two busy while the others serve the other registries.
   */
  readonly pacing = { concurrency: 4 }

  interval (_config: AppConfig): number {
    return WEEK_MS
  }

  async check (target: CheckTarget, ctx: CheckContext): Promise<RdapResult> {
    const name = registrableName(target.domain)
    const base = ctx.config.rdap.baseUrl !== undefined ? `${ctx.config.rdap.baseUrl}/` : serverFor(await currentBootstrap(ctx.db), name)
    if (base === null) return { statusCode: null, responseMs: null, error: `No RDAP service for .${tldOf(name)}`, outcome: 'unsupported', server: null, facts: null }
    const key = paceKey(base)
    const started = performance.now()
    try {
      const res = await ctx.client.get(new URL(`domain/${encodeURIComponent(name)}`, base).href, {
        signal: ctx.signal,
        accept: 'application/rdap+json, application/json',
        maxBytes: 512 * 1024,
        // The turn is taken once the request can go out at once (see GetOptions.beforeSend).
        beforeSend: async () => { await ctx.pace(key, ctx.config.rdap.requestIntervalMs) }
      })
      const base0 = { statusCode: res.status, responseMs: res.timings.totalMs, server: base }
      if (res.status === 429) {
        const delay = retryAfterMs(res.headers['retry-after'])
        await ctx.backOff(key, delay)
        throw new CheckDeferred(delay)
      }
      if (res.status === 404) return { ...base0, error: 'The registry does not know this domain', outcome: 'not-found', facts: null }
      if (res.status !== 200) return { ...base0, error: `HTTP ${res.status} from the RDAP server`, outcome: 'failed', facts: null }
      try {
        return { ...base0, error: null, outcome: 'found', facts: parseDomainAnswer(JSON.parse(res.body)) }
      } catch (err) {
        return { ...base0, error: `Unreadable RDAP answer: ${(err as Error).message}`, outcome: 'failed', facts: null }
      }
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err
      return { statusCode: null, responseMs: Math.round(performance.now() - started), error: err.message, outcome: 'failed', server: base, facts: null }
    }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: RdapResult, checkedAt: string, _config: AppConfig): Promise<RecordOutcome | undefined> {
    const expiry = await recordRegistry(db, target, result, checkedAt)
    if (expiry === null) return undefined
    // Daily while the (effective) expiry is near, so a renewal or a lapse shows within a day.
    const daysLeft = (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(checkedAt)) / DAY_MS
    return daysLeft <= RDAP_DAILY_WITHIN_DAYS ? { recheckInMs: DAY_MS } : undefined
  }
}
