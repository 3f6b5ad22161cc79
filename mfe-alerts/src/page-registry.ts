import type { PageRegistry } from '@sitefleet/shared'
import AlertSettingsPage from './pages/alert-settings-page'
import AlertsPage from './pages/alerts-page'
import IncidentPage from './pages/incident-page'
import IncidentsPage from './pages/incidents-page'

export const pages: PageRegistry = {
  AlertsPage: { component: AlertsPage, paths: ['/alerts', '/admin/alerts'] },
  AlertSettingsPage: { component: AlertSettingsPage, paths: ['/alerts/settings', '/admin/alerts/settings'] },
  IncidentsPage: { component: IncidentsPage, paths: ['/incidents', '/admin/incidents'] },
  IncidentPage: { component: IncidentPage, paths: ['/incidents/:id', '/admin/incidents/:id'] },
}
