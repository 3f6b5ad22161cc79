import { buildApp } from '../api/src/app'
import { tempDir, testConfig } from '../api/test/helpers/test-app'
import { seedPortfolio } from './lib/seed'
import { OverviewRepository } from '../api/src/repositories/overview-repository'
import { OverviewService } from '../api/src/services/overview-service'
async function main () {
  const config = testConfig({ dataDir: tempDir('ov-'), workerEnabled: false })
  const app = buildApp(config, { logger: false })
  await app.ready()
  const u = await seedPortfolio(app.db, 50_000)
  const repo = new OverviewRepository(app.db)
  const now = new Date()
  for (const userId of [u.userId, undefined]) {
    const scope = { superCategory: 'natural' as const, userId }
    for (let i = 0; i < 3; i++) {
      const parts: Record<string, () => Promise<unknown>> = {
        sites: () => repo.sitesByStatus(scope), totals: () => repo.statusTotals(scope), notIndexed: () => repo.notIndexed(scope), aff: () => repo.brokenAffiliateLinks(scope), certs: () => repo.certificatesExpiringBefore(scope, now.toISOString()),
        expiring: () => repo.domainsExpiringIn(scope, { expiry: { from: '2026-11-24', to: '2026-12-24' }, issued: { from: '2025-11-24', to: '2025-12-24' } }), servers: () => repo.serversExpiringBetween(userId, '2026-11-24', '2026-12-24')
      }
      const out: string[] = []
      for (const [name, f] of Object.entries(parts)) { const t = performance.now(); await f(); out.push(`${name} ${(performance.now() - t).toFixed(1)}`) }
      const s = new OverviewService(app.db)
      const caller = userId === undefined ? { id: 'x', role: 'admin' } : { id: userId, role: 'user' }
      const t = performance.now(); const r = await s.overview(caller as any, 'natural', undefined, now); out.push(`ALL ${(performance.now() - t).toFixed(1)}`)
      console.log(out.join(' | ')); if (i === 0) console.log(JSON.stringify(r))
    }
  }
  await app.close()
}
void main()
