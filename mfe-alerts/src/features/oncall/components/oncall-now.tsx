import { formatDateTime, loadState, LoadError, Spinner, useApiQuery, type OnCallShift } from '@sitefleet/shared'
import { getOncall } from '../api/get-oncall'
import { ONCALL } from '../hooks/use-oncall-rotations'

const shiftText = (shift: OnCallShift | null, none: string) =>
  shift === null ? none : `${shift.user.name}${shift.override ? ' (override)' : ''} until ${formatDateTime(shift.until)}`

/** Who is on call now and who is next, per rotation; nothing when there are no rotations. */
export function OncallNow () {
  const query = useApiQuery(ONCALL, getOncall, { refetchInterval: 60_000 })
  const state = loadState(query)
  if (state.status === 'loading') return <Spinner label='Loading who is on call...' />
  if (state.status === 'error') return <LoadError message='Failed to load who is on call.' onRetry={() => void query.refetch()} />
  if (state.data.length === 0) return null
  return (
    <section className='al-section' aria-labelledby='al-oncall'>
      <h2 id='al-oncall'>On call</h2>
      <ul className='al-oncall' aria-label='On call'>
        {state.data.map((e) => (
          <li key={e.rotation.id} aria-label={e.rotation.name}>
            <strong>{e.rotation.name}</strong>
            <div>{`Now: ${shiftText(e.now, 'nobody yet (before the first hand-off)')}`}</div>
            <div className='al-muted'>{`Next: ${e.next === null ? 'nobody' : `${e.next.user.name}${e.next.override ? ' (override)' : ''} from ${formatDateTime(e.next.from)}`}`}</div>
          </li>
        ))}
      </ul>
    </section>
  )
}
