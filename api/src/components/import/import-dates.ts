// Dates as spreadsheets write them: yyyy-mm-dd (and yyyy/mm/dd), dd.mm.yyyy (always day-first),
// and a/b/yyyy or a-b-yyyy, which is day-first in most of the world and month-first in the US.
// The order of a/b dates is decided once per file: a value with a first number over 12 proves
// day-first, a second number over 12 proves month-first; with no proof (or both), day-first,
// and every date that could be read both ways says how it was read.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/
const SLASHED = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/

export type DateOrder = 'day-first' | 'month-first'

export interface DateReading {
  /** YYYY-MM-DD, or null when the text is not a date. */
  value: string | null
  /** How an ambiguous date was read, for the row's warnings. */
  warning?: string
}

/** What a/b/yyyy values prove about their order; `add` more values, then `order()`. */
export function dateOrderProof (): { add: (text: string) => void, order: () => { order: DateOrder, proven: boolean } } {
  let dayFirst = false
  let monthFirst = false
  return {
    add: (text) => {
      const m = SLASHED.exec(text.trim())
      if (m === null) return
      if (Number(m[1]) > 12) dayFirst = true
      if (Number(m[2]) > 12) monthFirst = true
    },
    order: () => monthFirst && !dayFirst ? { order: 'month-first', proven: true } : { order: 'day-first', proven: dayFirst && !monthFirst }
  }
}

/** The order the file's a/b/yyyy dates prove, and whether anything proved it. */
export function dateOrderOf (values: Iterable<string>): { order: DateOrder, proven: boolean } {
  const proof = dateOrderProof()
  for (const text of values) proof.add(text)
  return proof.order()
}

function calendarDay (year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day))
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null
  return d.toISOString().slice(0, 10)
}

/** Reads one date cell (already known to be non-empty) in the file's order. */
export function readDate (text: string, order: DateOrder, proven: boolean): DateReading {
  const value = text.trim()
  let m = ISO.exec(value)
  if (m !== null) return { value: calendarDay(Number(m[1]), Number(m[2]), Number(m[3])) }
  m = DOTTED.exec(value)
  if (m !== null) return { value: calendarDay(Number(m[3]), Number(m[2]), Number(m[1])) }
  m = SLASHED.exec(value)
  if (m === null) return { value: null }
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const [day, month] = order === 'day-first' ? [a, b] : [b, a]
  const iso = calendarDay(year, month, day)
  if (iso === null || a > 12 || b > 12 || a === b) return { value: iso }
  const why = proven ? 'as other dates in the file show' : 'nothing in the file tells, so day-first was assumed'
  return { value: iso, warning: `"${value}" read as ${day} ${MONTHS[month - 1]} ${year} (${order}: ${why})` }
}
