import { useState } from 'react'
import { Button, EmptyState, FormField, FormLayout, LoadError, Spinner, type RemoteName } from '@sitefleet/shared'
import { useRemoteOverride } from '../hooks/use-remote-override'
import { REMOTE_NAMES, remoteLabel } from '../remote-names'
import '../remote-override.css'

/**
 * /admin/remote-override (the admin's user menu): load ONE remote from another address — the
 * team's dev server or a staging build — in this browser only. The one place an override is set:
 * no URL parameter or hash can, so a link sent to an admin cannot load someone's code.
 */
export function RemoteOverridePage () {
  const { state, reload, busy, refusal, apply } = useRemoteOverride()
  const [remote, setRemote] = useState<RemoteName>('mfe_domains')
  const [url, setUrl] = useState('')
  return (
    <section className='page remote-override'>
      <h1>Remote override</h1>
      <p className='remote-override__lead'>
        Load one remote from another address (your own dev server, a staging build) in this browser only. Everyone
        else, and your other browsers, keep the normal remotes; a banner shows while the override is on.
      </p>
      {state.status === 'loading' && <Spinner label='Loading...' />}
      {state.status === 'error' && <LoadError message='Failed to load the remote override settings.' onRetry={reload} />}
      {state.status === 'ready' && state.data.origins.length === 0 && (
        <EmptyState title='Remote overrides are off'>
          An operator turns them on by listing the allowed origins in REMOTE_OVERRIDE_ORIGINS.
        </EmptyState>
      )}
      {state.status === 'ready' && state.data.origins.length > 0 && (
        <FormLayout label='Remote override' onSubmit={() => void apply({ remote, url: url.trim() })}>
          <FormField label='Remote'>
            <select value={remote} onChange={(e) => setRemote(e.target.value as RemoteName)}>
              {REMOTE_NAMES.map((name) => <option key={name} value={name}>{remoteLabel(name)}</option>)}
            </select>
          </FormField>
          <FormField label='Address' hint={`Its mf-manifest.json (or remoteEntry.js) on ${state.data.origins.join(', ')}`}>
            <input
              type='url'
              value={url}
              maxLength={2048}
              required
              placeholder={`${state.data.origins[0]}/mf-manifest.json`}
              onChange={(e) => setUrl(e.target.value)}
            />
          </FormField>
          {refusal && <p className='remote-override__refusal' role='alert'>{refusal}</p>}
          <div>
            <Button type='submit' disabled={busy || url.trim() === ''}>Load from this address</Button>
          </div>
        </FormLayout>
      )}
    </section>
  )
}
