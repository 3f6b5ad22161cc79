import { FARM_CA_FILE, startFarm, type Farm, type FarmSite } from '../../api/test/farm'
import { byAddress, html, send, type FarmHandler } from '../../api/test/farm/kit'
import { useWorld } from '../support/fixture'
import { Probe } from '../support/probe'
import { ADMIN } from '../support/product'
import { saveDomain, useToken } from '../support/session'

// an admin adds a location, copies its token, starts a real probe
// process with it (its connections leave from 127.0.0.2, "Frankfurt"), sees it online; a site
// the farm refuses to that address only is checked from Frankfurt, re-checked from home, and its
// timeline shows a regional failure and one response-time line per location.
const FRANKFURT = '127.0.0.2'
const SITE = 'regional.farm.test'
const answer = (status: number): FarmHandler => (req, res) => send(req, res, html('<title>Regional</title>', '<p>Supplements</p>'), { status })
// The farm answers by the connecting address: 503 to Frankfurt, 200 to everyone else.
const site: FarmSite = { host: SITE, handle: byAddress({ [FRANKFURT]: answer(503) }, answer(200)) }

let farm: Farm
const probes: Probe[] = []
beforeAll(async () => {
  farm = await startFarm({ sites: [site] })
})
afterAll(async () => {
  await Promise.all(probes.map(async (p) => await p.stop()))
  await farm.close()
})
const env = () => ({
  CONNECT_TO: farm.connectTo(),
  NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
  ALERT_CONFIRM_SECONDS: '20',
  PROBE_OFFLINE_SECONDS: '30',
})
const world = useWorld(env)

async function api (path: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(`${world.product.url}${path}`, { ...init, headers: { 'content-type': 'application/json', authorization: `Bearer ${world.adminToken}`, ...init.headers } })
  return res.status === 204 ? null : await res.json()
}

async function until<T> (what: string, read: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${probes.map((p) => p.logs()).join('\n')}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

test('an admin adds a location, copies its token, starts a probe with it and sees it online', async () => {
  const page = await world.newPage()
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.product.url })
  await useToken(page, world.product, world.adminToken, ADMIN.name)
  await page.goto(`${world.product.url}/admin/products/natural`)
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Locations' }).click()
  await page.getByRole('heading', { name: 'Locations' }).waitFor()
  expect(await page.getByRole('row', { name: 'home' }).getByRole('cell').nth(2).textContent()).toBe('Online')

  await page.getByLabel('Location name').fill('Frankfurt')
  await page.getByRole('button', { name: 'Add location' }).click()
  const shown = (await page.getByTestId('probe-token').textContent())!
  expect(shown).toMatch(/^sfp_/)
  expect(await page.getByTestId('probe-command').textContent()).toBe(`SITEFLEET_URL=${world.product.url} PROBE_TOKEN=${shown} npm run probe`)
  await page.getByRole('button', { name: 'Copy', exact: true }).click()
  await page.getByText('Token copied').waitFor()
  const token = await page.evaluate(async () => await navigator.clipboard.readText())
  expect(token).toBe(shown)
  const row = page.getByRole('row', { name: 'Frankfurt' })
  expect(await row.getByRole('cell').nth(2).textContent()).toBe('Offline')
  expect(await row.getByRole('cell').nth(3).textContent()).toBe('Never')

  const probe = new Probe({ product: world.product, token, outboundAddress: FRANKFURT, env: { CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE } })
  probes.push(probe)
  probe.start()
  // The page re-reads every 15 s on its own: no reload.
  await row.getByRole('cell', { name: 'Online', exact: true }).waitFor({ timeout: 40_000 })
  expect(await row.getByRole('cell').nth(4).textContent()).not.toBe('—')
  await page.getByRole('button', { name: 'Done' }).click()
  expect(await page.getByTestId('probe-token').count()).toBe(0)
})

test('a site failing from Frankfurt only: a regional failure on its timeline, one line per location', async () => {
  const frankfurt = await until('the Frankfurt probe online', async () => {
    const { locations } = await api('/api/locations')
    return locations.find((l: { name: string; online: boolean }) => l.name === 'Frankfurt' && l.online)
  })
  await saveDomain(world.product, world.adminToken, SITE)

  // The admin checks the site from Frankfurt, on the domain's details.
  const page = await world.newPage()
  await useToken(page, world.product, world.adminToken, ADMIN.name)
  await page.goto(`${world.product.url}/admin/domains/natural`)
  const card = page.getByRole('article', { name: SITE })
  await card.getByRole('button', { name: SITE }).click()
  await card.getByLabel('Checked from').selectOption(frankfurt.id)
  await page.getByText(`${SITE} is checked from Frankfurt`).waitFor()

  // Checks due now: Frankfurt gets 503, home re-checks and gets 200: regional, not down.
  await api('/api/scraper/refresh-and-errors')
  const history = await until('a regional outage', async () => {
    const h = await api(`/api/scraper/domain/${SITE}/history?days=30`)
    return h.outages?.some((o: { regional: boolean }) => o.regional) && h.locations?.length >= 2 ? h : undefined
  })
  expect(history.outages.find((o: { regional: boolean }) => o.regional).locations).toEqual(['Frankfurt'])
  expect(history.uptime.d1).toBe(100)

  await page.reload()
  await card.getByRole('button', { name: SITE }).click()
  const panel = card.getByRole('region', { name: 'History' })
  await panel.waitFor()
  await panel.getByRole('img', { name: 'Response time chart by location' }).waitFor()
  const legend = await panel.getByRole('list', { name: 'Response time by location' }).getByRole('listitem').allTextContents()
  expect(legend.map((t) => t.split(':')[0]).sort()).toEqual(['Frankfurt', 'home'])
  // uPlot drew one line per location (plus the x series) on its canvas.
  expect(await panel.locator('.uplot').count()).toBe(1)
  await panel.getByRole('cell', { name: 'regional — seen from Frankfurt only; not counted as downtime' }).waitFor()
  await page.getByText('Uptime 24 h').waitFor()
})
