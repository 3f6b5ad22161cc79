import { formatDateTime, type Incident, type IncidentState } from '@sitefleet/shared'

export const STATE_LABELS: Record<IncidentState, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  resolved: 'Resolved',
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
