import { Link } from 'react-router-dom'
import { Button, LoadError, paths, Spinner, type LayoutKind } from '@sitefleet/shared'
import { useAlertHistory } from '../hooks/use-alert-history'
import { groupEvents } from '../lib/group-events'
import { AlertGroup } from './alert-group'
import { EventItem } from './event-item'

export const HISTORY_TEXT = {
  title: 'Alerts',
  settings: 'Alert settings',
  loading: 'Loading alerts...',
  failed: 'Failed to load alerts.',
  empty: 'No events yet. They appear here when a site goes down or recovers, an affiliate link breaks, a domain or server is about to expire, or a site drops out of Bing.',
  refresh: 'Refresh',
  more: 'Load older',
} as const

/**
 * /alerts and /admin/alerts: the event history with each alert's delivery per channel; a grouped
 * alert's events (a server's sites down) are one card listing its sites.
 */
export function HistoryView ({ layout }: { layout: LayoutKind }) {
  const { status, events, nextBefore, loadingMore, refresh, more } = useAlertHistory()
  return (
    <section className='page al-page'>
      <div className='al-page__head'>
        <h1>{HISTORY_TEXT.title}</h1>
        <Link to={paths.alertSettings(layout)}>{HISTORY_TEXT.settings}</Link>
        <Button variant='secondary' size='sm' onClick={() => void refresh()}>
          {HISTORY_TEXT.refresh}
        </Button>
      </div>
      {status === 'loading' && <Spinner label={HISTORY_TEXT.loading} />}
      {status === 'error' && <LoadError message={HISTORY_TEXT.failed} onRetry={() => void refresh()} />}
      {status === 'ready' && events.length === 0 && <p className='al-empty'>{HISTORY_TEXT.empty}</p>}
      {status === 'ready' && events.length > 0 && (
        <ol className='al-events' aria-label='Alert history'>
          {groupEvents(events).map((entry) => entry.type === 'event'
            ? <EventItem key={entry.event.id} event={entry.event} showOwner={layout === 'admin'} />
            : <AlertGroup key={`alert ${entry.alert.id}`} alert={entry.alert} events={entry.events} showOwner={layout === 'admin'} />)}
        </ol>
      )}
      {status === 'ready' && nextBefore !== null && (
        <Button variant='secondary' onClick={() => void more()} disabled={loadingMore}>
          {HISTORY_TEXT.more}
        </Button>
      )}
    </section>
  )
}
