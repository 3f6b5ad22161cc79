// The re-scan, a domain check type: once a week each saved domain's page is scanned again the
// way the URL scan does, and the latest scan (what the domain details show) is replaced. A
// domain saved from a scan is first re-scanned a week later; one saved without a page (a bulk
// import) is made due at once. A site that cannot be read keeps its last scan: the status check
// reports the outage. Each new scan is compared with the last (jobs/scan-tracker.ts).
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { HttpError } from '../../../platform/errors'
import { saveTrackedScan } from './scan-tracker'
import type { ScanResultShape } from '../scan-schemas'
import type { StoredScan } from '../scan-data'
import { affiliateMatcherFor } from '../../../platform/config/affiliate-patterns'
import { scanDomain } from '../scan/scanner'
import type { CheckContext, CheckResult, CheckTarget, CheckType } from '../../../platform/jobs/types'

export const RESCAN_TYPE = 'scan'
const WEEK_MS = 7 * 24 * 60 * 60 * 1000

export interface RescanResult extends CheckResult {
  /** The new scan; null when the page could not be read. */
  scan: ScanResultShape | null
}

export class RescanCheck implements CheckType<RescanResult> {
  readonly type = RESCAN_TYPE
  readonly subject = 'domain'
  readonly firstRunDelayMs = WEEK_MS

  interval (): number {
    return WEEK_MS
  }

  async check (target: CheckTarget, ctx: CheckContext): Promise<RescanResult> {
    const started = performance.now()
    try {
      const scan = await scanDomain(target.domain, { client: ctx.client, isAffiliate: affiliateMatcherFor(ctx.config.affiliatePatterns), now: ctx.now, signal: ctx.signal })
      return { scan, statusCode: scan.statusCode, responseMs: Math.round(performance.now() - started), error: null }
    } catch (err) {
      // scanDomain words an unreachable or refused site as an HttpError for the scan screen.
      if (!(err instanceof HttpError)) throw err
      return { scan: null, statusCode: null, responseMs: Math.round(performance.now() - started), error: err.message }
    }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: RescanResult, checkedAt: string): Promise<undefined> {
    if (result.scan === null) return undefined
    // Compared with the last scan: what changed is stored, critical changes become events.
    const scan: StoredScan = { ...result.scan, domain: target.domain, lastChecked: checkedAt }
    await saveTrackedScan(db, target, scan, checkedAt)
    return undefined
  }
}
