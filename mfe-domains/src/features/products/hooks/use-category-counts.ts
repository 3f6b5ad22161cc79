import { useCallback, useEffect, useRef, useState } from 'react'
import { toast, useCategoryStore, useApi } from '@sitefleet/shared'
import { getCategoryCounts, type CategoryCounts } from '../api/get-category-counts'

export const FETCH_CATEGORIES_FAILED = '❌ Failed to fetch categories'

export interface CategoryEntry {
  name: string;
  count: number;
}

/**
 * Category counts of the remembered super category, reloaded when it changes. `lastReload` is the
 * time of the last successful fetch (the screen's "Last Reload").
 */
export function useCategoryCounts () {
  const { client } = useApi()
  const scope = useCategoryStore((s) => s.scope)
  const [categories, setCategories] = useState<CategoryEntry[]>([])
  const [loading, setLoading] = useState(true)
  const [lastReload, setLastReload] = useState<Date | null>(null)
  const controller = useRef<AbortController | null>(null)

  const load = useCallback(async () => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setLoading(true)
    try {
      const counts: CategoryCounts = await getCategoryCounts(client, current.signal)
      setCategories(
        Object.entries(counts)
          .map(([name, count]) => ({ name, count: Number(count) || 0 }))
          .sort((a, b) => a.name.localeCompare(b.name))
      )
      setLastReload(new Date())
    } catch {
      if (current.signal.aborted) return
      toast.error(FETCH_CATEGORIES_FAILED)
    }
    if (!current.signal.aborted) setLoading(false)
  }, [])

  useEffect(() => {
    void load()
    return () => controller.current?.abort()
  }, [load, scope])

  return { categories, loading, lastReload, reload: load }
}
