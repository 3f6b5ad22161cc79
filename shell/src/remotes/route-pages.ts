import type { RemotePageRef } from './exposed-pages'

export type { RemotePageRef }

/** A page owned by a remote; `path` is relative to the root, admin copies get an `admin/` prefix. */
export type RemoteRoute = RemotePageRef & { path: string }

/** Screens both layouts have, under the same relative path (admins get them under /admin). */
export const COMMON: RemoteRoute[] = [
  { path: 'overview/:type', remote: 'mfe_domains', module: './OverviewPage' },
  { path: 'urlscan/:type', remote: 'mfe_domains', module: './UrlScanPage' },
  { path: 'domain-errors/:type', remote: 'mfe_domains', module: './DomainErrorsPage' },
  { path: 'affiliate-errors/:type', remote: 'mfe_domains', module: './AffiliateErrorsPage' },
  { path: 'domain-expire/:type', remote: 'mfe_domains', module: './DomainExpirePage' },
  { path: 'import/:type', remote: 'mfe_domains', module: './ImportPage' },
  { path: 'ssl-expire/:type', remote: 'mfe_domains', module: './CertificatesPage' },
  { path: 'hosting-expire/:type', remote: 'mfe_hosting', module: './HostingExpirePage' },
  { path: 'not-index/:type', remote: 'mfe_indexing', module: './NotIndexedPage' },
  { path: 'search/:type', remote: 'mfe_indexing', module: './SearchPage' },
  { path: 'search/:type/site/:domainId', remote: 'mfe_indexing', module: './SearchSitePage' },
  { path: 'hosting-form', remote: 'mfe_hosting', module: './HostingFormPage' },
  { path: 'hosting-data', remote: 'mfe_hosting', module: './HostingDataPage' },
  { path: 'hosting/domains/:email/:server', remote: 'mfe_hosting', module: './ServerDomainsPage' },
  { path: 'servers/:email', remote: 'mfe_hosting', module: './ServersPage' },
  { path: 'alerts', remote: 'mfe_alerts', module: './AlertsPage' },
  { path: 'alerts/settings', remote: 'mfe_alerts', module: './AlertSettingsPage' },
  { path: 'incidents', remote: 'mfe_alerts', module: './IncidentsPage' },
  { path: 'incidents/:id', remote: 'mfe_alerts', module: './IncidentPage' },
  { path: 'changes/:type', remote: 'mfe_domains', module: './ChangesPage' },
  { path: 'footprints/:type', remote: 'mfe_domains', module: './FootprintsPage' },
  { path: 'api-tokens', remote: 'mfe_admin', module: './ApiTokensPage' },
  { path: 'registrars', remote: 'mfe_hosting', module: './RegistrarsPage' },
  { path: 'renewals/:type', remote: 'mfe_domains', module: './RenewalsPage' },
  { path: 'reputation/:type', remote: 'mfe_domains', module: './ReputationPage' },
]

/** Users have one domain list at /domains/, admins one per category. */
export const USER_ONLY: RemoteRoute[] = [{ path: 'domains', remote: 'mfe_domains', module: './DomainListPage' }]

export const ADMIN_ONLY: RemoteRoute[] = [
  { path: 'domains/:type', remote: 'mfe_domains', module: './DomainListPage' },
  { path: 'signup', remote: 'mfe_admin', module: './SignupPage' },
  { path: 'users', remote: 'mfe_admin', module: './UsersPage' },
  { path: 'user/:userId/domains', remote: 'mfe_admin', module: './UserDomainsPage' },
  { path: 'locations', remote: 'mfe_admin', module: './LocationsPage' },
  { path: 'search-google', remote: 'mfe_admin', module: './SearchOAuthPage' },
]

export const PRODUCTS_PAGE: RemotePageRef = { remote: 'mfe_domains', module: './ProductsPage' }
export const ADMIN_OVERVIEW: RemotePageRef = { remote: 'mfe_admin', module: './AdminOverview' }

/** Every page path with the remote pages it renders (both roles' /products/{type} is one page). */
const TABLE: Array<{ path: string; pages: RemotePageRef[] }> = [
  { path: 'products/:type', pages: [PRODUCTS_PAGE] },
  { path: 'admin/products/:type', pages: [ADMIN_OVERVIEW, PRODUCTS_PAGE] },
  ...[...COMMON, ...USER_ONLY].map(({ path, ...page }) => ({ path, pages: [page] })),
  ...[...COMMON, ...ADMIN_ONLY].map(({ path, ...page }) => ({ path: `admin/${path}`, pages: [page] })),
]

const segments = (path: string) => path.split('/').filter(Boolean)

/**
 * The remote pages a URL shows, known from the path alone, so the shell can fetch them while it
 * is still starting (see preload-route.ts). Same patterns as the router (router.test.tsx checks).
 */
export function pagesForPath (pathname: string): RemotePageRef[] {
  const actual = segments(pathname)
  const match = TABLE.find(({ path }) => {
    const pattern = segments(path)
    return pattern.length === actual.length && pattern.every((p, i) => p.startsWith(':') || p === actual[i])
  })
  return match?.pages ?? []
}
