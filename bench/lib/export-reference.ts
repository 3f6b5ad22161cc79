// The reference of the export scenario, in its own process so its memory is measured alone and
// the same way as the api's: the same rows read with ONE plain SELECT (the export's own query,
// unpaged) and written with csv-stringify's one-shot API into one string, the way an export
// that is not streamed works. Same cells and options as the product (components/export/export-service), so
// the bytes match. Runs the compiled api's modules, like lib/api-process.
import { stringify } from 'csv-stringify/sync'
import type { AppConfig } from '../../api/src/platform/config/config'
import type { openDatabase as OpenDatabase } from '../../api/src/platform/db/database'
import type { DOMAIN_EXPORT_COLUMNS as DomainColumns, HOSTING_EXPORT_COLUMNS as HostingColumns } from '../../api/src/components/export/export-columns'
import type { ExportRepository as ExportRepositoryClass } from '../../api/src/components/export/export-repository'
import type * as CsvExport from '../../api/src/components/export/export-service'

/* eslint-disable @typescript-eslint/no-require-imports */
const { openDatabase } = require('../../api/dist/platform/db/database') as { openDatabase: typeof OpenDatabase }
const { ExportRepository } = require('../../api/dist/components/export/export-repository') as { ExportRepository: typeof ExportRepositoryClass }
const { DOMAIN_EXPORT_COLUMNS, HOSTING_EXPORT_COLUMNS } = require('../../api/dist/components/export/export-columns') as { DOMAIN_EXPORT_COLUMNS: typeof DomainColumns, HOSTING_EXPORT_COLUMNS: typeof HostingColumns }
const { csvOptions, domainCells, hostingCells } = require('../../api/dist/components/export/export-service') as typeof CsvExport
/* eslint-enable @typescript-eslint/no-require-imports */

/** Larger than any portfolio measured: the export's query with no page limit in effect. */
const ALL = 10_000_000

export interface ReferenceResult { ms: number, rows: number, bytes: number }

async function main (): Promise<void> {
  const config = JSON.parse(process.env.BENCH_API_CONFIG ?? '{}') as AppConfig
  const { db } = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema })
  const repo = new ExportRepository(db)
  process.on('message', (m: any) => {
    if (m?.run === undefined) return
    void (async () => {
      const t0 = performance.now()
      const csv = m.run === 'domains'
        ? stringify((await repo.domainPage({ superCategory: 'natural', userId: m.userId }, null, ALL)).map((r) => domainCells(r, 'natural')), csvOptions(DOMAIN_EXPORT_COLUMNS))
        // The scenario's caller is a user's session without the dating claim: no dating domains counted.
        : stringify((await repo.hostingPage(m.userId, null, ALL, ['natural', 'casino'])).map(hostingCells), csvOptions(HOSTING_EXPORT_COLUMNS))
      const ms = performance.now() - t0
      const rows = (csv.match(/\r\n/g)?.length ?? 1) - 1
      process.send?.({ done: { ms, rows, bytes: Buffer.byteLength(csv) } satisfies ReferenceResult })
    })()
  })
  process.on('SIGTERM', () => { void db.destroy().then(() => process.exit(0)) })
  process.send?.({ ready: {} })
}

void main()
