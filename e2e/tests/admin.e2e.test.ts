import type { Page } from 'playwright-core'
import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { useWorld, USER } from '../support/fixture'
import { ADMIN } from '../support/product'
import { uiLogin, useToken } from '../support/session'

let farm: Farm
beforeAll(async () => {
  farm = await startFarm()
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE }))

const NEW_USER = { name: 'Nina New', email: 'nina@e2e.test', password: 'nina-password-1' }

async function fillSignup (page: Page, user: { name: string; email: string; password: string }) {
  await page.locator('input[name="name"]').fill(user.name)
  await page.locator('input[name="email"]').fill(user.email)
  await page.locator('input[name="password"]').fill(user.password)
  await page.getByRole('button', { name: 'Sign Up' }).click()
}

async function cardCount (page: Page, label: string): Promise<string> {
  const card = page.getByRole('button', { name: new RegExp(`^${label}`) })
  await card.waitFor()
  for (let i = 0; i < 50 && (await card.getAttribute('aria-busy')) === 'true'; i += 1) await page.waitForTimeout(100)
  return (await card.locator('.ad-stat__value').innerText()).trim()
}

test('signup shows the server’s first detail message for each bad input', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.adminToken, ADMIN.name)
  await page.goto(`${world.product.url}/admin/signup`)
  await page.getByRole('heading', { name: 'Create an Account' }).waitFor()

  await fillSignup(page, { name: '', email: 'x@e2e.test', password: 'whatever-123' })
  await page.getByText('All fields are required').waitFor()
  await fillSignup(page, { name: 'Dup', email: USER.email, password: 'whatever-123' })
  await page.getByText('Signup failed: Email is already registered').waitFor()
  await fillSignup(page, { name: 'Bad', email: 'not-an-email', password: 'whatever-123' })
  await page.getByText('Signup failed: Please enter a valid email address').waitFor()
  await fillSignup(page, { name: 'Short', email: 'short@e2e.test', password: 'short' })
  await page.getByText('Signup failed: Password must be at least 8 characters').waitFor()
})

test('admin creates a user who logs in, saves a domain, and the admin sees it', async () => {
  const admin = await world.newPage()
  await useToken(admin, world.product, world.adminToken, ADMIN.name)
  await admin.goto(`${world.product.url}/admin/products/natural`)
  const naturalBefore = Number(await cardCount(admin, 'Natural Domains'))

  await admin.goto(`${world.product.url}/admin/signup`)
  await fillSignup(admin, NEW_USER)
  await admin.getByText('User created successfully').waitFor()
  await admin.waitForURL('**/admin/users')
  await admin.getByRole('link', { name: new RegExp(NEW_USER.name) }).waitFor()

  // The new user logs in with the mailed code and saves a scanned domain.
  const user = await world.newPage()
  await uiLogin(user, world.product, world.smtp, NEW_USER.email, NEW_USER.password)
  await user.waitForURL('**/products/natural')
  await user.goto(`${world.product.url}/urlscan/natural`)
  await user.locator('input[name="domain"]').fill('shop.farm.test')
  await user.locator('select[name="brandCategory"]').selectOption({ label: 'Add custom category...' })
  await user.locator('input[name="customCategory"]').fill('Vitamins')
  await user.getByRole('button', { name: 'Scan', exact: true }).click()
  await user.getByRole('region', { name: 'Scan result' }).waitFor()
  await user.getByRole('button', { name: 'Save', exact: true }).click()
  await user.getByText('✅ Saved to database!').waitFor()

  await admin.reload()
  await admin.getByRole('link', { name: new RegExp(NEW_USER.name) }).click()
  await admin.waitForURL(/\/admin\/user\/[^/]+\/domains\?name=Nina(%20|\+)New/)
  await admin.getByRole('heading', { name: `Domains of ${NEW_USER.name}` }).waitFor()
  const rows = admin.getByRole('list', { name: 'Domains' })
  await rows.getByText('shop.farm.test').waitFor()
  await rows.getByText('Status: 200').waitFor()
  await admin.getByRole('button', { name: 'casino', exact: true }).click()
  await admin.getByText('shop.farm.test').waitFor({ state: 'detached' })
  await admin.getByRole('button', { name: 'natural', exact: true }).click()
  await rows.getByText('shop.farm.test').waitFor()

  await admin.goto(`${world.product.url}/admin/products/natural`)
  expect(Number(await cardCount(admin, 'Natural Domains'))).toBe(naturalBefore + 1)
  expect(await cardCount(admin, 'Users')).toBe('2')
  await admin.getByRole('button', { name: /^Natural Domains/ }).click()
  await admin.waitForURL('**/admin/domains/natural')
  await admin.getByRole('article', { name: 'shop.farm.test' }).waitFor()
})
