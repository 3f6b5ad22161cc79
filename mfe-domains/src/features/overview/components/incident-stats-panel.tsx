import { paths, StatCard, type IncidentMonth, type LayoutKind } from '@sitefleet/shared'
import { getIncidentStats } from '../api/get-incident-stats'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

const MONTHS = 6

/** Mean minutes in words: "—" for none, "45 min", "3 h 05 min", "2 d 4 h". */
export function formatMinutes (minutes: number | null): string {
  if (minutes === null) return '—'
  const m = Math.round(minutes)
  if (m < 60) return `${m} min`
  if (m < 24 * 60) return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`
  return `${Math.floor(m / 1440)} d ${Math.floor((m % 1440) / 60)} h`
}

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
