// The daily digest, a system check: every few minutes it looks for users whose digest hour has
// come in their own time zone and who have not had today's digest, claims their day (once across
// workers), and e-mails it to their account address.
import type { SystemCheckType, SystemContext, SystemResult } from '../../../platform/jobs/types'
import { addDays, addMonths, daysUntil, isoDay } from '../../../platform/lib/calendar'
import { effectiveExpiry } from '../../real-dates'
import { AlertPreferenceRepository } from '../alert-preference-repository'
import { DIGEST_LIST_MAX, DigestRepository } from '../digest-repository'
import { EventRepository } from '../../events'
import { localParts, preferencesOf } from '../preferences'
import { type DigestFacts, digestText } from './digest-content'

/** The window of the expiring lists, as the expiring screens. */
const EXPIRY_DAYS = 10

export class DailyDigest implements SystemCheckType {
  readonly type = 'alert-digest'
  readonly subject = 'system'

  interval (): number {
    return 5 * 60_000
  }

  async check (ctx: SystemContext): Promise<SystemResult> {
    const now = ctx.now()
    const repo = new DigestRepository(ctx.db)
    let sent = 0
    for (const row of await new AlertPreferenceRepository(ctx.db).withDigest()) {
      const prefs = preferencesOf(row)
      const local = localParts(now, prefs.timezone)
      if (prefs.digestHour === null || local.hour < prefs.digestHour) continue
      if (!await repo.claimDay(row.user_id, local.date, now.toISOString())) continue
      const to = await repo.emailOf(row.user_id)
      if (to === undefined) continue
      try {
        const { subject, text } = digestText(await this.facts(ctx, row.user_id, local.date, now))
        await ctx.mailer.send({ to, subject, text })
        sent++
      } catch (err) {
        ctx.log.error({ err, user: row.user_id }, 'daily digest could not be sent; trying again at the next run')
        await repo.releaseDay(row.user_id, local.date)
      }
    }
    return { more: false, ...(sent > 0 ? { summary: { digests: sent } } : {}) }
  }

  private async facts (ctx: SystemContext, userId: string, day: string, now: Date): Promise<DigestFacts> {
    const repo = new DigestRepository(ctx.db)
    const today = isoDay(now)
    const since = new Date(now.getTime() - 24 * 60 * 60_000).toISOString()
    const newErrors = await new EventRepository(ctx.db).listSince(userId, ['site-down'], since)
    const until = addDays(today, EXPIRY_DAYS)
    const domains = (await repo.domainsExpiringIn(userId, { expiry: { from: today, to: until }, issued: { from: addMonths(today, -12), to: addMonths(until, -12) } }))
      .map((d) => ({ domain: d.domain, expiry: effectiveExpiry(d.issue_date, d.registry_expiry, d.registrar_expiry).expiryDate ?? today }))
      .sort((a, b) => a.expiry.localeCompare(b.expiry))
    const servers = await repo.serversExpiringBetween(userId, today, addDays(today, EXPIRY_DAYS))
    const listOf = (items: string[]) => ({ count: items.length, items: items.slice(0, DIGEST_LIST_MAX) })
    return {
      day,
      downNow: await repo.downNow(userId),
      newErrors: listOf(newErrors.map((e) => `${e.domain ?? '?'} (${String(e.data.statusCode ?? '?')}) at ${e.occurredAt.slice(11, 16)} UTC`)),
      brokenAffiliates: await repo.brokenAffiliates(userId),
      expiringDomains: listOf(domains.map((d) => `${d.domain}: ${d.expiry} (${daysUntil(d.expiry, now)} days)`)),
      expiringServers: listOf(servers.map((s) => `${s.name}: ${s.expiry_date} (${daysUntil(s.expiry_date, now)} days)`)),
      notIndexed: await repo.notIndexed(userId)
    }
  }
}
