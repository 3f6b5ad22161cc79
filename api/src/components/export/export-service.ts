// The CSV exports, streamed: rows are read from the database a page at a time (keyset)
// and written through csv-stringify (the maintained csv family; csv-parse reads the imports), so
// memory stays flat whatever the portfolio's size and the first bytes leave at once. Every cell
// passes CSV_CAST (platform/lib/csv.ts): a formula-looking start, of the cell or after a ; or , in it,
// gets a leading ' (safe to open in Excel).
import { pipeline, Readable } from 'node:stream'
import { type Options as CsvOptions, stringify } from 'csv-stringify'
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { addMonths } from '../../platform/lib/calendar'
import { CSV_CAST } from '../../platform/lib/csv'
import { DOMAIN_EXPORT_COLUMNS, HOSTING_EXPORT_COLUMNS, type DomainExportColumn, type HostingExportColumn } from './export-columns'
import { type DomainExportFilter, type DomainExportRow, ExportRepository, type HostingExportRow } from './export-repository'

/** Rows per database read: small enough for flat memory, large enough to keep round trips few. */
export const EXPORT_PAGE_SIZE = 1000

export type Cells<C extends string> = Record<C, string>

const text = (value: string | number | null | undefined): string => value === null || value === undefined ? '' : String(value)

/** One exported domain row as the CSV's cells (also bench/scenarios/export's reference). */
export function domainCells (r: DomainExportRow, superCategory: SuperCategoryValue): Cells<DomainExportColumn> {
  return {
    domain: r.domain,
    superCategory,
    brandCategory: r.category,
    issueDate: text(r.issue_date),
    note: r.note,
    platform: text(r.platform),
    platformEmail: text(r.platform_email),
    server: text(r.server),
    serverExpiryDate: text(r.server_expiry),
    status: text(r.status_code),
    lastChecked: text(r.last_checked),
    // The spec's estimate of a domain's expiry: issue date + 1 year.
    expiryDate: r.issue_date === null ? '' : addMonths(r.issue_date, 12),
    indexState: text(r.index_state),
    affiliateState: text(r.affiliate_outcome),
    owner: r.owner_email
  }
}

/** One exported hosting server as the CSV's cells. */
export function hostingCells (r: HostingExportRow): Cells<HostingExportColumn> {
  return {
    platform: r.platform,
    platformEmail: r.platform_email,
    server: r.server,
    serverExpiryDate: text(r.server_expiry),
    renewalMonths: text(r.renewal_months),
    hostingIssueDate: text(r.hosting_issue_date),
    domains: text(Number(r.domains))
  }
}

async function * domainRecords (repo: ExportRepository, filter: DomainExportFilter, pageSize: number): AsyncGenerator<Cells<DomainExportColumn>> {
  let after: { domain: string, id: string } | null = null
  for (;;) {
    const rows = await repo.domainPage(filter, after, pageSize)
    for (const r of rows) yield domainCells(r, filter.superCategory)
    if (rows.length < pageSize) return
    const last = rows[rows.length - 1]
    after = { domain: last.domain, id: last.id }
  }
}

async function * hostingRecords (repo: ExportRepository, userId: string | undefined, superCategories: readonly SuperCategoryValue[], pageSize: number): AsyncGenerator<Cells<HostingExportColumn>> {
  let after: string | null = null
  for (;;) {
    const rows = await repo.hostingPage(userId, after, pageSize, superCategories)
    for (const r of rows) yield hostingCells(r)
    if (rows.length < pageSize) return
    after = rows[rows.length - 1].id
  }
}

/** How every export is written. */
export function csvOptions<C extends string> (columns: readonly C[]): CsvOptions {
  return {
    header: true,
    columns: [...columns],
    // RFC 4180 line ends: what Excel and most importers expect.
    record_delimiter: 'windows',
    cast: CSV_CAST
  }
}

function toCsv<C extends string> (records: AsyncGenerator<Cells<C>>, columns: readonly C[], onError: (err: Error) => void): NodeJS.ReadableStream {
  const csv = stringify(csvOptions(columns))
  // pipeline (not pipe): a database error mid-way ends the download instead of hanging it.
  return pipeline(Readable.from(records), csv, (err) => { if (err) onError(err) })
}

export class CsvExportService {
  private readonly repo: ExportRepository

  constructor (db: Kysely<Database>, private readonly pageSize = EXPORT_PAGE_SIZE) {
    this.repo = new ExportRepository(db)
  }

  domains (filter: DomainExportFilter, onError: (err: Error) => void): NodeJS.ReadableStream {
    return toCsv(domainRecords(this.repo, filter, this.pageSize), DOMAIN_EXPORT_COLUMNS, onError)
  }

  /** `superCategories`: whose domains each server's count includes (visibleSuperCategories). */
  hosting (userId: string | undefined, superCategories: readonly SuperCategoryValue[], onError: (err: Error) => void): NodeJS.ReadableStream {
    return toCsv(hostingRecords(this.repo, userId, superCategories, this.pageSize), HOSTING_EXPORT_COLUMNS, onError)
  }
}
