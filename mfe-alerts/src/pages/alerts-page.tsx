import type { RemotePageProps } from '@sitefleet/shared'
import { HistoryView } from '../features/history/components/history-view'
import '../styles/alerts.css'

/** /alerts (user layout) and /admin/alerts (admin layout: everyone's events, with the owner). */
export default function AlertsPage ({ layout }: RemotePageProps) {
  return <HistoryView layout={layout} />
}
