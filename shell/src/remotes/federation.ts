// The one door to Module Federation in the shell, loaded only when a remote page is wanted: by
// index.ts for a stored session (alongside the app's own chunks, so the route's page starts at
// once), or by the first RemotePage. The login screen never loads it.
import { init, loadRemote } from '@module-federation/enhanced/runtime'
import type { RemoteName, RemotePageModule } from '@sitefleet/shared'
import { fallbackPlugin, isUnavailable } from './fallback-plugin'
import { providedShared, providedVersions } from './provided-shared'
import { fetchRemoteMap, registerRemotesFromManifest } from './register-remotes'
import { resetRemote } from './remote-registry'
import { sharedConflict, sharedVersionPlugin } from './shared-version-plugin'

export { preloadRoute } from './preload-route'
export { resetRemote, sharedConflict }

let started: Promise<void> | undefined

/**
 * Starts the federation runtime once: the shell's name, the shared singletons it provides, the
 * remote fallback plugin, then the remotes listed in remotes.json (`remoteMap`: a request index.ts
 * already started, or a new one).
 */
export function startFederation (remoteMap?: Promise<Response>): Promise<void> {
  started ??= (async () => {
    // 'version-first' would fetch every registered remote while the shell starts, so one
    // remote down would blank the dashboard; remotes load only when a route needs them.
    init({ name: 'shell', remotes: [], shared: providedShared(), shareStrategy: 'loaded-first', plugins: [sharedVersionPlugin(providedVersions()), fallbackPlugin()] })
    await registerRemotesFromManifest(remoteMap ?? fetchRemoteMap())
  })()
  return started
}

/** A remote page's module, or null when the remote cannot be loaded (its page shows Retry). */
export async function loadRemotePage (remote: RemoteName, module: string): Promise<RemotePageModule['default'] | null> {
  try {
    await startFederation()
    const loaded = await loadRemote<RemotePageModule>(`${remote}/${module.replace(/^\.\//, '')}`)
    if (!loaded || isUnavailable(loaded) || typeof loaded.default !== 'function') return null
    return loaded.default
  } catch (error) {
    console.warn(`Could not load ${remote}/${module}`, error)
    return null
  }
}
