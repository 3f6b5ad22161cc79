import { useState } from 'react'
import { ConfirmDialog, LoadError, PanelWrites, Spinner, useApi, type Location } from '@sitefleet/shared'
import { useLocations } from '../hooks/use-locations'
import { IssuedToken } from './issued-token'
import { LocationsTable } from './locations-table'
import { NewLocationForm } from './new-location-form'

type Pending = { action: 'replace' | 'delete'; location: Location }

const CONFIRM = {
  replace: {
    title: 'Replace token',
    label: 'Replace token',
    message: (l: Location) => `Replace the token of "${l.name}"? Its probe is refused at once until it is restarted with the new token.`,
  },
  delete: {
    title: 'Delete location',
    label: 'Delete',
    message: (l: Location) => `Delete "${l.name}"? Its probe is refused at once and its sites are checked from home.`,
  },
}

/** /admin/locations: where checks run from, probe tokens, and each location's health. */
export function LocationsView () {
  const { locations, failed, lastReadAt, reload, issued, dismissIssued, busy, create, replaceToken, remove } = useLocations()
  const [pending, setPending] = useState<Pending | null>(null)
  const { readOnly } = useApi()
  return (
    <section className='page ad-page'>
      <div className='ad-page__head'>
        <h1>Locations</h1>
        <span className='ad-muted'>
          A failed check is re-checked from other locations; a site is down only when most of them agree. Refreshed every 15 s.
        </span>
      </div>
      {issued && <IssuedToken issued={issued} onDone={dismissIssued} />}
      <PanelWrites>
        <NewLocationForm busy={busy} onCreate={create} />
      </PanelWrites>
      {locations === null && !failed && <Spinner label='Loading locations...' />}
      {locations === null && failed && <LoadError message='Failed to load locations.' onRetry={reload} />}
      {locations !== null && failed && lastReadAt !== null && (
        <p className='ad-muted' role='status'>{`Could not refresh; showing the list read at ${new Date(lastReadAt).toLocaleTimeString()}.`}</p>
      )}
      {locations !== null && (
        <LocationsTable
          locations={locations}
          readOnly={readOnly}
          onReplaceToken={(location) => setPending({ action: 'replace', location })}
          onDelete={(location) => setPending({ action: 'delete', location })}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? CONFIRM[pending.action].title : ''}
        message={pending ? CONFIRM[pending.action].message(pending.location) : ''}
        confirmLabel={pending ? CONFIRM[pending.action].label : 'Confirm'}
        danger
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending?.action === 'replace') void replaceToken(pending.location)
          if (pending?.action === 'delete') void remove(pending.location)
          setPending(null)
        }}
      />
    </section>
  )
}
