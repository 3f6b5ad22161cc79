// import: a BENCH_IMPORT_ROWS-row CSV (every column, hosting on 40 servers) previewed and applied
// through the product's own code on SQLite: the preview call (parse, check every row against the
// user's data, store the plan) and the import-apply system check writing it in batches. Scans are
// excluded: the checks worker is not started, the new domains' checks just wait, due. Reported:
// preview and apply times against the same rows inserted with plain multi-row inserts (the floor
// of any importer), and the process's peak RSS. Goals: preview < 10 s, apply < 30 s, RSS < 400 MB.
// First, the hostile file: 20 MB of one-character rows (10 million lines) must get its
// 413 at IMPORT_MAX_ROWS in < 5 s with a peak RSS < 400 MB; reference: reading the same bytes
// into a string and counting its lines (the least any reader does).
import { buildApp } from '../../api/src/app'
import { ImportApply } from '../../api/src/components/import/jobs/import-apply'
import { DOMAIN_CHECK_NAMES, DOMAIN_CHECKS } from '../../api/src/job-types'
import { firstRound } from '../../api/src/platform/jobs/first-round'
import type { SystemContext } from '../../api/src/platform/jobs/types'
import { testConfig, tempDir } from '../../api/test/helpers/test-app'
import { envInt, report } from '../lib/report'

const HEADER = 'domain,superCategory,brandCategory,issueDate,note,platform,platformEmail,server,serverExpiryDate'

export function importCsv (rows: number): string {
  const lines = [HEADER]
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0')
    lines.push(`site-${i}.import.bench.test,natural,Brand ${i % 50},${day}/03/2026,Note for site ${i},Hostinger,ops${i % 40}@bench.test,srv-${i % 40},2027-01-${day}`)
  }
  return lines.join('\n') + '\n'
}

export async function run (): Promise<void> {
  const rows = envInt('BENCH_IMPORT_ROWS', 50_000)
  const startedAt = new Date().toISOString()
  const config = testConfig({ dataDir: tempDir('sitefleet-bench-import-') })
  const app = buildApp(config, { logger: false })
  await app.ready()
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss) }, 25)
  try {
    const admin = await app.db.selectFrom('users').select(['id', 'email']).executeTakeFirstOrThrow()
    const token = app.tokens.sign({ sub: admin.id, role: 'admin', name: 'Admin', email: admin.email, ver: 0 })
    const hostile = Buffer.from('domain\n' + 'x\n'.repeat(10 * 1024 * 1024 - 4), 'utf8')
    const h0 = performance.now()
    const refused = await app.inject({ method: 'POST', url: '/api/scraper/import/preview', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, payload: hostile })
    const hostileMs = performance.now() - h0
    if (refused.statusCode !== 413) throw new Error(`hostile preview: ${refused.statusCode} ${refused.body.slice(0, 300)}`)
    const hostilePeak = peak
    const c0 = performance.now()
    const lines = hostile.toString('utf8').split('\n').length
    const countMs = performance.now() - c0

    const csv = Buffer.from(importCsv(rows), 'utf8')

    const p0 = performance.now()
    const res = await app.inject({ method: 'POST', url: '/api/scraper/import/preview', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, payload: csv })
    const previewMs = performance.now() - p0
    if (res.statusCode !== 200) throw new Error(`preview: ${res.statusCode} ${res.body.slice(0, 300)}`)
    const { importId, counts } = res.json()
    if (counts.new !== rows) throw new Error(`preview counted ${JSON.stringify(counts)}`)

    const a0 = performance.now()
    const applied = await app.inject({ method: 'POST', url: `/api/scraper/import/${importId as string}/apply`, headers: { authorization: `Bearer ${token}` } })
    if (applied.statusCode !== 202) throw new Error(`apply: ${applied.statusCode} ${applied.body}`)
    const check = new ImportApply()
    const ctx = { db: app.db, dialect: app.dbDialect, now: () => new Date(), signal: new AbortController().signal, config, domainCheckTypes: DOMAIN_CHECK_NAMES, firstRound: firstRound(DOMAIN_CHECKS, config) } as unknown as SystemContext
    while ((await check.check(ctx)).more) { /* batches until the import is done */ }
    const applyMs = performance.now() - a0
    const written = await app.db.selectFrom('domains').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    if (Number(written.n) !== rows) throw new Error(`apply wrote ${String(written.n)} domains`)
    const importPeak = peak

    // Reference: the same rows as plain multi-row inserts (domains and their check rows), 500 a statement.
    const r0 = performance.now()
    const now = new Date().toISOString()
    for (let start = 0; start < rows; start += 500) {
      const batch = Array.from({ length: Math.min(500, rows - start) }, (_, k) => {
        const i = start + k
        return { id: `ref-${i}`, user_id: admin.id, super_category: 'casino' as const, domain: `site-${i}.import.bench.test`, category: `Brand ${i % 50}`, note: `Note for site ${i}`, issue_date: '2026-03-01', status_code: null, last_checked: null, created_at: now, updated_at: now }
      })
      await app.db.transaction().execute(async (trx) => {
        await trx.insertInto('domains').values(batch).execute()
        await trx.insertInto('checks').values(batch.flatMap((d) => DOMAIN_CHECK_NAMES.map((type) => ({ domain_id: d.id, type, due_at: now })))).execute()
      })
    }
    const referenceMs = performance.now() - r0

    report({
      scenario: 'import',
      startedAt,
      params: { BENCH_IMPORT_ROWS: rows, database: 'sqlite', csvBytes: csv.length },
      rows: [
        { figure: 'hostile 20 MB file: time to 413', ours: hostileMs / 1000, reference: countMs / 1000, unit: 's', note: `goal < 5 s; ${lines} lines, cap IMPORT_MAX_ROWS=${config.importMaxRows}; reference: decode and split the bytes` },
        { figure: 'hostile 20 MB file: peak RSS', ours: hostilePeak / 1e6, unit: 'MB', note: 'goal < 400 MB (the process, file included)' },
        { figure: 'preview', ours: previewMs / 1000, reference: referenceMs / 1000, unit: 's', note: 'goal < 10 s; reference: plain multi-row inserts of the same rows' },
        { figure: 'apply', ours: applyMs / 1000, reference: referenceMs / 1000, unit: 's', note: 'goal < 30 s; scans excluded' },
        { figure: 'peak RSS (preview + apply)', ours: importPeak / 1e6, unit: 'MB', note: 'goal < 400 MB' }
      ],
      notes: [`${rows} rows, every column; new ${String(counts.new)}, invalid ${String(counts.invalid)}`, `hostile: ${JSON.parse(refused.body).message as string}`]
    })
  } finally {
    clearInterval(sampler)
    await app.close()
  }
}
