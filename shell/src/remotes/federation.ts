// The one door to the remotes in the shell, loaded only when a remote page is wanted: by index.ts
// for a stored session (alongside the app's own chunks, so the route's page starts at once), or
// by the first RemotePage. The login screen never loads it. No federation runtime of the shell's
// own: each remote's entry brings its runtime (container-loader.ts).
import type { RemoteName, RemotePageModule } from '@sitefleet/shared'
import { forgetRemote, loadExposed } from './container-loader'
import { fetchRemoteMap, registerRemotesFromManifest } from './register-remotes'
import { sharedConflict } from './shared-versions'

export { preloadRoute } from './preload-route'
export { sharedConflict }

let started: Promise<void> | undefined

/** Learns where the remotes are, once: remotes.json (`remoteMap`: a request index.ts already started, or a new one). */
export function startFederation (remoteMap?: Promise<Response>): Promise<void> {
  started ??= registerRemotesFromManifest(remoteMap ?? fetchRemoteMap())
  return started
}

/** A remote page's module, or null when the remote cannot be loaded (its page shows Retry). */
export async function loadRemotePage (remote: RemoteName, module: string): Promise<RemotePageModule['default'] | null> {
  try {
    await startFederation()
    const loaded = await loadExposed<RemotePageModule>(remote, module)
    return typeof loaded?.default === 'function' ? loaded.default : null
  } catch (error) {
    console.warn(`Could not load ${remote}/${module.replace(/^\.\//, '')}`, error)
    return null
  }
}

/** Retry: the next load asks for the remote's manifest and entry again. */
export function resetRemote (remote: RemoteName): void {
  forgetRemote(remote)
}
