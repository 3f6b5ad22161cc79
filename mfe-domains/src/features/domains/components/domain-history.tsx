import { lazy, Suspense } from 'react'
import { type HistoryPoint, LoadError, type Outage, Spinner } from '@sitefleet/shared'
import { useDomainHistory } from '../hooks/use-domain-history'
import { formatDuration, formatUptime } from './history-format'

// uPlot (~50 KB minified) is fetched only when a history panel opens: never on the login screen
// or the domain list itself.
const ResponseTimeChart = lazy(async () => await import('./response-time-chart'))

/** Uptime, a heartbeat bar of the last 48 hours, a response-time chart and the outages of one domain. */
export function DomainHistoryPanel ({ domain, ownerId }: { domain: string; ownerId?: string }) {
  const { state, reload } = useDomainHistory(domain, ownerId)
  if (state.status === 'loading') return <Spinner label='Loading history...' />
  if (state.status === 'error') return <LoadError message='Failed to load the history.' onRetry={reload} />
  const { month, recent } = state.data
  return (
    <section className='dm-history' aria-label='History'>
      <dl className='dm-history__uptime'>
        <Uptime label='Uptime 24 h' value={month.uptime.d1} />
        <Uptime label='Uptime 7 d' value={month.uptime.d7} />
        <Uptime label='Uptime 30 d' value={month.uptime.d30} />
      </dl>
      <Heartbeats points={recent.points} />
      {month.points.length > 0 && (
        <Suspense fallback={<Spinner label='Loading chart...' />}>
          <ResponseTimeChart points={month.points} />
        </Suspense>
      )}
      <Outages outages={month.outages} />
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

function Outages ({ outages }: { outages: Outage[] }) {
  if (outages.length === 0) return <p className='dm-muted'>No outages in the last 30 days.</p>
  return (
    <table className='dm-outages'>
      <caption>Outages</caption>
      <thead>
        <tr>
          <th scope='col'>Start</th>
          <th scope='col'>End</th>
          <th scope='col'>Duration</th>
          <th scope='col'>Code</th>
        </tr>
      </thead>
      <tbody>
        {outages.map((o) => (
          <tr key={o.start}>
            <td>{new Date(o.start).toLocaleString()}</td>
            <td>{o.end === null ? 'Ongoing' : new Date(o.end).toLocaleString()}</td>
            <td>{formatDuration(o.durationSeconds)}</td>
            <td>{o.code ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
