import { Button, formatDateTime, LoadError, Spinner } from '@sitefleet/shared'
import { useMaintenance } from '../hooks/use-maintenance'
import { AddWindowForm } from './add-window-form'

/** Maintenance windows: while one is open, its server's or domain's events are muted. */
export function MaintenanceSection () {
  const { windows, reloadWindows, servers, add, remove } = useMaintenance()
  return (
    <section className='al-section' aria-labelledby='al-maintenance'>
      <h2 id='al-maintenance'>Maintenance windows</h2>
      {windows.status === 'loading' && <Spinner label='Loading maintenance windows...' />}
      {windows.status === 'error' && <LoadError message='Failed to load maintenance windows.' onRetry={reloadWindows} />}
      {windows.status === 'ready' && windows.data.length === 0 && <p className='al-muted'>No maintenance windows.</p>}
      {windows.status === 'ready' && windows.data.length > 0 && (
        <ul className='al-windows' aria-label='Maintenance windows'>
          {windows.data.map((w) => (
            <li key={w.id} className='al-window'>
              <span className='al-window__what'>{w.server !== null ? `Server ${w.server}` : `Domain ${w.domain ?? '?'}`}</span>
              <span>{`${formatDateTime(w.startsAt)} – ${formatDateTime(w.endsAt)}`}</span>
              {w.active && <span className='al-badge al-badge--info'>Open now</span>}
              {w.note !== '' && <span className='al-muted'>{w.note}</span>}
              <Button size='sm' variant='danger' onClick={() => void remove(w.id)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {servers.status === 'ready' && <AddWindowForm servers={servers.data} onAdd={add} />}
    </section>
  )
}
