import type { AlertEvent } from '@sitefleet/shared'

export type GroupedAlert = NonNullable<AlertEvent['alert']>

/** One card of the history: an event on its own, or a grouped alert with its events. */
export type HistoryEntry =
  | { type: 'event'; event: AlertEvent }
  | { type: 'group'; alert: GroupedAlert; events: AlertEvent[] }

/**
 * The history as cards: the events of an alert about several sites (a server's outage) become
 * one card where the newest of them stands, whichever pages they came on; the rest stay single.
 */
export function groupEvents (events: readonly AlertEvent[]): HistoryEntry[] {
  const entries: HistoryEntry[] = []
  const groups = new Map<number, Extract<HistoryEntry, { type: 'group' }>>()
  for (const event of events) {
    const alert = event.alert
    if (alert === null || alert.domains.length < 2) {
      entries.push({ type: 'event', event })
      continue
    }
    const group = groups.get(alert.id)
    if (group !== undefined) {
      group.events.push(event)
      continue
    }
    const created = { type: 'group' as const, alert, events: [event] }
    groups.set(alert.id, created)
    entries.push(created)
  }
  return entries
}
