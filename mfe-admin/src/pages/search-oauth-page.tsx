import type { RemotePageProps } from '@sitefleet/shared'
import { SearchOAuthView } from '../features/search-oauth/components/search-oauth-view'
import '../styles/admin.css'

/** /admin/search-google: the installation's Google OAuth client for Search Console accounts. */
export default function SearchOAuthPage (_props: RemotePageProps) {
  return <SearchOAuthView />
}
