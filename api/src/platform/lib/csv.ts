// CSV for exports, by csv-stringify (maintained, RFC 4180 quoting), and the one formula-escaping rule
// every export (streamed or not) and the importer share. Spreadsheet programs run a
// cell that begins with = + - @ (or a tab or carriage return) as a formula, and scraped values
// (a generator, an affiliate ID) are anyone's text: such cells get a leading ' (OWASP CSV
// injection).
import { stringify } from 'csv-stringify/sync'
import type { FastifyReply } from 'fastify'

const FORMULA_START = /^[=+\-@\t\r]/

/** The cell as exported: safe to open in a spreadsheet (a formula-looking value gets a leading '). */
export function escapeFormula (value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** The importer's inverse of escapeFormula, so that an export imported again changes nothing. */
export function unescapeFormula (value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value
}

export function safeCell (value: string | number): string | number {
  return typeof value === 'string' ? escapeFormula(value) : value
}

export function toCsv (header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], { record_delimiter: '\r\n' })
}

/** Sends a CSV download (a whole text or a stream): every export's headers, never cached. */
export function sendCsv (reply: FastifyReply, name: string, body: string | NodeJS.ReadableStream): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body)
}
