// Stands in for shell/src/remotes/container-loader.ts in the reference single build: the shell's
// remote loading keeps its code path, but loadExposed() is a plain dynamic import() of the page
// source, so webpack bundles shell + pages as ONE build (ordinary code splitting, no containers).

const PAGES: Record<string, () => Promise<any>> = {
  'mfe_domains/ProductsPage': async () => await import('../../mfe-domains/src/pages/products-page'),
  'mfe_domains/DomainListPage': async () => await import('../../mfe-domains/src/pages/domain-list-page'),
  'mfe_domains/UrlScanPage': async () => await import('../../mfe-domains/src/pages/url-scan-page'),
  'mfe_domains/DomainErrorsPage': async () => await import('../../mfe-domains/src/pages/domain-errors-page'),
  'mfe_domains/AffiliateErrorsPage': async () => await import('../../mfe-domains/src/pages/affiliate-errors-page'),
  'mfe_domains/DomainExpirePage': async () => await import('../../mfe-domains/src/pages/domain-expire-page'),
  'mfe_domains/CertificatesPage': async () => await import('../../mfe-domains/src/pages/certificates-page')
}

export async function loadExposed<T> (remote: string, module: string): Promise<T> {
  const load = PAGES[`${remote}/${module.replace(/^\.\//, '')}`]
  // Pages of the other remotes are not part of the measured screens.
  if (load === undefined) throw new Error(`${remote}/${module} is not in the reference build`)
  return await load()
}

/** The shell starts the route's page early (preload-route.ts); here that is the same import(), started early. */
export async function preloadExposed (remote: string, module: string): Promise<void> {
  await PAGES[`${remote}/${module.replace(/^\.\//, '')}`]?.()
}

export function forgetRemote (_remote: string): void {}
