import type { Page } from 'playwright-core'
import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { fakePorkbun } from '../../api/test/farm/sites/registrars'
import { useWorld, USER } from '../support/fixture'
import { useToken } from '../support/session'

// a Porkbun account added in the browser syncs against the fake
// Porkbun API in the farm; two of its domains are added to the portfolio from "Not monitored",
// and the Renewals screen shows what they cost and which one will not renew by itself.
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const porkbun = fakePorkbun('porkbun.farm.test', {
  accounts: {
    pk1_e2e: {
      secret: 'sk1_e2e',
      domains: [
        { name: 'renew-soon.com', expires: day(20), autoRenew: false },
        { name: 'renew-later.net', expires: day(200), autoRenew: true },
        { name: 'left-alone.org', expires: day(300) },
      ],
    },
  },
  prices: { com: '10.98', net: '12.98', org: '9.98' },
})
let farm: Farm
beforeAll(async () => {
  farm = await startFarm({ sites: [porkbun.site] })
})
afterAll(() => farm.close())
const world = useWorld(() => ({
  CONNECT_TO: farm.connectTo(),
  NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
  REGISTRAR_PORKBUN_URL: 'https://porkbun.farm.test/api/json/v3',
  REGISTRAR_PORKBUN_INTERVAL_MS: '0',
  RDAP_BOOTSTRAP_URL: '',
}))

/** Reloads `open` until `ready` holds (the worker runs in the background), at most ~40 s. */
async function until (page: Page, open: () => Promise<void>, ready: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 40; attempt++) {
    await open()
    if (await ready()) return
    await page.waitForTimeout(1000)
  }
  throw new Error('gave up waiting')
}

test('add a Porkbun account, sync it, add two "not monitored" domains, then see their renewals and the auto-renew-off list', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Registrars' }).click()
  await page.getByRole('heading', { name: 'Registrars', level: 1 }).waitFor()

  // Add the account: Porkbun's two keys, written once, never shown again.
  await page.getByRole('button', { name: 'Add account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add registrar account' })
  await dialog.getByLabel('Provider').selectOption('porkbun')
  await dialog.getByLabel('Account Name').fill('Main Porkbun')
  await dialog.getByLabel('API Key', { exact: true }).fill('pk1_e2e')
  await dialog.getByLabel('Secret API Key').fill('sk1_e2e')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.waitFor({ state: 'detached' })
  const account = page.getByRole('table', { name: 'Registrar accounts' }).getByRole('row', { name: 'Main Porkbun' })
  await account.waitFor()
  expect(await page.content()).not.toContain('sk1_e2e')

  // A new account syncs at once: progress, then the result and the count of domains.
  await account.getByRole('cell', { name: '3', exact: true }).waitFor({ timeout: 60_000 })
  await account.getByText('OK', { exact: true }).waitFor({ timeout: 60_000 })
  const listings = () => porkbun.requests.filter((r) => r.op === '/api/json/v3/domain/listAll').length
  const first = listings()
  expect(first).toBeGreaterThan(0)

  // Test asks Porkbun with the stored keys.
  await account.getByRole('button', { name: 'Test' }).click()
  await account.getByText(/Connection OK/).waitFor()

  // Sync now: the account is listed at Porkbun again, and the row ends on the result.
  await account.getByRole('button', { name: 'Sync now' }).click()
  for (let i = 0; i < 120 && listings() <= first; i++) await page.waitForTimeout(500)
  expect(listings()).toBeGreaterThan(first)
  await account.getByRole('button', { name: 'Sync now' }).and(page.locator(':enabled')).waitFor({ timeout: 60_000 })
  await account.getByText('OK', { exact: true }).waitFor()

  // Not monitored: all three; tick two and add them to a new brand category.
  const list = page.getByRole('table', { name: 'Not monitored' })
  await list.getByRole('row', { name: /left-alone\.org/ }).waitFor()
  await list.getByRole('checkbox', { name: 'Select renew-soon.com' }).check()
  await list.getByRole('checkbox', { name: 'Select renew-later.net' }).check()
  const addTo = page.getByRole('group', { name: 'Add to' })
  await addTo.getByLabel('Brand Category').selectOption({ label: 'Add custom category...' })
  await addTo.getByLabel('Custom Category').fill('Registrar Keto')
  await page.getByRole('button', { name: 'Add selected (2)' }).click()
  await page.getByText('Added 2 domain(s)').waitFor()

  // The import job adds them in the background: the list then holds only the third.
  await until(page, () => page.reload().then(() => list.getByRole('row', { name: /left-alone\.org/ }).waitFor()), async () =>
    (await list.getByRole('row', { name: /renew-soon\.com|renew-later\.net/ }).count()) === 0)

  // Renewals: the 30-day window holds renew-soon.com at Porkbun's .com price; 365 days both.
  await until(page, async () => {
    await page.goto(`${world.product.url}/renewals/natural`)
    await page.getByRole('group', { name: 'Renewal windows' }).waitFor()
  }, async () => (await page.getByRole('button', { name: 'Next 365 days' }).innerText()).includes('2 domains'))
  expect(await page.getByRole('button', { name: 'Next 30 days' }).innerText()).toMatch(/1 domains\s*\$10\.98/)
  expect(await page.getByRole('button', { name: 'Next 365 days' }).innerText()).toMatch(/2 domains\s*\$23\.96/)
  const byRegistrar = page.getByRole('table', { name: 'By registrar' })
  expect(await byRegistrar.getByRole('row', { name: /Porkbun/ }).innerText()).toMatch(/Porkbun\s+1\s+\$10\.98/)
  const autoRenewOff = page.getByRole('table', { name: 'Auto-renew off' })
  expect(await autoRenewOff.getByRole('row').count()).toBe(2)
  expect(await autoRenewOff.getByRole('row', { name: /renew-soon\.com/ }).innerText()).toContain('Main Porkbun')
  // The forecast is drawn (uPlot, loaded with this screen) as well as tabled.
  await page.getByRole('img', { name: 'Monthly renewal forecast chart' }).locator('canvas').waitFor()
  // The expiry came from the registrar (no registry answered), and says so.
  const domains = page.getByRole('table', { name: 'Domains renewing in the next 30 days' })
  expect(await domains.getByRole('row', { name: /renew-soon\.com/ }).innerText()).toMatch(/registrar/)

  // The Overview card agrees.
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Overview' }).click()
  const card = page.getByRole('article', { name: 'Renewals next 30 days' })
  await card.waitFor()
  expect((await card.innerText()).replace(/\s+/g, ' ')).toContain('1 domains · $10.98')
})
