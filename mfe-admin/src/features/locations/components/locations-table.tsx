import { Button, DataTable, READ_ONLY_PANEL, type Location } from '@sitefleet/shared'
import { exactTime, lag, percent, rate, relativeTime } from '../lib/format-location'

export interface LocationsTableProps {
  locations: Location[];
  readOnly: boolean;
  onReplaceToken(location: Location): void;
  onDelete(location: Location): void;
}

/** Voting, or why not: a location whose own checks mostly fail is taken to be the problem. */
const voting = (l: Location) => (l.voting ? 'Voting' : 'Not voting: cannot reach the internet')

/** One row per location: state, heartbeat, version, rate, lag, failure share, voting, actions. */
export function LocationsTable ({ locations, readOnly, onReplaceToken, onDelete }: LocationsTableProps) {
  const now = Date.now()
  const why = readOnly ? READ_ONLY_PANEL : undefined
  return (
    <DataTable
      label='Locations'
      className='ad-locations'
      rows={locations}
      rowKey={(l) => l.id}
      rowLabel={(l) => l.name}
      columns={[
        { header: 'Name', cell: (l) => l.name },
        { header: 'Kind', cell: (l) => (l.kind === 'home' ? 'Home' : 'Probe') },
        { header: 'State', cell: (l) => <span className={l.online ? 'ad-state ad-state--online' : 'ad-state ad-state--offline'}>{l.online ? 'Online' : 'Offline'}</span> },
        {
          header: 'Last heartbeat',
          cell: (l) => (l.lastHeartbeatAt === null
            ? 'Never'
            : (
              <>
                <time dateTime={l.lastHeartbeatAt} title={exactTime(l.lastHeartbeatAt)}>{relativeTime(l.lastHeartbeatAt, now)}</time>
                <span className='ad-muted ad-locations__exact'>{exactTime(l.lastHeartbeatAt)}</span>
              </>
              )),
        },
        { header: 'Version', cell: (l) => l.version ?? '—' },
        { header: 'Checks / min', cell: (l) => rate(l.checksPerMinute) },
        { header: 'Lag', cell: (l) => lag(l.lagSeconds) },
        { header: 'Failures (15 min)', cell: (l) => percent(l.failureShare) },
        { header: 'Votes', cell: voting, cellClassName: (l) => (l.voting ? undefined : 'ad-locations__not-voting') },
        {
          header: 'Actions',
          hideHeader: true,
          kind: 'actions',
          cell: (l) => (l.kind === 'home'
            ? <span className='ad-muted'>This server</span>
            : (
              <>
                <Button size='sm' variant='secondary' disabled={readOnly} title={why} onClick={() => onReplaceToken(l)}>Replace token</Button>
                <Button size='sm' variant='danger' disabled={readOnly} title={why} onClick={() => onDelete(l)}>Delete</Button>
              </>
              )),
        },
      ]}
    />
  )
}
