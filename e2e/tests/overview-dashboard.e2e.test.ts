import path from 'node:path'
import SQLite from 'better-sqlite3'
import { FARM_CA_FILE, startFarm, type Farm, type FarmSite } from '../../api/test/farm'
import { html, send } from '../../api/test/farm/kit'
import { useWorld, USER } from '../support/fixture'
import { axeViolations, withAxe } from '../support/screen-audit'
import { saveDomain, useToken } from '../support/session'

// Three farm sites on one server answer 500; the product's own worker checks and confirms them
// down. The overview's "Down now" panel shows them as one group under their server, as the alert
// for that outage names it, and every other panel of the dashboard stands beside it. The uptime
// chart draws the last closed days, which the history roll-up would have written as days ended:
// they are put into its table (history_scope_days) as a product running for a week would have them.
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

const DAY_S = 24 * 60 * 60
/** Checks and failures of the last closed days, yesterday first: 96.25 % yesterday. */
const PAST_DAYS = [[400, 15], [400, 0], [400, 4], [400, 0]]

/** The user's past days in the roll-up's table of the product's SQLite file. */
async function seedUptimeDays () {
  const users = await (await fetch(`${world.product.url}/admin/users`, { headers: { authorization: `Bearer ${world.adminToken}` } })).json() as Array<{ _id: string; email: string }>
  const userId = users.find((u) => u.email === USER.email)!._id
  const today = Math.floor(Date.now() / 1000 / DAY_S) * DAY_S
  const db = new SQLite(path.join(world.product.dataDir, 'sitefleet.db'))
  try {
    db.pragma('busy_timeout = 10000')
    const insert = db.prepare('INSERT INTO history_scope_days (super_category, user_id, day, checks, failures) VALUES (?, ?, ?, ?, ?)')
    PAST_DAYS.forEach(([checks, failures], k) => insert.run('natural', userId, today - (k + 1) * DAY_S, checks, failures))
  } finally {
    db.close()
  }
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

  const since = (await call('GET', '/api/scraper/overview/down')).groups[0].since as string
  await seedUptimeDays()

  const page = await world.newPage()
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.emulateMedia({ colorScheme: 'light' })
  await withAxe(page)
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/overview/natural`)
  const panel = page.getByRole('region', { name: 'Down now' })
  const group = panel.getByText('3 sites on server rack-1 (OVH, ops@farm.test) are down')
  await group.waitFor()
  // Since the first of its sites was confirmed down, in the browser's own format.
  const shown = await page.evaluate((iso) => new Date(iso).toLocaleString(), since)
  expect(await panel.getByRole('listitem').first().textContent()).toContain(`Down since ${shown}`)
  await group.click()
  for (const host of SITES) await panel.getByText(host).waitFor()

  // The uptime chart, drawn: a canvas with a size, and hovering its last day shows that day's
  // seeded uptime in the legend.
  const trend = page.getByRole('region', { name: 'Uptime, last 30 days' })
  await trend.getByText('98.81 % over 4 days; lowest 96.25 % on', { exact: false }).waitFor()
  const canvas = trend.locator('canvas').first()
  await canvas.waitFor()
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ width: c.width, height: c.height }))
  expect(size.width).toBeGreaterThan(200)
  expect(size.height).toBeGreaterThan(100)
  const plot = (await trend.locator('.u-over').boundingBox())!
  await page.mouse.move(plot.x + plot.width - 2, plot.y + plot.height / 2)
  await trend.locator('.u-legend').getByText('96.25').waitFor()
  // uPlot writes the day in the browser's time zone.
  const yesterday = await page.evaluate((ms) => { const d = new Date(ms); return `${d.getDate()} ${d.toLocaleString('en', { month: 'short' })}` },
    (Math.floor(Date.now() / 1000 / DAY_S) - 1) * DAY_S * 1000)
  expect(await trend.locator('.u-legend').textContent()).toContain(yesterday)
  // The drawn chart and its legend pass axe, in the light theme and, after the header's switch, the dark.
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Dark theme' }).click()
  await trend.locator('canvas').first().waitFor()
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('region', { name: 'Open alerts' }).waitFor()
  await page.getByRole('region', { name: 'Next renewals and expiries' }).waitFor()
})
