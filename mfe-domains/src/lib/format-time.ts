/** A server time (ISO-8601) in the browser's locale; `fallback` when it is missing or not a date. */
export function formatTime (value: string | null | undefined, fallback = 'Never'): string {
  if (!value) return fallback
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? fallback : d.toLocaleString()
}
