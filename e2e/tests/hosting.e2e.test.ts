import type { Page } from 'playwright-core'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

const world = useWorld()
const ACCOUNT = { platform: 'Hostinger', email: 'ops@farm.test', server: 'web-1', expiry: '2027-03-01' }

async function call (method: string, path: string, body?: unknown) {
  const response = await fetch(`${world.product.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${world.userToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status).toBeLessThan(300)
}

async function addHosting (page: Page) {
  await page.goto(`${world.product.url}/hosting-form`)
  const form = page.getByRole('form', { name: 'Add Hosting Info' })
  await form.locator('input[name="platform"]').fill(ACCOUNT.platform)
  await form.locator('input[name="email"]').fill(ACCOUNT.email)
  await form.locator('input[name="server"]').fill(ACCOUNT.server)
  await form.locator('input[name="ServerExpiryDate"]').fill(ACCOUNT.expiry)
  await form.getByRole('button', { name: 'Save Hosting Info' }).click()
}

test('add hosting → counts → Show Servers → View Domains; suggestions; edit and delete persist', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)

  await addHosting(page)
  await page.getByText('Hosting info added').waitFor()
  await page.reload()
  // Suggestions come from this browser's history of saved values.
  const platformList = await page.locator('input[name="platform"]').getAttribute('list')
  expect(await page.locator(`datalist[id="${platformList}"] option`).evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([ACCOUNT.platform])
  const alert = new Promise<string>((resolve) => page.once('dialog', (d) => { resolve(d.message()); void d.dismiss() }))
  await addHosting(page)
  const duplicate = await alert
  expect(duplicate).toMatch(/^❌ Server already exists!/)
  for (const value of [ACCOUNT.server, ACCOUNT.platform, ACCOUNT.email]) expect(duplicate).toContain(value)

  // One domain gets its hosting through the domain card's editor, one through the API.
  for (const domain of ['alpha.example', 'beta.example']) await saveDomain(world.product, world.userToken, domain)
  await page.goto(`${world.product.url}/domains/`)
  const card = page.getByRole('article', { name: 'alpha.example' })
  await card.getByRole('button', { name: 'Hosting Info' }).click()
  const editor = page.getByRole('form', { name: 'Hosting info of alpha.example' })
  await editor.getByLabel('Server', { exact: true }).fill(ACCOUNT.server)
  await editor.getByLabel('Server', { exact: true }).blur()
  await page.waitForFunction(() => (document.querySelector('form[aria-label="Hosting info of alpha.example"] input[name="platform"]') as HTMLInputElement | null)?.value === 'Hostinger')
  await editor.getByRole('button', { name: 'Save Hosting Info' }).click()
  await page.getByText('Hosting info saved successfully').waitFor()
  await call('PUT', '/api/scraper/hosting-info/beta.example', {
    platform: ACCOUNT.platform, email: ACCOUNT.email, server: ACCOUNT.server, domainPlatform: '', domainEmail: '', cloudflare: '',
  })

  await page.goto(`${world.product.url}/hosting-data`)
  const row = page.getByRole('row', { name: new RegExp(`${ACCOUNT.platform}.*${ACCOUNT.email}`) })
  await row.waitFor()
  expect((await row.locator('td').allInnerTexts()).map((t) => t.trim())).toEqual([ACCOUNT.platform, ACCOUNT.email, 'Show Servers', '1', '2', 'Edit'])
  await row.getByRole('button', { name: 'Show Servers' }).click()
  await page.waitForURL(`**/servers/${encodeURIComponent(ACCOUNT.email)}`)
  const serverRow = page.getByRole('row', { name: new RegExp(ACCOUNT.server) })
  await serverRow.getByRole('cell', { name: '2', exact: true }).waitFor()
  await serverRow.getByRole('button', { name: 'View Domains' }).click()
  await page.getByRole('heading', { name: `Server: ${ACCOUNT.server}` }).waitFor()
  const domains = page.getByRole('list', { name: `Domains on ${ACCOUNT.server}` })
  // The heading shows before the list has loaded: wait for its last item, then read them all.
  await domains.getByRole('listitem').nth(1).waitFor()
  expect(await domains.getByRole('listitem').allInnerTexts()).toEqual(['alpha.example', 'beta.example'])

  // Edit the server's name, then delete it with the typed confirmation.
  await page.goto(`${world.product.url}/servers/${encodeURIComponent(ACCOUNT.email)}`)
  await page.getByRole('row', { name: new RegExp(ACCOUNT.server) }).getByRole('button', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.locator('input[name="server"]').fill('web-2')
  await dialog.getByRole('button', { name: 'Save' }).click()
  // The dialog closes once the server has answered; a reload before that could cancel the save.
  await dialog.waitFor({ state: 'hidden' })
  await page.reload()
  await page.getByRole('row', { name: /web-2/ }).waitFor()

  await page.goto(`${world.product.url}/hosting-data`)
  await page.getByRole('button', { name: 'Show All Servers' }).click()
  await page.getByRole('row', { name: /web-2/ }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog').locator('input[name="confirmServer"]').fill('web-1')
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('❌ Server name does not match. Try again.').waitFor()
  await page.getByRole('dialog').locator('input[name="confirmServer"]').fill(' web-2 ')
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
  await page.getByText('✅ Server deleted successfully').waitFor()
  await page.reload()
  await page.getByRole('button', { name: 'Show All Servers' }).click()
  await page.getByText('No servers found').waitFor()
})
