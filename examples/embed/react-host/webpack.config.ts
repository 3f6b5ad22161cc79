/**
 * A small React application of another team that shows Sitefleet panels through Module
 * Federation: the federation runtime loads a remote's manifest from Sitefleet at run
 * time, the host shares its React, and the remote's `./Panel` renders inside the host's tree.
 * Built by `npm run build` (examples/embed/react-host/dist) for the e2e tests.
 */
import path from 'node:path'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import webpack, { type Configuration } from 'webpack'

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>React host: a Sitefleet panel</title>
    <script src="../config.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`

export default (_env: unknown, argv: { mode?: string }): Configuration => ({
  name: 'react_host',
  context: __dirname,
  mode: argv.mode === 'development' ? 'development' : 'production',
  devtool: 'source-map',
  entry: { main: './src/index.ts' },
  output: { path: path.join(__dirname, 'dist'), publicPath: 'auto', uniqueName: 'react_host', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [{
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' } } },
    }],
  },
  plugins: [
    // The switches the federation build plugin would set for its runtime (browser only).
    new webpack.DefinePlugin({
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
      FEDERATION_OPTIMIZE_NO_REMOTE: false,
      FEDERATION_OPTIMIZE_NO_SHARED: false,
    }),
    new HtmlWebpackPlugin({ templateContent: PAGE }),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
})
