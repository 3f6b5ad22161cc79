import { formatDateTime, type Incident, type IncidentState } from '@sitefleet/shared'

export const STATE_LABELS: Record<IncidentState, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
}

/** A mean time in words: "—" for none, "45 min", "3 h 05 min", "2 d 4 h". */
export function formatMinutes (minutes: number | null): string {
  if (minutes === null) return '—'
  const m = Math.round(minutes)
  if (m < 60) return `${m} min`
  if (m < 24 * 60) return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`
  return `${Math.floor(m / 1440)} d ${Math.floor((m % 1440) / 60)} h`
}

/** "Snoozed until 21/11/2026, 10:00: deploy" or null when the incident is not snoozed. */
export function snoozeText (incident: Incident): string | null {
  if (incident.state === 'resolved') return null
  const reason = incident.snoozeReason === null ? '' : `: ${incident.snoozeReason}`
  if (incident.snoozedUntilRecovery) return `Snoozed until it recovers${reason}`
  if (incident.snoozedUntil !== null && Date.parse(incident.snoozedUntil) > Date.now()) return `Snoozed until ${formatDateTime(incident.snoozedUntil)}${reason}`
  return null
}

/** "21/11/2026, 10:00 by Uma" or "—". */
export function whenBy (at: string | null, by: string | null): string {
  if (at === null) return '—'
  return by === null ? formatDateTime(at) : `${formatDateTime(at)} by ${by}`
}
