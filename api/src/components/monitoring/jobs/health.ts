// How one status result moves a domain's health (pure, so every edge is testable):
// - a site that answered 200 and now fails starts a failure streak and is looked at again after
//   ALERT_CONFIRM_SECONDS; only a streak that outlives that re-check counts as DOWN (one event),
//   so a one-off blip never alerts;
// - a DOWN site that answers 200 again RECOVERS (one event, with how long it was down);
// - a site never seen up (just bought, parked) fails without alerting until it has been up once;
// - noindex appearing on a page that had none is an event (reading it costs nothing: the status
//   check reads the page anyway).
import type { Health } from '../../domains'
import type { EventKindName } from '../../events'

export type { Health }

export interface HealthEvent {
  kind: EventKindName
  data: Record<string, unknown>
}

export interface Transition {
  next: Health
  events: HealthEvent[]
  /** Check again this soon (to confirm a failure). */
  recheckInMs?: number
}

export interface StatusReading {
  statusCode: number
  error: string | null
  /** null when no page was read (the site did not answer). */
  noindex: boolean | null
  noindexSource?: string
}

export function transition (prev: Health, reading: StatusReading, at: string, confirmMs: number): Transition {
  const events: HealthEvent[] = []
  const up = reading.statusCode === 200
  const noindex = reading.noindex ?? prev.noindex
  if (prev.noindex === false && reading.noindex === true) events.push({ kind: 'noindex-appeared', data: { source: reading.noindexSource ?? 'noindex' } })

  if (up) {
    if (prev.downSince !== null) {
      events.push({ kind: 'site-recovered', data: { downSince: prev.downSince, durationMs: Date.parse(at) - Date.parse(prev.downSince), statusCode: prev.statusCode } })
    }
    return { next: { statusCode: reading.statusCode, failingSince: null, downSince: null, noindex }, events }
  }

  const failure = { statusCode: reading.statusCode, noindex }
  if (prev.downSince !== null) return { next: { ...failure, failingSince: prev.failingSince, downSince: prev.downSince }, events }
  // A new streak counts only when the site was up; one that started while it never was stays quiet.
  const failingSince = prev.failingSince ?? (prev.statusCode === 200 ? at : null)
  if (failingSince === null) return { next: { ...failure, failingSince: null, downSince: null }, events }
  const waited = Date.parse(at) - Date.parse(failingSince)
  if (waited < confirmMs) {
    return { next: { ...failure, failingSince, downSince: null }, events, recheckInMs: confirmMs - waited }
  }
  events.push({ kind: 'site-down', data: { statusCode: reading.statusCode, error: reading.error, since: failingSince } })
  return { next: { ...failure, failingSince, downSince: failingSince }, events }
}
