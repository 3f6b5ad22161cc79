import { useState } from 'react'
import { Button, ConfirmDialog, DataTable, LoadError, PanelWrites, READ_ONLY_PANEL, Spinner, useApi, type ApiToken } from '@sitefleet/shared'
import { useApiTokens } from '../hooks/use-api-tokens'
import { CreatedToken } from './created-token'
import { NewTokenForm } from './new-token-form'

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never')
const REVOKED_BECAUSE: Record<NonNullable<ApiToken['revokedReason']>, string> = { 'password-reset': 'the password was reset' }
/** Active, or when and why the token stopped (a password reset revokes every token). */
const status = (t: ApiToken) =>
  t.revokedAt === null ? 'Active' : `Revoked ${when(t.revokedAt)}${t.revokedReason ? `: ${REVOKED_BECAUSE[t.revokedReason]}` : ''}`

/** /api-tokens (and /admin/api-tokens): the caller's personal API tokens. */
export function ApiTokensView () {
  const { state, reload, created, dismissCreated, busy, create, revoke } = useApiTokens()
  const [revoking, setRevoking] = useState<ApiToken | null>(null)
  // A panel embedded with a read token: creating and revoking are shown disabled (they would be refused).
  const { readOnly } = useApi()
  return (
    <section className='page ad-page'>
      <div className='ad-page__head'>
        <h1>API tokens</h1>
        <span className='ad-muted'>Send as "Authorization: Bearer &lt;token&gt;". Read tokens cannot change anything.</span>
      </div>
      {created && <CreatedToken name={created.name} token={created.token} onDone={dismissCreated} />}
      <PanelWrites>
        <NewTokenForm busy={busy} onCreate={create} />
      </PanelWrites>
      {state.status === 'loading' && <Spinner label='Loading tokens...' />}
      {state.status === 'error' && <LoadError message='Failed to load tokens.' onRetry={reload} />}
      {state.status === 'ready' && (state.data.length === 0
        ? <p className='ad-empty'>No API tokens yet</p>
        : (
          <DataTable
            label='API tokens'
            rows={state.data}
            rowKey={(t) => t.id}
            rowLabel={(t) => t.name}
            columns={[
              { header: 'Name', cell: (t) => t.name },
              { header: 'Access', cell: (t) => (t.access === 'write' ? 'Read and write' : 'Read only') },
              { header: 'Created', cell: (t) => when(t.createdAt) },
              { header: 'Last used', cell: (t) => when(t.lastUsedAt) },
              { header: 'Status', cell: status },
              {
                header: 'Actions',
                hideHeader: true,
                kind: 'actions',
                cell: (t) => (
                  <Button size='sm' variant='danger' onClick={() => setRevoking(t)} disabled={readOnly} title={readOnly ? READ_ONLY_PANEL : undefined}>
                    {t.revokedAt === null ? 'Revoke' : 'Delete'}
                  </Button>
                ),
              },
            ]}
          />
          ))}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking?.revokedAt ? 'Delete token' : 'Revoke token'}
        message={revoking
          ? (revoking.revokedAt ? `Delete "${revoking.name}" from the list? It no longer works.` : `Revoke "${revoking.name}"? Scripts using it stop working at once.`)
          : ''}
        confirmLabel={revoking?.revokedAt ? 'Delete' : 'Revoke'}
        danger
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) void revoke(revoking.id)
          setRevoking(null)
        }}
      />
    </section>
  )
}
