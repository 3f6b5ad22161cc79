import type { RemotePageProps } from '@sitefleet/shared'
import { UserDomainsView } from '../features/user-domains/components/user-domains-view'
import '../styles/admin.css'

/** /admin/user/{userId}/domains?name={name}. */
export default function UserDomainsPage (_props: RemotePageProps) {
  return <UserDomainsView />
}
