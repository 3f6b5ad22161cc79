import { useMemo, useState } from 'react'
import { Button, LoadError, READ_ONLY_PANEL, Spinner, useApi } from '@sitefleet/shared'
import { isMissingLink } from '../hooks/affiliate-rules'
import { LOAD_CACHED_FAILED, useAffiliateErrors } from '../hooks/use-affiliate-errors'
import { AffiliateErrorList } from './affiliate-error-list'
import { AffiliateTabs } from './affiliate-tabs'

type TabKey = 'missing' | 'broken'

/** Affiliate errors screen: Missing / Broken tabs, Refresh, Last Updated. */
export function AffiliateErrorsView () {
  const { errors, lastUpdated, loading, failed, checking, refresh, retry } = useAffiliateErrors()
  const [tab, setTab] = useState<TabKey>('missing')
  // A read token may not start checks (the API refuses it as an acting call): Refresh is disabled.
  const { readOnly } = useApi()
  const missing = useMemo(() => errors.filter(isMissingLink), [errors])
  const broken = useMemo(() => errors.filter((e) => !isMissingLink(e)), [errors])

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>Affiliate Errors</h1>
        <div className='dm-page__meta'>
          <span className='dm-muted' role='status'>
            {checking ? 'Checking affiliate links...' : ''}
          </span>
          <span className='dm-muted'>Last Updated: {lastUpdated ? new Date(lastUpdated).toLocaleString() : '—'}</span>
          <Button onClick={() => void refresh()} disabled={checking || loading || readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>
            Refresh
          </Button>
        </div>
      </div>
      {loading && errors.length === 0
        ? (
        <Spinner label='Loading cached affiliate errors...' />
          )
        : failed && errors.length === 0
          ? (
        <LoadError message={LOAD_CACHED_FAILED} onRetry={retry} />
            )
          : (
        <AffiliateTabs<TabKey>
          label='Affiliate error types'
          tabs={[
            { key: 'missing', label: `Missing Links (${missing.length})` },
            { key: 'broken', label: `Broken Links (${broken.length})` },
          ]}
          active={tab}
          onSelect={setTab}
        >
          {tab === 'missing'
            ? (
            <AffiliateErrorList label='Missing links' items={missing} emptyText='No missing affiliate links' />
              )
            : (
            <AffiliateErrorList label='Broken links' items={broken} emptyText='No broken affiliate links' />
              )}
        </AffiliateTabs>
            )}
    </section>
  )
}
