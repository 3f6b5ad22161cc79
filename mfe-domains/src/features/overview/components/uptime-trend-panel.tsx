import { lazy, Suspense } from 'react'
import { type LayoutKind, paths, Spinner, type UptimeTrend } from '@sitefleet/shared'
import { getUptimeTrend } from '../api/get-uptime-trend'
import { usePanelQuery } from '../hooks/use-panel-query'
import { DashboardPanel } from './dashboard-panel'

const UptimeTrendChart = lazy(async () => await import('./uptime-trend-chart'))

/** The days with checks, and their lowest uptime, for the chart's text alternative. */
export function trendSummary (trend: UptimeTrend): string {
  const checked = trend.days.flatMap((d) => (d.percent === null ? [] : [d]))
  if (checked.length === 0) return 'No checks in the last 30 days'
  const lowest = checked.reduce((low, d) => (d.percent! < low.percent! ? d : low))
  const checks = checked.reduce((n, d) => n + d.checks, 0)
  const failures = checked.reduce((n, d) => n + d.failures, 0)
  const overall = Math.round(((checks - failures) / checks) * 10000) / 100
  return `${overall.toFixed(2)} % over ${checked.length} ${checked.length === 1 ? 'day' : 'days'}; lowest ${lowest.percent!.toFixed(2)} % on ${lowest.day}`
}

/** The status uptime of each of the last 30 closed days, as a small chart. */
export function UptimeTrendPanel ({ layout, category }: { layout: LayoutKind; category: string }) {
  const { state, reload } = usePanelQuery('/overview/uptime-trend', { category }, getUptimeTrend)
  return (
    <DashboardPanel
      title='Uptime, last 30 days' to={paths.domains(layout, category)} state={state} reload={reload}
      isEmpty={(d) => d.days.every((day) => day.percent === null)}
      empty={{ title: 'No uptime yet', text: 'Each day of checks is added here once it has ended.' }}
    >
      {(data) => {
        const summary = trendSummary(data)
        return (
          <>
            <p className='dm-muted'>{summary}</p>
            <Suspense fallback={<Spinner label='Loading chart...' />}>
              <UptimeTrendChart days={data.days} label={`Daily uptime chart: ${summary}`} />
            </Suspense>
          </>
        )
      }}
    </DashboardPanel>
  )
}
