// Calendar dates as the product stores them: `YYYY-MM-DD` text read as UTC midnight, so the
// same date means the same instant on SQLite, PostgreSQL and every client time zone. The date
// arithmetic lives here only (which expiry date counts is real dates' rule, in
// components/real-dates/effective-expiry.ts): the screens show the dates and day counts the api sends.

export const DAY_MS = 24 * 60 * 60 * 1000

/** `YYYY-MM-DD` of an instant, in UTC. */
export function isoDay (instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/
const WITH_ZONE = /[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i

/**
 * `YYYY-MM-DD` of a date or date-time text as registries and registrars write them. A date-time
 * with a zone is a moment: its UTC day. A date, or a date-time without a zone, is the day it
 * names: JavaScript would read the latter in the server's time zone and move it a day either way.
 */
export function dayOfDateTime (text: string): string | null {
  const value = text.trim()
  const date = ISO_DATE.exec(value)
  if (date === null) return null
  if (WITH_ZONE.test(value)) {
    const ms = Date.parse(value.replace(' ', 'T'))
    return Number.isFinite(ms) ? isoDay(new Date(ms)) : null
  }
  return `${date[1]}-${date[2]}-${date[3]}`
}

/** The instant of a `YYYY-MM-DD` date (UTC midnight). */
export function dayStart (day: string): Date {
  return new Date(`${day}T00:00:00.000Z`)
}

/** The same day `months` later; a day the target month lacks rolls over (29 Feb + 12 months = 1 Mar). */
export function addMonths (day: string, months: number): string {
  const d = dayStart(day)
  d.setUTCMonth(d.getUTCMonth() + months)
  return isoDay(d)
}

/** `YYYY-MM-DD` that many days after `day`. */
export function addDays (day: string, days: number): string {
  return isoDay(new Date(dayStart(day).getTime() + days * DAY_MS))
}

/** Whole days from `now` until `day` starts, rounded up: 0.4 days → 1, today → 0. */
export function daysUntil (day: string, now: Date): number {
  // `+ 0` turns the -0 of Math.ceil(-0.4) into a plain 0.
  return Math.ceil((dayStart(day).getTime() - now.getTime()) / DAY_MS) + 0
}

/** Epoch seconds of an ISO instant: how the history tables store times. */
export const toEpoch = (iso: string): number => Math.floor(Date.parse(iso) / 1000)
export const toIso = (epoch: number): string => new Date(epoch * 1000).toISOString()
