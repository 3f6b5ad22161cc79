import { Link } from 'react-router-dom'
import { type LayoutKind, paths } from '@sitefleet/shared'
import { getSearchSummary } from '../api/get-search-summary'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

const whole = new Intl.NumberFormat('en-US')
/** "+12 %", "−50 %"; nothing when last week had no clicks. */
function change (fraction: number | null): string {
  if (fraction === null) return ''
  const pct = Math.round(fraction * 100)
  return ` (${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct)} %)`
}

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
          <p>Google clicks this week: <strong>{whole.format(data.thisWeek)}</strong>{change(data.change)}</p>
          <p className='dm-muted'>Last week: {whole.format(data.lastWeek)} · {data.sites} {data.sites === 1 ? 'site' : 'sites'}{data.through === null ? '' : ` · to ${data.through}`}</p>
          {data.losers.length > 0 && (
            <ul className='dm-overview__list' aria-label='Top losers'>
              {data.losers.map((l) => (
                <li key={l.domainId}>
                  <Link to={paths.searchSite(layout, category, l.domainId)}>{l.domain}</Link>: {whole.format(l.thisWeek)} clicks, was {whole.format(l.lastWeek)}{change(l.change)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardPanel>
  )
}
