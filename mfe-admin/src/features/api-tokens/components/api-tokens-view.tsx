import { useState } from 'react'
import { Button, ConfirmDialog, LoadError, Spinner, type ApiToken } from '@sitefleet/shared'
import { useApiTokens } from '../hooks/use-api-tokens'
import { CreatedToken } from './created-token'
import { NewTokenForm } from './new-token-form'

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never')

/** /api-tokens (and /admin/api-tokens): the caller's personal API tokens. */
export function ApiTokensView () {
  const { state, reload, created, dismissCreated, busy, create, revoke } = useApiTokens()
  const [revoking, setRevoking] = useState<ApiToken | null>(null)
  return (
    <section className='page ad-page'>
      <div className='ad-page__head'>
        <h1>API tokens</h1>
        <span className='ad-muted'>Send as "Authorization: Bearer &lt;token&gt;". Read tokens cannot change anything.</span>
      </div>
      {created && <CreatedToken name={created.name} token={created.token} onDone={dismissCreated} />}
      <NewTokenForm busy={busy} onCreate={create} />
      {state.status === 'loading' && <Spinner label='Loading tokens...' />}
      {state.status === 'error' && <LoadError message='Failed to load tokens.' onRetry={reload} />}
      {state.status === 'ready' && (state.data.length === 0
        ? <p className='ad-empty'>No API tokens yet</p>
        : (
          <table className='ad-tokens'>
            <thead><tr><th>Name</th><th>Access</th><th>Created</th><th>Last used</th><th /></tr></thead>
            <tbody>
              {state.data.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{t.access === 'write' ? 'Read and write' : 'Read only'}</td>
                  <td>{when(t.createdAt)}</td>
                  <td>{when(t.lastUsedAt)}</td>
                  <td><Button size='sm' variant='danger' onClick={() => setRevoking(t)}>Revoke</Button></td>
                </tr>
              ))}
            </tbody>
          </table>
          ))}
      <ConfirmDialog
        open={revoking !== null}
        title='Revoke token'
        message={revoking ? `Revoke "${revoking.name}"? Scripts using it stop working at once.` : ''}
        confirmLabel='Revoke'
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
