import { formatDateTime, type AlertDelivery } from '@sitefleet/shared'
import { CHANNEL_LABELS } from '../../../lib/channel-kinds'

/** One channel's delivery of an alert, in words. */
export function deliveryText (d: AlertDelivery): string {
  if (d.state === 'delivered') return `Delivered ${formatDateTime(d.deliveredAt)}`
  if (d.state === 'failed') return `Failed after ${d.attempts} attempts: ${d.lastError ?? 'no answer'}`
  if (d.attempts > 0) return `Retrying (${d.attempts} failed, next ${formatDateTime(d.nextAttemptAt)}): ${d.lastError ?? 'no answer'}`
  return `Queued for ${formatDateTime(d.nextAttemptAt)}`
}

/** Where an alert went, channel by channel. */
export function DeliveryList ({ deliveries }: { deliveries: AlertDelivery[] }) {
  if (deliveries.length === 0) return null
  return (
    <ul className='al-deliveries' aria-label='Deliveries'>
      {deliveries.map((d) => (
        <li key={d.channelId} className={`al-delivery al-delivery--${d.state}`}>
          <span className='al-delivery__channel'>
            {d.channelName} ({CHANNEL_LABELS[d.channelKind]})
          </span>
          <span>{deliveryText(d)}</span>
        </li>
      ))}
    </ul>
  )
}
