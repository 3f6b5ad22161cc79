// A Retry-After header (delta-seconds or an HTTP date) as milliseconds from now. Every caller
// that is asked to wait (RDAP, registrars, search APIs, alert channels) reads it here and applies
// its own default and bounds, since how long is too long differs between a webhook and a
// registry.

/** The wait a Retry-After asks for, in ms from `now` (negative for a date in the past), or undefined when absent or unreadable. */
export function parseRetryAfter (value: string | string[] | undefined, now = Date.now()): number | undefined {
  const raw = Array.isArray(value) ? value[0] : value
  if (raw === undefined || raw.trim() === '') return undefined
  const seconds = Number(raw)
  if (Number.isFinite(seconds)) return seconds * 1000
  const at = Date.parse(raw)
  return Number.isNaN(at) ? undefined : at - now
}
