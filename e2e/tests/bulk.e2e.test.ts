import fs from 'node:fs'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

// select every domain a filter matches, move them to another brand
// category; then download the export and find them in it.
const world = useWorld()

const MOVING = ['bulk-one.example', 'bulk-two.example', 'bulk-three.example']
const STAYING = ['steady-one.example', 'steady-two.example']

async function namesIn (category: string): Promise<string[]> {
  const res = await fetch(`${world.product.url}/api/scraper/by-category/${encodeURIComponent(category)}`, { headers: { authorization: `Bearer ${world.userToken}` } })
  const list = (await res.json()) as Array<{ domain: string }>
  return list.map((r) => r.domain).sort()
}

test('select all matching a filter, move them to another brand category; the export has them', async () => {
  for (const domain of [...MOVING, ...STAYING]) await saveDomain(world.product, world.userToken, domain)
  const context = await world.browser.newContext({ acceptDownloads: true })
  const page = await context.newPage()
  try {
    await useToken(page, world.product, world.userToken, USER.name)
    await page.goto(`${world.product.url}/domains/`)
    await page.getByRole('article', { name: 'steady-one.example' }).waitFor()

    await page.getByRole('searchbox', { name: 'Search domains' }).fill('bulk-')
    await page.getByRole('button', { name: 'Select all 3 matching' }).click()
    const bar = page.getByRole('group', { name: 'Bulk actions' })
    await bar.getByText('3 domains selected').waitFor()
    await bar.getByLabel('New brand category').fill('Moved')
    await bar.getByRole('button', { name: 'Apply' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Change the brand category of 3 domains?').waitFor()
    await dialog.getByRole('button', { name: 'Change brand category' }).click()
    await page.getByText('brandCategory: 3 domains changed').waitFor()

    expect(await namesIn('Moved')).toEqual([...MOVING].sort())
    expect(await namesIn('Keto')).toEqual([...STAYING].sort())

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^natural-domains-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = fs.readFileSync((await download.path())!, 'utf8')
    const lines = csv.split('\r\n')
    expect(lines[0].startsWith('domain,superCategory,brandCategory,issueDate,note,')).toBe(true)
    for (const domain of MOVING) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${domain.replace('.', '\\.')},natural,Moved,`)))
    for (const domain of STAYING) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${domain.replace('.', '\\.')},natural,Keto,`)))
  } finally {
    await context.close()
  }
})

test('API tokens: from the user menu, create a read token shown once; it reads and cannot write', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByText(`Welcome, ${USER.name}`).click()
  await page.getByRole('link', { name: 'API tokens' }).click()
  await page.getByRole('heading', { name: 'API tokens' }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/api-tokens')
  await page.getByLabel('Token name').fill('nightly script')
  await page.getByRole('button', { name: 'Create token' }).click()
  const token = (await page.getByTestId('new-token').innerText()).trim()
  expect(token).toMatch(/^sft_/)
  await page.getByRole('cell', { name: 'nightly script' }).waitFor()

  const read = await fetch(`${world.product.url}/api/scraper/all`, { headers: { authorization: `Bearer ${token}` } })
  expect(read.status).toBe(200)
  const write = await fetch(`${world.product.url}/api/scraper/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'delete', filter: {} }),
  })
  expect(write.status).toBe(403)

  await page.getByRole('button', { name: 'Done' }).click()
  expect(await page.getByTestId('new-token').count()).toBe(0)
  await page.getByRole('button', { name: 'Revoke' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
  await page.getByText('No API tokens yet').waitFor()
  expect((await fetch(`${world.product.url}/api/scraper/all`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
})
