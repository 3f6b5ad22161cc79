// The reference for frontend-weight: the shell's own production webpack config (a host without the
// federation build plugin) with its federation door replaced by plain import()s of the remote pages
// (no-federation.ts): no federation runtime, nothing provided to remotes. Same loaders, minifier
// and code splitting.
import path from 'node:path'
import webpack, { type Configuration } from 'webpack'
import { analyser, createAppConfig, DEV_PORTS } from '../../webpack/create-app-config'

export function singleBuildConfig (outDir: string): Configuration {
  const base = createAppConfig({ dir: path.join(__dirname, '..', '..', 'shell'), federationName: 'shell', kind: 'host', port: DEV_PORTS.shell }, { mode: 'production' })
  return {
    ...base,
    name: 'single-build',
    devtool: false,
    output: { ...base.output, path: outDir },
    plugins: [
      ...(base.plugins ?? []).filter((p) => !['BundleAnalyzerPlugin'].includes(String(p?.constructor?.name))),
      // Matched on the request (index.ts's './remotes/federation', remote-page.tsx's './federation') before
      // it is resolved, so no-federation.ts's own imports resolve from its folder.
      new webpack.NormalModuleReplacementPlugin(/^\.\/(remotes\/)?federation$/, path.join(__dirname, 'no-federation.ts')),
      ...analyser('single'),
    ],
  }
}
