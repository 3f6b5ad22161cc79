// One account's daily sync, resumable: list its properties (once per pass), mark which stand
// for a saved domain and line up the home pages the search-inspection check asks about (again
// when the saved domains changed), then per monitored property, in pages of the
// ones due, read its days and, once a week (SEARCH_SITEMAPS_EVERY_DAYS), its sitemaps (Google): a first read takes the newest 90 days (Bing: all it keeps),
// later ones go from the last final day, which re-reads the last 3 fresh days. Then the
// history is backfilled up to 16 months, newest first, in 90-day steps, the property with the
// most recent gap first; each step is saved (search_properties.backfill_before), so a restart
// resumes there. Each property's read is one transaction. A 429 or quota answer defers the run
// (the pass resumes where it was); a 403 on a property marks its access lost and raises
// search-access-lost once; a refused token or key ends the pass on the account. At the end of
// a pass the traffic-drop rule runs on the account's properties.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { CheckDeferred } from '../../../platform/jobs/types'
import { EventRepository } from '../../events'
import { type SearchAccountRow, SearchAccountRepository } from '../account-repository'
import { CredentialBox } from '../credentials'
import { SearchDailyRepository } from '../daily-repository'
import { SearchRollupRepository } from '../rollup-repository'
import { dayOfMs, FRESH_DAYS, HISTORY_DAYS } from '../days'
import { InstallationClient } from '../oauth-client'
import { type PropertyRow, SearchPropertyRepository } from '../property-repository'
import { listSitemaps } from '../providers/google-index'
import type { DayFigures, SearchCall, SearchProvider } from '../providers/provider'
import { SavedSiteRepository } from '../site-repository'
import { type SitemapFacts, SearchSitemapRepository } from '../sitemap-repository'
import { recordAccessLost } from './access-lost'
import { accountCall, providerOf } from './account-call'
import { evaluateDrops } from './evaluate-drops'
import { matchPortfolio } from './match-portfolio'
import { SearchError } from './search-http'
import { sitemapEvents } from './sitemap-events'
import type { SyncEnv } from './sync-env'

export const SYNC_EVERY_MS = 24 * 60 * 60_000
const RETRY_FAILED_MS = 60 * 60_000
/** Properties read from the database at a time: a run never holds the whole portfolio. */
const PAGE = 500

export type Advance = { kind: 'done' } | { kind: 'more' } | { kind: 'deferred', delayMs: number }

interface Pass { env: SyncEnv, account: SearchAccountRow, provider: SearchProvider, call: SearchCall }

export async function advance (env: SyncEnv, account: SearchAccountRow, deadline: number): Promise<Advance> {
  const accounts = new SearchAccountRepository(env.db)
  const creds = new CredentialBox(env.config).open(account.credentials)
  const finish = async (status: SearchAccountRow['status'], message: string | null, ok = false): Promise<Advance> => {
    const at = env.now()
    await accounts.finished(account.id, { at: at.toISOString(), status, message, nextDue: new Date(at.getTime() + (ok ? SYNC_EVERY_MS : RETRY_FAILED_MS)).toISOString(), baselineDone: ok })
    return { kind: 'done' }
  }
  if (creds === null) return await finish('bad-key', 'The stored credentials cannot be opened (the server secret changed since they were entered): enter them again')
  const properties = new SearchPropertyRepository(env.db)
  const provider = providerOf(account)
  try {
    const call = await accountCall(env, account, creds, env.now().getTime(), await new InstallationClient(env.db, env.config).client())
    const listing = account.sync_state !== 'running'
    if (listing) await properties.saveListed(account.id, account.user_id, await provider.listProperties(call), env.now().toISOString())
    await matchIfChanged(env, account, listing)
    if (listing) await accounts.running(account.id)
    const pass: Pass = { env, account, provider, call }
    for (;;) {
      const page = await properties.duePerf(account.id, env.now().toISOString(), PAGE)
      for (const p of page) {
        if (Date.now() >= deadline) return { kind: 'more' }
        await dailyRead(pass, p)
      }
      if (page.length < PAGE) break
    }
    if (!await backfill(pass, deadline)) return { kind: 'more' }
    await evaluateDrops(env, account)
    const { listed, monitored } = await properties.counts(account.id)
    return await finish('ok', `${listed} propert${listed === 1 ? 'y' : 'ies'} listed, ${monitored} matched to saved domains`, true)
  } catch (err) {
    if (err instanceof CheckDeferred) return { kind: 'deferred', delayMs: err.delayMs }
    if (env.signal.aborted) return { kind: 'more' }
    if (err instanceof SearchError) return await finish(err.status === 'forbidden' ? 'bad-key' : err.status, err.message)
    throw err
  }
}

/**
 * Marks which properties stand for a saved domain and lines up the home pages to inspect
 * (match-portfolio.ts), when they were just listed or the saved domains changed since the last
 * match: a pass over the whole portfolio in pages, so it runs once a pass, not at every run.
 */
async function matchIfChanged (env: SyncEnv, account: SearchAccountRow, listing: boolean): Promise<void> {
  const fingerprint = await new SavedSiteRepository(env.db).fingerprint(account.user_id)
  if (!listing && fingerprint === account.matched_sites) return
  await matchPortfolio(env.db, account, env.now().toISOString())
  await new SearchAccountRepository(env.db).matched(account.id, fingerprint)
}

/** Yesterday: the last day a read asks for. */
function lastDay (env: SyncEnv): number {
  return dayOfMs(env.now().getTime()) - 1
}

