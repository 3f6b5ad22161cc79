// The runtime remote map the shell fetches at start-up (/remotes.json), so a
// remote can move or be redeployed without rebuilding the shell.
import fs from 'node:fs'
import { ConfigError } from '../errors'

export const DEFAULT_REMOTES: Readonly<Record<string, string>> = Object.freeze({
  mfe_domains: '/remotes/mfe-domains/mf-manifest.json',
  mfe_hosting: '/remotes/mfe-hosting/mf-manifest.json',
  mfe_indexing: '/remotes/mfe-indexing/mf-manifest.json',
  mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
  mfe_alerts: '/remotes/mfe-alerts/mf-manifest.json'
})

/**
 * Where a remote's manifest URL lives, as a Content-Security-Policy source: '' for a path on this
 * server, the origin of an http(s) URL, or undefined when it is neither.
 */
export function remoteOrigin (url: string): string | undefined {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('//')) return ''
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** Reads and validates REMOTES_JSON: an object of remote name → manifest URL. */
export function loadRemotes (file: string | undefined): Record<string, string> {
  if (file === undefined) return { ...DEFAULT_REMOTES }
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (err) {
    throw new ConfigError(`REMOTES_JSON "${file}" cannot be read as JSON (${(err as Error).message})`)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ConfigError(`REMOTES_JSON "${file}" must contain an object of remote name to manifest URL`)
  }
  const remotes: Record<string, string> = {}
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url !== 'string' || url.trim() === '') {
      throw new ConfigError(`REMOTES_JSON "${file}": remote "${name}" must map to a manifest URL string`)
    }
    if (remoteOrigin(url) === undefined) {
      throw new ConfigError(`REMOTES_JSON "${file}": remote "${name}" must be an http(s) URL or a path on this server (got "${url}")`)
    }
    remotes[name] = url
  }
  return remotes
}
