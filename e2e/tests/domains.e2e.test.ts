import type { Locator, Page } from 'playwright-core'
import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { useWorld, USER } from '../support/fixture'
import { apiLogin, createUser, useToken } from '../support/session'

// The product scans the local web farm: names pinned with CONNECT_TO, its CA trusted.
let farm: Farm
beforeAll(async () => {
  farm = await startFarm()
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE }))

async function scanAndSave (page: Page, domain: string, category: string) {
  await page.goto(`${world.product.url}/urlscan/natural`)
  await page.getByRole('heading', { name: 'Scan Website' }).waitFor()
  await page.locator('input[name="domain"]').fill(domain)
  await page.locator('input[name="issueDate"]').fill('2026-01-15')
  await page.locator('select[name="brandCategory"]').selectOption({ label: 'Add custom category...' })
  await page.locator('input[name="customCategory"]').fill(category)
  await page.getByRole('button', { name: 'Scan', exact: true }).click()
  await page.getByLabel('Scan summary').getByText('Farm Shop — Best Supplements', { exact: true }).waitFor()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
}

/** The summary's rows (term → text), and the raw JSON below it. */
async function scanSummary (page: Page) {
  const summary = page.getByLabel('Scan summary')
  const rows = await summary.locator('.dm-details__row').evaluateAll((els) =>
    Object.fromEntries(els.map((el) => [el.querySelector('dt')!.textContent!, el.querySelector('dd')!.textContent!]))
  )
  const raw = JSON.parse(await page.getByRole('region', { name: 'Scan result' }).locator('pre').innerText())
  return { rows: rows as Record<string, string>, raw }
}

const card = (page: Page, domain: string): Locator => page.getByRole('article', { name: domain })

async function openList (page: Page) {
  await page.goto(`${world.product.url}/domains?category=Vitamins`)
  await page.getByRole('heading', { name: 'Domains in "Vitamins"' }).waitFor()
}

test('scan → save → the domain is listed under its category and TLD; a second save is a duplicate', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)

  await scanAndSave(page, 'shop.farm.test', 'Vitamins')
  await page.getByText('✅ Saved to database!').waitFor()
  await page.getByRole('button', { name: 'Saved' }).waitFor()

  // A readable summary of the same scan sits above the raw JSON.
  const { rows, raw } = await scanSummary(page)
  const withAlt = raw.images.filter((i: { alt: string }) => i.alt.trim() !== '').length
  expect(rows).toMatchObject({
    Title: `${raw.title} (${[...raw.title].length} characters)`,
    [`H1 (${raw.h1.length})`]: raw.h1.join(''),
    [`H2 (${raw.h2.length})`]: raw.h2.join(''),
    Canonical: raw.canonicals.join(''),
    Images: `${raw.images.length} images: ${withAlt} with alt text, ${raw.images.length - withAlt} without`,
    Robots: expect.stringMatching(/^robots\.txt found \(\d+ lines\)$/),
    Noindex: 'No',
    Status: '200 OK',
  })
  expect(raw.images.length - withAlt).toBeGreaterThan(0)

  await scanAndSave(page, 'shop.farm.test', 'Vitamins')
  await page.getByText('❌ Domain already exists in your saved list.').waitFor()

  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('heading', { name: 'All Product Category' }).waitFor()
  await page.getByRole('button', { name: /Vitamins/ }).click()
  await page.waitForURL('**/domains?category=Vitamins')
  await card(page, 'shop.farm.test').waitFor()
  await page.getByRole('button', { name: '.test (1)' }).click()
  await card(page, 'shop.farm.test').waitFor()

  // The expanded details show the scanned data as text.
  await card(page, 'shop.farm.test').getByRole('button', { name: 'shop.farm.test' }).click()
  await card(page, 'shop.farm.test').getByText('Farm Shop — Best Supplements').waitFor()
  await card(page, 'shop.farm.test').getByText('No alt text').first().waitFor()
})

