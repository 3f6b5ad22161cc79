// Status check (ARCHITECTURE §4): GET the domain's home page the way the scanner does, and keep
// the final status after redirects, the response time, or the spec's code for why it failed.
// A registrar's suspension or parking page counts as 498 whatever status it is served with.
import { STATUS_CODES } from 'node:http'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/schema'
import { changedBy, DataVersionRepository } from '../../repositories/data-version-repository'
import { isCertErrorCode, OutboundError } from '../http'
import { leadingText } from '../page-text'
import { fallsBack, fetchHomePage, isHtml } from '../scan'
import type { CheckContext, CheckResult, CheckTarget, CheckType } from '../types'
import { failureStatus } from './failure-status'
import { findSuspension } from './suspension-signatures'

export const STATUS_TYPE = 'status'
export const SUSPENDED_STATUS = 498

/** Enough for any suspension page; an endless body stops here. */
export const STATUS_MAX_BYTES = 256 * 1024

export interface StatusResult extends CheckResult {
  statusCode: number
  /** URL of the final response; null when there was none. */
  finalUrl: string | null
}

/**
 * The scanner falls back to plain http on certificate errors too, to read the page anyway. A
 * status check must not: visitors on https see the certificate warning, so an expired or
 * self-signed certificate is the site's status (497/495/496) even when http still works. A site
 * whose https does not work at all (refused, unreachable, no handshake) is judged by plain http.
 */
function statusFallback (err: OutboundError): boolean {
  return fallsBack(err) && !isCertErrorCode(err.code)
}

export class StatusCheck implements CheckType<StatusResult> {
  readonly type = STATUS_TYPE

  interval (config: AppConfig): number {
    return config.checkIntervalMinutes * 60_000
  }

  async check (target: CheckTarget, ctx: CheckContext): Promise<StatusResult> {
    const started = performance.now()
    try {
      const res = await fetchHomePage(target.domain, ctx.client, { signal: ctx.signal, maxBytes: STATUS_MAX_BYTES, fallback: statusFallback })
      const suspension = isHtml(res) ? findSuspension(leadingText(res.body)) : null
      if (suspension !== null) {
        return { statusCode: SUSPENDED_STATUS, responseMs: res.timings.totalMs, error: `Suspension page (${suspension})`, finalUrl: res.finalUrl }
      }
      const error = res.status === 200 ? null : `HTTP ${res.status} ${STATUS_CODES[res.status] ?? ''}`.trim()
      return { statusCode: res.status, responseMs: res.timings.totalMs, error, finalUrl: res.finalUrl }
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err
      return { statusCode: failureStatus(err.code), responseMs: Math.round(performance.now() - started), error: err.message, finalUrl: null }
    }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: StatusResult, checkedAt: string): Promise<void> {
    await db.updateTable('domains').set({ status_code: result.statusCode, last_checked: checkedAt })
      .where('id', '=', target.domainId).execute()
    await new DataVersionRepository(db).bump(target.userId, changedBy.check(target.superCategory))
  }
}
