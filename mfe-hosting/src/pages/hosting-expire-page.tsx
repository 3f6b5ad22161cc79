import type { RemotePageProps } from '@sitefleet/shared'
import { ExpiringServersView } from '../features/server-expire/components/expiring-servers-view'
import '../styles/hosting.css'

/** /hosting-expire/{type} and /admin/hosting-expire/{type}: servers are not per category. */
export default function HostingExpirePage (_props: RemotePageProps) {
  return <ExpiringServersView />
}
