import { formatDateTime, type IncidentTimelineEntry } from '@sitefleet/shared'

/** Each kind of timeline entry in words. */
export const ENTRY_LABELS: Record<IncidentTimelineEntry['kind'], string> = {
  opened: 'Opened',
  alert: 'Alert',
  delivery: 'Delivery',
  reopened: 'Reopened',
  acknowledged: 'Acknowledged',
  snoozed: 'Snoozed',
  unsnoozed: 'Snooze ended',
  escalated: 'Escalation',
  note: 'Note',
  resolved: 'Resolved',
}

/** The incident's story, oldest first: what happened, when and who (a person, Sitefleet or a channel). Text only. */
export function IncidentTimeline ({ entries }: { entries: IncidentTimelineEntry[] }) {
  return (
    <ol className='al-timeline' aria-label='Timeline'>
      {entries.map((e, k) => (
        <li key={`${e.at} ${k}`} className={`al-timeline__entry al-timeline__entry--${e.kind}`} aria-label={`${ENTRY_LABELS[e.kind]} by ${e.actor}`}>
          <div className='al-event__top'>
            <span className='al-badge'>{ENTRY_LABELS[e.kind]}</span>
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            <span className='al-timeline__actor'>{e.actor}</span>
          </div>
          {e.text !== '' && <p className='al-event__message'>{e.text}</p>}
        </li>
      ))}
    </ol>
  )
}
