import type { MountProps, RemoteName } from '@sitefleet/shared'
import type { Mount } from './embed-federation'
import { panelOfElement } from './panel-pages'

export type LoadMount = (remote: RemoteName) => Promise<Mount>

/** What a panel that cannot start says in its element, rather than staying blank. */
function showProblem (element: HTMLElement, text: string): void {
  element.replaceChildren(Object.assign(document.createElement('p'), { role: 'alert', textContent: text }))
}

/**
 * `Sitefleet.mount(element, options)`: mount()'s options (`page`, `path`, `layout`, `api`) on any
 * element; resolves to the function that unmounts the panel.
 */
export async function mountInto (load: LoadMount, remote: RemoteName, element: HTMLElement, options: MountProps): Promise<() => void> {
  const mount = await load(remote)
  return mount(element, options)
}

/**
 * `<sitefleet-panel page="domain-errors" category="natural">`: one panel, mounted once the
 * element is on the page and its `api` property (`{ baseUrl, token }`) is set; changing either
 * mounts it anew, and removing the element from the page unmounts it (its React root, timers
 * and requests go with it).
 */
export function definePanelElement (load: LoadMount): CustomElementConstructor {
  return class SitefleetPanel extends HTMLElement {
    static observedAttributes = ['page', 'category', 'layout', 'path']
    #api: MountProps['api']
    #unmount: (() => void) | undefined
    #generation = 0

    get api (): MountProps['api'] {
      return this.#api
    }

    set api (value: MountProps['api']) {
      this.#api = value
      this.#render()
    }

    connectedCallback (): void {
      // `api` set before this script defined the element is an own property that hides the
      // setter: take it over.
      if (Object.hasOwn(this, 'api')) {
        const early = (this as { api?: MountProps['api'] }).api
        delete (this as { api?: MountProps['api'] }).api
        this.#api = early
      }
      this.#render()
    }

    disconnectedCallback (): void {
      this.#clear()
    }

    attributeChangedCallback (): void {
      if (this.isConnected) this.#render()
    }

    #clear (): void {
      this.#generation += 1
      this.#unmount?.()
      this.#unmount = undefined
    }

    #render (): void {
      this.#clear()
      if (!this.isConnected || this.#api === undefined) return
      const attribute = (name: string) => this.getAttribute(name)
      const panel = panelOfElement({ page: attribute('page'), category: attribute('category'), layout: attribute('layout'), path: attribute('path') })
      if (!panel) return showProblem(this, `Sitefleet has no panel "${attribute('path') ?? attribute('page')}".`)
      const generation = this.#generation
      const { remote, ...props } = panel
      mountInto(load, remote, this, { ...props, api: this.#api }).then(
        (unmount) => {
          // Removed or changed while the remote loaded: that panel is not wanted any more.
          if (generation === this.#generation) this.#unmount = unmount
          else unmount()
        },
        (error: unknown) => {
          if (generation === this.#generation) showProblem(this, `Sitefleet panels could not be loaded: ${error instanceof Error ? error.message : String(error)}`)
        }
      )
    }
  }
}
