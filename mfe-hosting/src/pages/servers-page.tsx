import type { RemotePageProps } from '@sitefleet/shared'
import { EmailServersView } from '../features/hosting-records/components/email-servers-view'
import '../styles/hosting.css'

/** /servers/{email} and /admin/servers/{email}. */
export default function ServersPage ({ layout }: RemotePageProps) {
  return <EmailServersView layout={layout} />
}
