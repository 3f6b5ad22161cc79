import { FARM_CA_FILE, startFarm, type Farm, type FarmSite } from '../../api/test/farm'
import { html, send } from '../../api/test/farm/kit'
import { createReceiver, expectedSignature } from '../../api/test/helpers/receiver'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

// A real webhook receiver (served by the farm, pinned with CONNECT_TO) and a farm site the test
// takes down; the product's own worker checks it and its outbox delivers.
const hooks = createReceiver('hooks.farm.test')
let siteStatus = 200
const site: FarmSite = {
  host: 'alerting.farm.test',
  handle: (req, res) => send(req, res, html('<title>Alerting</title>', '<p>Supplements</p>'), { status: siteStatus }),
}
const SECRET = 'e2e-signing-secret-123'

let farm: Farm
beforeAll(async () => {
  farm = await startFarm({ sites: [hooks.site, site] })
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE, ALERT_CONFIRM_SECONDS: '0' }))

async function until<T> (probe: () => T | undefined, ms = 60_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

test('add a webhook channel and press Test; a saved site going down shows on the Alerts page with its delivery', async () => {
  await saveDomain(world.product, world.userToken, 'alerting.farm.test')
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)

  // The sidebar leads to the history, the history to the settings.
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Alerts' }).click()
  await page.getByRole('heading', { name: 'Alerts', exact: true }).waitFor()
  await page.getByRole('link', { name: 'Alert settings' }).click()
  await page.getByRole('heading', { name: 'Alert settings' }).waitFor()

  const form = page.getByRole('form', { name: 'Add a channel' })
  await form.getByLabel('Kind').selectOption('webhook')
  await form.getByLabel('Name').fill('Ops hook')
  await form.getByLabel('Webhook URL').fill('https://hooks.farm.test/e2e')
  await form.getByLabel(/Signing secret/).fill(SECRET)
  await form.getByRole('button', { name: 'Add channel' }).click()
  await page.getByText('Channel added').waitFor()

  const channel = page.getByRole('list', { name: 'Channels' }).getByRole('listitem', { name: 'Ops hook' })
  await channel.getByRole('button', { name: 'Test' }).click()
  await page.getByText('Test message sent').waitFor()
  const test = hooks.at('/e2e')[0]
  expect(test.json).toMatchObject({ kind: 'test', domains: [] })
  expect(test.headers['x-sitefleet-signature']).toBe(expectedSignature(test.raw, SECRET))
  // The secret never comes back to the browser.
  expect(await page.content()).not.toContain(SECRET)

  // The site goes down; a refresh makes its check due now.
  siteStatus = 500
  const refresh = await fetch(`${world.product.url}/api/scraper/refresh-and-errors`, { headers: { authorization: `Bearer ${world.userToken}` } })
  expect(refresh.status).toBe(202)
  const alert = await until(() => hooks.at('/e2e').find((r) => r.json?.kind === 'site-down'))
  expect(alert.json).toMatchObject({ message: 'alerting.farm.test is down (500: HTTP 500 Internal Server Error)', domains: ['alerting.farm.test'] })
  expect(alert.headers['x-sitefleet-signature']).toBe(expectedSignature(alert.raw, SECRET))

  await page.goto(`${world.product.url}/alerts`)
  const event = page.getByRole('list', { name: 'Alert history' }).getByRole('listitem', { name: 'alerting.farm.test is down (500: HTTP 500 Internal Server Error)' })
  await event.waitFor()
  await event.getByText('Sent', { exact: true }).waitFor()
  await event.getByRole('list', { name: 'Deliveries' }).getByText(/Ops hook \(Webhook\)/).waitFor()
  await event.getByText(/^Delivered /).waitFor()
})
