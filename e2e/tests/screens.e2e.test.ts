import type { Locator, Page } from 'playwright-core'
import { useWorld, USER } from '../support/fixture'
import { useToken } from '../support/session'

// Screen details a user notices: expired servers, phone widths, where toasts appear, the sidebar
// on long pages and even table rows.
const world = useWorld()

const DAY_MS = 24 * 60 * 60 * 1000
/** yyyy-mm-dd `days` from today (UTC, as the product counts). */
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

async function addServer (server: string, platform: string, email: string, expiry: string) {
  const response = await fetch(`${world.product.url}/api/hosting/add-hostingInfo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${world.userToken}` },
    body: JSON.stringify({ platform, email, server, ServerExpiryDate: expiry }),
  })
  expect(response.status).toBe(201)
}

beforeAll(async () => {
  await addServer('gone-3', 'DigitalOcean', 'infrastructure-team@farm.test', day(-3))
  await addServer('soon-5', 'DigitalOcean', 'infrastructure-team@farm.test', day(5))
  // Enough expired servers for a page taller than the window.
  for (let i = 10; i < 40; i += 1) await addServer(`old-${i}`, 'Hetzner Online', 'ops@farm.test', day(-i))
})

async function open (page: Page, path: string) {
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}${path}`)
}

const expiredTable = (page: Page) => page.getByRole('table', { name: 'Expired servers' })
const rowOf = (table: Locator, server: string) =>
  table.locator('tbody tr').filter({ has: table.page().getByRole('cell', { name: server, exact: true }) })

test('Expired servers: under Servers Expiring Soon, with days since, renewed with the same Renew', async () => {
  const page = await world.newPage()
  await open(page, '/hosting-expire/natural')
  const soon = page.getByRole('table', { name: 'Servers Expiring Soon' })
  await soon.waitFor()
  expect(await rowOf(soon, 'soon-5').locator('td').allInnerTexts()).toEqual(
    ['', 'soon-5', 'infrastructure-team@farm.test', 'DigitalOcean', day(5), '⚠️ 5 day(s) remaining']
  )
  const expired = expiredTable(page)
  expect(await expired.locator('th').allInnerTexts()).toEqual(['RENEW', 'SERVER', 'EMAIL', 'PLATFORM', 'EXPIRY DATE', 'DAYS SINCE'])
  const gone = rowOf(expired, 'gone-3')
  expect(await gone.locator('td').allInnerTexts()).toEqual(['', 'gone-3', 'infrastructure-team@farm.test', 'DigitalOcean', day(-3), '3'])
  // Longest expired first.
  expect((await expired.locator('tbody tr td:nth-child(2)').allInnerTexts()).slice(0, 2)).toEqual(['old-39', 'old-38'])

  await gone.getByRole('checkbox', { name: 'Renew gone-3' }).check()
  // Row borders stay level in every column while the row shows its Save button.
  const bottoms = await gone.locator('td').evaluateAll((cells) => cells.map((c) => c.getBoundingClientRect().bottom))
  expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThan(0.5)
  await gone.getByRole('button', { name: 'Save' }).click()

  // The toast appears below the header and leaves "Welcome, …" readable.
  const toast = page.getByText('Server renewed successfully')
  await toast.waitFor()
  const header = (await page.getByRole('banner').boundingBox())!
  const toastBox = (await toast.boundingBox())!
  expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height)
  await gone.waitFor({ state: 'detached' })
  await page.reload()
  await rowOf(expiredTable(page), 'old-39').waitFor()
  expect(await rowOf(expiredTable(page), 'gone-3').count()).toBe(0)
})

test('the sidebar stays in place while a long page scrolls', async () => {
  const page = await world.newPage()
  await page.setViewportSize({ width: 1280, height: 720 })
  await open(page, '/hosting-expire/natural')
  await rowOf(expiredTable(page), 'old-39').waitFor()
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
  const before = (await sidebar.boundingBox())!
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(720 + 400)
  await page.evaluate(() => window.scrollTo(0, 400))
  await page.waitForFunction(() => window.scrollY === 400)
  const after = (await sidebar.boundingBox())!
  expect(after.y).toBe(before.y)
  expect(await sidebar.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true)
  // And the header above it.
  expect((await page.getByRole('banner').boundingBox())!.y).toBe(0)
})

/** For every cell: does any word break across lines? (A word's text rects on two lines.) */
async function brokenWords (table: Locator): Promise<string[]> {
  return table.evaluate((el) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange()
        range.setStart(node, match.index!)
        range.setEnd(node, match.index! + match[0].length)
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)))
        if (tops.size > 1) broken.push(match[0])
      }
    }
    return broken
  })
}

test('at 390 px the hosting tables stack their rows: words whole, nothing scrolls sideways, every action in view', async () => {
  const page = await world.newPage()
  await page.setViewportSize({ width: 390, height: 844 })
  const secondColumn: Record<string, string> = { '/hosting-expire/natural': 'Server', '/hosting-data': 'Email', '/servers/infrastructure-team%40farm.test': 'Domain Count' }
  for (const [path, column] of Object.entries(secondColumn)) {
    await open(page, path)
    const table = page.locator('main table').first()
    await table.waitFor()
    expect({ path, broken: await brokenWords(table) }).toEqual({ path, broken: [] })
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }))
    expect({ path, ...widths }).toEqual({ path, page: 390, window: 390 })
    // The table is as wide as its box (no sideways scroll inside it either), its rows one under
    // another with each value under its column's name.
    const wrap = table.locator('xpath=..')
    expect({ path, fits: await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth) }).toEqual({ path, fits: true })
    const firstRow = table.locator('tbody tr').first()
    const cells = await firstRow.locator('td').evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().left))
    expect(Math.max(...cells) - Math.min(...cells)).toBeLessThan(0.5)
    const label = await firstRow.locator('td').nth(1).evaluate((td) => getComputedStyle(td, '::before').content)
    expect(label).toContain(column)
    for (const button of await table.locator('tbody button').all()) {
      const box = (await button.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
  }
})
