import { createAppConfig, DEV_PORTS } from '../webpack/create-app-config'

/** Every page this remote owns plus mount() for non-React hosts. */
export const exposes = {
  './HostingFormPage': './src/pages/hosting-form-page.tsx',
  './HostingDataPage': './src/pages/hosting-data-page.tsx',
  './ServersPage': './src/pages/servers-page.tsx',
  './ServerDomainsPage': './src/pages/server-domains-page.tsx',
  './HostingExpirePage': './src/pages/hosting-expire-page.tsx',
  './RegistrarsPage': './src/pages/registrars-page.tsx',
  './mount': './src/mount.ts',
  './Panel': './src/panel.ts',
}

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: __dirname, federationName: 'mfe_hosting', kind: 'remote', port: DEV_PORTS.mfe_hosting, exposes },
    argv
  )
