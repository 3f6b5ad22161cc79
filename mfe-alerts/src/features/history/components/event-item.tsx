import { formatDateTime, type AlertEvent } from '@sitefleet/shared'
import { DeliveryList } from './delivery-list'

/** What became of an event, in words (the api decides; this only names it). */
export const STATE_TEXT: Record<AlertEvent['alertState'], string> = {
  pending: 'Waiting to be grouped',
  sent: 'Sent',
  muted: 'Muted (maintenance window)',
  suppressed: 'Held back (Sitefleet was offline)',
  silent: 'Not sent (no channel or rule)',
}

/** One event of the history: what happened, when, to what, and where its alert went. Text only. */
export function EventItem ({ event, showOwner }: { event: AlertEvent; showOwner: boolean }) {
  return (
    <li className={`al-event al-event--${event.severity}`} aria-label={event.message}>
      <div className='al-event__top'>
        <span className={`al-badge al-badge--${event.severity}`}>{event.label}</span>
        <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
        <span className={`al-state al-state--${event.alertState}`}>{STATE_TEXT[event.alertState]}</span>
        {showOwner && event.owner && <span className='al-muted'>{event.owner.name}</span>}
      </div>
      <p className='al-event__message'>{event.message}</p>
      {event.alert && event.alert.title !== event.message && <p className='al-muted'>Sent as: {event.alert.title}</p>}
      {event.alert && <DeliveryList deliveries={event.alert.deliveries} />}
    </li>
  )
}
