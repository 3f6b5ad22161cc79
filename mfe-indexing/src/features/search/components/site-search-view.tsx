import { lazy, Suspense, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { formatCount, getErrorMessage, LoadError, loadState, paths, Spinner, useApiQuery, usePanelCategory, type LayoutKind } from '@sitefleet/shared'
import { getSearchDaily } from '../api/get-search-daily'
import { getSearchTimeline } from '../api/get-search-timeline'
import { IndexStatus } from './index-status'
import { SiteTimeline } from './site-timeline'

const SearchChart = lazy(async () => await import('./search-chart'))

export const RANGES = [{ days: 28, label: '28 days' }, { days: 90, label: '3 months' }, { days: 486, label: '16 months' }]

/** /search/{type}/site/{domainId}: a site's clicks and impressions over time with its own events on the same axis. */
export function SiteSearchView ({ layout }: { layout: LayoutKind }) {
  const { domainId = '' } = useParams()
  const { category } = usePanelCategory()
  const [days, setDays] = useState(90)
  const [source, setSource] = useState<'google' | 'bing' | undefined>(undefined)
  const seriesQuery = useApiQuery(['/api/search/sites/daily', domainId, days, source], (c, signal) => getSearchDaily(c, domainId, days, source, signal))
  const timelineQuery = useApiQuery(['/api/search/sites/timeline', domainId, days], (c, signal) => getSearchTimeline(c, domainId, days, signal))
  const series = loadState(seriesQuery)
  const timeline = loadState(timelineQuery)
  const data = series.status === 'ready' ? series.data : null
  const total = data?.days.reduce((n, d) => n + d.clicks, 0) ?? 0
  return (
    <section className='page ix-page'>
      <p><Link to={paths.search(layout, category)}>← Search</Link></p>
      <h1>{data?.domain ?? 'Site search'}</h1>
      <div className='ix-toolbar' role='group' aria-label='Chart range'>
        <label>
          Range{' '}
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {RANGES.map((r) => <option key={r.days} value={r.days}>{r.label}</option>)}
          </select>
        </label>
        <label>
          Source{' '}
          <select value={data?.source ?? source ?? 'google'} onChange={(e) => setSource(e.target.value as 'google' | 'bing')}>
            <option value='google'>Google</option>
            <option value='bing'>Bing</option>
          </select>
        </label>
      </div>
      {series.status === 'loading' && <Spinner label='Loading the daily figures...' />}
      {series.status === 'error' && <LoadError message={`Failed to load the daily figures: ${getErrorMessage(seriesQuery.error, 'try again.')}`} onRetry={() => void seriesQuery.refetch()} />}
      {data && data.days.length === 0 && <p className='ix-muted'>No figures for this site from {data.source === 'google' ? 'Google' : 'Bing'} yet.</p>}
      {data && data.days.length > 0 && (
        <>
          <p className='ix-muted' role='status'>
            {formatCount(total)} clicks in {data.days.length} days from {data.siteUrl}{data.finalThrough === null ? '' : `; final through ${data.finalThrough}, later days may still change`}
          </p>
          <Suspense fallback={<Spinner label='Loading chart...' />}>
            <SearchChart days={data.days} events={timeline.status === 'ready' ? timeline.data.events : []} label={`Daily clicks and impressions of ${data.domain}`} />
          </Suspense>
        </>
      )}
      <section className='ix-section' aria-label='Index status'>
        <h2>Index status</h2>
        <IndexStatus domainId={domainId} />
      </section>
      <section className='ix-section' aria-label='What changed'>
        <h2>What changed</h2>
        {timeline.status === 'loading' && <Spinner label='Loading the site events...' />}
        {timeline.status === 'error' && <LoadError message='Failed to load the site events.' onRetry={() => void timelineQuery.refetch()} />}
        {timeline.status === 'ready' && <SiteTimeline events={timeline.data.events} truncated={timeline.data.truncated} />}
      </section>
    </section>
  )
}
