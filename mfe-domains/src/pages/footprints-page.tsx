import type { RemotePageProps } from '@sitefleet/shared'
import { FootprintsView } from '../features/footprints/components/footprints-view'
import '../styles/domains.css'

/** /footprints/{type} and /admin/footprints/{type}: the same screen in both layouts. */
export default function FootprintsPage (_props: RemotePageProps) {
  return <FootprintsView />
}
