import type { RemotePageProps } from '@sitefleet/shared'
import { IncidentView } from '../features/incidents/components/incident-view'
import '../styles/alerts.css'

/** /incidents/:id and /admin/incidents/:id: one incident with its timeline. */
export default function IncidentPage ({ layout }: RemotePageProps) {
  return <IncidentView layout={layout} />
}
