// Direct probe of the Search portfolio (`npx tsx bench/lib/search-portfolio-probe.ts`): seeds
// BENCH_DOMAINS (50,000) saved domains with a Search Console domain property each and its daily rows
// (lib/seed, lib/seed-search-portfolio) into BENCH_PROBE_DIR (reused when already seeded), then
// calls SearchReportService in this process, each part timed on its own: the reads matching needs
// (the properties with their roll-ups), the matching, the 28 + 28-day figures summed from the days
// (what a request costs without roll-ups), a whole first page and the overview's summary. SQLite, or
// PostgreSQL in the schema BENCH_PROBE_SCHEMA when DATABASE_URL is set. Not a scenario: a look at
// where the time of one request goes, on the same seed api-at-scale measures through HTTP.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../api/src/app'
import { testConfig } from '../../api/test/helpers/test-app'
import type { SuperCategoryValue } from '../../api/src/platform/db/schema'
import { SearchReportService } from '../../api/src/components/search/report-service'
import { SearchPropertyRepository } from '../../api/src/components/search/property-repository'
import { SavedSiteRepository } from '../../api/src/components/search/site-repository'
import { SearchDailyRepository } from '../../api/src/components/search/daily-repository'
import { matchProperties } from '../../api/src/components/search/matching'
import { SearchRollupRepository } from '../../api/src/components/search/rollup-repository'
import { envInt } from './report'
import { seedPortfolio } from './seed'
import { seedSearch } from './seed-search-portfolio'

const EMAIL = 'bench-user@sitefleet.test'

async function timed<T> (label: string, f: () => Promise<T>): Promise<T> {
  const t0 = performance.now()
  const out = await f()
  console.log(`${label}: ${(performance.now() - t0).toFixed(0)} ms`)
  return out
}

async function main (): Promise<void> {
  const n = envInt('BENCH_DOMAINS', 50_000)
  const calls = envInt('BENCH_PROBE_CALLS', 5)
  const dataDir = process.env.BENCH_PROBE_DIR ?? path.join(os.tmpdir(), 'sitefleet-search-probe')
  fs.mkdirSync(dataDir, { recursive: true })
  const pg = process.env.DATABASE_URL
  const config = testConfig({ dataDir, workerEnabled: false, ...(pg !== undefined ? { databaseUrl: pg, databaseSchema: process.env.BENCH_PROBE_SCHEMA ?? 'sf_search_probe' } : {}) })
  const app = buildApp(config, { logger: false })
  await app.ready()
  try {
    const db = app.db
    let user = await db.selectFrom('users').select(['id']).where('email', '=', EMAIL).executeTakeFirst()
    if (user === undefined) {
      const seeded = await timed(`seed ${n} domains`, async () => await seedPortfolio(db, n))
      const s = await timed('seed search', async () => await seedSearch(db, seeded.userId))
      console.log(`seeded ${s.properties} properties, ${s.rows} search_daily rows`)
      user = { id: seeded.userId }
    }
    const userId = user.id
    const rollups = new SearchRollupRepository(db)
    // A seed made before roll-ups existed: BENCH_PROBE_ROLLUPS=1 rolls its days up (as the sync
    // would), otherwise every request sums the days (the fallback).
    const rolled = await db.selectFrom('search_rollups').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    if (process.env.BENCH_PROBE_ROLLUPS === '1' && Number(rolled.n) === 0) {
      const all = await db.selectFrom('search_properties').select(['id', 'final_through']).where('user_id', '=', userId).execute()
      await timed(`roll up ${all.length} properties`, async () => {
        for (let i = 0; i < all.length; i += 500) await rollups.refresh(all.slice(i, i + 500).map((p) => p.id), all[i].final_through!)
      })
    }
    const properties = new SearchPropertyRepository(db)
    const sites = new SavedSiteRepository(db)
    const daily = new SearchDailyRepository(db)
    const reports = new SearchReportService(db)
    const categories: SuperCategoryValue[] = ['natural', 'casino', 'dating']
    for (let k = 0; k < calls; k++) {
      console.log(`--- call ${k + 1}`)
      const props = await timed('properties.leanOfUser (with their roll-ups)', async () => await properties.leanOfUser(userId))
      const saved = await timed('sites.ofUser', async () => await sites.ofUser(userId))
      const m = await timed('matchProperties', async () => matchProperties(props, saved))
      const ids = [...m.bySite.values()].flatMap((c) => (c.google === undefined ? [] : [c.google.id]))
      const final = props[0]?.final_through ?? 0
      await timed(`daily.windows(${ids.length} ids, 28)`, async () => await daily.windows(ids, final, 28))
      await timed('portfolio() first page, sort=clicksChange, limit 50', async () => await reports.portfolio(userId, { categories, sort: 'clicksChange' }, 1, 50))
      await timed('summary()', async () => await reports.summary(userId, categories))
      console.log(`heap used ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MiB, rss ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MiB, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`)
    }
  } finally {
    await app.close()
  }
}

main().catch((err) => { console.error(err); process.exitCode = 1 })
