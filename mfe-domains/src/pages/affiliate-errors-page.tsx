import type { RemotePageProps } from '@sitefleet/shared'
import { AffiliateErrorsView } from '../features/affiliate-errors/components/affiliate-errors-view'
import '../styles/domains.css'

/** /affiliate-errors/{type} and /admin/affiliate-errors/{type}: the same screen in both layouts. */
export default function AffiliateErrorsPage (_props: RemotePageProps) {
  return <AffiliateErrorsView />
}
