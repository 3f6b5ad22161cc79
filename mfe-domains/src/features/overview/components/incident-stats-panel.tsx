import { formatMinutes, paths, StatCard, type IncidentMonth, type LayoutKind } from '@sitefleet/shared'
import { getIncidentStats } from '../api/get-incident-stats'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

const MONTHS = 6

const points = (months: IncidentMonth[], pick: (m: IncidentMonth) => number | null) => months.map(pick).filter((v): v is number => v !== null)

/**
 * How fast incidents are answered: this month's MTTA and MTTR (mean minutes from opening to
 * acknowledgement and to resolution), each with its trend over the last months. Incidents are
 * the caller's across categories, so the category does not change the call.
 */
export function IncidentStatsPanel ({ layout }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/api/incidents/stats', { months: MONTHS }, (client, signal) => getIncidentStats(client, MONTHS, signal))
  return (
    <DashboardPanel
      title='Incident response' to={paths.incidents(layout)} state={state} reload={reload}
      isEmpty={(months) => months.every((m) => m.incidents === 0)}
      empty={{ title: 'No incidents yet', text: `MTTA and MTTR show here once an alert has opened an incident (last ${MONTHS} months).` }}
    >
      {(months) => {
        const latest = months.at(-1)!
        return (
          <div className='dm-overview__stats'>
            <StatCard label={`MTTA ${latest.month}`} value={formatMinutes(latest.mttaMinutes)} trend={points(months, (m) => m.mttaMinutes)} trendLabel='Mean time to acknowledge per month' />
            <StatCard label={`MTTR ${latest.month}`} value={formatMinutes(latest.mttrMinutes)} trend={points(months, (m) => m.mttrMinutes)} trendLabel='Mean time to resolve per month' />
            <StatCard label={`Incidents ${latest.month}`} value={latest.incidents} />
          </div>
        )
      }}
    </DashboardPanel>
  )
}
