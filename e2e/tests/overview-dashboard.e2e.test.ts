import { FARM_CA_FILE, startFarm, type Farm, type FarmSite } from '../../api/test/farm'
import { html, send } from '../../api/test/farm/kit'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

// Three farm sites on one server answer 500; the product's own worker checks and confirms them
// down. The overview's "Down now" panel shows them as one group under their server, as the alert
// for that outage names it, and every other panel of the dashboard stands beside it.
const SITES = ['rack-a.farm.test', 'rack-b.farm.test', 'rack-c.farm.test']
const sites: FarmSite[] = SITES.map((host) => ({ host, handle: (req, res) => send(req, res, html('<title>Down</title>', '<p>Gone</p>'), { status: 500 }) }))

let farm: Farm
beforeAll(async () => {
  farm = await startFarm({ sites })
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE, ALERT_CONFIRM_SECONDS: '0' }))

async function call (method: string, path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${world.product.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${world.userToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return await res.json()
}

test('a server down with its sites is one group on the overview, with since when, beside the uptime trend', async () => {
  for (const host of SITES) {
    await saveDomain(world.product, world.userToken, host)
    await call('PUT', `/api/scraper/hosting-info/${host}`, { platform: 'OVH', email: 'ops@farm.test', server: 'rack-1', domainPlatform: '', domainEmail: '', cloudflare: '' })
  }
  // The worker checks them (a refresh makes each status check due now) until all three are confirmed down.
  const end = Date.now() + 90_000
  for (;;) {
    await call('GET', '/api/scraper/refresh-and-errors')
    const down = await call('GET', '/api/scraper/overview/down')
    if (down.total === 3) break
    if (Date.now() > end) throw new Error(`not confirmed down: ${JSON.stringify(down)}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }

  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/overview/natural`)
  const panel = page.getByRole('region', { name: 'Down now' })
  const group = panel.getByText('3 sites on server rack-1 (OVH, ops@farm.test) are down')
  await group.waitFor()
  expect(await panel.textContent()).toContain('Down since')
  await group.click()
  for (const host of SITES) await panel.getByText(host).waitFor()
  // The other panels load on their own beside it; the trend of a product checking since today
  // has no closed day yet, and says so.
  await page.getByRole('region', { name: 'Uptime, last 30 days' }).getByText('No uptime yet').waitFor()
  await page.getByRole('region', { name: 'Open alerts' }).waitFor()
  await page.getByRole('region', { name: 'Next renewals and expiries' }).waitFor()
})
