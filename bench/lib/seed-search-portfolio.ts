// The search portfolio's seed: one Search Console account for the user, a domain property per
// saved domain (sc-domain:<domain>, read through yesterday, final through three days ago) and its
// daily rows over the 12 weeks of the trend line plus the fresh days: what a synced portfolio
// keeps for the table's 28 days, the 28 before and the trend. Figures vary per site and day; one
// site in six lost half its clicks over the last four weeks (the "biggest losers" order).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../api/src/platform/db/schema'
import { dayOfMs, FRESH_DAYS } from '../../api/src/components/search/days'
import { SearchRollupRepository } from '../../api/src/components/search/rollup-repository'

/** Days of rows per property: the 12-week trend (84 days, which holds the 28 + 28) and the fresh days. */
export const SEARCH_SEED_DAYS = 84 + FRESH_DAYS

export async function seedSearch (db: Kysely<Database>, userId: string, now = new Date()): Promise<{ properties: number, rows: number }> {
  const iso = now.toISOString()
  const accountId = randomUUID()
  await db.insertInto('search_accounts').values({
    id: accountId,
    user_id: userId,
    kind: 'google-service-account',
    name: 'Bench Search Console',
    credentials: 'not-a-key',
    status: 'ok',
    status_message: null,
    created_at: iso,
    updated_at: iso,
    connected_at: iso,
    last_sync_at: iso,
    sync_state: 'idle',
    sync_due_at: iso,
    baseline_done: 1
  }).execute()
  const domains = await db.selectFrom('domains').select(['domain']).where('user_id', '=', userId).orderBy('domain').execute()
  const readThrough = dayOfMs(now.getTime()) - 1
  const finalThrough = readThrough - FRESH_DAYS
  const first = readThrough - SEARCH_SEED_DAYS + 1
  let rows = 0
  const BATCH = 500
  for (let start = 0; start < domains.length; start += BATCH) {
    const slice = domains.slice(start, start + BATCH)
    await db.transaction().execute(async (trx) => {
      const ids = await trx.insertInto('search_properties').values(slice.map((d) => ({
        account_id: accountId,
        user_id: userId,
        site_url: `sc-domain:${d.domain}`,
        kind: 'domain' as const,
        host: d.domain,
        permission: 'siteOwner',
        listed: 1,
        access_lost_at: null,
        error: null,
        final_through: finalThrough,
        read_through: readThrough,
        perf_due_at: iso,
        drop_since: null,
        updated_at: iso,
        backfill_before: null,
        sitemaps_read_at: iso,
        inspect_day: null
      }))).returning('id').execute()
      const daily = ids.flatMap(({ id }, k) => {
        const i = start + k
        const base = 5 + ((i * 37) % 400)
        const losing = i % 6 === 0
        return Array.from({ length: SEARCH_SEED_DAYS }, (_, d) => {
          const day = first + d
          const recent = day > finalThrough - 28
          const clicks = Math.max(0, Math.round(base * (losing && recent ? 0.5 : 1) * (0.8 + ((i + d) % 5) / 10)))
          return { property_id: Number(id), day, clicks, impressions: clicks * 20 + (i % 50), position: 300 + ((i * 13 + d) % 2000) }
        })
      })
      // 5 columns × 2,000 rows: under both databases' bound-parameter limits.
      for (let c = 0; c < daily.length; c += 2000) await trx.insertInto('search_daily').values(daily.slice(c, c + 2000)).execute()
      // As the sync leaves them: each property's roll-up through its final day, beside its days.
      await new SearchRollupRepository(trx).refresh(ids.map(({ id }) => Number(id)), finalThrough)
      rows += daily.length
    })
  }
  return { properties: domains.length, rows }
}
