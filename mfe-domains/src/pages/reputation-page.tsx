import type { RemotePageProps } from '@sitefleet/shared'
import { ReputationView } from '../features/reputation/components/reputation-view'
import '../styles/domains.css'

/** /reputation/{type} and /admin/reputation/{type}: the same screen in both layouts. */
export default function ReputationPage (_props: RemotePageProps) {
  return <ReputationView />
}
