import { getBrandCategories, loadState, useApiQuery, usePanelCategory } from '@sitefleet/shared'

/**
 * Brand categories for the select, read again when the scope changes. A failed read is an error
 * with Retry, not an empty list: an empty list would read as "no brands yet" (a custom category
 * still works meanwhile).
 */
export function useCategories () {
  const query = useApiQuery(['/categories', usePanelCategory().scope], getBrandCategories)
  const state = loadState(query)
  return { categories: state.status === 'ready' ? state.data : [], failed: state.status === 'error', reload: () => void query.refetch() }
}
