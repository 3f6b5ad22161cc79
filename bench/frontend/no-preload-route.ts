// Stands in for shell/src/remotes/preload-route.ts in the reference single build: the route's
// page starts loading as early, through the same import() the page then uses.
import { pagesForPath } from '../../shell/src/remotes/route-pages'
import { preloadExposed } from './no-container-loader'

export async function preloadRoute (pathname: string): Promise<void> {
  if (!localStorage.getItem('token')) return
  await Promise.all(pagesForPath(pathname).map(async ({ remote, module }) => await preloadExposed(remote, module)))
}
