import { Link } from 'react-router-dom'
import { formatChange, formatCount, type LayoutKind, paths } from '@sitefleet/shared'
import { getSearchSummary } from '../api/get-search-summary'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

/** " (+12 %)"; nothing when last week had no clicks. */
const change = (fraction: number | null): string => (fraction === null ? '' : ` (${formatChange(fraction)})`)

/** The portfolio's Google clicks this week against last week, and the sites that lost most. */
export function SearchPanel ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/api/search/summary', { category }, (client, signal) => getSearchSummary(client, category, signal))
  return (
    <DashboardPanel
      title='Search clicks' to={paths.search(layout, category)} state={state} reload={reload}
      isEmpty={(d) => d.sites === 0}
      empty={{ title: 'No search figures yet', text: 'Connect a Google Search Console account on the Search screen to see your sites\' clicks here.' }}
    >
      {(data) => (
        <>
          <p>Google clicks this week: <strong>{formatCount(data.thisWeek)}</strong>{change(data.change)}</p>
          <p className='dm-muted'>Last week: {formatCount(data.lastWeek)} · {data.sites} {data.sites === 1 ? 'site' : 'sites'}{data.through === null ? '' : ` · to ${data.through}`}</p>
          {data.losers.length > 0 && (
            <ul className='dm-overview__list' aria-label='Top losers'>
              {data.losers.map((l) => (
                <li key={l.domainId}>
                  <Link to={paths.searchSite(layout, category, l.domainId)}>{l.domain}</Link>: {formatCount(l.thisWeek)} clicks, was {formatCount(l.lastWeek)}{change(l.change)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardPanel>
  )
}
