import { Link, useParams } from 'react-router-dom'
import { Button, EmptyState, formatDateTime, LoadError, paths, Spinner, type LayoutKind } from '@sitefleet/shared'
import { useIncident } from '../hooks/use-incident'
import { snoozeText, STATE_LABELS, whenBy } from '../lib/incident-text'
import { IncidentActions } from './incident-actions'
import { IncidentTimeline } from './incident-timeline'

/** Digits only: anything else in the address is no incident (the API would refuse it anyway). */
const idOf = (raw: string | undefined) => (raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

/** /incidents/:id: one incident, its state and who, its actions, and its timeline. */
export function IncidentView ({ layout }: { layout: LayoutKind }) {
  const id = idOf(useParams().id)
  return (
    <section className='page al-page'>
      <div className='al-page__head'>
        <Link to={paths.incidents(layout)}>All incidents</Link>
      </div>
      {id === null ? <EmptyState title='No such incident' /> : <IncidentDetail id={id} />}
    </section>
  )
}

function IncidentDetail ({ id }: { id: number }) {
  const { incident, reload } = useIncident(id)
  if (incident.status === 'loading') return <Spinner label='Loading the incident...' />
  if (incident.status === 'error') return <LoadError message={`Failed to load incident #${id}.`} onRetry={reload} />
  const { incident: i, timeline } = incident.data
  const snoozed = snoozeText(i)
  return (
    <>
      <div className='al-page__head'>
        <h1>{`Incident #${i.id}`}</h1>
        <span className={`al-incident-state al-incident-state--${i.state}`}>{STATE_LABELS[i.state]}</span>
        <Button variant='secondary' size='sm' onClick={reload}>Refresh</Button>
      </div>
      <p className='al-event__message'>{i.title}</p>
      <dl className='al-facts'>
        <dt>Opened</dt><dd>{formatDateTime(i.openedAt)}</dd>
        <dt>Last alert</dt><dd>{formatDateTime(i.lastAlertAt)}</dd>
        <dt>Acknowledged</dt><dd>{whenBy(i.acknowledgedAt, i.acknowledgedBy)}</dd>
        <dt>Resolved</dt><dd>{whenBy(i.resolvedAt, i.resolvedBy)}</dd>
        {snoozed !== null && <><dt>Snoozed</dt><dd>{snoozed}</dd></>}
        {i.owner && <><dt>Owner</dt><dd>{i.owner.name}</dd></>}
      </dl>
      <div className='sf-row-actions'><IncidentActions incident={i} /></div>
      <h2>Timeline</h2>
      <IncidentTimeline entries={timeline} />
    </>
  )
}