test('rename, note, hosting info and delete persist across a reload', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await openList(page)

  await card(page, 'shop.farm.test').getByRole('button', { name: 'Rename' }).click()
  await page.getByRole('textbox', { name: 'New name for shop.farm.test' }).fill('vitamins.farm.test')
  await page.keyboard.press('Enter')
  await card(page, 'vitamins.farm.test').waitFor()

  const renamed = card(page, 'vitamins.farm.test')
  await renamed.getByRole('button', { name: 'Note' }).click()
  await renamed.getByRole('textbox', { name: 'Note' }).fill('Renew in May')
  await renamed.getByRole('button', { name: 'Save Note' }).click()
  await page.getByText('Note saved').waitFor()

  await renamed.getByRole('button', { name: 'Hosting Info' }).click()
  const hosting = page.getByRole('form', { name: 'Hosting info of vitamins.farm.test' })
  await hosting.getByLabel('Platform', { exact: true }).fill('Hostinger')
  await hosting.getByLabel('Email', { exact: true }).fill('ops@farm.test')
  await hosting.getByLabel('Server', { exact: true }).fill('web-1')
  await hosting.getByLabel('Cloudflare').fill('yes')
  await hosting.getByRole('button', { name: 'Save Hosting Info' }).click()
  await page.getByText('Hosting info saved successfully').waitFor()

  await page.reload()
  await card(page, 'vitamins.farm.test').getByText('Renew in May').waitFor()
  await card(page, 'vitamins.farm.test').getByRole('button', { name: 'Hosting Info' }).click()
  const reloaded = page.getByRole('form', { name: 'Hosting info of vitamins.farm.test' })
  await expectValue(reloaded.getByLabel('Server', { exact: true }), 'web-1')
  await expectValue(reloaded.getByLabel('Platform', { exact: true }), 'Hostinger')

  await card(page, 'vitamins.farm.test').getByRole('button', { name: 'Note' }).click()
  await card(page, 'vitamins.farm.test').getByRole('button', { name: 'Delete Note' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('Note deleted successfully').waitFor()
  await page.reload()
  await card(page, 'vitamins.farm.test').waitFor()
  expect(await card(page, 'vitamins.farm.test').getByText('Renew in May').count()).toBe(0)

  await card(page, 'vitamins.farm.test').getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await card(page, 'vitamins.farm.test').waitFor({ state: 'detached' })
  await page.reload()
  await page.getByRole('heading', { name: 'Domains in "Vitamins"' }).waitFor()
  await page.getByText(/No domains/).waitFor()
})

test("a second user sees none of the first user's domains, in the UI and through the API", async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await scanAndSave(page, 'shop.farm.test', 'Vitamins')
  await page.getByText('✅ Saved to database!').waitFor()

  const other = { name: 'Otto Other', email: 'otto@e2e.test', password: 'otto-password-1' }
  await createUser(world.product, world.adminToken, other)
  const ottoToken = await apiLogin(world.product, world.smtp, other.email, other.password)
  const otto = await world.newPage()
  await useToken(otto, world.product, ottoToken, other.name)
  await otto.goto(`${world.product.url}/domains/`)
  await otto.getByRole('heading', { name: 'Saved Scraped Domains' }).waitFor()
  await otto.getByText('No domains saved yet.').waitFor()

  const call = (path: string) => fetch(`${world.product.url}${path}`, { headers: { authorization: `Bearer ${ottoToken}` } })
  expect(await (await call('/api/scraper/all')).json()).toEqual([])
  expect(await (await call('/api/scraper/category-counts')).json()).toEqual({})
  expect((await call('/api/scraper/domain/shop.farm.test')).status).toBe(404)
  expect((await call('/api/scraper/hosting-info/shop.farm.test')).status).toBe(404)
})

async function expectValue (input: Locator, value: string) {
  await input.waitFor()
  for (let i = 0; i < 50 && (await input.inputValue()) !== value; i += 1) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(await input.inputValue()).toBe(value)
}
