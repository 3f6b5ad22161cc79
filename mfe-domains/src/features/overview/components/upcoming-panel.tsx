import { formatIsoDate, type LayoutKind, paths, type UpcomingItem } from '@sitefleet/shared'
import { getUpcoming } from '../api/get-upcoming'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

const KIND_WORD: Record<UpcomingItem['kind'], string> = { domain: 'Domain', certificate: 'Certificate', server: 'Server' }

function inDays (days: number): string {
  if (days === 0) return 'today'
  return days === 1 ? 'in 1 day' : `in ${days} days`
}

/** The next renewals and expiries of the next 30 days: domains, certificates and servers, soonest first. */
export function UpcomingPanel ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/overview/upcoming', { category }, getUpcoming)
  return (
    <DashboardPanel
      title='Next renewals and expiries' to={paths.renewals(layout, category)} state={state} reload={reload}
      isEmpty={(d) => d.items.length === 0}
      empty={{ title: 'Nothing expires in the next 30 days', text: 'Domains, certificates and servers show here a month before they expire.' }}
    >
      {(data) => (
        <>
          <ul className='dm-overview__list'>
            {data.items.map((i) => (
              <li key={`${i.kind}:${i.name}`}>
                <strong>{i.name}</strong> · {KIND_WORD[i.kind]} {inDays(i.days)}
                <span className='dm-overview__when'>{formatIsoDate(i.date)}</span>
              </li>
            ))}
          </ul>
          {data.total > data.items.length && <p className='dm-muted'>{data.total - data.items.length} more in the next 30 days</p>}
        </>
      )}
    </DashboardPanel>
  )
}
