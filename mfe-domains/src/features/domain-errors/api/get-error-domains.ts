import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ErrorDomain, ErrorDomainsAnswer } from '../types'

function toEntry (raw: unknown): ErrorDomain | null {
  if (!raw || typeof raw !== 'object') return null
  const r = raw as Record<string, unknown>
  if (typeof r.domain !== 'string' || r.domain === '') return null
  const code = typeof r.statusCode === 'string' ? Number(r.statusCode) : r.statusCode
  return {
    domain: r.domain,
    statusCode: typeof code === 'number' && Number.isFinite(code) ? code : null,
    lastChecked: typeof r.lastChecked === 'string' ? r.lastChecked : null,
    locations: Array.isArray(r.locations) ? r.locations.filter((l): l is string => typeof l === 'string') : [],
  }
}

/** GET /{scope}/error-domain: the domains whose latest status is not 200, and whether a refresh runs. */
export async function getErrorDomains (client: ApiClient, signal?: AbortSignal): Promise<ErrorDomainsAnswer> {
  const { data } = await client.get<Partial<ErrorDomainsAnswer>>(scopedPath('error-domain', client), { signal })
  const list = Array.isArray(data?.errorDomains) ? data.errorDomains : []
  return {
    errorDomains: list.map(toEntry).filter((e): e is ErrorDomain => e !== null),
    refreshing: typeof data?.refreshing === 'boolean' ? data.refreshing : null,
  }
}
