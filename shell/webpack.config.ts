import { createAppConfig, DEV_PORTS } from '../webpack/create-app-config'

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig({ dir: __dirname, federationName: 'shell', kind: 'host', port: DEV_PORTS.shell }, argv)
