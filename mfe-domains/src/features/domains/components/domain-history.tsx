import { lazy, Suspense, useMemo } from 'react'
import { type HistoryPoint, LoadError, Spinner } from '@sitefleet/shared'
import { useDomainHistory } from '../hooks/use-domain-history'
import { chartSeries } from './chart-series'
import { formatUptime } from './history-format'
import { LocationLegend } from './location-legend'
import { OutagesTable } from './outages-table'

// uPlot (~50 KB minified) is fetched only when a history panel opens: never on the login screen
// or the domain list itself.
const ResponseTimeChart = lazy(async () => await import('./response-time-chart'))

/**
 * Uptime, a heartbeat bar of the last 48 hours, a response-time chart (one line per location when
 * more than one checks the site) and the outages (naming the locations that saw them) of one domain.
 */
export function DomainHistoryPanel ({ domain, ownerId }: { domain: string; ownerId?: string }) {
  const { state, reload } = useDomainHistory(domain, ownerId)
  const month = state.status === 'ready' ? state.data.month : null
  const chart = useMemo(() => (month ? chartSeries(month.points, month.locations) : null), [month])
  if (state.status === 'loading') return <Spinner label='Loading history...' />
  if (state.status === 'error') return <LoadError message='Failed to load the history.' onRetry={reload} />
  const { recent } = state.data
  if (month === null || chart === null) return null
  return (
    <section className='dm-history' aria-label='History'>
      <dl className='dm-history__uptime'>
        <Uptime label='Uptime 24 h' value={month.uptime.d1} />
        <Uptime label='Uptime 7 d' value={month.uptime.d7} />
        <Uptime label='Uptime 30 d' value={month.uptime.d30} />
      </dl>
      <Heartbeats points={recent.points} />
      {chart.times.length > 0 && (
        <>
          <Suspense fallback={<Spinner label='Loading chart...' />}>
            <ResponseTimeChart chart={chart} />
          </Suspense>
          <LocationLegend chart={chart} />
        </>
      )}
      <OutagesTable outages={month.outages} byLocation={chart.byLocation || month.outages.some((o) => o.regional)} />
    </section>
  )
}

function Uptime ({ label, value }: { label: string; value: number | null }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{formatUptime(value)}</dd>
    </div>
  )
}

/** One bar per result of the last 48 hours: green up, red down. */
function Heartbeats ({ points }: { points: HistoryPoint[] }) {
  if (points.length === 0) return <p className='dm-muted'>No checks in the last 48 hours.</p>
  return (
    <ol className='dm-heartbeats' aria-label='Checks of the last 48 hours'>
      {points.map((p) => {
        const down = p.failures > 0
        const title = `${new Date(p.at).toLocaleString()}: ${down ? 'down' : 'up'}${p.code === null ? '' : ` (${p.code})`}`
        return <li key={p.at} className={down ? 'dm-heartbeat dm-heartbeat--down' : 'dm-heartbeat'} title={title} aria-label={title} />
      })}
    </ol>
  )
}
