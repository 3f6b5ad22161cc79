import type { PageRegistry } from '@sitefleet/shared'
import ProductsPage from './pages/products-page'
import DomainListPage from './pages/domain-list-page'
import UrlScanPage from './pages/url-scan-page'
import DomainErrorsPage from './pages/domain-errors-page'
import AffiliateErrorsPage from './pages/affiliate-errors-page'
import DomainExpirePage from './pages/domain-expire-page'
import CertificatesPage from './pages/certificates-page'
import ChangesPage from './pages/changes-page'
import FootprintsPage from './pages/footprints-page'
import ImportPage from './pages/import-page'
import OverviewPage from './pages/overview-page'
import RenewalsPage from './pages/renewals-page'
import ReputationPage from './pages/reputation-page'

export const pages: PageRegistry = {
  OverviewPage: { component: OverviewPage, paths: ['/overview/:type', '/admin/overview/:type'] },
  ProductsPage: { component: ProductsPage, paths: ['/products/:type', '/admin/products/:type'] },
  DomainListPage: { component: DomainListPage, paths: ['/domains/', '/admin/domains/:type'] },
  UrlScanPage: { component: UrlScanPage, paths: ['/urlscan/:type', '/admin/urlscan/:type'] },
  DomainErrorsPage: { component: DomainErrorsPage, paths: ['/domain-errors/:type', '/admin/domain-errors/:type'] },
  AffiliateErrorsPage: { component: AffiliateErrorsPage, paths: ['/affiliate-errors/:type', '/admin/affiliate-errors/:type'] },
  DomainExpirePage: { component: DomainExpirePage, paths: ['/domain-expire/:type', '/admin/domain-expire/:type'] },
  ChangesPage: { component: ChangesPage, paths: ['/changes/:type', '/admin/changes/:type'] },
  FootprintsPage: { component: FootprintsPage, paths: ['/footprints/:type', '/admin/footprints/:type'] },
  ImportPage: { component: ImportPage, paths: ['/import/:type', '/admin/import/:type'] },
  CertificatesPage: { component: CertificatesPage, paths: ['/ssl-expire/:type', '/admin/ssl-expire/:type'] },
  RenewalsPage: { component: RenewalsPage, paths: ['/renewals/:type', '/admin/renewals/:type'] },
  ReputationPage: { component: ReputationPage, paths: ['/reputation/:type', '/admin/reputation/:type'] },
}
