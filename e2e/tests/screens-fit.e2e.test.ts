import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { useWorld, USER } from '../support/fixture'
import { ADMIN, REPO_ROOT } from '../support/product'
import { axeViolations, measureFit, settled, withAxe } from '../support/screen-audit'
import { postJson, saveDomain, useToken } from '../support/session'

// Every signed-in screen of a user and of an admin, as a new operator meets them: at 390 and
// 1280 px the page never scrolls sideways and every row action of every table can be seen whole;
// axe finds no WCAG 2.1 A/AA violation in the light and in the dark theme. The screenshots in
// docs/images are made here.
const world = useWorld()
const IMAGES = path.join(REPO_ROOT, 'docs', 'images')
const DAY_MS = 24 * 60 * 60 * 1000
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const EMAIL = 'infrastructure-team@farm.test'
let userId = ''

async function ok (result: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await result
  if (status >= 300) throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`)
}

beforeAll(async () => {
  const url = world.product.url
  // Real rows in every table, with the long names and messages that used to overflow. The checks
  // of these made-up names are refused (nothing listens), so error tags show too.
  for (const domain of ['alpha-supplements.farm.test', 'a-very-long-domain-name-for-a-keto-supplement-brand.farm.test', 'beta.farm.test']) {
    await saveDomain(world.product, world.userToken, domain)
  }
  await ok(postJson(`${url}/api/hosting/add-hostingInfo`, { platform: 'DigitalOcean', email: EMAIL, server: 'web-1', ServerExpiryDate: day(5) }, world.userToken))
  await ok(postJson(`${url}/api/hosting/add-hostingInfo`, { platform: 'Hetzner Online', email: EMAIL, server: 'old-1', ServerExpiryDate: day(-3) }, world.userToken))
  for (const token of [world.userToken, world.adminToken]) {
    await ok(postJson(`${url}/auth/tokens`, { name: 'Deploy script of the supplement sites', access: 'read' }, token))
    await ok(postJson(`${url}/api/registrars`, {
      provider: 'porkbun',
      name: 'Main Porkbun account of the supplement brands',
      credentials: { apiKey: 'pk1_not_a_real_key', secretApiKey: 'sk1_not_a_real_key' },
    }, token))
  }
  await ok(postJson(`${url}/api/locations`, { name: 'Frankfurt probe' }, world.adminToken))
  const users = await (await fetch(`${url}/admin/users`, { headers: { authorization: `Bearer ${world.adminToken}` } })).json() as Array<{ _id: string; email: string }>
  userId = users.find((u) => u.email === USER.email)!._id
  fs.mkdirSync(IMAGES, { recursive: true })
})

const USER_SCREENS = [
  '/overview/natural', '/products/natural', '/urlscan/natural', '/domains/', '/import/natural', '/changes/natural', '/footprints/natural',
  '/domain-errors/natural', '/affiliate-errors/natural', '/domain-expire/natural', '/not-index/natural', '/ssl-expire/natural',
  '/hosting-form', '/hosting-data', '/hosting-expire/natural', `/servers/${encodeURIComponent(EMAIL)}`, `/hosting/domains/${encodeURIComponent(EMAIL)}/web-1`,
  '/renewals/natural', '/registrars', '/alerts', '/alerts/settings', '/api-tokens',
]
const ADMIN_SCREENS = [
  '/admin/overview/natural', '/admin/products/natural', '/admin/urlscan/natural', '/admin/domains/natural', '/admin/import/natural', '/admin/changes/natural',
  '/admin/footprints/natural', '/admin/signup', '/admin/users', '/admin/user/:userId/domains', '/admin/affiliate-errors/natural', '/admin/domain-errors/natural',
  '/admin/domain-expire/natural', '/admin/not-index/natural', '/admin/ssl-expire/natural', '/admin/hosting-form', '/admin/hosting-data',
  '/admin/hosting-expire/natural', '/admin/renewals/natural', '/admin/registrars', '/admin/alerts', '/admin/alerts/settings', '/admin/api-tokens', '/admin/locations',
  '/admin/remote-override',
]
/** The screens whose pictures the docs show, by file name. */
const SCREENSHOTS: Record<string, string> = {
  '/import/natural': 'import',
  '/overview/natural': 'overview',
  '/registrars': 'registrars',
  '/renewals/natural': 'renewals',
}
const WIDTHS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }]

async function audit (page: Page, screen: string): Promise<string[]> {
  const problems: string[] = []
  const url = `${world.product.url}${screen.replace(':userId', userId)}`
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.goto(url)
    await settled(page)
    const fit = await measureFit(page)
    if (fit.pageWidth !== size.width) problems.push(`${size.width} px: the page is ${fit.pageWidth} px wide`)
    problems.push(...fit.cutActions.map((cut) => `${size.width} px: ${cut}`))
    problems.push(...(await axeViolations(page)).map((v) => `${size.width} px light: ${v}`))
    const shot = SCREENSHOTS[screen]
    if (shot) await page.screenshot({ path: path.join(IMAGES, `${shot}-${size.width}.png`) })
  }
  // The system's dark setting, followed without a choice in the header.
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.reload()
  await settled(page)
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  if (background === 'rgb(244, 246, 250)') problems.push('dark: the page stayed light')
  problems.push(...(await axeViolations(page)).map((v) => `1280 px dark: ${v}`))
  return problems
}

describe('user screens', () => {
  test.each(USER_SCREENS)('%s fits 390 and 1280 px and passes axe in both themes', async (screen) => {
    const page = await world.newPage()
    await withAxe(page)
    await useToken(page, world.product, world.userToken, USER.name)
    expect(await audit(page, screen)).toEqual([])
  })
})

describe('admin screens', () => {
  test.each(ADMIN_SCREENS)('%s fits 390 and 1280 px and passes axe in both themes', async (screen) => {
    const page = await world.newPage()
    await withAxe(page)
    await useToken(page, world.product, world.adminToken, ADMIN.name)
    expect(await audit(page, screen)).toEqual([])
  })
})

test('the header switch picks the dark theme over a light system setting, and the choice stays', async () => {
  const page = await world.newPage()
  await page.emulateMedia({ colorScheme: 'light' })
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/overview/natural`)
  await settled(page)
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const light = await background()
  const switchButton = page.getByRole('button', { name: 'Dark theme' })
  expect(await switchButton.getAttribute('aria-pressed')).toBe('false')
  await switchButton.click()
  expect(await switchButton.getAttribute('aria-pressed')).toBe('true')
  const dark = await background()
  expect(dark).not.toBe(light)
  await page.reload()
  await settled(page)
  expect(await background()).toBe(dark)
  await page.getByRole('button', { name: 'Dark theme' }).click()
  expect(await background()).toBe(light)
})
