import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

/** Marker a failed remote load resolves to, so the page can show its fallback instead of throwing. */
const UNAVAILABLE = Symbol.for('sitefleet.remote-unavailable')

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
}

export function isUnavailable (module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module
}

/**
 * errorLoadRemote: a remote whose manifest, entry or chunk cannot be loaded (after the retry
 * plugin's attempts) resolves to a marker rather than rejecting deep inside the runtime, so one
 * remote down never blanks the dashboard: its page shows the "unavailable" panel with Retry.
 */
export function fallbackPlugin (): ModuleFederationRuntimePlugin {
  return {
    name: 'sitefleet-remote-fallback',
    errorLoadRemote (args) {
      if (args.lifecycle !== 'onLoad') return undefined
      console.warn(`Remote module ${args.id} could not be loaded`, args.error)
      const unavailable: UnavailableModule = { [UNAVAILABLE]: true, error: args.error }
      return unavailable
    },
  }
}
