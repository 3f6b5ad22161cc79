import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import webpack, { type Configuration } from 'webpack'
import { createAppConfig, DEV_PORTS, remoteContainer, sharedSingletons } from '../../webpack/create-app-config'
import { exposes as alertsExposes } from '../../mfe-alerts/webpack.config'
import { exposes as hostingExposes } from '../../mfe-hosting/webpack.config'
import { useWorld, USER } from '../support/fixture'
import { REPO_ROOT, freePort } from '../support/product'
import { useToken } from '../support/session'
import { StaticServer } from '../support/static-server'

/**
 * Remotes deployed by their own teams (items 6-8): a remote on its own origin under the
 * enforced CSP; the same remote rebuilt with a visible change while the shell keeps running; and
 * a remote built against an incompatible major of @sitefleet/shared, refused with its reason.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitefleet-deploys-'))
const hostingDir = path.join(work, 'hosting')
const alertsDir = path.join(work, 'alerts')
let hosting: StaticServer
let alerts: StaticServer
const remotesFile = path.join(work, 'remotes.json')

/** A production build of one remote, quick: no minifier, no source maps, no precompressed copies. */
function build (config: Configuration): Promise<void> {
  config.optimization = { ...config.optimization, minimize: false }
  config.devtool = false
  config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'CompressionPlugin')
  return new Promise((resolve, reject) => {
    const compiler = webpack(config)
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')))
        else resolve()
      })
    })
  })
}

beforeAll(async () => {
  // The hosting team's first deploy is the build the product ships.
  fs.cpSync(path.join(REPO_ROOT, 'mfe-hosting', 'dist'), hostingDir, { recursive: true })
  fs.mkdirSync(alertsDir)
  hosting = new StaticServer(hostingDir, await freePort())
  alerts = new StaticServer(alertsDir, await freePort())
  await hosting.start()
  await alerts.start()
  fs.writeFileSync(remotesFile, JSON.stringify({ mfe_hosting: `${hosting.url}/mf-manifest.json`, mfe_alerts: `${alerts.url}/mf-manifest.json` }))
})
afterAll(async () => {
  await hosting.stop()
  await alerts.stop()
  fs.rmSync(work, { recursive: true, force: true })
})

const world = useWorld({ REMOTES_JSON: remotesFile })

const shellFiles = ['index.html', 'main.js'].map((file) => path.join(REPO_ROOT, 'shell', 'dist', file))
const shellStamp = () => shellFiles.map((file) => `${file}@${fs.statSync(file).mtimeMs}`)

test('6: a remote served from a second origin through REMOTES_JSON loads under the enforced CSP', async () => {
  const page = await world.newPage()
  const loaded: string[] = []
  page.on('response', (response) => loaded.push(response.url()))
  await useToken(page, world.product, world.userToken, USER.name)
  const response = await page.goto(`${world.product.url}/hosting-form`)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain(`script-src 'self' ${hosting.url}`)
  expect(response?.headers()['content-security-policy-report-only']).toBeUndefined()
  await page.getByRole('heading', { name: 'Add Hosting Info', exact: true }).waitFor()
  expect(loaded).toContain(`${hosting.url}/remoteEntry.js`)
  // The fixture checks that the browser reported no CSP violation on the way.
})

test('7: a remote rebuilt with a visible change alone shows it on the next page load, with no shell rebuild', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/hosting-form`)
  await page.getByRole('heading', { name: 'Add Hosting Info', exact: true }).waitFor()
  expect(await page.getByText('Hosting team release 2').count()).toBe(0)
  const before = shellStamp()

  // The hosting team's change: a banner on their form page, built and deployed over the old files.
  const changed = path.join(work, 'hosting-form-release-2.tsx')
  fs.writeFileSync(changed, [
    `import Original from ${JSON.stringify(path.join(REPO_ROOT, 'mfe-hosting', 'src', 'pages', 'hosting-form-page.tsx'))}`,
    "export default function HostingFormRelease2 (props: { layout: 'user' | 'admin' }) {",
    "  return <><p role='note'>Hosting team release 2</p><Original {...props} /></>",
    '}',
  ].join('\n'))
  const config = createAppConfig({
    dir: path.join(REPO_ROOT, 'mfe-hosting'),
    federationName: 'mfe_hosting',
    kind: 'remote',
    port: DEV_PORTS.mfe_hosting,
    exposes: { ...hostingExposes, './HostingFormPage': changed },
  }, { mode: 'production' })
  config.output = { ...config.output, path: hostingDir }
  config.resolve = { ...config.resolve, modules: ['node_modules', path.join(REPO_ROOT, 'node_modules')] }
  await build(config)

  await page.goto(`${world.product.url}/hosting-form`)
  await page.getByRole('note').filter({ hasText: 'Hosting team release 2' }).waitFor()
  await page.getByRole('heading', { name: 'Add Hosting Info', exact: true }).waitFor()
  expect(shellStamp()).toEqual(before)
}, 600_000)

test('8: a remote built against an incompatible @sitefleet/shared major shows "unavailable" naming the conflict; one set of stores', async () => {
  const dir = path.join(REPO_ROOT, 'mfe-alerts')
  const options = { dir, federationName: 'mfe_alerts', kind: 'remote' as const, port: DEV_PORTS.mfe_alerts, exposes: alertsExposes }
  const config = createAppConfig(options, { mode: 'production' })
  config.output = { ...config.output, path: alertsDir }
  // The alerts team built against a @sitefleet/shared 2.x the dashboard does not provide.
  config.plugins = [remoteContainer(options, { ...sharedSingletons(dir), '@sitefleet/shared': { singleton: true, requiredVersion: '^2.0.0' } }), ...(config.plugins ?? []).slice(1)]
  await build(config)

  const page = await world.newPage()
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(request.url()))
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/alerts`)
  const panel = page.getByTestId('remote-unavailable')
  await panel.getByText('This section is unavailable right now').waitFor()
  await panel.getByText('mfe_alerts was built for @sitefleet/shared ^2.0.0, but this dashboard provides 0.1.0.').waitFor()
  // Refused before any of its code ran: no second copy of the stores was loaded.
  expect(loaded.filter((url) => url.startsWith(alerts.url))).toEqual([`${alerts.url}/mf-manifest.json`])

  // Not a blank page, and the one auth and category state goes on: the user is still signed in
  // and the rest of the dashboard works.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /Domain Errors/i }).click()
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  expect(page.url()).toBe(`${world.product.url}/domain-errors/natural`)
}, 600_000)
