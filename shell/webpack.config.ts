import { createAppConfig, DEV_PORTS } from '../webpack/create-app-config'

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({
    dir: __dirname,
    federationName: 'shell',
    kind: 'host',
    port: DEV_PORTS.shell,
    // /embed.js: the federation runtime and <sitefleet-panel> for pages on other sites.
    extraEntries: { embed: './src/embed-script/index.ts' },
  }, argv)
