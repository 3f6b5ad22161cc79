import type { ModuleFederation } from '@module-federation/enhanced/runtime'
import type { RemoteName, RemotesManifest } from '@sitefleet/shared'

/** Where remotes live when nobody says otherwise: the api serves each build under /remotes/<name>/. */
export const DEFAULT_REMOTES: Required<RemotesManifest> = {
  mfe_domains: '/remotes/mfe-domains/mf-manifest.json',
  mfe_hosting: '/remotes/mfe-hosting/mf-manifest.json',
  mfe_indexing: '/remotes/mfe-indexing/mf-manifest.json',
  mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
  mfe_alerts: '/remotes/mfe-alerts/mf-manifest.json',
}

type Registrar = Pick<ModuleFederation, 'registerRemotes' | 'options'>

function absolute (url: string): string {
  return new URL(url, window.location.href).toString()
}

/**
 * Registers each remote at its address. A remote already registered elsewhere is registered again
 * with `force`, which makes the runtime drop what it loaded from the old address: a moved remote
 * is never half-served from two places.
 */
export function registerAddresses (federation: Registrar, addresses: RemotesManifest): void {
  for (const [name, address] of Object.entries(addresses)) {
    const entry = absolute(address)
    const known = federation.options.remotes.find((remote) => remote.name === name)
    if (known && 'entry' in known && known.entry === entry) continue
    federation.registerRemotes([{ name, entry }], { force: known !== undefined })
  }
}

/** Retry: the remote is registered again at its address, so the next load asks for its manifest and entry anew. */
export function forgetRemote (federation: Registrar, name: RemoteName): void {
  const known = federation.options.remotes.find((remote) => remote.name === name)
  const entry = known && 'entry' in known ? known.entry : absolute(DEFAULT_REMOTES[name])
  federation.registerRemotes([{ name, entry }], { force: true })
}
