import type { PageRegistry } from '@sitefleet/shared'
import NotIndexedPage from './pages/not-indexed-page'

export const pages: PageRegistry = {
  NotIndexedPage: { component: NotIndexedPage, paths: ['/not-index/:type', '/admin/not-index/:type'] },
}
