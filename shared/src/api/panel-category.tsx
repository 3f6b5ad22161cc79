import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { scopeFor, type SuperCategory } from '../config/categories'
import { useCategoryStore } from '../stores/category-store'
import { ApiContext, useApi, type PanelApi } from './api-context'
import { withScope } from './client'

/** The super category a page shows and the API scope that selects it. */
export interface PanelCategory {
  category: SuperCategory;
  scope: string;
}

const PanelCategoryContext = createContext<PanelCategory | null>(null)

/**
 * The category of the panel this component is in: the one its own path names
 * (`/embed/domain-errors/casino`, `mount(el, { path: '/domain-errors/casino' })`), else the
 * remembered category of the dashboard's one store (whose URL the shell keeps it in step with).
 */
export function usePanelCategory (): PanelCategory {
  const own = useContext(PanelCategoryContext)
  const category = useCategoryStore((s) => s.category)
  const scope = useCategoryStore((s) => s.scope)
  return own ?? { category, scope }
}

/**
 * Gives the pages inside it `category`: usePanelCategory() answers it, and the panel's API client
 * builds its scoped paths with it (withScope), so API calls and screen agree. The store is not
 * touched, so two panels of two categories on one page do not clash, and the page-wide category
 * stays the dashboard's. Without a category (a path that names none) the store's applies.
 */
export function PanelCategoryProvider ({ category, children }: { category: SuperCategory | null; children: ReactNode }) {
  const api = useApi()
  const scoped = useMemo<PanelApi | null>(
    () => (category === null ? null : { ...api, client: withScope(api.client, scopeFor(category)) }),
    [api, category]
  )
  const own = useMemo(() => (category === null ? null : { category, scope: scopeFor(category) }), [category])
  if (scoped === null || own === null) return <>{children}</>
  return (
    <ApiContext.Provider value={scoped}>
      <PanelCategoryContext.Provider value={own}>{children}</PanelCategoryContext.Provider>
    </ApiContext.Provider>
  )
}
