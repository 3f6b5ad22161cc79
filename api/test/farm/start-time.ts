// The one instant the date-dependent tests start from. The farm dates its certificates, RDAP
// answers and registrar domains from it, the suites start their clock there, and the dates a test
// expects are counted from it or from that clock, never from a second reading of the wall clock:
// a test that moves its clock over midnight then agrees with the product on what "today" is.
//
// Unset, it is the real time when the test file loads: TLS checks the farm's certificates against
// the real time, so the start must stay within a day of it. TEST_CLOCK_AT=HH:MM moves it to that
// UTC time of today's date, which is how the suites are proven at the edges of a day
// (scripts/test-day-edges.sh); any TZ may be set beside it, since every date here is UTC.
import { addDays, DAY_MS, isoDay } from '../../src/platform/lib/calendar'

const CLOCK_AT = /^([01]\d|2[0-3]):([0-5]\d)$/

function startInstant (): Date {
  const at = process.env.TEST_CLOCK_AT
  const now = new Date()
  if (at === undefined || at === '') return now
  const match = CLOCK_AT.exec(at)
  if (match === null) throw new Error(`TEST_CLOCK_AT must be HH:MM (UTC), not "${at}"`)
  return new Date(`${isoDay(now)}T${match[1]}:${match[2]}:00.000Z`)
}

/** The tests' start, as an ISO instant. */
export const TEST_START = startInstant().toISOString()

/** The UTC day of the start. */
export const startDay = (): string => TEST_START.slice(0, 10)

/** The UTC day `days` after the start's (negative: before). */
export const dayIn = (days: number): string => addDays(startDay(), days)

/** The instant `days` after the start (negative: before), for dated certificates and registry answers. */
export const instantIn = (days: number): Date => new Date(Date.parse(TEST_START) + days * DAY_MS)

/**
 * Days from the UTC day `now` falls on until `day`: what the product shows as days left (today
 * 0, tomorrow 1), counted from the clock the product reads rather than from the start.
 */
export const daysLeftAt = (now: Date, day: string): number => Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${isoDay(now)}T00:00:00Z`)) / DAY_MS)
