import type { PageRegistry } from '@sitefleet/shared'
import NotIndexedPage from './pages/not-indexed-page'
import SearchPage from './pages/search-page'
import SearchSitePage from './pages/search-site-page'

export const pages: PageRegistry = {
  NotIndexedPage: { component: NotIndexedPage, paths: ['/not-index/:type', '/admin/not-index/:type'] },
  SearchPage: { component: SearchPage, paths: ['/search/:type', '/admin/search/:type'] },
  SearchSitePage: { component: SearchSitePage, paths: ['/search/:type/site/:domainId', '/admin/search/:type/site/:domainId'] },
}
