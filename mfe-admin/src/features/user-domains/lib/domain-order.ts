import { SUPER_CATEGORIES, type DomainRecord, type SuperCategory } from '@sitefleet/shared'

/** Filter buttons of the screen, in order; labels are these values word for word. */
export const DOMAIN_FILTERS = ['all', ...SUPER_CATEGORIES] as const
export type DomainFilter = (typeof DOMAIN_FILTERS)[number]

export const FILTER_LABELS: Record<DomainFilter, string> = {
  all: 'All',
  natural: 'natural',
  casino: 'casino',
  dating: 'dating',
}

/** Rows per page: a user may own thousands of domains. */
export const DOMAINS_PAGE_SIZE = 100

/**
 * An error is a checked domain whose status code is not 200. A domain never checked yet
 * (statusCode null) has no status code at all, so it is not reported as an error.
 */
export function isErrorDomain (record: Pick<DomainRecord, 'statusCode'>): boolean {
  return typeof record.statusCode === 'number' && record.statusCode !== 200
}

/** "Status: 404", or "Status: N/A" for a domain that was never checked. */
export function statusText (code: number | null | undefined): string {
  return `Status: ${typeof code === 'number' ? code : 'N/A'}`
}

export function matchesFilter (record: Pick<DomainRecord, 'superCategory'>, filter: DomainFilter): boolean {
  return filter === 'all' || record.superCategory === (filter as SuperCategory)
}

/** Errors first; otherwise the server's order is kept (the sort is stable). */
export function errorsFirst<T extends Pick<DomainRecord, 'statusCode'>> (records: readonly T[]): T[] {
  return records
    .map((record, index) => ({ record, index, error: isErrorDomain(record) }))
    .sort((a, b) => Number(b.error) - Number(a.error) || a.index - b.index)
    .map(({ record }) => record)
}
