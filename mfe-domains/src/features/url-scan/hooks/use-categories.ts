import { useEffect, useState } from 'react'
import { useCategoryStore, useApi } from '@sitefleet/shared'
import { getCategories } from '../api/get-categories'

/** Brand categories for the select; an empty list on failure (a custom category still works). */
export function useCategories () {
  const { client } = useApi()
  const scope = useCategoryStore((s) => s.scope)
  const [categories, setCategories] = useState<string[]>([])
  useEffect(() => {
    const controller = new AbortController()
    getCategories(client, controller.signal)
      .then(setCategories)
      .catch(() => {
        if (!controller.signal.aborted) setCategories([])
      })
    return () => controller.abort()
  }, [scope])
  return categories
}
