import { useCallback } from 'react'
import { useApi, useLoad, usePanelCategory } from '@sitefleet/shared'
import { getCategories } from '../api/get-categories'

/**
 * Brand categories for the select, read again when the scope changes. A failed read is an error
 * with Retry, not an empty list: an empty list would read as "no brands yet" (a custom category
 * still works meanwhile).
 */
export function useCategories () {
  const { client } = useApi()
  const scope = usePanelCategory().scope
  const load = useCallback((signal: AbortSignal) => getCategories(client, signal), [client, scope])
  const { state, reload } = useLoad(load)
  return { categories: state.status === 'ready' ? state.data : [], failed: state.status === 'error', reload }
}
