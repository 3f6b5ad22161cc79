// Affiliate check (ARCHITECTURE §4): re-read the home page, find its affiliate link with the
// scanner's own matcher, then follow the link. The latest result per domain is kept in
// affiliate_results; the screens list "missing" and "broken" ones (spec §2 "Affiliate errors").
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config'
import type { AffiliateOutcome, Database } from '../../db/schema'
import { changedBy, DataVersionRepository } from '../../repositories/data-version-repository'
import { OutboundError } from '../http'
import { type AffiliateTest, createAffiliateMatcher, extractPage, fetchHomePage, isHtml } from '../scan'
import type { CheckContext, CheckResult, CheckTarget, CheckType } from '../types'
import { followLink } from './follow-link'

/** The screens sort on this exact text: it makes an error a missing link (spec §8). */
export const NO_AFFILIATE_LINK = 'No affiliate link found'
export const AFFILIATE_TYPE = 'affiliate'

const DAY_MS = 24 * 60 * 60 * 1000

export interface AffiliateResult extends CheckResult {
  outcome: AffiliateOutcome
  affiliateLink: string
}

// One compiled matcher per AFFILIATE_PATTERNS list (the config object lives as long as the app).
const matchers = new WeakMap<readonly string[], AffiliateTest>()
function matcherFor (config: AppConfig): AffiliateTest {
  let matcher = matchers.get(config.affiliatePatterns)
  if (matcher === undefined) {
    matcher = createAffiliateMatcher(config.affiliatePatterns)
    matchers.set(config.affiliatePatterns, matcher)
  }
  return matcher
}

export class AffiliateCheck implements CheckType<AffiliateResult> {
  readonly type = AFFILIATE_TYPE

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
      link = isHtml(page) ? extractPage(page.body, page.finalUrl, matcherFor(ctx.config)).affiliateLink : ''
    } catch (err) {
      if (!(err instanceof OutboundError)) throw err
      return unknown(err.message)
    }
    if (link === '') return { outcome: 'missing', affiliateLink: '', statusCode: null, responseMs: null, error: NO_AFFILIATE_LINK }
    const verdict = await followLink(link, ctx)
    return { outcome: verdict.outcome, affiliateLink: link, statusCode: verdict.linkStatus, responseMs: verdict.responseMs, error: verdict.error }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: AffiliateResult, checkedAt: string): Promise<void> {
    const row = {
      checked_at: checkedAt,
      affiliate_link: result.affiliateLink,
      outcome: result.outcome,
      link_status: result.statusCode,
      error: result.error
    }
    await db.insertInto('affiliate_results').values({ domain_id: target.domainId, ...row })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet(row))
      .execute()
    await new DataVersionRepository(db).bump(target.userId, changedBy.check(target.superCategory))
  }
}
