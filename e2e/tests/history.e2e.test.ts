import { FARM_CA_FILE, startFarm, type Farm, type FarmSite } from '../../api/test/farm'
import { html, send } from '../../api/test/farm/kit'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

// A farm site the test takes down for a while; the product's own worker checks it (each refresh
// makes its status check due now) and the history shows the outage.
let siteStatus = 200
const site: FarmSite = {
  host: 'history.farm.test',
  handle: (req, res) => send(req, res, html('<title>History</title>', '<p>Supplements</p>'), { status: siteStatus }),
}

let farm: Farm
beforeAll(async () => {
  farm = await startFarm({ sites: [site] })
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE, ALERT_CONFIRM_SECONDS: '0' }))

async function api (path: string): Promise<any> {
  const res = await fetch(`${world.product.url}${path}`, { headers: { authorization: `Bearer ${world.userToken}` } })
  return await res.json()
}

/** Refreshes the status checks and waits until the site's `n`-th result is in its history. */
async function checkedTimes (n: number): Promise<void> {
  await api('/api/scraper/refresh-and-errors')
  const end = Date.now() + 60_000
  for (;;) {
    const history = await api('/api/scraper/domain/history.farm.test/history?days=2')
    if (history.points?.length >= n) return
    if (Date.now() > end) throw new Error(`fewer than ${n} results recorded`)
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
}

test('a site down for a while shows its outage and a lower uptime; the overview cards match the data', async () => {
  await saveDomain(world.product, world.userToken, 'history.farm.test')
  await checkedTimes(1)
  await new Promise((resolve) => setTimeout(resolve, 1100))
  siteStatus = 500
  await checkedTimes(2)
  await new Promise((resolve) => setTimeout(resolve, 1100))
  siteStatus = 200
  await checkedTimes(3)

  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/domains/`)
  const card = page.getByRole('article', { name: 'history.farm.test' })
  await card.getByRole('button', { name: 'history.farm.test' }).click()
  const panel = card.getByRole('region', { name: 'History' })
  await panel.waitFor()
  // Two of three results up.
  await panel.getByText('66.67 %').first().waitFor()
  const rows = panel.getByRole('table').getByRole('row')
  expect(await rows.count()).toBe(2)
  const cells = await rows.nth(1).getByRole('cell').allTextContents()
  expect(cells[1]).not.toBe('Ongoing')
  expect(cells[3]).toBe('500')
  expect(await panel.getByRole('list', { name: 'Checks of the last 48 hours' }).getByRole('listitem').count()).toBe(3)

  // The overview: the first sidebar entry; its cards agree with the API and the site's state.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Overview' }).click()
  const sites = page.getByRole('article', { name: 'Sites up / down now' })
  await sites.waitFor()
  const overview = await api('/api/scraper/overview')
  expect(overview.sites).toEqual({ up: 1, down: 0, unchecked: 0 })
  expect(await sites.textContent()).toContain('1 up · 0 down')
  expect(await page.getByRole('article', { name: 'Changes this week' }).textContent()).toContain(String(overview.changesThisWeek))
})
