import { lazy, Suspense, useState } from 'react'
import { DataTable, ExportButton, formatMoney, LoadError, loadState, scopedPath, Spinner, useApi, useApiQuery, usePanelCategory, type RenewalsResponse } from '@sitefleet/shared'
import { getRenewals } from '../api/get-renewals'
import { RenewingDomains, RiskList } from './renewal-lists'
import { RenewalWindows, WindowBreakdown } from './renewal-windows'

// uPlot is fetched only when the forecast has something to draw.
const ForecastChart = lazy(async () => await import('./forecast-chart'))

export const RENEWALS_TEXT = {
  title: 'Renewals',
  loading: 'Loading renewals...',
  failed: 'Failed to load renewals.',
  autoRenewOff: 'Auto-renew off',
  autoRenewOffEmpty: 'Auto-renew is on for every domain expiring soon.',
  lockOff: 'Transfer lock off',
  lockOffEmpty: 'Every domain is locked.',
} as const

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

/** /renewals/{type}: what renews in 30 / 90 / 365 days and what it costs, the monthly forecast, the risks. */
export function RenewalsView () {
  const { client } = useApi()
  const { scope } = usePanelCategory()
  // Read again when the category changes (its scope is part of the path).
  const query = useApiQuery(['/renewals', scope], getRenewals)
  const state = loadState(query)
  const reload = () => void query.refetch()
  const [days, setDays] = useState(30)
  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1>{RENEWALS_TEXT.title}</h1>
        <div className='dm-page__meta'>
          <ExportButton url={scopedPath('renewals.csv', client)} params={{ days }} fallbackName={`renewals-${days}d.csv`} label={`Export CSV (${days} days)`} />
        </div>
      </div>
      <p className='dm-muted'>From your registrar accounts: the effective expiry (registry, then registrar, then the estimate) and each TLD&apos;s renewal price. Costs in different currencies are never added together.</p>
      {state.status === 'loading' && <Spinner label={RENEWALS_TEXT.loading} />}
      {state.status === 'error' && <LoadError message={RENEWALS_TEXT.failed} onRetry={reload} />}
      {state.status === 'ready' && <Report data={state.data} days={days} onDays={setDays} />}
    </section>
  )
}

function Report ({ data, days, onDays }: { data: Omit<RenewalsResponse, 'success'>; days: number; onDays(days: number): void }) {
  const window = data.windows.find((w) => w.days === days)
  // The server counts the days left (its calendar rule, the one its windows use): not this browser's clock.
  const renewing = data.domains.filter((d) => d.days <= days)
  return (
    <>
      <RenewalWindows windows={data.windows} days={days} onPick={onDays} />
      {window && <WindowBreakdown window={window} />}
      <section aria-label='Monthly forecast'>
        <h2>Monthly forecast</h2>
        {data.forecast.some((f) => f.count > 0) && (
          <Suspense fallback={<Spinner label='Loading chart...' />}>
            <ForecastChart forecast={data.forecast} />
          </Suspense>
        )}
        <DataTable
          label='Monthly forecast'
          rows={data.forecast}
          rowKey={(f) => f.month}
          columns={[
            { header: 'Month', kind: 'nowrap', cell: (f) => monthLabel(f.month) },
            { header: 'Domains', kind: 'nowrap', cell: (f) => f.count },
            { header: 'Cost', cell: (f) => formatMoney(f.cost) },
          ]}
        />
      </section>
      <RiskList title={RENEWALS_TEXT.autoRenewOff} empty={RENEWALS_TEXT.autoRenewOffEmpty} items={data.autoRenewOff} />
      <RiskList title={RENEWALS_TEXT.lockOff} empty={RENEWALS_TEXT.lockOffEmpty} items={data.lockOff} />
      <RenewingDomains days={days} domains={renewing} />
    </>
  )
}
