import { createAppConfig, DEV_PORTS } from '../webpack/create-app-config'

/** Every page this remote owns (the alert history and settings, the incidents and one incident's timeline) plus mount() for non-React hosts. */
export const exposes = {
  './AlertsPage': './src/pages/alerts-page.tsx',
  './AlertSettingsPage': './src/pages/alert-settings-page.tsx',
  './IncidentsPage': './src/pages/incidents-page.tsx',
  './IncidentPage': './src/pages/incident-page.tsx',
  './mount': './src/mount.ts',
  './Panel': './src/panel.ts',
}

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: __dirname, federationName: 'mfe_alerts', kind: 'remote', port: DEV_PORTS.mfe_alerts, exposes },
    argv
  )
