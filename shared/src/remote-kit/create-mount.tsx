import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { MountProps } from '../types/remote'
import type { PageRegistry } from './page-registry'
import { createPanel } from './create-panel'

/**
 * `mount(element, props)` for non-React hosts: renders one page with its own router at `props.path`
 * and, with `props.api`, its own API base URL and token (a context of this panel alone), and
 * returns an unmount function.
 */
export function createMount (registry: PageRegistry) {
  const Panel = createPanel(registry)
  return function mount (element: HTMLElement, props: MountProps): () => void {
    if (!registry[props.page]) {
      throw new Error(`Unknown page "${props.page}". Known pages: ${Object.keys(registry).join(', ')}`)
    }
    const root = createRoot(element)
    root.render(
      <StrictMode>
        <Panel {...props} />
      </StrictMode>
    )
    return () => root.unmount()
  }
}
