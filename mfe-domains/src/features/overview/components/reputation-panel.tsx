import { type LayoutKind, paths } from '@sitefleet/shared'
import { getReputationSummary } from '../api/get-reputation-summary'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Domains and server IPs on a blocklist or flagged as unsafe now, by list, and the week's new ones. */
export function ReputationPanel ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/reputation/summary', { category }, getReputationSummary)
  return (
    <DashboardPanel
      title='Blocklists' to={paths.reputation(layout, category)} state={state} reload={reload}
      isEmpty={(d) => d.domains + d.ips + d.newLast7Days === 0}
      empty={{ title: 'Nothing on a blocklist', text: 'A domain or server IP found on a blocklist, or flagged as unsafe by Google, shows here.' }}
    >
      {(data) => (
        <>
          <p>Listed now: {plural(data.domains, 'domain', 'domains')}, {plural(data.ips, 'IP address', 'IP addresses')}</p>
          {data.byList.length > 0 && (
            <ul className='dm-overview__list' aria-label='Listed now by list'>
              {data.byList.map((l) => <li key={l.provider}>{l.list}: {l.kind === 'ip' ? plural(l.listed, 'IP address', 'IP addresses') : plural(l.listed, 'domain', 'domains')}</li>)}
            </ul>
          )}
          <p className='dm-muted'>{data.newLast7Days === 0 ? 'Nothing newly listed in the last 7 days' : `${plural(data.newLast7Days, 'domain or IP', 'domains or IPs')} newly listed in the last 7 days`}</p>
        </>
      )}
    </DashboardPanel>
  )
}
