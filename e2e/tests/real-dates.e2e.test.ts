import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { fakeRdapRegistry, rdapDaysFromNow } from '../../api/test/farm/sites/rdap'
import { dayIn } from '../../api/test/farm/start-time'
import { useWorld, USER } from '../support/fixture'
import { postJson, useToken } from '../support/session'

// Real dates in the built product: its own worker looks domains up at a fake RDAP
// registry in the farm and keeps the certificate of each status check's handshake.
const registry = fakeRdapRegistry('rdap.farm.test', {
  prefix: '/rdap',
  domains: { 'real-dates.com': { expiry: rdapDaysFromNow(20), registrar: 'Example Registrar, LLC' } },
})
let farm: Farm
beforeAll(async () => {
  farm = await startFarm({ sites: [registry.site] })
})
afterAll(() => farm.close())
const world = useWorld(() => ({
  CONNECT_TO: farm.connectTo(),
  NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
  RDAP_BASE_URL: 'https://rdap.farm.test/rdap',
  RDAP_BOOTSTRAP_URL: '',
  RDAP_REQUEST_INTERVAL_MS: '0',
}))

async function save (domain: string, issueDate: string | null) {
  const result = await postJson(`${world.product.url}/api/scraper/save`, { domain, brandCategory: 'Keto', issueDate, data: { domain, statusCode: 200 } }, world.userToken)
  if (result.status !== 201) throw new Error(`save ${domain} failed: ${JSON.stringify(result.body)}`)
}

test('a domain whose RDAP expiry is 20 days away shows that date marked "registry", not issue date + 1 year', async () => {
  // Issued two months ago: the estimate would be ten months away.
  const issued = dayIn(-61)
  await save('real-dates.com', issued)
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  // The registry's date, counted from the same start as the fake's answer.
  const expiry = dayIn(20)
  // The worker looks the new domain up at once; the details show what it found.
  for (let attempt = 0; ; attempt++) {
    await page.goto(`${world.product.url}/domains/`)
    const card = page.getByRole('article', { name: 'real-dates.com' })
    await card.getByRole('button', { name: 'real-dates.com' }).click()
    const row = card.locator('.dm-details__row', { has: page.locator('dt', { hasText: /^Expiry Date$/ }) }).locator('dd')
    await row.waitFor()
    const text = await row.innerText()
    if (text.includes('registry') || attempt > 30) {
      expect(text.replace(/\s+/g, '')).toBe(`${expiry}registry`)
      break
    }
    await page.waitForTimeout(1000)
  }
  expect(registry.lookups.map((l) => l.name)).toContain('real-dates.com')
})

test('a site whose certificate expires in 5 days is on the Certificates screen', async () => {
  await save('cert-5-days.farm.test', null)
  await save('cert-year.farm.test', null)
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Certificates' }).click()
  await page.getByRole('heading', { name: 'Certificates' }).waitFor()
  for (let attempt = 0; ; attempt++) {
    const row = page.getByRole('row', { name: /cert-5-days\.farm\.test/ })
    if (await row.count() > 0 || attempt > 30) {
      await expect(row.getByRole('cell').nth(3).innerText()).resolves.toBe('5 day(s) remaining')
      await expect(row.getByRole('cell').nth(1).innerText()).resolves.toBe('Sitefleet Test Farm Runtime CA')
      break
    }
    await page.waitForTimeout(1000)
    await page.reload()
    await page.getByRole('heading', { name: 'Certificates' }).waitFor()
  }
  expect(await page.getByRole('row', { name: /cert-year\.farm\.test/ }).count()).toBe(0)
})
