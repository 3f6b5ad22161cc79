// Day numbers: days since 2000-01-01 (UTC), the compact date of the daily rows.
const EPOCH = Date.UTC(2000, 0, 1)
const DAY_MS = 86_400_000

export function dayOf (iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (m === null) return null
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return Number.isFinite(t) ? Math.round((t - EPOCH) / DAY_MS) : null
}

export function dayOfMs (ms: number): number {
  return Math.floor((ms - EPOCH) / DAY_MS)
}

export function isoOf (day: number): string {
  return new Date(EPOCH + day * DAY_MS).toISOString().slice(0, 10)
}

/** "20 Nov" */
export function shortDate (day: number): string {
  return new Date(EPOCH + day * DAY_MS).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
}

/** Search Console keeps 16 months. */
export const HISTORY_DAYS = 486
/** The last days re-read every day: Google's figures for them are not final yet. */
export const FRESH_DAYS = 3
