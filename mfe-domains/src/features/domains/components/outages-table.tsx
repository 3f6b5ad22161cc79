import { DataTable, type Outage } from '@sitefleet/shared'
import { formatDuration } from './history-format'

/** "Frankfurt", "Frankfurt and Virginia", "Frankfurt, Virginia and home". */
export function nameList (names: string[]): string {
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** Who saw an outage; a regional one (a minority saw it) says it is not downtime. */
export function seenFrom (outage: Outage): string {
  const names = nameList(outage.locations ?? [])
  if (outage.regional) return `regional — seen from ${names} only; not counted as downtime`
  return names
}

/**
 * The outages of 30 days. `byLocation` (more than one place checks the site) adds the "Seen from"
 * column; with home alone the table is as it always was.
 */
export function OutagesTable ({ outages, byLocation }: { outages: Outage[]; byLocation: boolean }) {
  if (outages.length === 0) return <p className='dm-muted'>No outages in the last 30 days.</p>
  return (
    <DataTable
      label='Outages'
      rows={outages}
      rowKey={(o) => `${o.start} ${(o.locations ?? []).join()}`}
      rowProps={(o) => ({ className: o.regional ? 'dm-outage--regional' : undefined })}
      columns={[
        { header: 'Start', cell: (o) => new Date(o.start).toLocaleString() },
        { header: 'End', cell: (o) => (o.end === null ? 'Ongoing' : new Date(o.end).toLocaleString()) },
        { header: 'Duration', kind: 'nowrap', cell: (o) => formatDuration(o.durationSeconds) },
        { header: 'Code', kind: 'nowrap', cell: (o) => o.code ?? '—' },
        byLocation && { header: 'Seen from', cell: seenFrom },
      ]}
    />
  )
}
