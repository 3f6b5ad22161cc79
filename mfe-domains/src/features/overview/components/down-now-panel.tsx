import { formatDateTime, type LayoutKind, paths } from '@sitefleet/shared'
import { getDownNow } from '../api/get-down-now'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

/** What is down right now, grouped by the api as the alerts group an outage (one server down is one group). */
export function DownNowPanel ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/overview/down', { category }, getDownNow)
  return (
    <DashboardPanel
      title='Down now' to={paths.domainErrors(layout, category)} state={state} reload={reload}
      isEmpty={(d) => d.groups.length === 0}
      empty={{ title: 'Every site is up', text: 'A site shows here once a re-check confirms it down, grouped with the sites that share its server.' }}
    >
      {(data) => (
        <>
          {data.total > 1 && <p className='dm-muted'>{data.total} sites down in {data.groups.length} {data.groups.length === 1 ? 'group' : 'groups'}</p>}
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
        </>
      )}
    </DashboardPanel>
  )
}
