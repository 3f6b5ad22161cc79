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

/** Where a remote's manifest (or entry) is, from remotes.json (container-loader.ts reads it). */
export function registerRemote (name: RemoteName, entry: string): void {
  entries[name] = absolute(entry)
}

export function remoteEntry (name: RemoteName): string | undefined {
  return entries[name]
}
