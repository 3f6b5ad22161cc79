import type { RemotePageProps } from '@sitefleet/shared'
import { UsersView } from '../features/users/components/users-view'
import '../styles/admin.css'

/** /admin/users. */
export default function UsersPage (_props: RemotePageProps) {
  return <UsersView />
}
