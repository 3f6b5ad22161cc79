/**
 * Which embedded panel a toast belongs to. `toast.success()` is called from hooks and API
 * helpers that do not know their panel, so a toast goes to the panel the user last pressed,
 * typed or focused in (the action that raised it), else to the panel mounted last (a page with
 * one panel). The dashboard mounts no panel: its toasts belong to none and its Toaster shows them.
 */
const mounted: string[] = []
let touched: string | undefined

/** A panel's Toaster shows its own toasts from now on; call the returned function on unmount. */
export function panelMounted (id: string): () => void {
  mounted.push(id)
  return () => {
    mounted.splice(mounted.indexOf(id), 1)
    if (touched === id) touched = undefined
  }
}

export function panelTouched (id: string): void {
  touched = id
}

/** The panel a toast raised now belongs to (undefined: the dashboard's). */
export function activePanel (): string | undefined {
  return touched ?? mounted.at(-1)
}
