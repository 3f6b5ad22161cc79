// Affiliate check: re-read the home page, find its affiliate link with the
// scanner's own matcher, then follow the link. The latest result per domain is kept in
// affiliate_results; the screens list "missing" and "broken" ones.
import type { Kysely } from 'kysely'
import type { AffiliateOutcome } from '../tables'
import type { Database } from '../../../platform/db/schema'
import { AffiliateResultRepository } from '../affiliate-result-repository'
import { changedBy, DataVersionRepository } from '../../../platform/read-cache/data-version-repository'
import { EventRepository, type NewEvent } from '../../events'
import { OutboundError } from '../../../platform/outbound'
import { affiliateMatcherFor } from '../../../platform/config/affiliate-patterns'
import { extractPage, fetchHomePage, isHtml } from '../../domains'
import type { CheckContext, CheckResult, CheckTarget, CheckType } from '../../../platform/jobs/types'
import { followLink } from './follow-link'

/** The screens sort on this exact text: it makes an error a missing link. */
export const NO_AFFILIATE_LINK = 'No affiliate link found'
export const AFFILIATE_TYPE = 'affiliate'

const DAY_MS = 24 * 60 * 60 * 1000

export interface AffiliateResult extends CheckResult {
  outcome: AffiliateOutcome
  affiliateLink: string
}

export class AffiliateCheck implements CheckType<AffiliateResult> {
  readonly type = AFFILIATE_TYPE
  readonly subject = 'domain'

  /** Daily: links break far less often than sites go down, and networks dislike being polled. */
  interval (): number {
    return DAY_MS
  }

  async check (target: CheckTarget, ctx: CheckContext): Promise<AffiliateResult> {
    // When the site itself is down (no answer, or an error page) that is the status check's error
    // (domain errors screen), and whether the page still has its link cannot be told: neither
    // missing nor broken.
    const unknown = (why: string): AffiliateResult => ({ outcome: 'unknown', affiliateLink: '', statusCode: null, responseMs: null, error: `Page could not be read: ${why}` })
    let link: string
    try {
      const page = await fetchHomePage(target.domain, ctx.client, { signal: ctx.signal })
      if (page.status >= 400) return unknown(`it answered ${page.status}`)
      link = isHtml(page) ? extractPage(page.body, page.finalUrl, affiliateMatcherFor(ctx.config.affiliatePatterns)).affiliateLink : ''
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err
      return unknown(err.message)
    }
    if (link === '') return { outcome: 'missing', affiliateLink: '', statusCode: null, responseMs: null, error: NO_AFFILIATE_LINK }
    const verdict = await followLink(link, ctx)
    return { outcome: verdict.outcome, affiliateLink: link, statusCode: verdict.linkStatus, responseMs: verdict.responseMs, error: verdict.error }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: AffiliateResult, checkedAt: string): Promise<undefined> {
    const results = new AffiliateResultRepository(db)
    const before = await results.outcome(target.domainId)
    await results.save(target.domainId, { checkedAt, affiliateLink: result.affiliateLink, outcome: result.outcome, linkStatus: result.statusCode, error: result.error })
    // Broken, and working again. Blocked (bot protection) and unknown (page unreadable) say
    // nothing about the link, so they neither break nor fix it.
    const kind = result.outcome === 'broken' && before !== 'broken'
      ? 'affiliate-broken'
      : result.outcome === 'ok' && before === 'broken' ? 'affiliate-fixed' : null
    if (kind !== null) {
      const event: NewEvent = {
        kind,
        userId: target.userId,
        occurredAt: checkedAt,
        domainId: target.domainId,
        domain: target.domain,
        superCategory: target.superCategory,
        data: { affiliateLink: result.affiliateLink, error: result.error, linkStatus: result.statusCode }
      }
      await new EventRepository(db).record([event])
    }
    await new DataVersionRepository(db).bump(target.userId, changedBy.check(target.superCategory))
    return undefined
  }
}
