// Stands in for @module-federation/enhanced/runtime in the reference single build: the shell's
// remote loader keeps its code path, but loadRemote() is a plain dynamic import() of the page
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

export async function loadRemote<T> (id: string): Promise<T | null> {
  const load = PAGES[id]
  // Pages of the other remotes are not part of the measured screens.
  return load === undefined ? null : await load()
}

/** The shell starts the route's page early; here that is the same import(), started early. */
export async function preloadRemote (ops: Array<{ nameOrAlias: string, exposes?: string[] }>): Promise<void> {
  await Promise.all(ops.map(async (op) => await PAGES[`${op.nameOrAlias}/${(op.exposes?.[0] ?? '').replace(/^\.\//, '')}`]?.()))
}

export function init (_options: unknown): void {}
export function registerPlugins (_plugins: unknown[]): void {}
export function registerRemotes (_remotes: unknown[], _options?: unknown): void {}
export type ModuleFederationRuntimePlugin = Record<string, unknown>
