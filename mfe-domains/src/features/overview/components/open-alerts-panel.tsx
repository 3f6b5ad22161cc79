import { formatDateTime, type LayoutKind, paths } from '@sitefleet/shared'
import { getOpenAlerts } from '../api/get-open-alerts'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

/** The alerts whose problem has not ended (a site still down, a link still broken), newest first. */
export function OpenAlertsPanel ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/overview/open-alerts', { category }, getOpenAlerts)
  return (
    <DashboardPanel
      title='Open alerts' to={paths.alerts(layout)} state={state} reload={reload}
      isEmpty={(d) => d.alerts.length === 0}
      empty={{ title: 'No open alerts', text: 'An alert stays here until every site it named has recovered.' }}
    >
      {(data) => (
        <>
          <ul className='dm-overview__list'>
            {data.alerts.map((a) => (
              <li key={a.id}>
                <span className={a.severity === 'critical' ? 'dm-tag dm-tag--error' : 'dm-tag'}>{a.label}</span> {a.title}
                <span className='dm-overview__when'>{formatDateTime(a.createdAt)}{a.openSites > 1 ? ` · ${a.openSites} sites still open` : ''}</span>
              </li>
            ))}
          </ul>
          {data.total > data.alerts.length && <p className='dm-muted'>{data.total - data.alerts.length} more open</p>}
        </>
      )}
    </DashboardPanel>
  )
}
