/** Plugins every production build (or an `ANALYZE=1` one) adds: precompressed copies and the bundle analyser. */
import path from 'node:path'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import { rootDir } from './shared-singletons'

/** What a browser downloads: scripts, the federation manifest, styles and pages (not source maps). */
const COMPRESSIBLE = /\.(js|json|css|html|svg|txt)$/

/**
 * Production builds write `.br` and `.gz` next to each compressible file, at the strongest
 * settings (paid once per build, not per request); the api serves them to browsers that accept
 * them. A file too small to gain 20 % keeps only its plain copy.
 */
export function precompress () {
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
