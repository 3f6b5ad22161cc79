import { useWorld, USER } from '../support/fixture'
import { postJson, useToken } from '../support/session'

const world = useWorld()

test('without a token every guarded page goes to /login', async () => {
  const page = await world.newPage()
  for (const path of ['/products/natural', '/hosting-form', '/admin/users', '/admin/products/natural']) {
    await page.goto(`${world.product.url}${path}`)
    await page.waitForURL('**/login')
  }
})

test('a user token cannot open admin pages', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  for (const path of ['/admin/users', '/admin/signup', '/admin/products/natural', '/admin/hosting-data']) {
    await page.goto(`${world.product.url}${path}`)
    await page.waitForURL('**/login')
  }
  // …while the user's own pages open.
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/domain-errors/natural`)
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
})

test('an admin token cannot open user-only pages, and opens admin pages', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.adminToken, 'Admin')
  await page.goto(`${world.product.url}/admin/signup`)
  await page.getByRole('heading', { name: 'Create an Account' }).waitFor()
  await page.goto(`${world.product.url}/hosting-form`)
  await page.waitForURL('**/login')
})

test('admin-only API calls answer 403 to a user and 401 without a token', async () => {
  const body = { name: 'X', email: 'x@e2e.test', password: 'password-123' }
  const asUser = await postJson(`${world.product.url}/auth/signup`, body, world.userToken)
  expect(asUser.status).toBe(403)
  expect(asUser.body.success).toBe(false)
  const anonymous = await postJson(`${world.product.url}/auth/signup`, body)
  expect(anonymous.status).toBe(401)
  expect(anonymous.body.success).toBe(false)
})
