import { useWorld } from '../support/fixture'
import { apiLogin, createUser, postJson } from '../support/session'

const world = useWorld()
const RESETTER = { name: 'Rita Reset', email: 'rita@e2e.test', password: 'old-password-1' }
const NEW_PASSWORD = 'new-password-2'

test('forgot password with the mailed code: the old password stops working, the new one logs in', async () => {
  await createUser(world.product, world.adminToken, RESETTER)
  const page = await world.newPage()
  await page.goto(`${world.product.url}/login`)
  await page.getByText('Forgot Password').click()
  await page.waitForURL('**/forgot-password')

  await page.getByRole('button', { name: 'Send Code' }).click()
  await page.getByText('Email is required').waitFor()

  const seen = world.smtp.messages.length
  await page.locator('input[name="email"]').fill(RESETTER.email)
  await page.getByRole('button', { name: 'Send Code' }).click()
  const code = await world.smtp.waitForCode(RESETTER.email, seen)

  await page.getByRole('button', { name: 'Reset Password' }).click()
  await page.getByText('All fields are required').waitFor()

  await page.locator('input[name="code"]').fill(code)
  await page.locator('input[name="newPassword"]').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await page.getByText('Password reset successfully').waitFor()
  await page.waitForURL('**/login', { timeout: 5000 })

  const old = await postJson(`${world.product.url}/auth/initiatelogin`, { email: RESETTER.email, password: RESETTER.password })
  expect(old.status).toBe(401)
  expect(old.body.message).toBe('Invalid email or password')
  await expect(apiLogin(world.product, world.smtp, RESETTER.email, NEW_PASSWORD)).resolves.toMatch(/^ey/)
})
