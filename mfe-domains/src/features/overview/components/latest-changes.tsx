import { Link } from 'react-router-dom'
import { EmptyState, formatDateTime, LoadError, loadState, paths, Spinner, useApiQuery, type LayoutKind } from '@sitefleet/shared'
import { getChanges } from '../../../api/get-changes'

/** How many changes the overview shows; the Changes screen has the rest. */
export const LATEST_CHANGES = 5

/** The newest SEO changes (one small cached page of GET /{scope}/changes), linking to the Changes screen. */
export function LatestChanges ({ layout, category }: { layout: LayoutKind; category: string }) {
  const filter = { kind: '', category: '', since: '', offset: 0, limit: LATEST_CHANGES }
  const query = useApiQuery(['/changes', category, filter], (client, signal) => getChanges(client, filter, signal))
  const state = loadState(query)
  const reload = () => void query.refetch()
  return (
    <section className='dm-overview__panel' aria-label='Latest changes'>
      <h2><Link to={paths.changes(layout, category)}>Latest changes</Link></h2>
      {state.status === 'loading' && <Spinner label='Loading changes...' />}
      {state.status === 'error' && <LoadError message='Failed to load changes.' onRetry={reload} />}
      {state.status === 'ready' && state.data.changes.length === 0 && (
        <EmptyState title='No changes yet'>Each weekly re-scan of a saved domain is compared with the one before.</EmptyState>
      )}
      {state.status === 'ready' && state.data.changes.length > 0 && (
        <ol className='dm-overview__list'>
          {state.data.changes.map((c) => (
            <li key={c.id}>
              <strong>{c.domain}</strong> · {c.label}: <span className='dm-muted'>{c.before || '—'}</span> → {c.after || '—'}
              <span className='dm-overview__when'>{formatDateTime(c.detectedAt)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
