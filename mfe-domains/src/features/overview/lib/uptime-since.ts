/**
 * What the 30-day uptime card says about a window shorter than 30 days (the API's `uptimeSince`):
 * - a first result today: "since 14:05 today" (the browser's clock);
 * - a first result on an earlier day not rolled up yet (just after midnight): "since 25 Nov, 23:40";
 * - a first whole day (a UTC calendar day, "2026-11-24"): "since 24 Nov", as the API counts days in UTC;
 * - null (all 30 days there, or no data): nothing.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

const two = (n: number): string => String(n).padStart(2, '0')

export function uptimeSince (since: string | null, now: Date = new Date()): string | null {
  if (since === null) return null
  const day = DAY_ONLY.exec(since)
  if (day !== null) return `since ${Number(day[3])} ${MONTHS[Number(day[2]) - 1]}`
  const at = new Date(since)
  if (Number.isNaN(at.getTime())) return null
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`
  const sameDay = at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate()
  return sameDay ? `since ${time} today` : `since ${at.getDate()} ${MONTHS[at.getMonth()]}, ${time}`
}
