/**
 * The one webpack factory every front-end app uses (shell host and the four remotes).
 * It owns the swc rule, the Module Federation setup with the shared singletons,
 * and the dev server (CORS + API proxy), so the apps only say who they are and what they expose.
 */
import path from 'node:path'
import fs from 'node:fs'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { StatsPlugin } from '@module-federation/manifest'
import webpack, { type Configuration } from 'webpack'
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server'

export type AppKind = 'host' | 'remote'

export interface AppOptions {
  /** Folder of the app (its webpack.config.ts passes __dirname). */
  dir: string;
  /** Federation container name: a JS identifier (`shell`, `mfe_domains`, …). */
  federationName: string;
  kind: AppKind;
  /** Dev-server port when the app runs on its own. */
  port: number;
  /** Modules a remote exposes (`./DomainListPage` → `./src/pages/domain-list-page.tsx`). */
  exposes?: Record<string, string>;
}

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

const rootDir = __dirname

/** Written into each manifest as the plugin that made it; its exports map hides package.json, read beside dist/index.js. */
const MANIFEST_PLUGIN_VERSION = readJson(path.join(path.dirname(require.resolve('@module-federation/manifest')), '..', 'package.json')).version

function readJson (file: string): { version: string; dependencies?: Record<string, string>; peerDependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

/**
 * Singletons: explicit requiredVersion from the app's own package.json,
 * never a spread of all dependencies, so one React, one router and one set of stores exist at run time.
 */
export function sharedSingletons (appDir: string) {
  const deps = readJson(path.join(appDir, 'package.json')).dependencies ?? {}
  const sharedVersion = readJson(path.join(rootDir, 'shared', 'package.json')).version
  const singleton = (name: string) => ({ singleton: true, requiredVersion: deps[name] })
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // The router API the apps use rather than the whole package (see the module's comment).
    'react-router-dom': {
      ...singleton('react-router-dom'),
      import: path.join(rootDir, 'shared', 'src', 'federation', 'react-router-dom.ts'),
      version: readJson(require.resolve('react-router-dom/package.json', { paths: [appDir] })).version,
    },
    zustand: singleton('zustand'),
    axios: singleton('axios'),
    '@sitefleet/shared': { singleton: true, requiredVersion: `^${sharedVersion}` },
  }
}

/** The package a share key comes from (`react/jsx-runtime` → `react`). */
function packageOf (key: string): string {
  return key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0]
}

export type SharedConfig = Record<string, { singleton?: boolean; requiredVersion?: string; version?: string; import?: string }>

/** Each share key's version as this build bundles it, and its requiredVersion (a prefix key's for `react/jsx-runtime`). */
function sharedVersions (appDir: string, shared: SharedConfig, keys: string[]): Record<string, { version: string; requiredVersion: string }> {
  return Object.fromEntries(keys.map((key) => {
    const config = shared[key] ?? shared[`${packageOf(key)}/`] ?? shared[packageOf(key)] ?? {}
    const version = config.version ?? (key === '@sitefleet/shared'
      ? readJson(path.join(rootDir, 'shared', 'package.json')).version
      : readJson(require.resolve(`${packageOf(key)}/package.json`, { paths: [appDir] })).version)
    return [key, { version, requiredVersion: config.requiredVersion ?? `^${version}` }]
  }))
}

/**
 * What the shell provides at run time (shell/src/remotes/provided-shared.ts): every singleton of
 * sharedSingletons(), the `react/` and `react-dom/` prefixes as the entry points the apps import,
 * each with the version this build bundles and the same requiredVersion the remotes build with.
 */
export function hostProvidedShared (appDir: string): Record<string, { version: string; requiredVersion: string }> {
  const singletons: SharedConfig = sharedSingletons(appDir)
  const keys = Object.keys(singletons).flatMap((key) =>
    key === 'react/' ? ['react/jsx-runtime', 'react/jsx-dev-runtime'] : key === 'react-dom/' ? ['react-dom/client'] : [key])
  return sharedVersions(appDir, singletons, keys)
}

/**
 * The host has no federation build plugin and no federation runtime of its own: it loads each
 * remote's container (whose entry brings the runtime) and initialises it with a share scope of its
 * own modules (shell/src/remotes/container-loader.ts). This is the list of those shared
 * singletons, with their versions, that the shell provides.
 */
function hostFederation (options: AppOptions) {
  return new webpack.DefinePlugin({
    SITEFLEET_SHARED: JSON.stringify(hostProvidedShared(options.dir)),
  })
}

/** What a browser downloads: scripts, the federation manifest, styles and pages (not source maps). */
const COMPRESSIBLE = /\.(js|json|css|html|svg|txt)$/

/**
 * Production builds write `.br` and `.gz` next to each compressible file, at the strongest
 * settings (paid once per build, not per request); the api serves them to browsers that accept
 * them (api/src/platform/web/web.ts). A file too small to gain 20 % keeps only its plain copy.
 */
function precompress () {
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
      threshold: 512,
      minRatio: 0.8,
    }),
    new CompressionPlugin<zlib.ZlibOptions>({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: COMPRESSIBLE,
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
      threshold: 512,
      minRatio: 0.8,
    }),
  ]
}

/** Where `ANALYZE=1` builds put their bundle-analyser treemap and stats (bench/frontend/breakdown.ts reads them). */
export const ANALYSIS_DIR = path.join(rootDir, 'bench', '.build', 'analysis')

