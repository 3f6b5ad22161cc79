// Dates as the screens display them. Date rules (expiry = issue date + 1 year, days left, the
// expiry windows) are the server's alone (api/src/platform/lib/calendar.ts, and which expiry counts in
// api/src/components/real-dates/effective-expiry.ts): the screens show its answers.

/** Parses a Date, epoch ms or date string; `yyyy-mm-dd` is read as UTC midnight. Invalid → null. */
export function toDate (value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** `yyyy-mm-dd` (the product's date input format), in UTC; '' for a missing date. */
export function formatIsoDate (value: Date | string | number | null | undefined): string {
  const d = toDate(value)
  return d ? d.toISOString().slice(0, 10) : ''
}

/** Local date and time of an instant for a list row; `fallback` when missing or unreadable. */
export function formatDateTime (value: Date | string | number | null | undefined, fallback = '—'): string {
  const d = toDate(value)
  return d ? d.toLocaleString() : fallback
}

/** A mean time in words: "—" for none, "45 min", "3 h 05 min", "2 d 4 h". */
export function formatMinutes (minutes: number | null): string {
  if (minutes === null) return '—'
  const m = Math.round(minutes)
  if (m < 60) return `${m} min`
  if (m < 24 * 60) return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`
  return `${Math.floor(m / 1440)} d ${Math.floor((m % 1440) / 60)} h`
}
