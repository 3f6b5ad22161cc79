import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button, EmptyState, LoadError, paths, SegmentedControl, Spinner, useApi, type IncidentState, type LayoutKind } from '@sitefleet/shared'
import { useIncidents } from '../hooks/use-incidents'
import { STATE_LABELS } from '../lib/incident-text'
import { IncidentStats } from './incident-stats'
import { IncidentsTable } from './incidents-table'

export const INCIDENTS_TEXT = {
  title: 'Incidents',
  loading: 'Loading incidents...',
  failed: 'Failed to load incidents.',
  empty: 'No incidents',
  emptyText: 'Every alert that is sent opens an incident or joins one; they show here, open first, until they are resolved.',
  refresh: 'Refresh',
} as const

const STATES: IncidentState[] = ['open', 'acknowledged', 'resolved']

/**
 * /incidents and /admin/incidents: the incidents, open first, with who acknowledged and resolved
 * them and when, their actions, and the monthly MTTA and MTTR; `oncall`: who is on call, above.
 */
export function IncidentsView ({ layout, oncall }: { layout: LayoutKind; oncall?: ReactNode }) {
  const { incidents, reload, stats, reloadStats } = useIncidents()
  const { readOnly } = useApi()
  const [shown, setShown] = useState<IncidentState | null>(null)
  const all = incidents.status === 'ready' ? incidents.data : []
  const rows = shown === null ? all : all.filter((i) => i.state === shown)
  const options = STATES.map((s) => ({ value: s, label: STATE_LABELS[s], count: all.filter((i) => i.state === s).length }))
  return (
    <section className='page al-page'>
      <div className='al-page__head'>
        <h1>{INCIDENTS_TEXT.title}</h1>
        <Link to={paths.alerts(layout)}>Alert history</Link>
        <Link to={paths.alertSettings(layout)}>Alert settings</Link>
        <Button variant='secondary' size='sm' onClick={() => { reload(); reloadStats() }}>{INCIDENTS_TEXT.refresh}</Button>
      </div>
      {oncall}
      <IncidentStats stats={stats} reload={reloadStats} />
      {incidents.status === 'loading' && <Spinner label={INCIDENTS_TEXT.loading} />}
      {incidents.status === 'error' && <LoadError message={INCIDENTS_TEXT.failed} onRetry={reload} />}
      {incidents.status === 'ready' && all.length === 0 && <EmptyState title={INCIDENTS_TEXT.empty}>{INCIDENTS_TEXT.emptyText}</EmptyState>}
      {incidents.status === 'ready' && all.length > 0 && (
        <>
          <SegmentedControl<IncidentState> label='Show incidents' options={options} value={shown} allowNone onChange={setShown} />
          <IncidentsTable incidents={rows} layout={layout} readOnly={readOnly} />
        </>
      )}
    </section>
  )
}
