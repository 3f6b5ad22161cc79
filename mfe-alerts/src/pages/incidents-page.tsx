import type { RemotePageProps } from '@sitefleet/shared'
import { IncidentsView } from '../features/incidents/components/incidents-view'
import '../styles/alerts.css'

/** /incidents and /admin/incidents: the incidents, open first, their actions, MTTA and MTTR. */
export default function IncidentsPage ({ layout }: RemotePageProps) {
  return <IncidentsView layout={layout} />
}
