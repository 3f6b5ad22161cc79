import type { PageRegistry } from '@sitefleet/shared'
import HostingFormPage from './pages/hosting-form-page'
import HostingDataPage from './pages/hosting-data-page'
import ServersPage from './pages/servers-page'
import ServerDomainsPage from './pages/server-domains-page'
import HostingExpirePage from './pages/hosting-expire-page'
import RegistrarsPage from './pages/registrars-page'

export const pages: PageRegistry = {
  HostingFormPage: { component: HostingFormPage, paths: ['/hosting-form', '/admin/hosting-form'] },
  HostingDataPage: { component: HostingDataPage, paths: ['/hosting-data', '/admin/hosting-data'] },
  ServersPage: { component: ServersPage, paths: ['/servers/:email', '/admin/servers/:email'] },
  ServerDomainsPage: { component: ServerDomainsPage, paths: ['/hosting/domains/:email/:server', '/admin/hosting/domains/:email/:server'] },
  HostingExpirePage: { component: HostingExpirePage, paths: ['/hosting-expire/:type', '/admin/hosting-expire/:type'] },
  RegistrarsPage: { component: RegistrarsPage, paths: ['/registrars', '/admin/registrars'] },
}
