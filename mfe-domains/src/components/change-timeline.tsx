import { Spinner } from '@sitefleet/shared'
import { useChanges } from '../lib/use-changes'
import { ChangeItem } from './change-item'

export const TIMELINE_TEXT = {
  title: 'Changes',
  loading: 'Loading changes...',
  failed: 'Could not load the changes.',
  empty: 'No changes found between scans yet.',
} as const

/** A domain's SEO change timeline in its details: the latest 20 changes, newest first. */
export function ChangeTimeline ({ domain, ownerId }: { domain: string; ownerId?: string }) {
  const { state } = useChanges({ kind: '', category: '', since: '', domain, owner: ownerId, offset: 0, limit: 20 })
  return (
    <section className='dm-timeline' aria-label='Change timeline'>
      <h3>{TIMELINE_TEXT.title}</h3>
      {state.status === 'loading' && <Spinner label={TIMELINE_TEXT.loading} />}
      {state.status === 'error' && <p className='dm-muted'>{TIMELINE_TEXT.failed}</p>}
      {state.status === 'ready' && state.data.changes.length === 0 && <p className='dm-muted'>{TIMELINE_TEXT.empty}</p>}
      {state.status === 'ready' && state.data.changes.length > 0 && (
        <ol className='dm-changes'>
          {state.data.changes.map((change) => (
            <ChangeItem key={change.id} change={change} showDomain={false} />
          ))}
        </ol>
      )}
    </section>
  )
}
