import { lazy, Suspense } from 'react'
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { paths, useCategoryStore, useSession, type LayoutKind } from '@sitefleet/shared'
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page'
import { LoginPage } from '../features/auth/components/login-page'
import { EmbedPage } from '../features/embed/embed-page'
import { RemotePage } from '../remotes/remote-page'
import { ADMIN_ONLY, ADMIN_OVERVIEW, COMMON, PRODUCTS_PAGE, USER_ONLY, type RemoteRoute } from '../remotes/route-pages'
import { RequireRole } from './guards/require-role'
import { AdminLayout } from './layouts/admin-layout'
import { UserLayout } from './layouts/user-layout'

function toRoute (layout: LayoutKind) {
  return (route: RemoteRoute): RouteObject => ({
    path: layout === 'admin' ? `admin/${route.path}` : route.path,
    element: <RemotePage {...route} layout={layout} />,
  })
}

/** The admin dashboard: overview cards above the products grid, each its own remote so one failing keeps the other. */
function AdminDashboard () {
  return (
    <>
      <RemotePage {...ADMIN_OVERVIEW} layout='admin' />
      <RemotePage {...PRODUCTS_PAGE} layout='admin' />
    </>
  )
}

/** /products/{type} is open to both roles and rendered in the caller's own layout. */
function ProductsForRole () {
  const session = useSession()
  if (session?.role === 'admin') {
    return (
      <AdminLayout>
        <RemotePage {...PRODUCTS_PAGE} layout='admin' />
      </AdminLayout>
    )
  }
  return (
    <UserLayout>
      <RemotePage {...PRODUCTS_PAGE} layout='user' />
    </UserLayout>
  )
}

// The shell's own admin screen (not a remote's: it must work whichever remote is overridden), in a
// chunk of its own so the login screen does not carry it.
const RemoteOverridePage = lazy(async () => {
  const { RemoteOverridePage } = await import(/* webpackChunkName: "remote-override" */ '../features/remote-override/components/remote-override-page')
  return { default: RemoteOverridePage }
})

const toLogin = <Navigate to={paths.login} replace />

/**
 * `/`: the login screen, except when Google's consent page sends the browser back
 * (`/?searchConnect=ok|failed`): then the Search screen of the remembered category says how it went.
 */
function Root () {
  const { search } = useLocation()
  const session = useSession()
  const category = useCategoryStore((s) => s.category)
  if (!new URLSearchParams(search).has('searchConnect')) return toLogin
  return <Navigate to={`${paths.search(session?.role === 'admin' ? 'admin' : 'user', category)}${search}`} replace />
}

/** The full route table (checked against shared's ROUTE_TABLE in tests). */
export const routes: RouteObject[] = [
  { path: '/', element: <Root /> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  // One panel for a frame on another site; its token comes from the parent page, not a session.
  { path: 'embed/*', element: <EmbedPage /> },
  {
    path: '/products/:type',
    element: (
      <RequireRole allow={['admin', 'user']}>
        <ProductsForRole />
      </RequireRole>
    ),
  },
  // Layout routes are pathless so /admin alone or any unknown path falls through to /login.
  {
    element: (
      <RequireRole allow={['user']}>
        <UserLayout />
      </RequireRole>
    ),
    children: [...COMMON, ...USER_ONLY].map(toRoute('user')),
  },
  {
    element: (
      <RequireRole allow={['admin']}>
        <AdminLayout />
      </RequireRole>
    ),
    children: [
      { path: 'admin/products/:type', element: <AdminDashboard /> },
      {
        path: 'admin/remote-override',
        element: (
          <Suspense fallback={<div className='remote-loading' aria-busy='true'>Loading...</div>}>
            <RemoteOverridePage />
          </Suspense>
        ),
      },
      ...[...COMMON, ...ADMIN_ONLY].map(toRoute('admin')),
    ],
  },
  { path: '*', element: toLogin },
]

/**
 * The route tree, rendered inside whichever router the caller provides (BrowserRouter in the app,
 * MemoryRouter in tests). Declarative mode on purpose: nothing here uses loaders or actions.
 */
export function AppRoutes () {
  return useRoutes(routes)
}
