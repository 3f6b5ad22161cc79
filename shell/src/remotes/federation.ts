// The one door to Module Federation in the shell, loaded only when a remote page is wanted: by
// index.ts for a stored session (alongside the app's own chunks, so the route's page starts at
// once), or by the first RemotePage. The login screen never loads it.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime'
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin'
import { RetryPlugin } from '@module-federation/retry-plugin'
import type { RemoteName, RemoteOverride } from '@sitefleet/shared'
import type { PackageType } from '../../@mf-types'
import type { PageKey } from './exposed-pages'
import { fallbackPlugin, isUnavailable } from './fallback-plugin'
import { hostShared, hostVersions } from './host-shared'
import { preloadRoutePage } from './preload-route-page'
import { fetchRemoteMap, readRemoteMap } from './remote-map'
import { forgetRemote, registerAddresses } from './remote-registry'
import { applyOverride, resolveKeptOverride } from './remote-override'
import { sharedConflict, sharedVersionPlugin } from './shared-version-plugin'

export { sharedConflict }

let instance: ModuleFederation | undefined

/**
 * The shell's federation runtime: its name, the shared singletons it provides, and its plugins.
 * 'loaded-first' because 'version-first' would fetch every registered remote while the shell
 * starts, so one remote down would blank the dashboard; remotes load only when a route needs them.
 */
function federation (): ModuleFederation {
  instance ??= createInstance({
    name: 'shell',
    remotes: [],
    shared: hostShared(),
    shareStrategy: 'loaded-first',
    plugins: [
      // First, so a refused remote's entry is never fetched, let alone retried.
      sharedVersionPlugin(hostVersions()),
      // One lost packet must not cost the user a Retry: a manifest is fetched again once, an entry
      // or a page's chunk loaded again up to twice, before the page gives up.
      RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 2, retryDelay: 300 } }),
      fallbackPlugin(),
      // The remotes are built without runtime-core (experiments.externalRuntime): their
      // remoteEntry.js runs on this one, which the plugin sets as the page's global at init.
      injectExternalRuntimeCore(),
    ],
  })
  return instance
}

let started: Promise<void> | undefined

/** Learns where the remotes are, once: remotes.json (`remoteMap`: a request index.ts already started, or a new one). */
export function startFederation (remoteMap?: Promise<Response>): Promise<void> {
  // An admin's override (remote-override.ts) is confirmed by the server alongside remotes.json.
  started ??= Promise.all([readRemoteMap(remoteMap ?? fetchRemoteMap()), resolveKeptOverride()]).then(([addresses, override]) => {
    registerAddresses(federation(), addresses)
    if (override !== null) applyOverride(federation(), override)
  })
  return started
}

/** The settings screen's new override (already confirmed by the server), applied in this tab at once. */
export async function overrideRemote (override: RemoteOverride): Promise<void> {
  await startFederation()
  applyOverride(federation(), override)
}

/**
 * A remote page's component, typed from the remote's own build (exposed-pages.ts), or null when
 * the remote cannot be loaded (its page shows Retry).
 */
export async function loadRemotePage<K extends PageKey> (key: K): Promise<PackageType<K>['default'] | null> {
  try {
    await startFederation()
    const loaded = await federation().loadRemote<PackageType<K>>(key)
    if (!loaded || isUnavailable(loaded) || typeof loaded.default !== 'function') return null
    return loaded.default
  } catch (error) {
    console.warn(`Could not load ${key}`, error)
    return null
  }
}

/** Retry: the next load asks for the remote's manifest and entry again. */
export function resetRemote (remote: RemoteName): void {
  forgetRemote(federation(), remote)
}

/** The stored session's route page, fetched while the shell still starts. */
export async function preloadRoute (pathname: string): Promise<void> {
  await startFederation()
  await preloadRoutePage(federation(), pathname)
}
