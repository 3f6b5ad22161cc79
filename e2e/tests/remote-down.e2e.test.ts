import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { useWorld, USER } from '../support/fixture'
import { REPO_ROOT, freePort } from '../support/product'
import { useToken } from '../support/session'
import { StaticServer } from '../support/static-server'

/**
 * Remotes deployed on their own origin (remotes.json tells the shell where they live), then
 * stopped: their routes show Retry while the rest of the dashboard works, and Retry loads them
 * once they are back. The same test for each remote it names.
 */
interface Case {
  dir: string;
  federationName: string;
  /** A page of the remote, and its heading. */
  first: { path: string; heading: string };
  /** Another page of the remote, opened while it is down, and its heading once back. */
  second: { path: string; heading: string };
}

const CASES: Case[] = [
  {
    dir: 'mfe-hosting',
    federationName: 'mfe_hosting',
    first: { path: '/hosting-form', heading: 'Add Hosting Info' },
    second: { path: '/hosting-data', heading: 'All Hosting Info' },
  },
  {
    dir: 'mfe-alerts',
    federationName: 'mfe_alerts',
    first: { path: '/alerts', heading: 'Alerts' },
    second: { path: '/alerts/settings', heading: 'Alert settings' },
  },
]

const servers = new Map<string, StaticServer>()
const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sitefleet-remotes-')), 'remotes.json')

beforeAll(async () => {
  const manifest: Record<string, string> = {}
  for (const c of CASES) {
    const port = await freePort()
    const server = new StaticServer(path.join(REPO_ROOT, c.dir, 'dist'), port)
    servers.set(c.dir, server)
    manifest[c.federationName] = `${server.url}/mf-manifest.json`
    await server.start()
  }
  fs.writeFileSync(remotesFile, JSON.stringify(manifest))
})
afterAll(async () => {
  for (const server of servers.values()) await server.stop()
})

const world = useWorld({ REMOTES_JSON: remotesFile })

test.each(CASES)('$dir on another origin loads; when it is down its routes show Retry and the rest works', async (c) => {
  const remote = servers.get(c.dir)!
  const page = await world.newPage()
  const loaded: string[] = []
  page.on('response', (response) => loaded.push(response.url()))
  await useToken(page, world.product, world.userToken, USER.name)

  await page.goto(`${world.product.url}${c.first.path}`)
  await page.getByRole('heading', { name: c.first.heading, exact: true }).waitFor()
  expect(loaded).toContain(`${remote.url}/remoteEntry.js`)

  await remote.stop()
  await page.goto(`${world.product.url}${c.second.path}`)
  await page.getByRole('button', { name: 'Retry' }).waitFor()
  await page.getByText('This section is unavailable right now').waitFor()
  // The kit's button, styled like every other one (not a bare native button).
  expect(await page.getByRole('button', { name: 'Retry' }).getAttribute('class')).toContain('sf-btn--primary')

  // The header, the sidebar and other remotes keep working.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /Domain Errors/i }).click()
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  await page.goBack()
  await page.getByRole('button', { name: 'Retry' }).waitFor()

  // Retry loads it once it is back.
  await remote.start()
  await page.getByRole('button', { name: 'Retry' }).click()
  await page.getByRole('heading', { name: c.second.heading, exact: true }).waitFor()
})

// The servers are all up again after the cases above.
test('an entry that fails once is loaded again by the runtime: the page shows without the user pressing Retry', async () => {
  const remote = servers.get('mfe-hosting')!
  const page = await world.newPage()
  const attempts: string[] = []
  // The first request for the entry is lost on the way, as on a flaky network; later ones answer.
  await page.route(`${remote.url}/remoteEntry.js`, async (route) => {
    attempts.push(route.request().url())
    if (attempts.length === 1) await route.abort('connectionreset')
    else await route.continue()
  })
  await useToken(page, world.product, world.userToken, USER.name)

  await page.goto(`${world.product.url}/hosting-data`)
  await page.getByRole('heading', { name: 'All Hosting Info', exact: true }).waitFor()
  expect(attempts.length).toBeGreaterThanOrEqual(2)
  expect(await page.getByTestId('remote-unavailable').count()).toBe(0)
})
