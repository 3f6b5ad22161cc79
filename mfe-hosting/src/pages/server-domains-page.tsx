import type { RemotePageProps } from '@sitefleet/shared'
import { ServerDomainsView } from '../features/hosting-records/components/server-domains-view'
import '../styles/hosting.css'

/** /hosting/domains/{email}/{server} and its /admin twin. */
export default function ServerDomainsPage (_props: RemotePageProps) {
  return <ServerDomainsView />
}