/**
 * `ANALYZE=1 npm run build:web`: webpack-bundle-analyzer writes a treemap of what each file holds
 * (minified and brotli sizes) and the build's stats, per app, to ANALYSIS_DIR.
 */
export function analyser (name: string) {
  if (process.env.ANALYZE !== '1') return []
  // No type declarations ship with it; the plugin is only constructed here.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as { BundleAnalyzerPlugin: new (options: object) => { apply: (compiler: unknown) => void } }
  return [new BundleAnalyzerPlugin({
    analyzerMode: 'static',
    reportFilename: path.join(ANALYSIS_DIR, `${name}.html`),
    openAnalyzer: false,
    compressionAlgorithm: 'brotli',
    defaultSizes: 'brotli',
    generateStatsFile: true,
    statsFilename: path.join(ANALYSIS_DIR, `${name}.stats.json`),
  })]
}

function devServer (options: AppOptions): DevServerConfiguration {
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
          const host = 'http://localhost'
          res.json({
            mfe_domains: `${host}:${DEV_PORTS.mfe_domains}/mf-manifest.json`,
            mfe_hosting: `${host}:${DEV_PORTS.mfe_hosting}/mf-manifest.json`,
            mfe_indexing: `${host}:${DEV_PORTS.mfe_indexing}/mf-manifest.json`,
            mfe_admin: `${host}:${DEV_PORTS.mfe_admin}/mf-manifest.json`,
            mfe_alerts: `${host}:${DEV_PORTS.mfe_alerts}/mf-manifest.json`,
          })
        })
      }
      return middlewares
    },
  }
}

/** A remote's own page, used only when it runs standalone; the shell never loads it. */
function standalonePage (federationName: string): string {
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

/** The chunk of an exposed module (`./DomainListPage` → `__federation_expose_DomainListPage`): the manifest lists its files by this name. */
function exposedChunk (key: string): string {
  return `__federation_expose_${key.replace(/^\.\//, '')}`
}

/**
 * The manifest states the versions this build declares (sharedVersions), not ones parsed back
 * from webpack's module identifiers: the manifest plugin reads those in rspack's format and
 * leaves paths in webpack's (`19.3.1/…/react-dom/client.js`).
 */
function declaredVersions (appDir: string, shared: SharedConfig) {
  return ({ stats }: { stats: { shared: Array<{ name: string; version: string; requiredVersion: string }> } }): void => {
    const declared = sharedVersions(appDir, shared, stats.shared.map((entry) => entry.name))
    for (const entry of stats.shared) Object.assign(entry, declared[entry.name])
  }
}

/**
 * A remote: a federation container (remoteEntry.js + mf-manifest.json) exposing its pages and
 * mount(). `shared` defaults to sharedSingletons(); e2e builds a remote against another version.
 *
 * The container is webpack 5's own (container.ModuleFederationPlugin): its
 * runtime in remoteEntry.js is 3.6-4.0 KiB over the wire where @module-federation/enhanced's was
 * 16.7 KiB, which alone kept the domain list 1.15x the weight of a single build. Nothing here used
 * what the enhanced runtime adds (remotes, snapshots, runtime plugins and dts are off in a remote;
 * the shell loads containers itself). The container protocol is the same, so the enhanced runtime
 * of another team's host still loads these remotes by their manifest (examples/embed/react-host),
 * and enhanced's manifest plugin writes mf-manifest.json as before. webpack's singleton choice
 * keeps a copy already loaded (the shell's), what `shareStrategy: 'loaded-first'` asked of enhanced.
 */
export function remoteContainer (options: AppOptions, shared: SharedConfig = sharedSingletons(options.dir)) {
  const name = options.federationName
  const federation = {
    name,
    filename: 'remoteEntry.js',
    library: { type: 'var', name },
    exposes: Object.fromEntries(Object.entries(options.exposes ?? {}).map(([key, file]) => [key, { import: file, name: exposedChunk(key) }])),
    shared,
  }
  const container = new webpack.container.ModuleFederationPlugin(federation)
  const manifest = new StatsPlugin(
    { ...federation, dts: false, manifest: { additionalData: declaredVersions(options.dir, shared) } },
    { pluginVersion: MANIFEST_PLUGIN_VERSION, bundler: 'webpack' }
  )
  return {
    apply (compiler: webpack.Compiler) {
      container.apply(compiler)
      manifest.apply(compiler)
    },
  }
}

export function createAppConfig (options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const production = (argv.mode ?? process.env.NODE_ENV) === 'production'

  const isHost = options.kind === 'host'
  return {
    name: options.federationName,
    context: options.dir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
      // The shell is a host without the build plugin (hostFederation); each remote is a container.
      isHost ? hostFederation(options) : remoteContainer(options),
      new HtmlWebpackPlugin({
        ...(isHost
          ? { template: path.join(options.dir, 'public', 'index.html') }
          : { templateContent: standalonePage(options.federationName) }),
        // The remotes' index.html is for standalone use only; the shell never loads it.
        chunks: ['main'],
        hash: production,
        // A remote's dev server answers deep standalone routes with this page, so its script
        // must load from the root; built, it stays relative to wherever the remote is deployed.
        ...(isHost || production ? {} : { publicPath: '/' }),
      }),
      ...(production ? precompress() : []),
      ...analyser(options.federationName),
    ],
    performance: { hints: false },
    devServer: devServer(options),
    stats: 'errors-warnings',
  }
}