/** The daily read of one property (and its sitemaps, Google): the newest days, or from the last final day on. */
async function dailyRead (pass: Pass, p: PropertyRow): Promise<void> {
  const { env, account, provider, call } = pass
  const now = env.now()
  const to = lastDay(env)
  const first = p.final_through === null
  const chunk = provider.backfillChunkDays
  const from = !first ? Math.min(p.final_through! + 1, to - FRESH_DAYS + 1) : chunk === null ? to - HISTORY_DAYS : to - chunk + 1
  const nextDue = new Date(now.getTime() + SYNC_EVERY_MS).toISOString()
  await guarded(pass, p, nextDue, async () => {
    const sitemaps = account.kind === 'bing' || (p.sitemaps_due_at !== null && p.sitemaps_due_at > now.toISOString()) ? null : await sitemapsOf(call, p.site_url)
    const days = await provider.daily(call, p.site_url, from, to)
    await env.db.transaction().execute(async (trx) => {
      const daily = new SearchDailyRepository(trx)
      await daily.replace(p.id, from, to, days)
      await daily.prune(p.id, to - HISTORY_DAYS)
      await new SearchRollupRepository(trx).refresh([p.id], to - FRESH_DAYS)
      await new SearchPropertyRepository(trx).read(p.id, {
        finalThrough: to - FRESH_DAYS,
        readThrough: to,
        nextDue,
        now: now.toISOString(),
        ...(first ? { backfillBefore: chunk === null || from <= to - HISTORY_DAYS ? null : from } : {})
      })
      if (sitemaps !== null) await saveSitemaps(pass, trx, p, sitemaps, now.toISOString())
    })
  })
}

/** The property's sitemaps; null (kept as they were) when Google answers something unexpected, which must not cost the day's figures. */
async function sitemapsOf (call: SearchCall, siteUrl: string): Promise<SitemapFacts[] | null> {
  try {
    return await listSitemaps(call, siteUrl)
  } catch (err) {
    if (err instanceof SearchError && err.status === 'error') return null
    throw err
  }
}

/**
 * When a property's sitemaps are read next: SEARCH_SITEMAPS_EVERY_DAYS on, except after its
 * first read, when a portfolio connected at once would come due all on one day: that next read
 * comes 1 to SEARCH_SITEMAPS_EVERY_DAYS days on by the property's id, spreading the calls over
 * the week.
 */
export function sitemapsNextDue (p: Pick<PropertyRow, 'id' | 'sitemaps_read_at'>, now: Date, everyDays: number): string {
  const days = p.sitemaps_read_at === null ? (p.id % everyDays) + 1 : everyDays
  return new Date(now.getTime() + days * SYNC_EVERY_MS).toISOString()
}

async function saveSitemaps (pass: Pass, trx: Kysely<Database>, p: PropertyRow, sitemaps: readonly SitemapFacts[], at: string): Promise<void> {
  const nextDue = sitemapsNextDue(p, new Date(at), pass.env.config.search.sitemapsEveryDays)
  const before = await new SearchSitemapRepository(trx).replace(p.id, sitemaps, at, nextDue)
  const events = sitemapEvents({ userId: pass.account.user_id, propertyId: p.id, siteUrl: p.site_url, host: p.host, baselineDone: pass.account.baseline_done === 1, firstRead: p.sitemaps_read_at === null }, before, sitemaps, at)
  if (events.length > 0) await new EventRepository(trx).record(events)
}

/**
 * Backfill steps until every property reached the oldest day kept (true) or the run's time is
 * up (false). One step at a time for the property with the most recent gap (read in pages, so
 * no run holds the whole backlog): 16 months are read newest first across the portfolio, not
 * one site's whole history before the next one's.
 */
async function backfill (pass: Pass, deadline: number): Promise<boolean> {
  const { env, account, provider, call } = pass
  const chunk = provider.backfillChunkDays
  for (;;) {
    const page = await new SearchPropertyRepository(env.db).backfilling(account.id, PAGE)
    if (page.length === 0) return true
    for (const p of page) {
      if (Date.now() >= deadline) return false
      const oldest = lastDay(env) - HISTORY_DAYS
      const to = p.backfill_before! - 1
      if (chunk === null || to < oldest) {
        await new SearchPropertyRepository(env.db).backfilled(p.id, null)
        continue
      }
      const from = Math.max(oldest, to - chunk + 1)
      const next = from > oldest ? from : null
      await guarded(pass, p, p.perf_due_at, async () => {
        const days: DayFigures[] = await provider.daily(call, p.site_url, from, to)
        await env.db.transaction().execute(async (trx) => {
          await new SearchDailyRepository(trx).replace(p.id, from, to, days)
          // These days may be in the 28 days before the final ones the roll-up keeps.
          if (p.final_through !== null) await new SearchRollupRepository(trx).refresh([p.id], p.final_through)
          await new SearchPropertyRepository(trx).backfilled(p.id, next)
        })
      })
    }
  }
}

/** Runs a read of `p`; a 403 marks its access lost (one event) instead of failing the pass. False when refused. */
async function guarded (pass: Pass, p: PropertyRow, nextDue: string, read: () => Promise<void>): Promise<boolean> {
  try {
    await read()
    return true
  } catch (err) {
    if (!(err instanceof SearchError) || err.status !== 'forbidden') throw err
    const { env, account } = pass
    await env.db.transaction().execute(async (trx) => {
      await recordAccessLost(trx, account, { id: p.id, siteUrl: p.site_url, domain: p.host }, err.message, env.now().toISOString(), nextDue)
    })
    return false
  }
}
