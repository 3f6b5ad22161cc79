// CSV for exports, by csv-stringify (maintained, RFC 4180 quoting), and the one formula-escaping rule
// every export (streamed or not) and the importer share. Spreadsheet programs run a
// cell that begins with = + - @ (or a tab or carriage return) as a formula, and scraped values
// (a generator, an affiliate ID) are anyone's text: such cells get a leading ' (OWASP CSV
// injection). Quoting does not protect what follows a ; or , inside a cell: Excel in a locale
// whose list separator is ; splits the raw line at every ;, whatever the quotes say (and other
// tools at every ,). So the same ' goes before a formula character at the start of the cell and
// after every ; or , in it. A run of ' already there before a formula character gets
// one more, so the importer's inverse (one ' fewer) gives back exactly the value exported.
import { stringify } from 'csv-stringify/sync'
import type { FastifyReply } from 'fastify'

// Each match starts at the cell's start or at a ; or , (one character of look-back, no
// backtracking across the cell), so both replacements are linear in the cell's length.
const FORMULA_AT = /(^|[;,])('*[=+\-@\t\r])/g
const ESCAPED_AT = /(^|[;,])'('*[=+\-@\t\r])/g

/** The cell as exported: safe to open in a spreadsheet (' before every formula-looking start). */
export function escapeFormula (value: string): string {
  return value.replace(FORMULA_AT, "$1'$2")
}

/** The importer's inverse of escapeFormula, so that an export imported again changes nothing. */
export function unescapeFormula (value: string): string {
  return value.replace(ESCAPED_AT, '$1$2')
}

/** csv-stringify's cast for every CSV the product writes: text cells escaped, numbers as they are. */
export const CSV_CAST = { string: escapeFormula }

export function toCsv (header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify([[...header], ...rows.map((row) => [...row])], { record_delimiter: '\r\n', cast: CSV_CAST })
}

/** Sends a CSV download (a whole text or a stream): every export's headers, never cached. */
export function sendCsv (reply: FastifyReply, name: string, body: string | NodeJS.ReadableStream): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body)
}
