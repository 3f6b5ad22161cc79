// CSV for exports, by csv-stringify (maintained, RFC 4180 quoting). Spreadsheet programs run a
// cell that begins with = + - @ (or a tab or carriage return) as a formula, and scraped values
// (a generator, an affiliate ID) are anyone's text: such cells get a leading ' (OWASP CSV
// injection).
import { stringify } from 'csv-stringify/sync'

const FORMULA_START = /^[=+\-@\t\r]/

export function safeCell (value: string | number): string | number {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value
}

export function toCsv (header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], { record_delimiter: '\r\n' })
}
