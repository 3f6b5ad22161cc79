/**
 * Module Federation for every app, on @module-federation/enhanced: each remote is a container
 * built by enhanced's webpack plugin; the shell is a host that uses enhanced's runtime only
 * (shell/src/remotes/federation.ts), so the login screen, which needs no remote, loads no
 * federation code at all.
 */
import path from 'node:path'
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack'
import webpack, { type Configuration, type Module } from 'webpack'
import { remoteTypesOptions } from './federated-types'
import { hostProvidedShared, rootDir, sharedSingletons, sharedVersions, type SharedConfig } from './shared-singletons'

export interface FederationOptions {
  /** Folder of the app (its webpack.config.ts passes __dirname). */
  dir: string;
  /** Federation container name: a JS identifier (`shell`, `mfe_domains`, …). */
  federationName: string;
  /** Modules a remote exposes (`./DomainListPage` → `./src/pages/domain-list-page.tsx`). */
  exposes?: Record<string, string>;
}

/**
 * The switches enhanced's build plugin would set for its runtime, which the shell bundles itself:
 * browser only, with remotes, snapshots and sharing all kept. SITEFLEET_SHARED is the list of
 * singletons, with their versions, that the shell hands the runtime as its own `shared`.
 */
export function hostFederation (options: FederationOptions) {
  return new webpack.DefinePlugin({
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
    FEDERATION_OPTIMIZE_NO_REMOTE: false,
    FEDERATION_OPTIMIZE_NO_SHARED: false,
    SITEFLEET_SHARED: JSON.stringify(hostProvidedShared(options.dir)),
  })
}

/**
 * @module-federation/retry-plugin pins an older
 * @module-federation/sdk of its own for one function (createLogger), which the runtime's copy
 * has too, so it takes the runtime's copy instead of bundling a second.
 */
export const hostResolveAlias = {
  '@module-federation/sdk$': path.join(rootDir, 'node_modules', '@module-federation', 'sdk', 'dist', 'index.js'),
}

/**
 * Whatever only the shell's `federation` chunk (index.ts and remote-page.tsx import it so) uses —
 * the runtime, its plugins, the parts of shared packages provided whole — stays in that chunk
 * instead of a vendor chunk of its own: one file and one compression window less on the first
 * remote page. A module the app's own chunks also use is left to the usual splitting, so the
 * login screen loads none of it.
 */
export const hostSplitChunks: NonNullable<Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    // webpack's own vendor group, but for what only the federation chunk uses.
    defaultVendors: {
      idHint: 'vendors',
      priority: -10,
      reuseExistingChunk: true,
      test: (module: Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) => {
        if (!/[\\/]node_modules[\\/]/i.test(module.nameForCondition() ?? '')) return false
        // Entry chunks (/embed.js carries its own runtime) do not count: they are files of their own.
        const chunks = [...chunkGraph.getModuleChunksIterable(module)].filter((chunk) => !chunk.canBeInitial())
        return !chunks.every((chunk) => chunk.name === 'federation')
      },
    },
  },
}

/**
 * The manifest states the versions this build declares (sharedVersions), not ones parsed back
 * from webpack's module identifiers, which the manifest code reads in rspack's format and leaves
 * as paths in webpack's (`19.3.1/…/react-dom/client.js`). The shell's refusal of an incompatible
 * singleton reads these.
 */
function declaredVersions (appDir: string, shared: SharedConfig) {
  return ({ stats }: { stats: { shared: Array<{ name: string; version: string; requiredVersion: string }> } }): void => {
    const declared = sharedVersions(appDir, shared, stats.shared.map((entry) => entry.name))
    for (const entry of stats.shared) Object.assign(entry, declared[entry.name])
  }
}

/**
 * A remote: remoteEntry.js + mf-manifest.json (with its snapshot, as the Module Federation
 * devtools read it) exposing its pages and mount(). `shared` defaults to sharedSingletons(); e2e
 * builds a remote against another version.
 */
export function remoteContainer (options: FederationOptions, shared: SharedConfig = sharedSingletons(options.dir), externalRuntime = true) {
  const name = options.federationName
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    // A global of the container's name: a page without federation (mount()) finds it there.
    library: { type: 'var', name },
    exposes: options.exposes,
    remotes: {},
    shared,
    // Take what is already loaded (the shell's copies) rather than compare versions first.
    shareStrategy: 'loaded-first',
    manifest: { additionalData: declaredVersions(options.dir, shared) },
    // The declarations of what it exposes, for the shell's type check (federated-types.ts); the
    // shell reads them from this build's files, so nothing is fetched.
    dts: { generateTypes: remoteTypesOptions(options.dir), consumeTypes: false },
    // externalRuntime: remoteEntry.js reads runtime-core from the global
    // `_FEDERATION_RUNTIME_CORE`, which the page's host provides (the shell, /embed.js, or
    // enhanced's inject-external-runtime-core plugin in another host), instead of carrying a
    // second copy. Development builds keep their own, so the standalone page runs alone. A remote
    // never loads remotes itself and is never asked for a snapshot, so what it keeps drops both.
    experiments: { externalRuntime, optimization: { target: 'web', disableRemote: true, disableSnapshot: true } },
  })
}
