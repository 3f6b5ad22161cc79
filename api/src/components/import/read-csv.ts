// CSV text → header-mapped records with their line numbers, through csv-parse (maintained, RFC
// 4180 quoting, multi-line cells). Headers are matched case-insensitively, ignoring spaces,
// dashes and underscores, in any order. The delimiter is whichever of comma, semicolon or tab
// the header line uses most (outside quotes).
//
// Bounded: the file is parsed in slices that yield to the event loop, records are
// counted as they come and reading stops with a 413 past `maxRows` (IMPORT_MAX_ROWS), and a record
// longer than MAX_RECORD_CHARS stops it too (csv-parse's max_record_size), so neither 10 million
// one-character lines nor one 20 MB cell can take the process's memory or its event loop.
import { type Options, parse } from 'csv-parse'
import { HttpError, validationError } from '../../platform/errors'
import { loopBudget, yieldToLoop } from '../../platform/lib/yield-to-loop'
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
  unreadable: (why: string) => `The file could not be read as CSV: ${why}`,
  tooManyRows: (max: number, lines: number) =>
    `The file has more than ${max.toLocaleString('en-US')} rows, the most one import takes (IMPORT_MAX_ROWS): reading stopped at line ${lines.toLocaleString('en-US')}. Split it into smaller files`,
  recordTooLong: (max: number, line: number) =>
    `Line ${line.toLocaleString('en-US')} is longer than ${max.toLocaleString('en-US')} characters, the most one row may hold: is this a CSV file of domains?`
} as const

/** Longest record (all its cells) accepted: far above a row of the product's columns (a note is at most 5,000). */
export const MAX_RECORD_CHARS = 64 * 1024
/**
 * Characters handed to the parser at once: 2,000 one-character rows, a few ms of parsing. The parser
 * yields to the event loop once its slices have taken SLICE_BUDGET_MS (64 KiB slices of
 * one-character rows blocked for up to a second on a loaded machine).
 */
const SLICE_CHARS = 4 * 1024
const SLICE_BUDGET_MS = 20

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

export async function readCsv (text: string, maxRows: number): Promise<CsvRecord[]> {
  const body = text.replace(/^\uFEFF/, '')
  // The header line, without splitting the rest (split(/\r?\n/, 1) still scanned all 20 MB: 12 ms).
  const newline = body.indexOf('\n')
  const firstLine = (newline === -1 ? body : body.slice(0, newline)).replace(/\r$/, '')
  if (body.trim() === '') throw validationError(CSV_MESSAGES.empty, 400, 'file')
  let columns: Array<ImportColumn | null> | undefined
  const rows: CsvRecord[] = []
  // Each record becomes its row as it is parsed: no second copy of 250,000 records is kept, and
  // a bad header is refused before the rest of the file is read.
  await parseBounded(body, detectDelimiter(firstLine), (record, line) => {
    if (columns === undefined) {
      columns = headerColumns(record)
      return
    }
    if (rows.length === maxRows) throw new HttpError(413, CSV_MESSAGES.tooManyRows(maxRows, line))
    const row: CsvRecord = { line }
    columns.forEach((column, i) => {
      if (column !== null && record[i] !== undefined) row[column] = unescapeFormula(record[i])
    })
    rows.push(row)
  })
  return rows
}

function headerColumns (header: string[]): Array<ImportColumn | null> {
  const columns: Array<ImportColumn | null> = []
  const unknown: string[] = []
  for (const name of header) {
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
  return columns
}

interface Parsed { record: string[], line: number }

/**
 * Hands each csv-parse record of `body` and its line number to `onRecord` (which may throw to
 * stop). The stream parser is fed slice by slice and read out after each write (it parses a
 * write synchronously), yielding to the event loop every SLICE_BUDGET_MS.
 */
async function parseBounded (body: string, delimiter: string, onRecord: (record: string[], line: number) => void): Promise<void> {
  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: MAX_RECORD_CHARS,
    // The line number alone, not csv-parse's `info` object of a dozen counters per record.
    // (csv-parse types on_record as answering a record: it may answer any value to push.)
    on_record: ((record: string[], context: { lines: number }): Parsed => ({ record, line: context.lines })) as unknown as Options['on_record']
  })
  let failure: Error | undefined
  parser.on('error', (err: Error) => { failure ??= err })
  const drain = (): void => {
    for (let item = parser.read() as Parsed | null; item !== null; item = parser.read() as Parsed | null) onRecord(item.record, item.line)
  }
  try {
    const budget = loopBudget(SLICE_BUDGET_MS)
    // Slices of the text itself (re-encoding 20 MB at once blocked for ~100 ms); never between
    // the two halves of a surrogate pair, which would each become U+FFFD.
    for (let start = 0, end = 0; start < body.length; start = end) {
      end = Math.min(start + SLICE_CHARS, body.length)
      if (end < body.length && isHighSurrogate(body.charCodeAt(end - 1))) end++
      parser.write(body.slice(start, end))
      drain()
      await budget.tick()
      // A parse error is emitted on the next tick: stop at the first slice that reports one.
      if (failure !== undefined) break
    }
    if (failure === undefined) {
      parser.end()
      await yieldToLoop()
      drain()
    }
  } finally {
    parser.destroy()
  }
  if (failure !== undefined) throw readError(failure)
}

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff

function readError (err: Error & { code?: string, lines?: number }): Error {
  if (err.code === 'CSV_MAX_RECORD_SIZE') return new HttpError(413, CSV_MESSAGES.recordTooLong(MAX_RECORD_CHARS, err.lines ?? 0))
  return validationError(CSV_MESSAGES.unreadable(err.message), 400, 'file')
}

/** A pasted list: one domain per line (blank lines skipped), numbered as pasted; at most `maxRows`. */
export function readList (text: string, maxRows: number): CsvRecord[] {
  const rows: CsvRecord[] = []
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue
    if (rows.length === maxRows) throw new HttpError(413, CSV_MESSAGES.tooManyRows(maxRows, i + 1))
    rows.push({ line: i + 1, domain: lines[i].trim() })
  }
  if (rows.length === 0) throw validationError(CSV_MESSAGES.empty, 400, 'text')
  return rows
}
