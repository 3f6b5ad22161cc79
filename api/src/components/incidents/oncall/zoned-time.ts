// Wall-clock times in an IANA time zone, through the runtime's Intl time-zone data (the product
// keeps no date library: quiet hours and the digest read local time the same way). The zone's
// rules, daylight saving included, come from Intl; this file only asks it for the offset.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter (timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (f === undefined) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    formatters.set(timeZone, f)
  }
  return f
}

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string
  /** Minutes since local midnight. */
  minutes: number
}

function fields (at: Date, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(at)) if (p.type !== 'literal') out[p.type] = Number(p.value)
  return out
}

/** The local date and time of an instant in `timeZone`. */
export function localTime (at: Date, timeZone: string): LocalTime {
  const f = fields(at, timeZone)
  const date = `${String(f.year).padStart(4, '0')}-${String(f.month).padStart(2, '0')}-${String(f.day).padStart(2, '0')}`
  return { date, minutes: f.hour * 60 + f.minute }
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs (at: number, timeZone: string): number {
  const f = fields(new Date(at), timeZone)
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(at / 1000) * 1000
}

/**
 * The instant the wall clock of `timeZone` shows `date` at `minutes` past midnight. A time the
 * clock skips (the hour lost in spring) falls to the same minutes after the change; a time it
 * shows twice (autumn) is the first of them.
 */
export function zonedInstant (date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const wall = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60)
  // The zone's offsets a day either side: where they differ, a change of the clock is near.
  const earlier = offsetMs(wall - 86_400_000, timeZone)
  const later = offsetMs(wall + 86_400_000, timeZone)
  const shown = [wall - earlier, wall - later].filter((t) => offsetMs(t, timeZone) === wall - t)
  return new Date(shown.length > 0 ? Math.min(...shown) : wall - earlier)
}

/** ISO weekday of a YYYY-MM-DD date (1 = Monday … 7 = Sunday). */
export function isoWeekday (date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** Whole days from date `a` to date `b` (calendar dates, no zone involved). */
export function daysBetween (a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone (timeZone: string): boolean {
  try {
    formatter(timeZone)
    return true
  } catch {
    return false
  }
}
