import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import type { MountProps } from '../types/remote'
import type { PageRegistry } from './page-registry'
import { Toaster } from '../ui/toaster'
import { ApiProvider } from '../api/api-context'

/**
 * `mount(element, props)` for non-React hosts: renders one page with its own router at `props.path`
 * and, with `props.api`, its own API base URL and token (a context of this panel alone), and
 * returns an unmount function.
 */
export function createMount (registry: PageRegistry) {
  return function mount (element: HTMLElement, props: MountProps): () => void {
    const definition = registry[props.page]
    if (!definition) {
      throw new Error(`Unknown page "${props.page}". Known pages: ${Object.keys(registry).join(', ')}`)
    }
    const Page = definition.component
    const root = createRoot(element)
    root.render(
      <StrictMode>
        <MemoryRouter initialEntries={[props.path]}>
          <ApiProvider settings={props.api}>
            <Routes>
              {definition.paths.map((path) => (
                <Route key={path} path={path} element={<Page layout={props.layout} />} />
              ))}
              <Route path='*' element={<Page layout={props.layout} />} />
            </Routes>
          </ApiProvider>
          <Toaster />
        </MemoryRouter>
      </StrictMode>
    )
    return () => root.unmount()
  }
}
