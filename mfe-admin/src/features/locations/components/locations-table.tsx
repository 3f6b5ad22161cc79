import { Button, READ_ONLY_PANEL, type Location } from '@sitefleet/shared'
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
    <table className='ad-tokens ad-locations'>
      <thead>
        <tr>
          <th>Name</th><th>Kind</th><th>State</th><th>Last heartbeat</th><th>Version</th>
          <th>Checks / min</th><th>Lag</th><th>Failures (15 min)</th><th>Votes</th><th />
        </tr>
      </thead>
      <tbody>
        {locations.map((l) => (
          <tr key={l.id} aria-label={l.name}>
            <td>{l.name}</td>
            <td>{l.kind === 'home' ? 'Home' : 'Probe'}</td>
            <td><span className={l.online ? 'ad-state ad-state--online' : 'ad-state ad-state--offline'}>{l.online ? 'Online' : 'Offline'}</span></td>
            <td>
              {l.lastHeartbeatAt === null
                ? 'Never'
                : (
                  <>
                    <time dateTime={l.lastHeartbeatAt} title={exactTime(l.lastHeartbeatAt)}>{relativeTime(l.lastHeartbeatAt, now)}</time>
                    <span className='ad-muted ad-locations__exact'>{exactTime(l.lastHeartbeatAt)}</span>
                  </>
                  )}
            </td>
            <td>{l.version ?? '—'}</td>
            <td>{rate(l.checksPerMinute)}</td>
            <td>{lag(l.lagSeconds)}</td>
            <td>{percent(l.failureShare)}</td>
            <td className={l.voting ? undefined : 'ad-locations__not-voting'}>{voting(l)}</td>
            <td>
              {l.kind === 'home'
                ? <span className='ad-muted'>This server</span>
                : (
                  <div className='ad-locations__actions'>
                    <Button size='sm' variant='secondary' disabled={readOnly} title={why} onClick={() => onReplaceToken(l)}>Replace token</Button>
                    <Button size='sm' variant='danger' disabled={readOnly} title={why} onClick={() => onDelete(l)}>Delete</Button>
                  </div>
                  )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
