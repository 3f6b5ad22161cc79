import { useId } from 'react'
import { Button, DataTable, formatIsoDate, loadState, Spinner, usePanelCategory, useApiQuery } from '@sitefleet/shared'
import { getCertificates } from '../api/get-certificates'
import type { CertificateRow } from '../types'

export const LOAD_CERTIFICATES_FAILED = 'Failed to load certificates.'
export const NO_CERTIFICATES = 'No certificates are expiring within the next 30 days.'

/** "5 day(s) remaining", or "Expired N day(s) ago" (the server counts, the browser never does). */
export function daysText (days: number): string {
  return days > 0 ? `${days} day(s) remaining` : days === 0 ? 'Expires today' : `Expired ${-days} day(s) ago`
}

/** The Certificates screen: TLS certificates expiring within 30 days, and expired ones. */
export function CertificatesView () {
  const scope = usePanelCategory().scope
  // The scope is part of the request path (scopedPath reads the store): it is part of the key, so
  // a category switch reads again.
  const query = useApiQuery(['/certificates', scope], getCertificates)
  const state = loadState(query)
  const reload = () => void query.refetch()
  const headingId = useId()

  return (
    <section className='page dm-page'>
      <div className='dm-page__head'>
        <h1 id={headingId}>Certificates</h1>
      </div>
      {state.status === 'error' && (
        <div className='dm-alert' role='alert'>
          <span>{LOAD_CERTIFICATES_FAILED}</span>
          <Button variant='secondary' size='sm' onClick={reload}>Retry</Button>
        </div>
      )}
      {state.status === 'loading' && <Spinner label='Loading certificates...' />}
      {state.status === 'ready' && (state.data.length === 0
        ? <p className='dm-empty'>{NO_CERTIFICATES}</p>
        : (
          <DataTable
            labelledBy={headingId}
            rows={state.data}
            rowKey={(row: CertificateRow) => row.domain}
            columns={[
              {
                header: 'Domain',
                cell: (row) => (
                  <>
                    <strong>{row.domain}</strong>
                    {row.nameMismatch && <span className='dm-table__note'>Certificate is for {row.names.join(', ') || 'another name'}</span>}
                  </>
                ),
              },
              { header: 'Issuer', cell: (row) => row.issuer || '—' },
              { header: 'Expiry Date', kind: 'nowrap', cell: (row) => formatIsoDate(row.validTo) || '—' },
              { header: 'Status', cell: (row) => daysText(row.daysLeft), cellClassName: (row) => (row.daysLeft <= 7 ? 'dm-days--soon' : undefined) },
            ]}
          />
          ))}
    </section>
  )
}
