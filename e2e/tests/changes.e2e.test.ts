import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { setChangingVersion } from '../../api/test/farm/sites/changes'
import { useWorld, USER } from '../support/fixture'
import { postJson, useToken } from '../support/session'

// SEO change tracking end to end: a saved farm page turns noindex; scanning it again from the URL
// Scan screen compares the new scan with the stored one, and the Changes screen shows the change.
let farm: Farm
beforeAll(async () => {
  setChangingVersion('before')
  farm = await startFarm()
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE }))

const SITE = 'changing.farm.test'

test('a page that turns noindex shows a change on the Changes screen and in its timeline', async () => {
  const scan = await postJson(`${world.product.url}/api/scraper/scan`, { domain: SITE }, world.userToken)
  expect(scan.status).toBe(200)
  const saved = await postJson(`${world.product.url}/api/scraper/save`, { domain: SITE, brandCategory: 'Bonus', issueDate: null, data: scan.body }, world.userToken)
  expect(saved.status).toBe(201)

  setChangingVersion('noindex')
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/urlscan/natural`)
  await page.getByLabel('Domain', { exact: true }).fill(SITE)
  await page.getByRole('button', { name: 'Scan' }).click()
  await page.getByText('Changing Farm — Bonus Reviews').first().waitFor({ timeout: 60000 })

  await page.goto(`${world.product.url}/changes/natural`)
  await page.getByRole('heading', { name: 'Changes' }).waitFor()
  const item = page.getByRole('list', { name: 'Changes' }).getByRole('listitem', { name: `Meta robots of ${SITE}` })
  await item.waitFor({ timeout: 30000 })
  expect(await item.getByTestId('change-before').textContent()).toBe('index')
  expect(await item.getByTestId('change-after').textContent()).toBe('noindex')
  expect(await page.getByRole('list', { name: 'Changes' }).getByRole('listitem').count()).toBe(1)

  // The kind filter keeps it; another kind has none.
  await page.getByLabel('Kind').selectOption('title')
  await page.getByText(/^No changes found/).waitFor()
  await page.getByLabel('Kind').selectOption('robots-meta')
  await item.waitFor()

  // The domain's own timeline, in its details.
  await page.goto(`${world.product.url}/domains/`)
  const card = page.getByRole('article', { name: SITE })
  await card.getByRole('button', { name: SITE }).click()
  const timeline = card.getByRole('region', { name: 'Change timeline' })
  await timeline.getByRole('listitem', { name: `Meta robots of ${SITE}` }).waitFor({ timeout: 30000 })
})

test('the Footprints screen groups the saved sites that share IDs, with their members', async () => {
  for (const domain of ['net-a.farm.test', 'net-b.farm.test', 'net-c.farm.test']) {
    const scanned = await postJson(`${world.product.url}/api/scraper/scan`, { domain }, world.userToken)
    const saved = await postJson(`${world.product.url}/api/scraper/save`, { domain, brandCategory: 'Net', issueDate: null, data: scanned.body }, world.userToken)
    expect(saved.status).toBe(201)
  }
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/footprints/natural`)
  await page.getByRole('heading', { name: 'Footprints' }).waitFor()
  const gtm = page.getByRole('listitem', { name: 'Google Tag Manager: GTM-NET123' })
  await gtm.waitFor({ timeout: 30000 })
  expect(await gtm.getByRole('list', { name: 'Members' }).getByRole('listitem').allTextContents()).toEqual(['net-a.farm.test', 'net-b.farm.test', 'net-c.farm.test'])
  await page.getByRole('listitem', { name: 'Google Analytics 4: G-NETWORK123' }).waitFor()
})
