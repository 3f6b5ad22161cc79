// The reference for frontend-weight: the shell's own production webpack config (a host without the
// federation build plugin) with its remote loader replaced by plain import()s of the remote pages
// (no-container-loader.ts, no-preload-route.ts), and nothing provided to remotes
// (no-provided-shared.ts). Same loaders, minifier and code splitting.
import path from 'node:path'
import webpack, { type Configuration } from 'webpack'
import { analyser, createAppConfig, DEV_PORTS } from '../../webpack.common'

export function singleBuildConfig (outDir: string): Configuration {
  const base = createAppConfig({ dir: path.join(__dirname, '..', '..', 'shell'), federationName: 'shell', kind: 'host', port: DEV_PORTS.shell }, { mode: 'production' })
  return {
    ...base,
    name: 'single-build',
    devtool: false,
    output: { ...base.output, path: outDir },
    plugins: [
      ...(base.plugins ?? []).filter((p) => !['ModuleFederationPlugin', 'BundleAnalyzerPlugin'].includes(String(p?.constructor?.name))),
      new webpack.NormalModuleReplacementPlugin(/(^|[\\/])provided-shared(\.ts)?$/, path.join(__dirname, 'no-provided-shared.ts')),
      new webpack.NormalModuleReplacementPlugin(/(^|[\\/])container-loader(\.ts)?$/, path.join(__dirname, 'no-container-loader.ts')),
      new webpack.NormalModuleReplacementPlugin(/(^|[\\/])preload-route(\.ts)?$/, path.join(__dirname, 'no-preload-route.ts')),
      ...analyser('single'),
    ]
  }
}
