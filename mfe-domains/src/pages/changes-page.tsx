import type { RemotePageProps } from '@sitefleet/shared'
import { ChangesView } from '../features/changes/components/changes-view'
import '../styles/domains.css'

/** /changes/{type} and /admin/changes/{type}: the same screen in both layouts. */
export default function ChangesPage (_props: RemotePageProps) {
  return <ChangesView />
}
