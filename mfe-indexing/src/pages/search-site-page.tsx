import type { RemotePageProps } from '@sitefleet/shared'
import { SiteSearchView } from '../features/search/components/site-search-view'
import '../styles/indexing.css'

/** /search/{type}/site/{domainId} (and its admin twin): one site's clicks and impressions with its events. */
export default function SearchSitePage ({ layout }: RemotePageProps) {
  return <SiteSearchView layout={layout} />
}
