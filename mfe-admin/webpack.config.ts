import { createAppConfig, DEV_PORTS } from '../webpack/create-app-config'

/** Every page this remote owns plus mount() for non-React hosts. */
export const exposes = {
  './SignupPage': './src/pages/signup-page.tsx',
  './UsersPage': './src/pages/users-page.tsx',
  './UserDomainsPage': './src/pages/user-domains-page.tsx',
  './AdminOverview': './src/pages/admin-overview.tsx',
  './ApiTokensPage': './src/pages/api-tokens-page.tsx',
  './LocationsPage': './src/pages/locations-page.tsx',
  './SearchOAuthPage': './src/pages/search-oauth-page.tsx',
  './mount': './src/mount.ts',
  './Panel': './src/panel.ts',
}

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: __dirname, federationName: 'mfe_admin', kind: 'remote', port: DEV_PORTS.mfe_admin, exposes },
    argv
  )
