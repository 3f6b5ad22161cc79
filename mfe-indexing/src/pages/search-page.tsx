import type { RemotePageProps } from '@sitefleet/shared'
import { SearchView } from '../features/search/components/search-view'
import '../styles/indexing.css'

/** /search/{type} and /admin/search/{type}: the caller's own search accounts and figures in both layouts. */
export default function SearchPage ({ layout }: RemotePageProps) {
  return <SearchView layout={layout} />
}
