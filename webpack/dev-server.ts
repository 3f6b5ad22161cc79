/** The dev server every app runs on its own: CORS, the api proxied, and the shell's remotes.json pointing at the remotes' dev servers. */
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server'

/** Where each remote's dev server listens; the shell's dev server points remotes.json at them. */
export const DEV_PORTS = {
  shell: 3000,
  mfe_domains: 3001,
  mfe_hosting: 3002,
  mfe_indexing: 3003,
  mfe_admin: 3004,
  mfe_alerts: 3005,
} as const

/** Every path the api answers, proxied by the dev servers so apps run against a local api. */
const API_PATHS = ['/auth', '/admin', '/api', '/casino', '/dating', '/healthz', '/docs']

export function devServer (options: { port: number; kind: 'host' | 'remote' }): DevServerConfiguration {
  const apiTarget = process.env.API_URL ?? 'http://localhost:8080'
  return {
    port: options.port,
    historyApiFallback: true,
    hot: false,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: API_PATHS, target: apiTarget, changeOrigin: true }],
    setupMiddlewares (middlewares, server) {
      // The shell learns where remotes live at run time; in dev they are the remotes' own dev servers.
      if (options.kind === 'host') {
        server.app?.get('/remotes.json', (_req, res) => {
          const remotes = Object.entries(DEV_PORTS).filter(([name]) => name !== 'shell')
          res.json(Object.fromEntries(remotes.map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`])))
        })
      }
      return middlewares
    },
  }
}

/** A remote's own page, used only when it runs standalone; the shell never loads it. */
export function standalonePage (federationName: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sitefleet ${federationName} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`
}
