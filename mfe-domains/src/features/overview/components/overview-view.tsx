import type { ReactNode } from 'react'
import { Checklist, formatMoney, type LayoutKind, LoadError, loadState, type Overview, paths, Spinner, StatCard, usePanelCategory, useApiQuery } from '@sitefleet/shared'
import { getOverview } from '../api/get-overview'
import { uptimeSince } from '../lib/uptime-since'
import { useFirstRun } from '../hooks/use-first-run'
import { DashboardPanels } from './dashboard-panels'

/** The portfolio overview: the headline figures on top, then the dashboard panels, each loading on its own. */
export function OverviewView ({ layout }: { layout: LayoutKind }) {
  const { category, scope } = usePanelCategory()
  const query = useApiQuery(['/overview', scope], getOverview)
  const state = loadState(query)
  const reload = () => void query.refetch()
  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>Overview</h1>
      </div>
      {state.status === 'loading' && <Spinner label='Loading overview...' />}
      {state.status === 'error' && <LoadError message='Failed to load the overview.' onRetry={reload} />}
      {state.status === 'ready' && <FirstRun data={state.data} layout={layout} category={category} />}
      {state.status === 'ready' && <Cards data={state.data} layout={layout} category={category} />}
      <DashboardPanels layout={layout} category={category} />
    </section>
  )
}

function FirstRun ({ data, layout, category }: { data: Overview; layout: LayoutKind; category: string }) {
  const domains = data.sites.up + data.sites.down + data.sites.unchecked
  const firstRun = useFirstRun(layout, category, domains)
  if (firstRun === null) return null
  return <Checklist title='Get started' steps={firstRun.steps} onDismiss={firstRun.dismiss} />
}

function Cards ({ data, layout, category }: { data: Overview; layout: LayoutKind; category: string }) {
  const since = uptimeSince(data.uptimeSince)
  const errors = data.errorsByCode.map((e) => `${e.code}: ${e.count}`).join(' · ')
  const cards: Array<{ title: string; to: string; value: ReactNode }> = [
    {
      title: 'Sites up / down now',
      to: paths.domainErrors(layout, category),
      value: <>{data.sites.up} up · {data.sites.down} down{data.sites.unchecked > 0 && <span className='dm-muted dm-overview__note'> · {data.sites.unchecked} not checked yet</span>}</>,
    },
    {
      title: '30-day uptime',
      to: paths.domains(layout, category),
      value: <>{data.uptime30 === null ? 'No data' : `${data.uptime30.toFixed(2)} %`}{data.uptime30 !== null && since !== null && <span className='dm-muted dm-overview__note'> ({since})</span>}</>,
    },
    { title: 'Errors by code', to: paths.domainErrors(layout, category), value: errors === '' ? 'No errors' : errors },
    { title: 'Domains expiring in 30 days', to: paths.domainExpire(layout, category), value: data.expiring.domains },
    { title: 'Certificates expiring in 30 days', to: paths.sslExpire(layout, category), value: data.expiring.certificates },
    { title: 'Servers expiring in 30 days', to: paths.hostingExpire(layout, category), value: data.expiring.servers },
    { title: 'Renewals next 30 days', to: paths.renewals(layout, category), value: <>{data.renewals30.count} domains · {formatMoney(data.renewals30.cost)}</> },
    { title: 'Not indexed', to: paths.notIndexed(layout, category), value: data.notIndexed },
    { title: 'Broken affiliate links', to: paths.affiliateErrors(layout, category), value: data.brokenAffiliateLinks },
    { title: 'Changes this week', to: paths.changes(layout, category), value: data.changesThisWeek },
  ]
  return (
    <div className='dm-overview'>
      {cards.map((c) => (
        <article key={c.title} aria-label={c.title}>
          <StatCard label={c.title} value={c.value} to={c.to} />
        </article>
      ))}
    </div>
  )
}
