import { useMemo } from 'react'
import { toast, usePanelCategory, useApiQuery } from '@sitefleet/shared'
import { getCategoryCounts } from '../api/get-category-counts'

export const FETCH_CATEGORIES_FAILED = '❌ Failed to fetch categories'

export interface CategoryEntry {
  name: string;
  count: number;
}

const NONE: CategoryEntry[] = []

/**
 * Category counts of the remembered super category, read again when it changes (the scope is in
 * the key) and by reload(). `lastReload` is the time of the last successful read (the screen's
 * "Last Reload").
 */
export function useCategoryCounts () {
  const query = useApiQuery(['/category-counts', usePanelCategory().scope], (client, signal) =>
    getCategoryCounts(client, signal).catch((err: unknown) => {
      if (!signal.aborted) toast.error(FETCH_CATEGORIES_FAILED)
      throw err
    }))
  const categories = useMemo(() => query.data === undefined
    ? NONE
    : Object.entries(query.data)
      .map(([name, count]) => ({ name, count: Number(count) || 0 }))
      .sort((a, b) => a.name.localeCompare(b.name)), [query.data])
  return {
    categories,
    loading: query.isFetching,
    // A failed read is not "no categories": the screen shows an error with Retry instead.
    failed: query.isError && !query.isFetching,
    lastReload: query.data === undefined ? null : new Date(query.dataUpdatedAt),
    reload: () => void query.refetch(),
  }
}
