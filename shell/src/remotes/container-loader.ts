// How the shell loads a remote (item 3): each remote's remoteEntry.js is a container
// with its own (small) runtime, which a page without federation also embeds through mount(), so
// the shell brings no federation runtime. It speaks the container protocol every federation
// container answers, as examples/embed does: read the remote's mf-manifest.json
// (where its entry is, which shared versions it was built for), load remoteEntry.js, `init` it
// with the shell's share scope (its own React, router, stores), then `get` the exposed module.
// A remote that is down, refused or throwing resolves to null: its page shows Retry.
import type { RemoteName } from '@sitefleet/shared'
import { providedShared, providedVersions } from './provided-shared'
import { remoteEntry } from './remote-registry'
import { refuseIncompatible, type SharedEntry } from './shared-versions'

/** The parts of mf-manifest.json the shell reads. */
export interface RemoteManifest {
  name?: string;
  metaData?: { globalName?: string; remoteEntry?: { name: string; path?: string } };
  shared?: SharedEntry[];
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] } } }>;
}

interface Container {
  init(shareScope: object): unknown;
  get(module: string): Promise<() => unknown>;
}

interface Located {
  manifest: RemoteManifest;
  /** remoteEntry.js, absolute. */
  entry: string;
  globalName: string;
}

const located = new Map<RemoteName, Promise<Located>>()
const containers = new Map<RemoteName, Promise<Container>>()

/**
 * The share scope every remote is initialised with: the shell's modules, already loaded. Each entry
 * has what webpack's container runtime reads (get, loaded, from) and what the
 * @module-federation/enhanced runtime reads too, so a remote built with either is given the same React.
 */
let scope: Record<string, Record<string, object>> | undefined
function shareScope (): Record<string, Record<string, object>> {
  scope ??= Object.fromEntries(Object.entries(providedShared()).map(([name, share]) => [name, {
    [share.version]: {
      ...share,
      from: 'shell',
      get: () => Promise.resolve(share.lib),
      loaded: true,
      scope: ['default'],
      useIn: [],
      strategy: 'loaded-first',
      shareConfig: { ...share.shareConfig, eager: false, strictVersion: false },
    },
  }]))
  return scope
}

/** Where the remote's entry is (remotes.json may also name remoteEntry.js itself), its manifest checked against what the shell provides. */
export function locate (remote: RemoteName): Promise<Located> {
  let found = located.get(remote)
  if (!found) {
    found = (async () => {
      const url = remoteEntry(remote)
      if (!url) throw new Error(`${remote} is not registered`)
      if (!new URL(url).pathname.endsWith('.json')) return { manifest: {}, entry: url, globalName: remote }
      const response = await fetch(url)
      if (!response.ok) throw new Error(`${url}: ${response.status}`)
      const manifest = await response.json() as RemoteManifest
      refuseIncompatible(remote, manifest.shared ?? [], providedVersions())
      const file = manifest.metaData?.remoteEntry
      const entry = new URL(`${file?.path ? `${file.path.replace(/\/$/, '')}/` : ''}${file?.name ?? 'remoteEntry.js'}`, url).toString()
      return { manifest, entry, globalName: manifest.metaData?.globalName ?? remote }
    })()
    located.set(remote, found)
    found.catch(() => located.delete(remote))
  }
  return found
}

function loadScript (src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(`Could not load ${src}`))
    }
    document.head.append(script)
  })
}

function container (remote: RemoteName): Promise<Container> {
  let loading = containers.get(remote)
  if (!loading) {
    loading = (async () => {
      const { entry, globalName } = await locate(remote)
      await loadScript(entry)
      const loaded = (window as unknown as Record<string, Container | undefined>)[globalName]
      if (!loaded || typeof loaded.get !== 'function') throw new Error(`${entry} defined no container ${globalName}`)
      await loaded.init(shareScope())
      return loaded
    })()
    containers.set(remote, loading)
    loading.catch(() => containers.delete(remote))
  }
  return loading
}

/** An exposed module of a remote (`./DomainListPage`); rejects when the remote cannot give it. */
export async function loadExposed<T> (remote: RemoteName, module: string): Promise<T> {
  const factory = await (await container(remote)).get(module)
  return factory() as T
}

/** Forget what was loaded of a remote, so the next load asks for its manifest and entry again. */
export function forgetRemote (remote: RemoteName): void {
  located.delete(remote)
  containers.delete(remote)
}
