import { useState } from 'react'
import { Button, ExportButton, LoadError, Spinner, type LayoutKind } from '@sitefleet/shared'
import { useEditHosting } from '../hooks/use-edit-hosting'
import { ALL_PLATFORMS, useHostingFilters } from '../hooks/use-hosting-filters'
import { HOSTING_LOAD_FAILED, useHostingRecords } from '../hooks/use-hosting-records'
import { AllServersPanel } from './all-servers-panel'
import { EditHostingDialog } from './edit-hosting-dialog'
import { HostingTable } from './hosting-table'

/** All Hosting Info: accounts with counts, or (toggled) the All Servers view. */
export function HostingDataView ({ layout }: { layout: LayoutKind }) {
  const records = useHostingRecords()
  const filters = useHostingFilters(records.list, records.servers)
  const edit = useEditHosting(records.reload)
  const [showServers, setShowServers] = useState(false)

  return (
    <section className='page hs-page'>
      <div className='hs-page__head'>
        <h1>All Hosting Info</h1>
        <ExportButton url='/api/hosting/export.csv' fallbackName='hosting.csv' />
        <Button variant='secondary' onClick={() => setShowServers((v) => !v)}>
          {showServers ? 'Show Hosting Data' : 'Show All Servers'}
        </Button>
      </div>
      {records.loading
        ? (
        <Spinner label='Loading hosting info...' />
          )
        : records.failed
          ? <LoadError message={HOSTING_LOAD_FAILED} onRetry={records.retry} />
          : showServers
            ? (
        <AllServersPanel servers={records.servers} layout={layout} reload={records.reload} />
              )
            : (
        <>
          <div className='hs-filters' role='group' aria-label='Platform'>
            {[ALL_PLATFORMS, ...filters.platforms].map((p) => (
              <Button
                key={p}
                size='sm'
                variant={filters.platform === p ? 'primary' : 'secondary'}
                aria-pressed={filters.platform === p}
                onClick={() => filters.setPlatform(p)}
              >
                {p}
              </Button>
            ))}
          </div>
          <input
            type='search'
            className='hs-search'
            aria-label='Search by platform, email or server...'
            placeholder='Search by platform, email or server...'
            value={filters.search}
            onChange={(e) => filters.setSearch(e.target.value)}
          />
          <HostingTable rows={filters.rows} layout={layout} onEdit={edit.start} />
        </>
              )}
      <EditHostingDialog row={edit.editing} busy={edit.busy} onSave={(v) => void edit.save(v)} onCancel={edit.cancel} />
    </section>
  )
}
