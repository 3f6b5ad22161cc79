import { Link } from 'react-router-dom'
import { DataTable, formatDateTime, paths, type Incident, type LayoutKind } from '@sitefleet/shared'
import { snoozeText, STATE_LABELS, whenBy } from '../lib/incident-text'
import { IncidentActions } from './incident-actions'

/** Open incidents first, as the server orders them; each leads to its timeline. */
export function IncidentsTable ({ incidents, layout, readOnly }: { incidents: Incident[]; layout: LayoutKind; readOnly: boolean }) {
  return (
    <DataTable
      label='Incidents'
      rows={incidents}
      rowKey={(i) => String(i.id)}
      rowLabel={(i) => i.title}
      columns={[
        {
          header: 'Incident',
          cell: (i) => (
            <>
              <Link to={paths.incident(layout, i.id)}>{`#${i.id} ${i.title}`}</Link>
              {snoozeText(i) !== null && <span className='al-muted al-block'>{snoozeText(i)}</span>}
            </>
          ),
        },
        { header: 'State', kind: 'nowrap', cell: (i) => <span className={`al-incident-state al-incident-state--${i.state}`}>{STATE_LABELS[i.state]}</span> },
        { header: 'Opened', kind: 'nowrap', cell: (i) => <time dateTime={i.openedAt}>{formatDateTime(i.openedAt)}</time> },
        { header: 'Acknowledged', cell: (i) => whenBy(i.acknowledgedAt, i.acknowledgedBy) },
        { header: 'Resolved', cell: (i) => whenBy(i.resolvedAt, i.resolvedBy) },
        layout === 'admin' && { header: 'Owner', cell: (i) => i.owner?.name ?? '—' },
        !readOnly && { header: 'Actions', kind: 'actions', hideHeader: true, cell: (i) => <IncidentActions incident={i} /> },
      ]}
    />
  )
}
