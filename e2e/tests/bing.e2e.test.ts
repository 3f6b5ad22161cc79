import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { readPdf } from '../../mfe-indexing/src/testing/read-pdf'
import { useWorld, USER } from '../support/fixture'
import { ADMIN } from '../support/product'
import { saveDomain, useToken } from '../support/session'

// The product asks the farm's fake Bing: "nothing-*" names have no results, "indexed-*" have
// results, "captcha-*" get the captcha page.
let farm: Farm
beforeAll(async () => {
  farm = await startFarm()
})
afterAll(() => farm.close())
const world = useWorld(() => ({
  CONNECT_TO: farm.connectTo(),
  NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
  BING_SEARCH_URL: 'https://bing.farm.test/search',
  BING_REQUEST_INTERVAL_MS: '0',
  BING_REQUEST_JITTER_MS: '0',
}))

const NOT_INDEXED = Array.from({ length: 45 }, (_, i) => `nothing-${String(i + 1).padStart(2, '0')}.example`)

const save = (domain: string) => saveDomain(world.product, world.userToken, domain)

async function unindexed (): Promise<Array<{ domain: string; lastBingCheck: string }>> {
  const response = await fetch(`${world.product.url}/api/scraper/unindexed-domains`, {
    headers: { authorization: `Bearer ${world.userToken}` },
  })
  return (await response.json()).unindexed
}

async function open (page: Page, path = '/not-index/natural') {
  await page.goto(`${world.product.url}${path}`)
  await page.getByRole('heading', { name: 'Bing Indexing Checker' }).waitFor()
}

test('no domains: "All your domains are indexed!"; a failed load offers Retry; loading shows its text', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await open(page)
  await page.getByText('All your domains are indexed!').waitFor()

  // The network fails once (the API is not at fault), then recovers.
  await page.route('**/api/scraper/unindexed-domains', (route) => route.fulfill({ status: 503, body: '{}' }))
  await page.reload()
  await page.getByText('Error fetching Bing index data').waitFor()
  await page.unroute('**/api/scraper/unindexed-domains')
  // Held until the loading text has been seen, however long that takes.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/scraper/unindexed-domains', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Retry' }).click()
  await page.getByText('Loading cached results...').waitFor()
  release()
  await page.getByText('All your domains are indexed!').waitFor()
})

test('check, list, search, Copy, the Bing link and the PDF of the filtered list', async () => {
  for (const domain of [...NOT_INDEXED, 'indexed-one.example', 'captcha-one.example']) await save(domain)
  const context = await world.browser.newContext({ acceptDownloads: true })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: world.product.url })
  const page = await context.newPage()
  try {
    await useToken(page, world.product, world.userToken, USER.name)
    await open(page)
    // Never checked yet: every domain is listed with "Never".
    await page.getByText('47 domain(s) not indexed:').waitFor()
    await page.getByRole('listitem', { name: 'indexed-one.example' }).getByText('Never').waitFor()

    // The call answers at once (the check runs in the background); hold it so the state shows.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/scraper/bing-check?force=true', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Bing Index Check' }).click()
    expect(await page.getByRole('button', { name: 'Checking Bing Index...' }).isDisabled()).toBe(true)
    release()
    await page.getByText('Bing Index Check Complete').waitFor()
    await page.getByRole('button', { name: 'Bing Index Check' }).waitFor()
    // The list is not refreshed automatically.
    expect(await page.getByText('47 domain(s) not indexed:').count()).toBe(1)

    for (let i = 0; i < 100 && (await unindexed()).some((e) => e.lastBingCheck === ''); i += 1) await page.waitForTimeout(200)
    await page.reload()
    await page.getByText('45 domain(s) not indexed:').waitFor()
    expect(await page.getByRole('listitem', { name: 'indexed-one.example' }).count()).toBe(0)
    expect(await page.getByRole('listitem', { name: 'captcha-one.example' }).count()).toBe(0)

    await page.getByPlaceholder('Search domain...').fill('NOTHING-1')
    const rows = page.getByRole('list', { name: 'Unindexed domains' }).getByRole('listitem')
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Unindexed domains"] > li').length === 10)
    const filtered = NOT_INDEXED.filter((d) => d.startsWith('nothing-1'))
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))).toEqual(filtered)

    const row = page.getByRole('listitem', { name: 'nothing-12.example' })
    const link = row.getByRole('link')
    expect(await link.getAttribute('href')).toBe('https://www.bing.com/search?q=site%3Anothing-12.example')
    expect(await link.getAttribute('target')).toBe('_blank')
    await row.getByRole('button', { name: 'Copy' }).click()
    await row.getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('nothing-12.example')
    await row.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 5000 })

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as PDF' }).click()])
    expect(download.suggestedFilename()).toMatch(/^unindexed_domains_\d{4}-\d{2}-\d{2}\.pdf$/)
    const pages = await readPdf(fs.readFileSync(await download.path()))
    const lines = pages.flat().map((line) => line.text)
    expect(lines[0]).toBe('Unindexed Domains Report')
    expect(lines.slice(1)).toEqual(filtered.map((domain, i) => `${i + 1}. ${domain}`))

    // The whole list runs over more than one page.
    await page.getByPlaceholder('Search domain...').fill('')
    const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save as PDF' }).click()])
    const allPages = await readPdf(fs.readFileSync(await all.path()))
    expect(allPages.length).toBeGreaterThan(1)
    expect(allPages.flat().slice(1).map((line) => line.text)).toEqual(NOT_INDEXED.map((domain, i) => `${i + 1}. ${domain}`))
  } finally {
    await context.close()
  }
})

test('the admin route renders the checker in the admin layout', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.adminToken, ADMIN.name)
  await open(page, '/admin/not-index/natural')
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: /Create User/i }).waitFor()
  await page.getByText('45 domain(s) not indexed:').waitFor()
})
