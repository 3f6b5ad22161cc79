import { useState } from 'react'
import { Button, ConfirmDialog, LoadError, Spinner, type ApiToken } from '@sitefleet/shared'
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
            <thead><tr><th>Name</th><th>Access</th><th>Created</th><th>Last used</th><th>Status</th><th /></tr></thead>
            <tbody>
              {state.data.map((t) => (
                <tr key={t.id}>
                  <td>{t.name}</td>
                  <td>{t.access === 'write' ? 'Read and write' : 'Read only'}</td>
                  <td>{when(t.createdAt)}</td>
                  <td>{when(t.lastUsedAt)}</td>
                  <td>{status(t)}</td>
                  <td><Button size='sm' variant='danger' onClick={() => setRevoking(t)}>{t.revokedAt === null ? 'Revoke' : 'Delete'}</Button></td>
                </tr>
              ))}
            </tbody>
          </table>
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
