import { pageRenderer } from '@sitefleet/shared/src/testing/page-testing'
import { pages } from '../page-registry'

export { loginAs, recordUrls, resetStores } from '@sitefleet/shared/src/testing/page-testing'

/** This remote's pages on their routes, as the shell renders them. */
export const renderPage = pageRenderer(pages)
