import { Link } from 'react-router-dom'
import { type DownNow, formatDateTime, type LayoutKind, paths } from '@sitefleet/shared'
import { getDownNow } from '../api/get-down-now'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** What the answer leaves out (the api sends the biggest groups only), or null when nothing is. */
export function notShown (data: DownNow): string | null {
  if (data.moreGroups > 0) return `and ${plural(data.moreGroups, 'more group')}, ${plural(data.moreSites, 'site')}`
  return data.moreSites > 0 ? `and ${plural(data.moreSites, 'more site')}` : null
}

/** What is down right now, grouped by the api as the alerts group an outage (one server down is one group). */
export function DownNowPanel ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/overview/down', { category }, getDownNow)
  const all = paths.domainErrors(layout, category)
  return (
    <DashboardPanel
      title='Down now' to={all} state={state} reload={reload}
      isEmpty={(d) => d.groups.length === 0}
      empty={{ title: 'Every site is up', text: 'A site shows here once a re-check confirms it down, grouped with the sites that share its server.' }}
    >
      {(data) => {
        const more = notShown(data)
        return (
          <>
            {data.total > 1 && (
              <p className='dm-muted'>
                {more === null ? `${data.total} sites down in ${plural(data.groups.length, 'group')}` : `${data.total} sites down; the ${plural(data.groups.length, 'biggest group')}:`}
              </p>
            )}
            <ul className='dm-overview__list dm-overview__groups'>
              {data.groups.map((g) => (
                <li key={`${g.by}:${g.title}`}>
                  {g.by === 'single'
                    ? <strong>{g.title}</strong>
                    : (
                      <details>
                        <summary><strong>{g.title}</strong></summary>
                        <ul>
                          {g.sites.map((s) => <li key={s.domain}>{s.domain} <span className='dm-muted'>({s.statusCode ?? 'no answer'}, since {formatDateTime(s.since)})</span></li>)}
                          {g.count > g.sites.length && <li className='dm-muted'>and {g.count - g.sites.length} more</li>}
                        </ul>
                      </details>
                      )}
                  <span className='dm-overview__when'>Down since {formatDateTime(g.since)}</span>
                </li>
              ))}
            </ul>
            {more !== null && <p>{more}: <Link to={all}>every site down in Domain Errors</Link></p>}
          </>
        )
      }}
    </DashboardPanel>
  )
}
