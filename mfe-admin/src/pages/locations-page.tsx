import type { RemotePageProps } from '@sitefleet/shared'
import { LocationsView } from '../features/locations/components/locations-view'
import '../styles/admin.css'

/** /admin/locations: the places checks run from, and their probe tokens. */
export default function LocationsPage (_props: RemotePageProps) {
  return <LocationsView />
}
