// The federation runtime of /embed.js: one instance for the page, registered with the remotes of
// the Sitefleet that served the script (its /remotes.json), so a page on another site needs no
// address but the script's.
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime'
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin'
import { RetryPlugin } from '@module-federation/retry-plugin'
import type { RemoteName } from '@sitefleet/shared'
import type { PackageType } from '../../@mf-types'
import { fetchRemoteMap, readRemoteMap } from '../remotes/remote-map'

/** A remote's `mount(element, props)`, typed from its build like every other exposed module. */
export type Mount = PackageType<'mfe_domains/mount'>['mount']

const instances = new Map<string, { federation: ModuleFederation; registered: Promise<void> }>()

/**
 * The runtime for the Sitefleet at `origin`, created at once: its init sets the page's
 * `_FEDERATION_RUNTIME_CORE` (enhanced's inject-external-runtime-core plugin), which a remote's
 * remoteEntry.js reads as it loads, so a page that loads an entry itself after this script works
 * too. Its remotes are registered once /remotes.json answers. Nothing is shared from the page:
 * each remote brings its own React (the first one loaded is then shared by the others, as in the
 * dashboard).
 */
export function federationFor (origin: string): { federation: ModuleFederation; registered: Promise<void> } {
  let started = instances.get(origin)
  if (started === undefined) {
    const federation = createInstance({
      name: `sitefleet_embed_${instances.size}`,
      remotes: [],
      shared: {},
      shareStrategy: 'loaded-first',
      // As in the dashboard: a lost packet costs no error on the wall screen.
      plugins: [RetryPlugin({ fetch: { retryTimes: 1 }, script: { retryTimes: 2, retryDelay: 300 } }), injectExternalRuntimeCore()],
    })
    const registered = readRemoteMap(fetchRemoteMap(`${origin}/remotes.json`)).then((addresses) => {
      federation.registerRemotes(Object.entries(addresses).map(([name, entry]) => ({ name, entry: new URL(entry, `${origin}/`).toString() })))
    })
    // Awaited by loadMount; a page that only loads entries itself must not see an unhandled rejection.
    registered.catch(() => undefined)
    started = { federation, registered }
    instances.set(origin, started)
  }
  return started
}

/** `mount()` of one remote of the Sitefleet at `origin`, through the runtime. */
export async function loadMount (origin: string, remote: RemoteName): Promise<Mount> {
  const { federation, registered } = federationFor(origin)
  await registered
  const module = await federation.loadRemote<PackageType<`${RemoteName}/mount`>>(`${remote}/mount`)
  if (!module) throw new Error(`Sitefleet's ${remote} could not be loaded from ${origin}`)
  return module.mount
}
