import type { RemotePageProps } from '@sitefleet/shared'
import { RenewalsView } from '../features/renewals/components/renewals-view'
import '../styles/domains.css'

/** /renewals/{type} and /admin/renewals/{type}: the same screen in both layouts. */
export default function RenewalsPage (_props: RemotePageProps) {
  return <RenewalsView />
}
