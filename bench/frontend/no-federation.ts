// Stands in for shell/src/remotes/federation.ts in the reference single build: the shell's remote
// page keeps its code path, but a page is a plain dynamic import() of its source, so webpack
// bundles shell + pages as ONE build (ordinary code splitting, no federation runtime, nothing shared).
import type { RemotePageModule } from '@sitefleet/shared'
import { pagesForPath } from '../../shell/src/remotes/route-pages'

const PAGES: Record<string, () => Promise<RemotePageModule>> = {
  'mfe_domains/ProductsPage': async () => await import('../../mfe-domains/src/pages/products-page'),
  'mfe_domains/DomainListPage': async () => await import('../../mfe-domains/src/pages/domain-list-page'),
  'mfe_domains/UrlScanPage': async () => await import('../../mfe-domains/src/pages/url-scan-page'),
  'mfe_domains/DomainErrorsPage': async () => await import('../../mfe-domains/src/pages/domain-errors-page'),
  'mfe_domains/AffiliateErrorsPage': async () => await import('../../mfe-domains/src/pages/affiliate-errors-page'),
  'mfe_domains/DomainExpirePage': async () => await import('../../mfe-domains/src/pages/domain-expire-page'),
  'mfe_domains/CertificatesPage': async () => await import('../../mfe-domains/src/pages/certificates-page'),
}

const page = (remote: string, module: string) => PAGES[`${remote}/${module.replace(/^\.\//, '')}`]

export async function startFederation (): Promise<void> {}

/** `key` as the shell names an exposed page: `mfe_domains/DomainListPage`. */
export async function loadRemotePage (key: string): Promise<RemotePageModule['default'] | null> {
  // Pages of the other remotes are not part of the measured screens.
  return (await PAGES[key]?.())?.default ?? null
}

/** The shell starts the route's page early; here that is the same import(), started early. */
export async function preloadRoute (pathname: string): Promise<void> {
  if (!localStorage.getItem('token')) return
  await Promise.all(pagesForPath(pathname).map(async ({ remote, module }) => await page(remote, module)?.()))
}

export function resetRemote (): void {}

/** An admin's remote override (shell/src/remotes/override-remote.ts): the single build has no remotes. */
export async function overrideRemote (): Promise<void> {}

export function sharedConflict (): undefined {
  return undefined
}
