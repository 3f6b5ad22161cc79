import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Checklist, formatMoney, type LayoutKind, LoadError, loadState, type Overview, paths, Spinner, usePanelCategory, useApiQuery } from '@sitefleet/shared'
import { getOverview } from '../api/get-overview'
import { uptimeSince } from '../lib/uptime-since'
import { useFirstRun } from '../hooks/use-first-run'
import { LatestChanges } from './latest-changes'

/** The portfolio overview: one card per question, each linking to its screen. */
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
      {state.status === 'ready' && <LatestChanges layout={layout} category={category} />}
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
  const maxErrors = Math.max(1, ...data.errorsByCode.map((e) => e.count))
  const since = uptimeSince(data.uptimeSince)
  return (
    <div className='dm-overview'>
      <Card title='Sites up / down now' to={paths.domainErrors(layout, category)}>
        <strong>{data.sites.up}</strong> up · <strong>{data.sites.down}</strong> down
        {data.sites.unchecked > 0 && <span className='dm-muted'> · {data.sites.unchecked} not checked yet</span>}
      </Card>
      <Card title='30-day uptime' to={paths.domains(layout, category)}>
        <strong>{data.uptime30 === null ? 'No data' : `${data.uptime30.toFixed(2)} %`}</strong>
        {data.uptime30 !== null && since !== null && <span className='dm-muted'> ({since})</span>}
      </Card>
      <Card title='Errors by code' to={paths.domainErrors(layout, category)}>
        {data.errorsByCode.length === 0
          ? <span className='dm-muted'>No errors</span>
          : (
          <ul className='dm-overview__bars' aria-label='Errors by code'>
            {data.errorsByCode.map((e) => (
              <li key={e.code}>
                <span className='dm-overview__code'>{e.code}</span>
                <span className='dm-overview__bar' style={{ width: `${(e.count / maxErrors) * 100}%` }} />
                <span>{e.count}</span>
              </li>
            ))}
          </ul>
            )}
      </Card>
      <Card title='Expiring in the next 30 days' to={paths.domainExpire(layout, category)}>
        <strong>{data.expiring.domains}</strong> domains · <Link to={paths.hostingExpire(layout, category)}><strong>{data.expiring.servers}</strong> servers</Link>
        {' · '}<Link to={paths.sslExpire(layout, category)}><strong>{data.expiring.certificates}</strong> certificates</Link>
      </Card>
      <Card title='Renewals next 30 days' to={paths.renewals(layout, category)}>
        <strong>{data.renewals30.count}</strong> domains · <strong>{formatMoney(data.renewals30.cost)}</strong>
      </Card>
      <Card title='Not indexed' to={paths.notIndexed(layout, category)}>
        <strong>{data.notIndexed}</strong>
      </Card>
      <Card title='Broken affiliate links' to={paths.affiliateErrors(layout, category)}>
        <strong>{data.brokenAffiliateLinks}</strong>
      </Card>
      <Card title='Changes this week' to={paths.changes(layout, category)}>
        <strong>{data.changesThisWeek}</strong>
      </Card>
    </div>
  )
}

function Card ({ title, to, children }: { title: string; to?: string; children: ReactNode }) {
  return (
    <article className='dm-overview__card' aria-label={title}>
      <h2>{to === undefined ? title : <Link to={to}>{title}</Link>}</h2>
      <div>{children}</div>
    </article>
  )
}
