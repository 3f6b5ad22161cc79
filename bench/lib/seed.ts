// Seeds a portfolio straight through Kysely (no HTTP: 50,000 saves through the API would take
// longer than the benchmark): one user, N domains across the three scopes and brand categories,
// scans, check history, Bing answers, affiliate results and hosting rows, and (seed-over-time)
// footprints, DNS records and SEO changes, and (seed-outages) the sites down now with their
// alerts. Deterministic by index.
import { randomUUID } from 'node:crypto'
import { type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Database, SuperCategoryValue } from '../../api/src/platform/db/schema'
import { HistoryRepository } from '../../api/src/components/history/history-repository'
import { ScopeUptimeRepository } from '../../api/src/components/history/scope-uptime-repository'
import { ScopeDaysRepository } from '../../api/src/components/history/scope-days-repository'
import { seedOverTime } from './seed-over-time'
import { seedOutages } from './seed-outages'

export const CATEGORIES: Record<SuperCategoryValue, string[]> = {
  natural: ['Keto', 'Protein', 'Vitamins', 'Sleep', 'Joint Care', 'Detox', 'Nootropics', 'Weight Loss'],
  casino: ['Slots', 'Poker', 'Sportsbook', 'Live Casino'],
  dating: ['Senior', 'Casual', 'Niche']
}

/** 70% natural, 20% casino, 10% dating. */
export function scopeOf (i: number): SuperCategoryValue {
  const m = i % 10
  return m < 7 ? 'natural' : m < 9 ? 'casino' : 'dating'
}

const DAY = 86_400_000

/** The status code a seeded site last answered: 4% 500, some 404 and 498, the rest 200. */
const statusOf = (i: number): number => i % 25 === 0 ? 500 : i % 31 === 0 ? 404 : i % 97 === 0 ? 498 : 200

/** The end of the last hour the roll-up has done: the seeded raw results (the last 45 minutes) come after it. */
const rolledThrough = (nowS: number): number => Math.max(Math.floor(nowS / 86_400) * 86_400, Math.floor((nowS - 46 * 60) / 3600) * 3600)

export interface SeedOptions {
  /** Every domain in this super category (its brand categories) instead of the 70/20/10 % mix. */
  scope?: SuperCategoryValue
}

