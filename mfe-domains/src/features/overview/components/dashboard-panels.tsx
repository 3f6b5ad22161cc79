import type { ComponentType } from 'react'
import type { LayoutKind } from '@sitefleet/shared'
import { DownNowPanel } from './down-now-panel'
import { IncidentStatsPanel } from './incident-stats-panel'
import { LatestChanges } from './latest-changes'
import { OpenAlertsPanel } from './open-alerts-panel'
import { ReputationPanel } from './reputation-panel'
import { SearchPanel } from './search-panel'
import { UpcomingPanel } from './upcoming-panel'
import { UptimeTrendPanel } from './uptime-trend-panel'

export interface PanelProps {
  layout: LayoutKind;
  category: string;
}

/**
 * The overview's dashboard panels, in the order they are shown. Each loads on its own (its own
 * call, spinner, error with Retry and empty state: DashboardPanel), so a new panel is one entry.
 */
export const DASHBOARD_PANELS: ReadonlyArray<{ key: string; Panel: ComponentType<PanelProps> }> = [
  { key: 'down', Panel: DownNowPanel },
  { key: 'uptime-trend', Panel: UptimeTrendPanel },
  { key: 'upcoming', Panel: UpcomingPanel },
  { key: 'reputation', Panel: ReputationPanel },
  { key: 'search', Panel: SearchPanel },
  { key: 'latest-changes', Panel: LatestChanges },
  { key: 'open-alerts', Panel: OpenAlertsPanel },
  { key: 'incident-stats', Panel: IncidentStatsPanel },
]

export function DashboardPanels ({ layout, category }: PanelProps) {
  return (
    <div className='dm-dashboard'>
      {DASHBOARD_PANELS.map(({ key, Panel }) => <Panel key={key} layout={layout} category={category} />)}
    </div>
  )
}
