import type { PageRegistry } from '@sitefleet/shared'
import AlertSettingsPage from './pages/alert-settings-page'
import AlertsPage from './pages/alerts-page'

export const pages: PageRegistry = {
  AlertsPage: { component: AlertsPage, paths: ['/alerts', '/admin/alerts'] },
  AlertSettingsPage: { component: AlertSettingsPage, paths: ['/alerts/settings', '/admin/alerts/settings'] },
}
