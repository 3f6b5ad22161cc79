// CSV text → header-mapped records with their line numbers, through csv-parse (maintained, RFC
// 4180 quoting, multi-line cells). Headers are matched case-insensitively, ignoring spaces,
// dashes and underscores, in any order. The delimiter is whichever of comma, semicolon or tab
// the header line uses most (outside quotes).
import { parse } from 'csv-parse/sync'
import { validationError } from '../../platform/errors'
import { unescapeFormula } from '../../platform/lib/csv'
import { EXPORT_READ_ONLY_COLUMNS, IMPORT_COLUMNS, type ImportColumn } from '../export'

// One list of columns with the exports (components/export/export-columns.ts), so an exported file comes back in
// unchanged: the read-only columns an export adds are skipped, formula-escaped cells unescaped.
export { IMPORT_COLUMNS, type ImportColumn }

/** Other names people give the same columns. */
const ALIASES: Record<string, ImportColumn> = { category: 'brandCategory', url: 'domain', website: 'domain' }

const key = (name: string): string => name.toLowerCase().replace(/[\s_-]+/g, '')
const KNOWN = new Map<string, ImportColumn>([
  ...IMPORT_COLUMNS.map((c) => [key(c), c] as const),
  ...Object.entries(ALIASES)
])
const IGNORED = new Set(EXPORT_READ_ONLY_COLUMNS.map(key))

export const CSV_MESSAGES = {
  empty: 'The file is empty',
  noDomain: 'Missing column: domain (the header line must name a "domain" column)',
  unknown: (names: string[]) => `Unknown column${names.length > 1 ? 's' : ''}: ${names.join(', ')}. Known columns: ${IMPORT_COLUMNS.join(', ')}`,
  duplicate: (name: string) => `Column ${name} appears twice`,
  unreadable: (why: string) => `The file could not be read as CSV: ${why}`
} as const

export type CsvRecord = Partial<Record<ImportColumn, string>> & { line: number }

export function detectDelimiter (headerLine: string): string {
  const outside = headerLine.replace(/"[^"]*"/g, '')
  let best = ','
  let most = 0
  for (const d of [',', ';', '\t']) {
    const n = outside.split(d).length - 1
    if (n > most) { best = d; most = n }
  }
  return best
}

export function readCsv (text: string): CsvRecord[] {
  const body = text.replace(/^\uFEFF/, '')
  const firstLine = body.split(/\r?\n/, 1)[0] ?? ''
  if (body.trim() === '') throw validationError(CSV_MESSAGES.empty, 400, 'file')
  let parsed: Array<{ record: string[], info: { lines: number } }>
  try {
    parsed = parse(body, { delimiter: detectDelimiter(firstLine), relax_column_count: true, skip_empty_lines: true, info: true, trim: true }) as unknown as typeof parsed
  } catch (err) {
    throw validationError(CSV_MESSAGES.unreadable((err as Error).message), 400, 'file')
  }
  const [header, ...records] = parsed
  const columns: Array<ImportColumn | null> = []
  const unknown: string[] = []
  for (const name of header.record) {
    const k = key(name)
    const column = KNOWN.get(k)
    if (column !== undefined) {
      if (columns.includes(column)) throw validationError(CSV_MESSAGES.duplicate(column), 400, 'file')
      columns.push(column)
    } else {
      if (!IGNORED.has(k) && k !== '') unknown.push(name)
      columns.push(null)
    }
  }
  if (!columns.includes('domain')) throw validationError(CSV_MESSAGES.noDomain, 400, 'file')
  if (unknown.length > 0) throw validationError(CSV_MESSAGES.unknown(unknown), 400, 'file')
  return records.map(({ record, info }) => {
    const row: CsvRecord = { line: info.lines }
    columns.forEach((column, i) => {
      if (column !== null && record[i] !== undefined) row[column] = unescapeFormula(record[i])
    })
    return row
  })
}

/** A pasted list: one domain per line (blank lines skipped), numbered as pasted. */
export function readList (text: string): CsvRecord[] {
  const rows: CsvRecord[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() !== '') rows.push({ line: i + 1, domain: line.trim() })
  })
  if (rows.length === 0) throw validationError(CSV_MESSAGES.empty, 400, 'text')
  return rows
}
