// The remote override this tab's federation runtime applied, for the banner. What the runtime
// registered is its own state, not a server answer cached for screens; kept free of imports so
// the federation chunk (remote-override.ts) and the app's banner share it for nothing.
import type { RemoteOverride } from '@sitefleet/shared'

/**
 * Where the browser keeps the server-signed override (set only by the settings screen, never
 * from a URL). Not under STORAGE_KEYS: the federation chunk must not wait for @sitefleet/shared.
 */
export const OVERRIDE_KEY = 'remoteOverride'

let applied: RemoteOverride | null = null
const listeners = new Set<() => void>()

export function appliedOverride (): RemoteOverride | null {
  return applied
}

export function setAppliedOverride (override: RemoteOverride | null): void {
  applied = override
  for (const listener of listeners) listener()
}

export function subscribeAppliedOverride (listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Forgets the kept value, so the next load registers the remote at its normal address only. */
export function forgetKeptOverride (): void {
  try {
    localStorage.removeItem(OVERRIDE_KEY)
  } catch {
    // Storage off: nothing was kept.
  }
  setAppliedOverride(null)
}

/** The kept value, or null. */
export function keptOverride (): string | null {
  try {
    return localStorage.getItem(OVERRIDE_KEY)
  } catch {
    return null
  }
}
