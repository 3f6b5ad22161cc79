import type { Page } from 'playwright-core'
import { useWorld, USER } from '../support/fixture'
import { ADMIN } from '../support/product'
import { uiLogin } from '../support/session'

const world = useWorld()

async function fillStepOne (page: Page, email: string, password: string) {
  await page.goto(`${world.product.url}/login`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
}

test('a user logs in with password and mailed code and lands on /products/natural', async () => {
  const page = await world.newPage()
  await uiLogin(page, world.product, world.smtp, USER.email, USER.password)
  await page.waitForURL('**/products/natural')
  expect(new URL(page.url()).pathname).toBe('/products/natural')
  await page.getByText(`Welcome, ${USER.name}`).waitFor()
  expect(await page.evaluate(() => localStorage.getItem('loggedInUser'))).toBe(USER.name)
})

test('the login page describes itself to search engines and link previews', async () => {
  const page = await world.newPage()
  await page.goto(`${world.product.url}/login`)
  await page.getByRole('button', { name: 'Login' }).waitFor()
  const description = await page.locator('head meta[name="description"]').getAttribute('content')
  expect(description).toMatch(/^Sitefleet: .{40,}/)
})

test('an admin lands on /admin/products/natural', async () => {
  const page = await world.newPage()
  await uiLogin(page, world.product, world.smtp, ADMIN.email, ADMIN.password)
  await page.waitForURL('**/admin/products/natural')
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /Create User/i }).waitFor()
})

test('the password step tells the user what went wrong', async () => {
  const page = await world.newPage()
  await page.goto(`${world.product.url}/login`)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByText('All fields are required').waitFor()

  await fillStepOne(page, USER.email, 'not-the-password')
  await page.getByText('Invalid email or password').waitFor()
  expect(await page.locator('input[name="code"]').count()).toBe(0)
})

test('the code step: missing, wrong, and five wrong codes burn the code', async () => {
  const page = await world.newPage()
  const seen = world.smtp.messages.length
  await fillStepOne(page, USER.email, USER.password)
  await page.getByText('Verification code sent to your email.').waitFor()
  const code = await world.smtp.waitForCode(USER.email, seen)
  const wrong = code === '000000' ? '111111' : '000000'

  await page.getByRole('button', { name: 'Verify Code' }).click()
  await page.getByText('Verification code is required').waitFor()

  const codeInput = page.locator('input[name="code"]')
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await codeInput.fill(wrong)
    await page.getByRole('button', { name: 'Verify Code' }).click()
    await page.getByText('Invalid or expired code').first().waitFor()
    await page.getByText('Invalid or expired code').first().waitFor({ state: 'detached' })
  }
  await codeInput.fill(wrong)
  await page.getByRole('button', { name: 'Verify Code' }).click()
  await page.getByText('Too many incorrect attempts. Please log in again to get a new code.').waitFor()

  // Five wrong codes also make the account wait before the next try, whatever the address.
  await codeInput.fill(code)
  await page.getByRole('button', { name: 'Verify Code' }).click()
  await page.getByText('Too many failed attempts for this account. Please try again in 1 second.').waitFor()

  // The burned code no longer works, even though it is the right one.
  await page.waitForTimeout(1100)
  await codeInput.fill(code)
  await page.getByRole('button', { name: 'Verify Code' }).click()
  await page.getByText('Invalid or expired code').first().waitFor()
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
