// Status check: GET the domain's home page the way the scanner does, and keep
// the final status after redirects, the response time, or the spec's code for why it failed.
// A registrar's suspension or parking page counts as 498 whatever status it is served with.
import { STATUS_CODES } from 'node:http'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { Database } from '../../../platform/db/schema'
import { changedBy, DataVersionRepository } from '../../../platform/read-cache/data-version-repository'
import { MonitoringRepository } from '../monitoring-repository'
import { DomainHealthRepository, fallsBack, fetchHomePage, isHtml } from '../../domains'
import { EventRepository } from '../../events'
import { certificateEvents, CertificateRepository, certificateText } from '../../real-dates'
import { recordSiteChange } from '../../changes'
import { FootprintRepository } from '../../footprints'
import { Confirmations } from '../../locations'
import { isCertErrorCode, OutboundError, type SeenCertificate } from '../../../platform/outbound'
import { headerNoindex, readPageStart } from '../../../platform/lib/page-text'
import { type CheckContext, type CheckResult, type CheckTarget, type CheckType, PRIORITY, type RecordOutcome } from '../../../platform/jobs/types'
import { failureStatus } from './failure-status'
import { transition } from './health'
import { findSuspension } from './suspension-signatures'

export const STATUS_TYPE = 'status'
export const SUSPENDED_STATUS = 498

/** Enough for any suspension page; an endless body stops here. */
export const STATUS_MAX_BYTES = 256 * 1024

export interface StatusResult extends CheckResult {
  statusCode: number
  /** URL of the final response; null when there was none. */
  finalUrl: string | null
  /** Whether the page asked not to be indexed (meta robots or X-Robots-Tag); null when not read. */
  noindex: boolean | null
  noindexSource?: string
  /** The address the final response came from (the Footprints screen's shared IP); absent when none. */
  ip?: string | null
  /** The leaf certificate of this check's own TLS handshake with the domain, when there was one. */
  certificate?: SeenCertificate
  /** The location that saw it, when not home (a probe's report). */
  locationId?: string
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

/** What a status check needs of its context. */
export type StatusContext = Pick<CheckContext, 'client' | 'signal'>

export class StatusCheck implements CheckType<StatusResult> {
  readonly type = STATUS_TYPE
  readonly subject = 'domain'
  /** Before every other check: status drives alerts and uptime. */
  readonly priority = PRIORITY.first
  /** A new domain's status is wanted at once, even in an import of thousands. */
  readonly firstRound = 'now'

  interval (config: AppConfig): number {
    return config.checkIntervalMinutes * 60_000
  }

  /** Needs only the outbound client and the deadline: a probe runs it with no database. */
  async check (target: CheckTarget, ctx: StatusContext): Promise<StatusResult> {
    const result = await this.fetchStatus(target, ctx)
    // The handshake of this very request (no extra one); none when the connection was reused.
    const certificate = ctx.client.certificates.take(target.domain)
    return certificate === undefined ? result : { ...result, certificate }
  }

  private async fetchStatus (target: CheckTarget, ctx: StatusContext): Promise<StatusResult> {
    const started = performance.now()
    try {
      const res = await fetchHomePage(target.domain, ctx.client, { signal: ctx.signal, maxBytes: STATUS_MAX_BYTES, fallback: statusFallback })
      const page = isHtml(res) ? readPageStart(res.body) : null
      const suspension = page === null ? null : findSuspension(page.text)
      const base = { responseMs: res.timings.totalMs, finalUrl: res.finalUrl, ip: ctx.client.addressOf(res.finalUrl) }
      if (suspension !== null) return { ...base, statusCode: SUSPENDED_STATUS, error: `Suspension page (${suspension})`, noindex: null }
      const error = res.status === 200 ? null : `HTTP ${res.status} ${STATUS_CODES[res.status] ?? ''}`.trim()
      // Only a page that answered 200 says anything about the site's own robots rules.
      if (res.status !== 200) return { ...base, statusCode: res.status, error, noindex: null }
      const byHeader = headerNoindex(res.headers['x-robots-tag'])
      const byMeta = page?.noindexMeta === true
      return { ...base, statusCode: res.status, error, noindex: byHeader || byMeta, ...(byHeader || byMeta ? { noindexSource: byMeta ? 'meta robots' : 'X-Robots-Tag header' } : {}) }
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err
      return { statusCode: failureStatus(err.code), responseMs: Math.round(performance.now() - started), error: err.message, finalUrl: null, noindex: null }
    }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: StatusResult, checkedAt: string, config: AppConfig): Promise<RecordOutcome | undefined> {
    const health = new DomainHealthRepository(db)
    const prev = await health.current(target.domainId)
    if (prev === undefined) return undefined
    // While probes are online, a failure is confirmed from other locations (components/locations).
    const confirmations = new Confirmations(db, config)
    const { next, events, recheckInMs } = await confirmations.adjust(target, prev, transition(prev, result, checkedAt, config.alerts.confirmSeconds * 1000), result, checkedAt, result.locationId)
    await health.save(target.domainId, next, checkedAt)
    // The connected IP is a footprint until the DNS check has read the domain's own addresses;
    // a site that did not answer keeps its last one.
    const ipChanged = typeof result.ip === 'string' && await new FootprintRepository(db).setConnectedIp(target, result.ip)
    const base = { userId: target.userId, occurredAt: checkedAt, domainId: target.domainId, domain: target.domain, superCategory: target.superCategory }
    const store = new EventRepository(db)
    await store.record(events.map((e) => ({ ...e, ...base })))
    if (result.certificate !== undefined) {
      const certificates = new CertificateRepository(db)
      const previous = await certificates.previous(target.domainId)
      await certificates.save(target.domainId, result.certificate, checkedAt)
      // A replaced certificate (renewed, or from another issuer) is a change on the site's timeline.
      if (previous !== undefined) await recordSiteChange(db, target, 'certificate', certificateText({ issuer: previous.issuer, validTo: previous.valid_to }), certificateText(result.certificate), checkedAt)
      await store.record(certificateEvents(base, target.domainId, result.certificate, new Date(checkedAt)))
    }
    // A confirmed outage: look at the other sites on its hosting server now, so that if the
    // server is the cause they join one alert instead of trickling in over the next round.
    const verdict = await confirmations.settle(target, checkedAt)
    if (events.some((e) => e.kind === 'site-down') || verdict === 'down') await new MonitoringRepository(db).checkSiblingsNow(target.domainId)
    await new DataVersionRepository(db).bump(target.userId, [...changedBy.check(target.superCategory), ...(ipChanged ? changedBy.footprints(target.superCategory) : [])])
    // Decided by the locations' votes: nothing left to re-check.
    return recheckInMs === undefined || verdict === 'down' || verdict === 'regional' ? undefined : { recheckInMs }
  }
}
