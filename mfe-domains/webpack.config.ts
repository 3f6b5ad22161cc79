import { createAppConfig, DEV_PORTS } from '../webpack/create-app-config'

/** Every page this remote owns plus mount() for non-React hosts. */
export const exposes = {
  './OverviewPage': './src/pages/overview-page.tsx',
  './ProductsPage': './src/pages/products-page.tsx',
  './DomainListPage': './src/pages/domain-list-page.tsx',
  './UrlScanPage': './src/pages/url-scan-page.tsx',
  './DomainErrorsPage': './src/pages/domain-errors-page.tsx',
  './AffiliateErrorsPage': './src/pages/affiliate-errors-page.tsx',
  './DomainExpirePage': './src/pages/domain-expire-page.tsx',
  './ChangesPage': './src/pages/changes-page.tsx',
  './FootprintsPage': './src/pages/footprints-page.tsx',
  './ImportPage': './src/pages/import-page.tsx',
  './CertificatesPage': './src/pages/certificates-page.tsx',
  './RenewalsPage': './src/pages/renewals-page.tsx',
  './ReputationPage': './src/pages/reputation-page.tsx',
  './mount': './src/mount.ts',
  './Panel': './src/panel.ts',
}

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: __dirname, federationName: 'mfe_domains', kind: 'remote', port: DEV_PORTS.mfe_domains, exposes },
    argv
  )
