import { useMemo, useState } from 'react'
import { Button, ERROR_POLL_MAX_ROUNDS, ExportButton, READ_ONLY_PANEL, Spinner, scopedPath, useApi, usePanelCategory } from '@sitefleet/shared'
import { LOAD_FAILED, MISSING_TOKEN, REFRESH_FAILED, useErrorDomains, type Failure, type RefreshOutcome } from '../hooks/use-error-domains'
import type { ErrorDomain } from '../types'
import { ErrorDomainList } from './error-domain-list'
import { ALL_CODES, StatusFilter, type CodeCount } from './status-filter'

const FAILURE_TEXT: Record<Failure, string> = { load: LOAD_FAILED, refresh: REFRESH_FAILED, token: MISSING_TOKEN }

const codeOf = (item: ErrorDomain) => (item.statusCode === null ? '' : String(item.statusCode))

function countCodes (items: ErrorDomain[]): CodeCount[] {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(codeOf(item), (counts.get(codeOf(item)) ?? 0) + 1)
  return [...counts].map(([code, count]) => ({ code, count })).sort((a, b) => Number(a.code) - Number(b.code))
}

function progressText (refreshing: boolean, polls: number, outcome: RefreshOutcome | null): string {
  if (refreshing) return polls === 0 ? 'Refreshing... checks started' : `Refreshing... poll ${polls} of ${ERROR_POLL_MAX_ROUNDS}`
  if (outcome === 'done') return 'Refresh complete: every domain was checked.'
  if (outcome === 'gave-up') return `Stopped polling after ${ERROR_POLL_MAX_ROUNDS} rounds; some checks may still be running.`
  return ''
}

/** Domains with Errors screen. */
export function DomainErrorsView () {
  const { items, loading, refreshing, polls, outcome, failure, refresh, retry } = useErrorDomains()
  // A read token may not start checks (the API refuses it as an acting call): Refresh is disabled.
  const { client, readOnly } = useApi()
  const { category } = usePanelCategory()
  const [filter, setFilter] = useState(ALL_CODES)
  const list = useMemo(() => items ?? [], [items])
  const codes = useMemo(() => countCodes(list), [list])
  // A code that vanished after a refresh falls back to All instead of showing an empty list.
  const active = codes.some((c) => c.code === filter) ? filter : ALL_CODES
  const visible = active === ALL_CODES ? list : list.filter((item) => codeOf(item) === active)

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>Domains with Errors</h1>
        <div className='dm-page__meta'>
          <span className='dm-muted' role='status'>
            {progressText(refreshing, polls, outcome)}
          </span>
          <Button onClick={() => void refresh()} disabled={refreshing || readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>
            Refresh All
          </Button>
        </div>
      </div>
      {failure && (
        <div className='dm-alert' role='alert'>
          <span>{FAILURE_TEXT[failure]}</span>
          <Button variant='secondary' size='sm' onClick={() => void retry()}>
            Retry
          </Button>
        </div>
      )}
      {items === null
        ? (
            loading && <Spinner label='Loading error domains...' />
          )
        : (
        <>
          <div className='dm-actions'>
            <StatusFilter codes={codes} value={active} onChange={setFilter} />
            <span>Total: {list.length}</span>
            {active !== ALL_CODES && <span className='dm-muted'>Showing {visible.length}</span>}
            {/* The export holds what the list shows: the errors, of the chosen status code. */}
            <ExportButton
              url={scopedPath('export.csv', client)}
              params={{ errors: true, status: active === ALL_CODES || active === '' ? undefined : Number(active) }}
              fallbackName={`${category}-errors.csv`}
            />
          </div>
          {list.length === 0 ? <p className='dm-empty'>All domains are healthy</p> : <ErrorDomainList items={visible} />}
        </>
          )}
    </section>
  )
}
