import type { RemotePageProps } from '@sitefleet/shared'
import { IncidentsView } from '../features/incidents/components/incidents-view'
import { OncallNow } from '../features/oncall/components/oncall-now'
import '../styles/alerts.css'

/** /incidents and /admin/incidents: the incidents, open first, their actions, MTTA and MTTR, and who is on call. */
export default function IncidentsPage ({ layout }: RemotePageProps) {
  return <IncidentsView layout={layout} oncall={<OncallNow />} />
}
