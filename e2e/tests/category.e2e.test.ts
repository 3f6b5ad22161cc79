import type { Page } from 'playwright-core'
import { useWorld, USER } from '../support/fixture'
import { DATING_PASSWORD } from '../support/product'
import { postJson, useToken } from '../support/session'

const world = useWorld()

/** Saves a domain for the user in one super category, as a scan that answered 200 would. */
async function saveIn (scope: string, domain: string) {
  const result = await postJson(
    `${world.product.url}/${scope}/save`,
    { domain, brandCategory: 'Mixed', issueDate: null, data: { domain, statusCode: 200 } },
    world.userToken
  )
  if (result.status !== 201) throw new Error(`save ${domain} failed: ${JSON.stringify(result.body)}`)
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem('superCategory'))
const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Category' })

test('the category dropdown stores the choice and opens its dashboard', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('heading', { name: 'All Product Category' }).waitFor()
  expect(await categorySelect(page).inputValue()).toBe('natural')

  await categorySelect(page).selectOption('casino')
  await page.waitForURL('**/products/casino')
  expect(await stored(page)).toBe('casino')
  await page.reload()
  expect(await stored(page)).toBe('casino')
  expect(await categorySelect(page).inputValue()).toBe('casino')
})

test('dating on the user layout asks for the access password, which the server checks', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/casino`)
  await page.getByRole('heading', { name: 'All Product Category' }).waitFor()

  page.once('dialog', (dialog) => dialog.accept('wrong-password'))
  await categorySelect(page).selectOption('dating')
  await page.getByText('Incorrect password.').waitFor()
  expect(new URL(page.url()).pathname).toBe('/products/casino')
  expect(await stored(page)).not.toBe('dating')
  expect(await categorySelect(page).inputValue()).toBe('casino')

  // The server refuses the dating scope to a session that has not passed the password.
  const before = await fetch(`${world.product.url}/dating/scraper/category-counts`, { headers: { authorization: `Bearer ${world.userToken}` } })
  expect(before.status).toBe(403)

  page.once('dialog', (dialog) => dialog.accept(DATING_PASSWORD))
  const counts = page.waitForResponse((response) => new URL(response.url()).pathname === '/dating/scraper/category-counts')
  await categorySelect(page).selectOption('dating')
  await page.waitForURL('**/products/dating')
  expect(await stored(page)).toBe('dating')
  // The answer's token (with the dating claim) replaced the stored one: the dashboard loads.
  expect((await counts).status()).toBe(200)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).not.toBe(world.userToken)
  expect(JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString())).toMatchObject({ role: 'user', dating: true })
  const again = page.waitForResponse((response) => new URL(response.url()).pathname === '/dating/scraper/category-counts')
  await page.reload()
  expect((await again).status()).toBe(200)
})

test('admins switch to dating without a prompt', async () => {
  const page = await world.newPage()
  let prompted = false
  page.on('dialog', (dialog) => {
    prompted = true
    return dialog.dismiss()
  })
  await useToken(page, world.product, world.adminToken, 'Admin')
  await page.goto(`${world.product.url}/admin/products/natural`)
  await categorySelect(page).selectOption('dating')
  await page.waitForURL('**/admin/products/dating')
  expect(prompted).toBe(false)
  expect(await stored(page)).toBe('dating')
})

test('a URL naming a category shows that category: header, data, bookmarks and the Back button', async () => {
  await saveIn('api/scraper', 'natural-only.example')
  await saveIn('casino/scraper', 'casino-only.example')
  const page = await world.newPage()
  await useToken(page, world.product, world.adminToken, 'Admin')
  await page.goto(`${world.product.url}/admin/products/natural`)
  await categorySelect(page).selectOption('casino')
  await page.waitForURL('**/admin/products/casino')
  expect(await stored(page)).toBe('casino')

  // A bookmark of the natural list, opened while Casino is the stored category.
  await page.goto(`${world.product.url}/admin/domains/natural`)
  await page.getByText('natural-only.example').waitFor()
  expect(await page.getByText('casino-only.example').count()).toBe(0)
  expect(await categorySelect(page).inputValue()).toBe('natural')
  expect(await categorySelect(page).locator('option:checked').innerText()).toBe('Supplement')
  expect(await stored(page)).toBe('natural')

  // Scope-neutral pages show the stored category instead of "Category".
  await page.getByRole('link', { name: 'Hosting Data' }).click()
  await page.waitForURL('**/admin/hosting-data')
  expect(await categorySelect(page).locator('option:checked').innerText()).toBe('Supplement')

  await page.goto(`${world.product.url}/admin/domains/casino`)
  await page.getByText('casino-only.example').waitFor()
  // Back: the natural list again, with natural data, twice removed.
  await page.goBack()
  await page.waitForURL('**/admin/hosting-data')
  await page.goBack()
  await page.waitForURL('**/admin/domains/natural')
  await page.getByText('natural-only.example').waitFor()
  expect(await page.getByText('casino-only.example').count()).toBe(0)
  expect(await categorySelect(page).inputValue()).toBe('natural')
})

test('a user opening a dating link is asked for the password before any dating data loads', async () => {
  const page = await world.newPage()
  const datingCalls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/dating/')) datingCalls.push(request.url())
  })
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/casino`)
  await page.getByRole('heading', { name: 'All Product Category' }).waitFor()

  page.once('dialog', (dialog) => dialog.dismiss())
  await page.goto(`${world.product.url}/domain-errors/dating`)
  await page.waitForURL('**/domain-errors/casino')
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  expect(datingCalls).toEqual([])
  expect(await stored(page)).toBe('casino')

  page.once('dialog', (dialog) => dialog.accept(DATING_PASSWORD))
  const datingList = page.waitForResponse((r) => new URL(r.url()).pathname === '/dating/scraper/error-domain')
  await page.goto(`${world.product.url}/domain-errors/dating`)
  expect((await datingList).status()).toBe(200)
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/domain-errors/dating')
  expect(await stored(page)).toBe('dating')
  expect(await categorySelect(page).inputValue()).toBe('dating')
})
