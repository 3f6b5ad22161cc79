import { useId } from 'react'
import { BrandCategorySelect, Button, DataTable, formatIsoDate, LoadError, PanelWrites, registrarProviderName, Spinner, SuperCategorySelect } from '@sitefleet/shared'
import { PAGE_SIZE, type useNotMonitored } from '../hooks/use-not-monitored'
import { Pager } from './pager'

const yesNo = (v: boolean | null) => (v === null ? '—' : v ? 'On' : 'Off')

/**
 * Domains the registrar accounts hold that Sitefleet does not monitor: tick some and "Add
 * selected", or Add one row, to the chosen super category and brand category.
 */
export function NotMonitoredList ({ list }: { list: ReturnType<typeof useNotMonitored> }) {
  const headingId = useId()
  const { state, reload, page, setPage, selected, toggle, setAll, add, adding, skipped, picker } = list
  const items = state.status === 'ready' ? state.data.items : []
  const allTicked = items.length > 0 && items.every((i) => selected.has(i.domain))
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Not monitored</h2>
      <p className='hs-muted'>Domains in your registrar accounts that Sitefleet does not watch yet.</p>
      {state.status === 'loading' && <Spinner label='Loading...' />}
      {state.status === 'error' && <LoadError message='Failed to load the domains that are not monitored.' onRetry={reload} />}
      {state.status === 'ready' && state.data.total === 0 && <p className='hs-empty'>Every domain in your registrar accounts is monitored.</p>}
      {state.status === 'ready' && state.data.total > 0 && (
        <PanelWrites>
          <div className='hs-actions hs-panel' role='group' aria-label='Add to'>
            <SuperCategorySelect fieldClassName='hs-field' value={picker.superCategory} onChange={picker.setSuperCategory} />
            <BrandCategorySelect
              fieldClassName='hs-field'
              categories={picker.categories}
              value={picker.brand}
              custom={picker.custom}
              onChange={picker.setBrand}
              onCustom={picker.setCustom}
            />
            <Button onClick={() => void add([...selected])} disabled={adding || selected.size === 0}>
              {adding ? 'Adding...' : `Add selected (${selected.size})`}
            </Button>
          </div>
          {skipped.length > 0 && (
            <ul className='hs-muted' aria-label='Skipped'>
              {skipped.map((s) => <li key={s.domain}>{s.domain}: {s.reason}</li>)}
            </ul>
          )}
          <DataTable
            label='Not monitored'
            rows={items}
            rowKey={(i) => i.domain}
            columns={[
              {
                header: 'Select',
                headerCell: <input type='checkbox' aria-label='Select all' checked={allTicked} onChange={(e) => setAll(items.map((i) => i.domain), e.target.checked)} />,
                cell: (i) => <input type='checkbox' aria-label={`Select ${i.domain}`} checked={selected.has(i.domain)} onChange={() => toggle(i.domain)} />,
              },
              { header: 'Domain', cell: (i) => i.domain },
              { header: 'Account', cell: (i) => <>{i.accountName} <span className='hs-owner'>{registrarProviderName(i.provider)}</span></> },
              { header: 'Registrar Expiry', kind: 'nowrap', cell: (i) => (i.expiresAt ? formatIsoDate(i.expiresAt) : '—') },
              { header: 'Auto-Renew', cell: (i) => yesNo(i.autoRenew), cellClassName: (i) => (i.autoRenew === false ? 'hs-warning' : undefined) },
              {
                header: 'Action',
                kind: 'actions',
                cell: (i) => (
                  <Button size='sm' variant='secondary' onClick={() => void add([i.domain])} disabled={adding} aria-label={`Add ${i.domain}`}>
                    Add
                  </Button>
                ),
              },
            ]}
          />
          <Pager page={page} total={state.data.total} size={PAGE_SIZE} onPage={setPage} />
        </PanelWrites>
      )}
    </section>
  )
}
