import type { UnindexedDomain } from '@sitefleet/shared'

/**
 * Only entries whose domain is a string are shown or filtered; the search is a
 * case-insensitive substring of the domain. The PDF lists exactly what this returns.
 */
export function filterUnindexed (entries: readonly UnindexedDomain[], search: string): UnindexedDomain[] {
  const needle = search.trim().toLowerCase()
  return entries.filter((e) => typeof e.domain === 'string' && e.domain.toLowerCase().includes(needle))
}
