import { registerRemotes } from '@module-federation/enhanced/runtime'
import type { RemoteName, RemotesManifest } from '@sitefleet/shared'

/** Where remotes live when nobody says otherwise: the api serves each build under /remotes/<name>/. */
export const DEFAULT_REMOTES: Required<RemotesManifest> = {
  mfe_domains: '/remotes/mfe-domains/mf-manifest.json',
  mfe_hosting: '/remotes/mfe-hosting/mf-manifest.json',
  mfe_indexing: '/remotes/mfe-indexing/mf-manifest.json',
  mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
  mfe_alerts: '/remotes/mfe-alerts/mf-manifest.json',
}

const entries: Partial<Record<RemoteName, string>> = {}

function absolute (url: string): string {
  return new URL(url, window.location.href).toString()
}

/** Registers (or, with force, re-registers after a failure, dropping the runtime's cached copy). */
export function registerRemote (name: RemoteName, entry: string, force = false): void {
  entries[name] = absolute(entry)
  registerRemotes([{ name, entry: entries[name]! }], { force })
}

export function remoteEntry (name: RemoteName): string | undefined {
  return entries[name]
}

/** Forget what the runtime cached about a remote so the next load fetches it again. */
export function resetRemote (name: RemoteName): void {
  const entry = entries[name] ?? DEFAULT_REMOTES[name]
  registerRemote(name, entry, true)
}
