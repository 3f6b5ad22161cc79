import { formatDateTime } from '@sitefleet/shared'

// How the Locations table words the api's figures. The api measures; the screen only words them.

/** "just now", "45 s ago", "3 min ago", "2 h ago", "4 d ago"; "Never" without a heartbeat. */
export function relativeTime (iso: string | null, now: number = Date.now()): string {
  if (iso === null) return 'Never'
  const at = Date.parse(iso)
  if (Number.isNaN(at)) return 'Never'
  const seconds = Math.max(0, Math.round((now - at) / 1000))
  if (seconds < 10) return 'just now'
  if (seconds < 60) return `${seconds} s ago`
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`
  return `${Math.floor(seconds / 86400)} d ago`
}

/** The exact local time of a heartbeat, for beside the relative one ('' without one). */
export const exactTime = (iso: string | null): string => formatDateTime(iso, '')

/** A 0..1 share as a percentage with one decimal ("12.5 %"). */
export function percent (share: number): string {
  return `${(Math.round(share * 1000) / 10).toFixed(1)} %`
}

/** Seconds of lag ("—" when the location has not checked anything yet). */
export function lag (seconds: number | null): string {
  if (seconds === null) return '—'
  const whole = Math.round(seconds)
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`
}

/** Checks per minute, at most one decimal. */
export function rate (perMinute: number): string {
  return String(Math.round(perMinute * 10) / 10)
}

/** The command that starts a probe on another machine with this token. */
export function probeCommand (sitefleetUrl: string, token: string): string {
  return `SITEFLEET_URL=${sitefleetUrl} PROBE_TOKEN=${token} npm run probe`
}
