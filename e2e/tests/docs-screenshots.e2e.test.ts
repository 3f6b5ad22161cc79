import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { FARM_CA_FILE, startFarm, type Farm, type FarmSite } from '../../api/test/farm'
import { html, send } from '../../api/test/farm/kit'
import { useWorld, USER } from '../support/fixture'
import { saveDomain, useToken } from '../support/session'

// The pictures in README.md and docs/ are taken here, from the built product, each time the e2e
// suite runs: a screen that changes changes its picture, so the docs never show a stale one.
// A small portfolio of farm sites (pinned to loopback with CONNECT_TO) is saved and checked by
// the product's own worker first, so the screens show real figures rather than empty states.
const IMAGES = path.join(__dirname, '../../docs/images')
const VIEWPORT = { width: 1280, height: 800 }
const SITES = ['vitamin-shop.farm.test', 'keto-recipes.farm.test', 'protein-guide.farm.test']
const sites: FarmSite[] = SITES.map((host) => ({
  host,
  handle: (req, res) => send(req, res, html(`<title>${host}</title>`, `<h1>${host}</h1><p>Supplements and recipes.</p>`)),
}))

let farm: Farm
beforeAll(async () => {
  farm = await startFarm({ sites })
})
afterAll(() => farm.close())
const world = useWorld(() => ({ CONNECT_TO: farm.connectTo(), NODE_EXTRA_CA_CERTS: FARM_CA_FILE }))

/** Waits until the worker has checked every saved domain, at most two minutes. */
async function allChecked () {
  const deadline = Date.now() + 120_000
  for (;;) {
    const response = await fetch(`${world.product.url}/api/scraper/all`, { headers: { authorization: `Bearer ${world.userToken}` } })
    const listed = await response.json() as Array<{ lastChecked: string | null }>
    if (listed.length === SITES.length && listed.every((d) => d.lastChecked !== null)) return
    if (Date.now() > deadline) throw new Error('the worker did not check the saved domains in time')
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/** The PNG's width and height, read from its IHDR chunk. */
function pngSize (file: string): { width: number, height: number } {
  const bytes = fs.readFileSync(file)
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function snap (page: Page, name: string) {
  // No spinner left in the picture: every panel has answered.
  await page.waitForFunction(() => document.querySelector('.sf-spinner') === null, undefined, { timeout: 30_000 })
  const file = path.join(IMAGES, `${name}.png`)
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' })
  expect(pngSize(file)).toEqual(VIEWPORT)
}

test('the overview, the domain list, import, alerts and registrars, photographed into docs/images', async () => {
  for (const domain of SITES) await saveDomain(world.product, world.userToken, domain)
  await allChecked()
  fs.mkdirSync(IMAGES, { recursive: true })
  const page = await world.newPage()
  await page.setViewportSize(VIEWPORT)
  await useToken(page, world.product, world.userToken, USER.name)
  const open = async (route: string, heading: string) => {
    await page.goto(`${world.product.url}${route}`)
    await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor()
  }

  await open('/overview/natural', 'Overview')
  await page.getByText(`${SITES.length} up`, { exact: false }).first().waitFor()
  // The dashboard panels below the cards load on their own: every one settled before the picture.
  await page.getByRole('region', { name: 'Down now' }).getByText('Every site is up').waitFor()
  await page.waitForFunction(() => document.querySelector('.sf-spinner') === null)
  await snap(page, 'overview')

  await open('/domains?category=Keto', 'Domains in "Keto"')
  for (const domain of SITES) await page.getByText(domain, { exact: true }).first().waitFor()
  await snap(page, 'domain-list')

  await open('/import/natural', 'Import')
  await snap(page, 'import')

  await open('/alerts', 'Alerts')
  await snap(page, 'alerts')

  await open('/registrars', 'Registrars')
  await snap(page, 'registrars')

  expect(fs.readdirSync(IMAGES).filter((f) => f.endsWith('.png')).sort())
    .toEqual(expect.arrayContaining(['alerts.png', 'domain-list.png', 'import.png', 'overview.png', 'registrars.png']))
}, 300_000)
