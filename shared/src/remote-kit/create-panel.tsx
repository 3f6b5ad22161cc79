import { useEffect, useId } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { ApiProvider } from '../api/api-context'
import type { MountProps } from '../types/remote'
import { panelMounted, panelTouched } from '../ui/active-panel'
import { Toaster } from '../ui/toaster'
import type { PageRegistry } from './page-registry'
import { PanelRoutes } from './panel-routes'

/** `https://fleet.example.com/` → `https://fleet.example.com`, to put a dashboard path after it. */
function dashboardBase (baseUrl: string): string {
  return baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl
}

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
 * Navigation stays in the panel (panel-routes.tsx), and its toasts show in it (active-panel.ts).
 */
export function createPanel (registry: PageRegistry) {
  return function Panel ({ page, path, layout, api }: PanelProps) {
    const id = useId()
    useEffect(() => panelMounted(id), [id])
    if (!registry[page]) {
      return <p role='alert'>{`Unknown page "${page}". Known pages: ${Object.keys(registry).join(', ')}`}</p>
    }
    const touch = () => panelTouched(id)
    return (
      <div className='sf-panel' onPointerDownCapture={touch} onKeyDownCapture={touch} onFocusCapture={touch}>
        <MemoryRouter initialEntries={[path]}>
          <ApiProvider settings={api}>
            <PanelRoutes registry={registry} page={page} layout={layout} baseUrl={api ? dashboardBase(api.baseUrl) : ''} />
          </ApiProvider>
          <Toaster panel={id} />
        </MemoryRouter>
      </div>
    )
  }
}
