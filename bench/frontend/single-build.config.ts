// The reference for frontend-weight: the shell's own production webpack config (a host without the
// federation build plugin) with the federation runtime replaced by plain import()s of the remote
// pages (no-federation-runtime.ts), and nothing provided to remotes (no-provided-shared.ts). Same
// loaders, minifier and code splitting.
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
    resolve: { ...base.resolve, alias: { '@module-federation/enhanced/runtime': path.join(__dirname, 'no-federation-runtime.ts') } },
    plugins: [
      ...(base.plugins ?? []).filter((p) => !['ModuleFederationPlugin', 'BundleAnalyzerPlugin'].includes(String(p?.constructor?.name))),
      new webpack.NormalModuleReplacementPlugin(/remotes[\\/]provided-shared$/, path.join(__dirname, 'no-provided-shared.ts')),
      ...analyser('single'),
    ]
  }
}
