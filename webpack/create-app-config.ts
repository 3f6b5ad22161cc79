/**
 * The one webpack factory every front-end app uses (shell host and the remotes). It owns the swc
 * rule, the federation setup (federation.ts), the production extras (build-plugins.ts) and the dev
 * server (dev-server.ts), so the apps only say who they are and what they expose.
 */
import path from 'node:path'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import type { Configuration } from 'webpack'
import { analyser, precompress } from './build-plugins'
import { devServer, standalonePage } from './dev-server'
import { hostFederation, hostResolveAlias, hostSplitChunks, remoteContainer, type FederationOptions } from './federation'

export { DEV_PORTS } from './dev-server'
export { ANALYSIS_DIR, analyser } from './build-plugins'
export { remoteContainer } from './federation'
export { sharedSingletons } from './shared-singletons'

export type AppKind = 'host' | 'remote'

export interface AppOptions extends FederationOptions {
  kind: AppKind;
  /** Dev-server port when the app runs on its own. */
  port: number;
  /** Scripts built beside the app's own entry, each one file (the shell's /embed.js). */
  extraEntries?: Record<string, string>;
}

export function createAppConfig (options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production'

  const isHost = options.kind === 'host'
  return {
    name: options.federationName,
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts', ...options.extraEntries },
    output: {
      path: path.join(options.dir, 'dist'),
      // The host serves deep SPA routes, so its assets need an absolute base; remotes resolve
      // their chunks relative to wherever their remoteEntry/manifest is deployed.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: options.federationName,
      // Entry files stay unhashed: webpack 5.111 fails federation builds with a hash in
      // output.filename (module-federation/core#5077); index.html busts them with ?hash instead.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      // Rewrite every file, even one whose content did not change, so the output is never older
      // than the sources it was built from: npm start rebuilds only when that is the case
      // (scripts/build-if-stale.js).
      compareBeforeEmit: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], ...(isHost ? { alias: hostResolveAlias } : {}) },
    ...(isHost ? { optimization: { splitChunks: hostSplitChunks } } : {}),
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
        // css-loader follows `devtool` by default: with production's source maps it put each CSS
        // file's map (its whole text again, plus mappings) inside the shipped JS.
        { test: /\.css$/, use: ['style-loader', { loader: 'css-loader', options: { sourceMap: !production } }] },
      ],
    },
    plugins: [
      isHost ? hostFederation(options) : remoteContainer(options, undefined, production),
      ...htmlPages(options, production),
      ...(production ? precompress() : []),
      ...analyser(options.federationName),
    ],
    performance: { hints: false },
    devServer: devServer(options),
    stats: 'errors-warnings',
  }
}

/**
 * The shell's index.html, or a remote's standalone page. That page is a development page only: a
 * production remoteEntry.js has no federation runtime of its own for it (federation.ts).
 */
function htmlPages (options: AppOptions, production: boolean): HtmlWebpackPlugin[] {
  const isHost = options.kind === 'host'
  if (!isHost && production) return []
  return [new HtmlWebpackPlugin({
    ...(isHost
      ? { template: path.join(options.dir, 'public', 'index.html') }
      : { templateContent: standalonePage(options.federationName) }),
    // The remotes' index.html is for standalone use only; the shell never loads it.
    chunks: ['main'],
    hash: production,
    // A remote's dev server answers deep standalone routes with this page, so its script must
    // load from the root.
    ...(isHost ? {} : { publicPath: '/' }),
  })]
}
