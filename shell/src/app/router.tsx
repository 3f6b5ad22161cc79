import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, useSession, type LayoutKind, type RemoteName } from '@sitefleet/shared';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { LoginPage } from '../features/auth/components/login-page';
import { RemotePage } from '../remotes/remote-page';
import { RequireRole } from './guards/require-role';
import { AdminLayout } from './layouts/admin-layout';
import { UserLayout } from './layouts/user-layout';

/** A page owned by a remote; `path` is relative to the root, admin copies get an `admin/` prefix. */
interface RemoteRoute {
  path: string;
  remote: RemoteName;
  module: string;
}

/** Screens both layouts have, under the same relative path (admins get them under /admin). */
const COMMON: RemoteRoute[] = [
  { path: 'urlscan/:type', remote: 'mfe_domains', module: './UrlScanPage' },
  { path: 'domain-errors/:type', remote: 'mfe_domains', module: './DomainErrorsPage' },
  { path: 'affiliate-errors/:type', remote: 'mfe_domains', module: './AffiliateErrorsPage' },
  { path: 'domain-expire/:type', remote: 'mfe_domains', module: './DomainExpirePage' },
  { path: 'hosting-expire/:type', remote: 'mfe_hosting', module: './HostingExpirePage' },
  { path: 'not-index/:type', remote: 'mfe_indexing', module: './NotIndexedPage' },
  { path: 'hosting-form', remote: 'mfe_hosting', module: './HostingFormPage' },
  { path: 'hosting-data', remote: 'mfe_hosting', module: './HostingDataPage' },
  { path: 'hosting/domains/:email/:server', remote: 'mfe_hosting', module: './ServerDomainsPage' },
  { path: 'servers/:email', remote: 'mfe_hosting', module: './ServersPage' },
];

/** Spec §2: users have one domain list at /domains/, admins one per category. */
const USER_ONLY: RemoteRoute[] = [{ path: 'domains', remote: 'mfe_domains', module: './DomainListPage' }];

const ADMIN_ONLY: RemoteRoute[] = [
  { path: 'domains/:type', remote: 'mfe_domains', module: './DomainListPage' },
  { path: 'signup', remote: 'mfe_admin', module: './SignupPage' },
  { path: 'users', remote: 'mfe_admin', module: './UsersPage' },
  { path: 'user/:userId/domains', remote: 'mfe_admin', module: './UserDomainsPage' },
];

function toRoute(layout: LayoutKind) {
  return ({ path, remote, module }: RemoteRoute): RouteObject => ({
    path: layout === 'admin' ? `admin/${path}` : path,
    element: <RemotePage remote={remote} module={module} layout={layout} />,
  });
}

/** The admin dashboard: overview cards above the products grid, each its own remote so one failing keeps the other. */
function AdminDashboard() {
  return (
    <>
      <RemotePage remote="mfe_admin" module="./AdminOverview" layout="admin" />
      <RemotePage remote="mfe_domains" module="./ProductsPage" layout="admin" />
    </>
  );
}

/** /products/{type} is open to both roles and rendered in the caller's own layout. */
function ProductsForRole() {
  const session = useSession();
  if (session?.role === 'admin') {
    return (
      <AdminLayout>
        <RemotePage remote="mfe_domains" module="./ProductsPage" layout="admin" />
      </AdminLayout>
    );
  }
  return (
    <UserLayout>
      <RemotePage remote="mfe_domains" module="./ProductsPage" layout="user" />
    </UserLayout>
  );
}

const toLogin = <Navigate to={paths.login} replace />;

/** The full route table of spec §2 (checked against shared's ROUTE_TABLE in tests). */
export const routes: RouteObject[] = [
  { path: '/', element: toLogin },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
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
      ...[...COMMON, ...ADMIN_ONLY].map(toRoute('admin')),
    ],
  },
  { path: '*', element: toLogin },
];

/**
 * The route tree, rendered inside whichever router the caller provides (BrowserRouter in the app,
 * MemoryRouter in tests). Declarative mode on purpose: nothing here uses loaders or actions.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
