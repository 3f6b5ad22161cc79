// The reference for frontend-weight: the shell's own production webpack config with the
// ModuleFederationPlugin removed and the federation runtime replaced by plain import()s of the
// remote pages (no-federation-runtime.ts). Same loaders, minifier and code splitting.
import path from 'node:path'
import type { Configuration } from 'webpack'
import { createAppConfig, DEV_PORTS } from '../../webpack.common'

export function singleBuildConfig (outDir: string): Configuration {
  const base = createAppConfig({ dir: path.join(__dirname, '..', '..', 'shell'), federationName: 'shell', kind: 'host', port: DEV_PORTS.shell }, { mode: 'production' })
  return {
    ...base,
    name: 'single-build',
    devtool: false,
    output: { ...base.output, path: outDir },
    resolve: { ...base.resolve, alias: { '@module-federation/enhanced/runtime': path.join(__dirname, 'no-federation-runtime.ts') } },
    plugins: (base.plugins ?? []).filter((p) => p?.constructor?.name !== 'ModuleFederationPlugin')
  }
}
