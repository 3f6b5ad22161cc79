// /embed.js: one script a page on an allowed origin loads to show Sitefleet panels. It carries
// the federation runtime (the remotes' own pages come through it, and a remote's remoteEntry.js
// a page loads itself runs on it) and defines `<sitefleet-panel>` and
// `window.Sitefleet.mount(element, options)`. Sitefleet's address is the script's own.
import type { MountProps } from '@sitefleet/shared'
import { federationFor, loadMount } from './embed-federation'
import { remoteOfPage } from './panel-pages'
import { definePanelElement, mountInto } from './sitefleet-panel'

const script = document.currentScript
const origin = new URL(script instanceof HTMLScriptElement ? script.src : window.location.href).origin
const load = (remote: Parameters<typeof loadMount>[1]) => loadMount(origin, remote)
// Now, not at the first panel: the runtime global must be there before any remoteEntry.js the
// page loads itself runs.
federationFor(origin)

async function mount (element: HTMLElement, options: MountProps): Promise<() => void> {
  const remote = remoteOfPage(options.page)
  if (!remote) throw new Error(`Sitefleet has no page "${options.page}"`)
  return mountInto(load, remote, element, options)
}

declare global {
  interface Window {
    Sitefleet?: { mount: typeof mount };
  }
}

window.Sitefleet = { mount }
if (!customElements.get('sitefleet-panel')) customElements.define('sitefleet-panel', definePanelElement(load))
