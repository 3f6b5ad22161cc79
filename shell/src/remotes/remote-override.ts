// An admin's override of one remote's address (their dev server, a staging build), for their own
// browser: the settings screen keeps a server-signed value (admin-only, set on that screen alone),
// and on each start the server is asked whether it still stands before anything is applied, so
// the server decides (api/src/components/remote-override). federation.ts applies it with
// registerRemotes(..., { force: true }) right after remotes.json's addresses, before the first
// loadRemote or preload; force drops anything loaded from the normal address.
import type { ModuleFederation } from '@module-federation/enhanced/runtime'
import type { RemoteOverride, ResolvedRemoteOverride } from '@sitefleet/shared'
import { forgetKeptOverride, keptOverride, setAppliedOverride } from './applied-override'

type Registrar = Pick<ModuleFederation, 'registerRemotes'>

/** Registers the remote at the override's address and tells the banner. */
export function applyOverride (federation: Registrar, override: RemoteOverride): void {
  federation.registerRemotes([{ name: override.remote, entry: override.url }], { force: true })
  setAppliedOverride(override)
}

/**
 * The kept override as the server resolves it now: null when none is kept, when the server says
 * no (it is then forgotten: a stale origin, another account, no longer an admin), or when the
 * server cannot be asked (nothing unconfirmed is ever applied).
 */
export async function resolveKeptOverride (base = '', send: typeof fetch = (...args) => fetch(...args)): Promise<RemoteOverride | null> {
  const seal = keptOverride()
  // 'token' is STORAGE_KEYS.token, read without importing @sitefleet/shared (see applied-override.ts).
  const token = localStorage.getItem('token')
  if (seal === null || token === null) return null
  try {
    const response = await send(`${base}/api/remote-override/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ seal }),
    })
    if (!response.ok) return null
    const answer = (await response.json()) as ResolvedRemoteOverride
    if (answer.override === null) {
      console.warn(answer.message ?? 'The remote override was cleared')
      forgetKeptOverride()
    }
    return answer.override
  } catch (error) {
    console.warn('Could not confirm the remote override; loading the remotes from their normal addresses', error)
    return null
  }
}
