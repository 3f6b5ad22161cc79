import type { ModuleFederation } from '@module-federation/enhanced/runtime'
import { pagesForPath } from './route-pages'

/**
 * Starts loading the current route's remote page (manifest, remoteEntry.js and the page's chunks)
 * as soon as the remotes are registered, while the shell's own chunks still load and before the
 * router renders: the page no longer waits for main.js → app → manifest → remoteEntry → chunk one
 * after another. Only for a stored session (otherwise the route is about to become /login).
 */
export async function preloadRoutePage (federation: Pick<ModuleFederation, 'preloadRemote'>, pathname: string): Promise<void> {
  const pages = pagesForPath(pathname)
  // 'token' is STORAGE_KEYS.token, read without importing @sitefleet/shared: the preload must not wait for it.
  if (pages.length === 0 || !localStorage.getItem('token')) return
  try {
    await federation.preloadRemote(pages.map(({ remote, module }) => ({
      nameOrAlias: remote,
      exposes: [module],
      resourceCategory: 'sync' as const,
      // The shell provides the shared packages; a remote's own copies would be wasted bytes.
      share: false,
      depsRemote: false,
    })))
  } catch (error) {
    // A remote that is down or refused is its page's business (fallback and Retry), not the preload's.
    console.warn('Could not preload the remote page of this route', error)
  }
}
