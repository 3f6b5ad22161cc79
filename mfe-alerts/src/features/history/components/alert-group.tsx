import { formatDateTime, type AlertEvent } from '@sitefleet/shared'
import type { GroupedAlert } from '../lib/group-events'
import { DeliveryList } from './delivery-list'
import { STATE_TEXT } from './event-item'

/**
 * A grouped alert as one card: what was sent, each site it named (with that site's own event:
 * its time, message and state, when it is loaded), and the delivery once, under it. Text only.
 */
export function AlertGroup ({ alert, events, showOwner }: { alert: GroupedAlert; events: AlertEvent[]; showOwner: boolean }) {
  const newest = events[0]
  const bySite = new Map(events.filter((e) => e.domain !== null).map((e) => [e.domain!, e]))
  // Sites whose event is loaded first (newest first), then the others the alert named.
  const sites = [...events.map((e) => e.domain ?? ''), ...alert.domains.filter((d) => !bySite.has(d))]
  return (
    <li className={`al-event al-event--${newest.severity} al-group`} aria-label={alert.title}>
      <div className='al-event__top'>
        <span className={`al-badge al-badge--${newest.severity}`}>{newest.label}</span>
        <time dateTime={newest.occurredAt}>{formatDateTime(newest.occurredAt)}</time>
        <span className={`al-state al-state--${newest.alertState}`}>{STATE_TEXT[newest.alertState]}</span>
        {showOwner && newest.owner && <span className='al-muted'>{newest.owner.name}</span>}
      </div>
      <p className='al-event__message'>{alert.title}</p>
      <ul className='al-group__sites' aria-label={`${alert.domains.length} sites`}>
        {sites.map((site) => {
          const event = bySite.get(site)
          if (event === undefined) return <li key={site}>{site}</li>
          return (
            <li key={`${site} ${event.id}`} aria-label={event.message}>
              <time dateTime={event.occurredAt} className='al-muted'>{formatDateTime(event.occurredAt)}</time>{' '}
              <span>{event.message}</span>
            </li>
          )
        })}
      </ul>
      <DeliveryList deliveries={alert.deliveries} />
    </li>
  )
}
