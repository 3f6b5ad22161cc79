import { useMemo } from 'react'
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { ApiProvider, PanelCategoryProvider, categoryFromPath, type LayoutKind } from '@sitefleet/shared'
import { RemotePage } from '../../remotes/remote-page'
import { ADMIN_ONLY, COMMON, PRODUCTS_PAGE, USER_ONLY, type RemoteRoute } from '../../remotes/route-pages'
import { useEmbedToken } from './use-embed-token'

const toRoute = (layout: LayoutKind) => (route: RemoteRoute): RouteObject => ({
  path: layout === 'admin' ? `admin/${route.path}` : route.path,
  element: <RemotePage {...route} layout={layout} />,
})

/** Every page path of the dashboard, relative to /embed/, without the dashboard's layout. */
const EMBED_ROUTES: RouteObject[] = [
  ...[...COMMON, ...USER_ONLY].map(toRoute('user')),
  ...[...COMMON, ...ADMIN_ONLY].map(toRoute('admin')),
  { path: 'products/:type', element: <RemotePage {...PRODUCTS_PAGE} layout='user' /> },
  { path: 'admin/products/:type', element: <RemotePage {...PRODUCTS_PAGE} layout='admin' /> },
  { path: '*', element: <p role='alert'>There is no Sitefleet panel at this address.</p> },
]

/** The panel's category is the one its own path names, never written to the page-wide store. */
export function EmbeddedRoutes () {
  const routes = useRoutes(EMBED_ROUTES)
  const category = categoryFromPath(useLocation().pathname)
  return <PanelCategoryProvider category={category}>{routes}</PanelCategoryProvider>
}

/**
 * /embed/<page path>: one panel for a frame on another site. It calls the API of this
 * origin with the token its parent page sends by postMessage, through the panel's own API context.
 */
export function EmbedPage () {
  const { token, framed } = useEmbedToken()
  const settings = useMemo(() => (token === null ? undefined : { baseUrl: window.location.origin, token }), [token])
  if (!framed) {
    return <p role='alert'>This address shows a Sitefleet panel inside a frame of another page; open the dashboard instead.</p>
  }
  if (settings === undefined) {
    return <p role='status'>Waiting for the page around this panel to send its API token...</p>
  }
  return (
    <main className='embed-panel'>
      <ApiProvider settings={settings}>
        <EmbeddedRoutes />
      </ApiProvider>
    </main>
  )
}
