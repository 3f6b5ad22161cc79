/**
 * Builds the whole front end in one webpack process (shell + the four remotes), which is
 * faster than five CLIs. Each app still builds and serves on its own from its folder.
 */
import shell from './shell/webpack.config'
import domains from './mfe-domains/webpack.config'
import hosting from './mfe-hosting/webpack.config'
import indexing from './mfe-indexing/webpack.config'
import admin from './mfe-admin/webpack.config'
import alerts from './mfe-alerts/webpack.config'
// The React host of examples/embed/ that the e2e tests embed a panel in.
import reactHost from './examples/embed/react-host/webpack.config'

const apps = [shell, domains, hosting, indexing, admin, alerts, reactHost]

export default (env: unknown, argv: { mode?: string }) => {
  const only = process.env.APPS?.split(',').map((name) => name.trim())
  const configs = apps.map((app) => app(env, argv))
  return only ? configs.filter((config) => only.includes(String(config.name))) : configs
}