export async function seedPortfolio (db: Kysely<Database>, n: number, now = new Date(), opts: SeedOptions = {}): Promise<{ userId: string, email: string, name: string }> {
  const userId = randomUUID()
  const email = 'bench-user@sitefleet.test'
  const name = 'Bench User'
  const iso = now.toISOString()
  await db.insertInto('users').values({ id: userId, name, email, password_hash: 'not-a-login', role: 'user', created_at: iso }).execute()
  const accounts = Array.from({ length: 5 }, (_, k) => ({ id: randomUUID(), user_id: userId, platform: ['Hostinger', 'SiteGround', 'Bluehost', 'OVH', 'Hetzner'][k], email: `ops${k}@example.com`, created_at: iso }))
  await db.insertInto('hosting_accounts').values(accounts).execute()
  const servers = Array.from({ length: 50 }, (_, k) => ({
    id: randomUUID(),
    user_id: userId,
    account_id: accounts[k % 5].id,
    name: `server-${k}`,
    expiry_date: new Date(now.getTime() + ((k % 40) - 5) * DAY).toISOString().slice(0, 10),
    hosting_issue_date: '2025-01-01',
    created_at: iso
  }))
  await db.insertInto('hosting_servers').values(servers).execute()

  const BATCH = 200 // well under SQLite's and PostgreSQL's bound-parameter limits
  for (let start = 0; start < n; start += BATCH) {
    const idx = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => start + k)
    const ids = idx.map(() => randomUUID())
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('domains').values(idx.map((i, k) => {
        const scope = opts.scope ?? scopeOf(i)
        const cats = CATEGORIES[scope]
        // Issue dates spread over the past year: a few each day fall inside the 10-day expiry window.
        const issue = new Date(now.getTime() - ((i * 7) % 365) * DAY).toISOString().slice(0, 10)
        const status = statusOf(i)
        return { id: ids[k], user_id: userId, super_category: scope, domain: `site-${i}.example-${i % 13}.com`, category: cats[i % cats.length], issue_date: issue, status_code: status, last_checked: iso, created_at: iso, updated_at: iso }
      })).execute()
      await trx.insertInto('domain_scans').values(idx.map((i, k) => ({
        domain_id: ids[k],
        scanned_at: iso,
        data: JSON.stringify({ url: `https://site-${i}.example-${i % 13}.com/`, title: `Site ${i} — reviews`, description: 'Independent reviews, prices and offers.', h1: [`Site ${i}`], h2: ['Reviews', 'Prices'], canonicals: [`https://site-${i}.example-${i % 13}.com/`], images: [], altTags: [], robotsTxt: 'User-agent: *', wordCount: 900 + (i % 300), schemaPresent: i % 2 === 0, affiliateLink: `https://site-${i}.example-${i % 13}.com/go/offer`, statusCode: 200, noindex: false })
      }))).execute()
      await trx.insertInto('checks').values(idx.flatMap((_, k) => ['status', 'affiliate'].map((type) => ({ domain_id: ids[k], type, due_at: new Date(now.getTime() + 15 * 60_000).toISOString() })))).execute()
      // History in the compact layout: a series per domain's status check, its last 45 minutes of
      // raw results, today's hours before them and 30 days of daily roll-ups (history-growth
      // measures the full layout).
      const seriesIds: number[] = []
      for (const id of ids) {
        const row = await trx.insertInto('history_series').values({ domain_id: id, type: 'status' }).returning('id').executeTakeFirstOrThrow()
        seriesIds.push(Number(row.id))
      }
      const nowS = Math.floor(now.getTime() / 1000)
      const raw = idx.flatMap((i, k) => [1, 2, 3].map((r) => ({
        series_id: seriesIds[k], at: nowS - r * 15 * 60, code: i % 25 === 0 ? 500 : 200, ms: 80 + (i % 400), error: i % 25 === 0 ? 'HTTP 500' : null
      })))
      await trx.insertInto('history_raw').values(raw).execute()
      // Counted in their scope's hours, as the worker counts what it records.
      await new HistoryRepository(trx).countResults(raw.map((r, j) => ({ type: 'status', superCategory: opts.scope ?? scopeOf(idx[Math.floor(j / 3)]), userId, at: r.at, failed: r.error !== null })))
      const today = Math.floor(nowS / 86_400) * 86_400
      const daily = idx.flatMap((i, k) => Array.from({ length: 30 }, (_, d) => {
        const failures = i % 25 === 0 ? 10 + (d % 5) : (i + d) % 17 === 0 ? 2 : 0
        return { series_id: seriesIds[k], at: today - (d + 1) * 86_400, checks: 96, failures, timed: 96, min_ms: 60, max_ms: 900 + (i % 400), sum_ms: 96 * (80 + (i % 400)), codes: failures > 0 ? `200*${96 - failures} 500*${failures}` : '200*96' }
      }))
      for (let c = 0; c < daily.length; c += 2000) await trx.insertInto('history_daily').values(daily.slice(c, c + 2000)).execute()
      // The totals the roll-up keeps of them when it closes a day (the overview's uptime).
      await new HistoryRepository(trx).refreshWindow(today - 86_400, seriesIds[0] - 1, seriesIds[seriesIds.length - 1])
      // Today's hours before the raw results, as the roll-up keeps them each hour (history_today).
      const through = rolledThrough(nowS)
      if (through > today) {
        await trx.insertInto('history_today').values(idx.map((i, k) => ({
          series_id: seriesIds[k], day: today, through, checks: 4 * (through - today) / 3600, failures: i % 25 === 0 ? 2 : 0
        }))).execute()
      }
      // The roll-up's per-scope day of each of the 30 days (the overview's uptime trend).
      for (let d = 1; d <= 30; d++) await new ScopeDaysRepository(trx).addBatch(today - d * 86_400, seriesIds[0] - 1, seriesIds[seriesIds.length - 1])
      // The roll-up's per-scope sums of them (the overview's uptime snapshot).
      await new ScopeUptimeRepository(trx).addBatch(through, seriesIds[0] - 1, seriesIds[seriesIds.length - 1])
      await trx.insertInto('affiliate_results').values(idx.map((i, k) => ({ domain_id: ids[k], checked_at: iso, affiliate_link: `https://site-${i}.example-${i % 13}.com/go/offer`, outcome: i % 40 === 0 ? 'broken' as const : 'ok' as const, link_status: i % 40 === 0 ? 404 : 200, error: null }))).execute()
      await trx.insertInto('bing_checks').values(idx.map((i, k) => {
        const state = i % 9 === 0 ? 'not-indexed' as const : i % 50 === 0 ? 'unknown' as const : 'indexed' as const
        return { domain_id: ids[k], state, checked_at: iso, site_cause: null, attempted_at: iso, attempt_state: state, attempt_reason: null }
      })).execute()
      // Half the domains sit on a server.
      await trx.insertInto('domain_hosting').values(idx.filter((i) => i % 2 === 0).map((i) => ({ domain_id: ids[idx.indexOf(i)], server_id: servers[i % 50].id }))).execute()
      await seedOverTime(trx, idx, ids, userId, scopeOf, now)
      await seedOutages(trx, userId, idx.map((i, k) => ({
        id: ids[k], domain: `site-${i}.example-${i % 13}.com`, index: i, scope: opts.scope ?? scopeOf(i), statusCode: statusOf(i), ...(i % 2 === 0 ? { serverId: servers[i % 50].id } : {})
      })), now)
    })
  }
  await new ScopeUptimeRepository(db).completeSnapshot(rolledThrough(Math.floor(now.getTime() / 1000)))
  // PostgreSQL plans by table statistics, which autovacuum refreshes within a minute of a bulk
  // load like this one; a benchmark that starts at once must refresh them itself.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`analyze`.execute(db)
  return { userId, email, name }
}
