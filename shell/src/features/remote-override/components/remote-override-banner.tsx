import { useSyncExternalStore } from 'react'
import { Button } from '@sitefleet/shared'
import { appliedOverride, forgetKeptOverride, subscribeAppliedOverride } from '../../../remotes/applied-override'
import { remoteLabel } from '../remote-names'
import '../remote-override.css'

/**
 * While this tab loads a remote from an admin's override: which one and from where, and Clear.
 * Clearing reloads the dashboard: code and styles that came from the override cannot be unloaded,
 * and on the fresh start only the normal address is registered.
 */
export function RemoteOverrideBanner ({ reload = () => window.location.reload() }: { reload?(): void }) {
  const override = useSyncExternalStore(subscribeAppliedOverride, appliedOverride)
  if (override === null) return null
  return (
    <div className='remote-override-banner' role='status' aria-label='Remote override in use'>
      <span>
        <strong>{remoteLabel(override.remote)}</strong> is loaded from <code>{override.url}</code>
      </span>
      <Button
        variant='secondary'
        size='sm'
        onClick={() => {
          forgetKeptOverride()
          reload()
        }}
      >
        Clear override
      </Button>
    </div>
  )
}
