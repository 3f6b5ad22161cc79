import type { RemotesManifest } from '@sitefleet/shared'
import { DEFAULT_REMOTES } from './remote-registry'

function isRemoteMap (value: unknown): value is RemotesManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(([key, url]) => key in DEFAULT_REMOTES && typeof url === 'string')
  )
}

/** GET remotes.json (revalidated: a moved remote is picked up on the next load). */
export function fetchRemoteMap (url = '/remotes.json'): Promise<Response> {
  return fetch(url, { cache: 'no-cache' })
}

/**
 * Where each remote is, from remotes.json, so a remote can move or be redeployed without
 * rebuilding the shell. If the file is missing or malformed the defaults still work.
 */
export async function readRemoteMap (answer: Promise<Response> = fetchRemoteMap()): Promise<Required<RemotesManifest>> {
  let configured: RemotesManifest = {}
  try {
    const response = await answer
    const body: unknown = response.ok ? await response.json() : {}
    if (isRemoteMap(body)) configured = body
    else console.warn('remotes.json is not a map of remote name to URL; using the defaults')
  } catch (error) {
    console.warn('Could not read remotes.json; using the defaults', error)
  }
  return { ...DEFAULT_REMOTES, ...configured }
}
