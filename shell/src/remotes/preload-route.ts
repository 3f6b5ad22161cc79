import { locate } from './container-loader'
import { pagesForPath } from './route-pages'

/** A `<link rel="preload">` for a script, once per URL. */
function preload (href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return
  document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'script', href }))
}

/**
 * Starts loading the current route's remote page (manifest, then remoteEntry.js and the page's
 * own chunks as the manifest lists them) as soon as the remotes are registered, while the shell's
 * own chunks still load and before the router renders: the page no longer waits for main.js →
 * app → manifest → remoteEntry → chunk one after another. Only for a stored session (otherwise
 * the route is about to become /login), and only for a remote the shell accepts (its manifest is
 * checked first: a refused remote's code is never fetched).
 */
export async function preloadRoute (pathname: string): Promise<void> {
  const pages = pagesForPath(pathname)
  // 'token' is STORAGE_KEYS.token.
  if (pages.length === 0 || !localStorage.getItem('token')) return
  await Promise.all(pages.map(async ({ remote, module }) => {
    try {
      const { manifest, entry } = await locate(remote)
      preload(entry)
      const exposed = manifest.exposes?.find((e) => e.path === module)
      for (const file of exposed?.assets?.js?.sync ?? []) preload(new URL(file, entry).toString())
    } catch (error) {
      // A remote that is down or refused is its page's business (fallback and Retry), not the preload's.
      console.warn('Could not preload the remote page of this route', error)
    }
  }))
}
