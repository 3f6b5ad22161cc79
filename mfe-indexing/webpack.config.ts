import { createAppConfig, DEV_PORTS } from '../webpack/create-app-config'

/** Every page this remote owns plus mount() for non-React hosts. */
export const exposes = {
  './NotIndexedPage': './src/pages/not-indexed-page.tsx',
  './SearchPage': './src/pages/search-page.tsx',
  './SearchSitePage': './src/pages/search-site-page.tsx',
  './mount': './src/mount.ts',
  './Panel': './src/panel.ts',
}

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    { dir: __dirname, federationName: 'mfe_indexing', kind: 'remote', port: DEV_PORTS.mfe_indexing, exposes },
    argv
  )
