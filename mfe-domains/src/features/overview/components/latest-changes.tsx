import type { AxiosInstance } from 'axios'
import { formatDateTime, paths, type LayoutKind } from '@sitefleet/shared'
import { getChanges } from '../../../api/get-changes'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

/** How many changes the overview shows; the Changes screen has the rest. */
export const LATEST_CHANGES = 5

const readLatest = async (client: AxiosInstance, signal: AbortSignal) => await getChanges(client, { kind: '', category: '', since: '', offset: 0, limit: LATEST_CHANGES }, signal)

/** The newest SEO changes (one small cached page of GET /{scope}/changes), linking to the Changes screen. */
export function LatestChanges ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/changes', { category, limit: LATEST_CHANGES }, readLatest)
  return (
    <DashboardPanel
      title='Latest changes' to={paths.changes(layout, category)} state={state} reload={reload}
      isEmpty={(d) => d.changes.length === 0}
      empty={{ title: 'No changes yet', text: 'Each weekly re-scan of a saved domain is compared with the one before.' }}
    >
      {(data) => (
        <ol className='dm-overview__list'>
          {data.changes.map((c) => (
            <li key={c.id}>
              <strong>{c.domain}</strong> · {c.label}: <span className='dm-muted'>{c.before || '—'}</span> → {c.after || '—'}
              <span className='dm-overview__when'>{formatDateTime(c.detectedAt)}</span>
            </li>
          ))}
        </ol>
      )}
    </DashboardPanel>
  )
}
