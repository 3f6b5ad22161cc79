import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { ApiProvider } from '../api/api-context'
import { PanelCategoryProvider } from '../api/panel-category'
import { categoryFromPath } from '../routes/category-from-path'
import type { MountProps } from '../types/remote'
import { Toaster } from '../ui/toaster'
import type { PageRegistry } from './page-registry'

/** Props of a remote's `./Panel` component: the same as mount()'s. */
export type PanelProps = MountProps

/**
 * `<Panel page path layout api />` for React hosts: one page of the remote with its own
 * router at `path` and, with `api`, its own API base URL and token. Rendered in the host's React
 * when the host shares React through Module Federation, in the remote's own copy otherwise (then
 * through mount()). The router comes from the remote's react-router: a host that shares its
 * react-router-dom must render the Panel outside its own router. A path that names a category
 * (`/domain-errors/casino`) is this panel's category, not the page-wide remembered one. ApiProvider
 * also gives the panel its query cache: a QueryClient of its own with `api`, the session's without.
 */
export function createPanel (registry: PageRegistry) {
  return function Panel ({ page, path, layout, api }: PanelProps) {
    const definition = registry[page]
    if (!definition) {
      return <p role='alert'>{`Unknown page "${page}". Known pages: ${Object.keys(registry).join(', ')}`}</p>
    }
    const Page = definition.component
    return (
      <MemoryRouter initialEntries={[path]}>
        <ApiProvider settings={api}>
          <PanelCategoryProvider category={categoryFromPath(path)}>
            <Routes>
              {definition.paths.map((pattern) => (
                <Route key={pattern} path={pattern} element={<Page layout={layout} />} />
              ))}
              <Route path='*' element={<Page layout={layout} />} />
            </Routes>
          </PanelCategoryProvider>
        </ApiProvider>
        <Toaster />
      </MemoryRouter>
    )
  }
}
