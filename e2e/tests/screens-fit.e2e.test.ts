import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { useWorld, USER } from '../support/fixture'
import { ADMIN, REPO_ROOT } from '../support/product'
import { axeViolations, measureFit, settled, withAxe } from '../support/screen-audit'
import { postJson, saveDomain, useToken } from '../support/session'
import { ROUTE_TABLE, sidebarLinks } from '../../shared/src/routes/paths'

// Every signed-in screen of a user and of an admin, as a new operator meets them: at 390 and
// 1280 px the page never scrolls sideways and every row action of every table can be seen whole;
// axe finds no WCAG 2.1 A/AA violation in the light and in the dark theme. The screenshots in
// docs/images are made here.
// Alerts are confirmed at once, so the seeded sites' refused checks open incidents quickly.
const world = useWorld({ ALERT_CONFIRM_SECONDS: '0' })
const STARTED = Date.now()
const IMAGES = path.join(REPO_ROOT, 'docs', 'images')
const DAY_MS = 24 * 60 * 60 * 1000
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const EMAIL = 'infrastructure-team@farm.test'
let userId = ''
let incidentId = ''

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
  // A mail channel, so the seeded sites' outage is sent and opens an incident: the Incidents
  // pages and a timeline then have rows (the admin's show everyone's, this one too).
  const mailbox = await postJson(`${url}/api/alerts/channels`, { kind: 'email', name: 'Operations team mailbox', target: 'ops@farm.test' }, world.userToken)
  await ok(Promise.resolve(mailbox))
  await fetch(`${url}/api/scraper/refresh-and-errors`, { headers: { authorization: `Bearer ${world.userToken}` } })
  const users = await (await fetch(`${url}/admin/users`, { headers: { authorization: `Bearer ${world.adminToken}` } })).json() as Array<{ _id: string; email: string }>
  userId = users.find((u) => u.email === USER.email)!._id
  // A rotation and an escalation policy with long names: the settings lists and "On call".
  const rotation = await postJson(`${url}/api/oncall-rotations`, {
    name: 'Weekend on-call rotation of the supplement sites', timezone: 'Europe/Berlin', period: 'weekly', handoffTime: '09:00', handoffWeekday: 1, startDate: day(-10), memberIds: [userId],
  }, world.userToken)
  await ok(Promise.resolve(rotation))
  const ids = { channel: (mailbox.body as { channel: { id: string } }).channel.id, rotation: (rotation.body as { rotation: { id: string } }).rotation.id }
  await ok(postJson(`${url}/api/escalation-policies`, {
    name: 'Wake the supplement team when nobody answers',
    steps: [{ afterMinutes: 5, channelIds: [ids.channel], rotationIds: [] }, { afterMinutes: 15, channelIds: [], rotationIds: [ids.rotation] }],
    repeats: 2,
  }, world.userToken))
  incidentId = await firstIncident(world.userToken)
  fs.mkdirSync(IMAGES, { recursive: true })
})

/** The id of the caller's first incident, once their outage has opened one. */
async function firstIncident (token: string): Promise<string> {
  const end = Date.now() + 120_000
  for (;;) {
    const response = await fetch(`${world.product.url}/api/incidents`, { headers: { authorization: `Bearer ${token}` } })
    const { incidents } = await response.json() as { incidents: Array<{ id: number }> }
    if (incidents.length > 0) return String(incidents[0].id)
    if (Date.now() > end) throw new Error('seeding failed: no incident was opened')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** What each route parameter stands for: the rows seeded above (`:userId` once it is known). */
const PARAMS: Record<string, string> = { type: 'natural', email: encodeURIComponent(EMAIL), server: 'web-1' }
const fill = (pattern: string) => pattern.replace(/:(\w+)/g, (whole, name: string) => PARAMS[name] ?? whole)
// Straight from the route table the router is tested against: a screen added to the product is
// audited here without anyone remembering to list it.
const signedIn = ROUTE_TABLE.filter((r) => r.access !== 'public')
const USER_SCREENS = signedIn.filter((r) => r.access !== 'admin').map((r) => fill(r.pattern))
const ADMIN_SCREENS = signedIn.filter((r) => r.access === 'admin').map((r) => fill(r.pattern))
/** The screens whose pictures the docs show, by file name. */
const SCREENSHOTS: Record<string, string> = {
  '/import/natural': 'import',
  '/overview/natural': 'overview',
  '/registrars': 'registrars',
  '/renewals/natural': 'renewals',
}
const LIGHT_BACKGROUND = 'rgb(244, 246, 250)'
const WIDTHS = [{ width: 390, height: 844 }, { width: 1280, height: 800 }]

async function audit (page: Page, screen: string): Promise<string[]> {
  const problems: string[] = []
  const url = `${world.product.url}${screen.replace(':userId', userId).replace(':id', incidentId)}`
  // The light theme, then the system's dark setting (followed without a choice in the header),
  // each at both widths: the fit and axe's verdict in each.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    for (const size of WIDTHS) {
      const where = `${size.width} px ${colorScheme}`
      await page.setViewportSize(size)
      await page.goto(url)
      await settled(page)
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      if ((background === LIGHT_BACKGROUND) !== (colorScheme === 'light')) problems.push(`${where}: the page background is ${background}`)
      const fit = await measureFit(page)
      if (fit.pageWidth !== size.width) problems.push(`${where}: the page is ${fit.pageWidth} px wide`)
      problems.push(...fit.cutActions.map((cut) => `${where}: ${cut}`))
      problems.push(...(await axeViolations(page)).map((v) => `${where}: ${v}`))
      const shot = SCREENSHOTS[screen]
      if (shot !== undefined && colorScheme === 'light') await page.screenshot({ path: path.join(IMAGES, `${shot}-${size.width}.png`) })
    }
  }
  return problems
}

test('the audited screens hold every entry of both sidebars', () => {
  for (const [layout, screens] of [['user', USER_SCREENS], ['admin', ADMIN_SCREENS]] as const) {
    const targets = sidebarLinks(layout, 'natural').flatMap((item) => (item.kind === 'link' ? [item.to] : []))
    expect(targets.filter((to) => !screens.includes(to))).toEqual([])
  }
  expect(USER_SCREENS).toContain('/reputation/natural')
  expect(ADMIN_SCREENS).toContain('/admin/reputation/natural')
})

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

test('the pictures docs/screens.md shows were taken by this run, at 390 and 1280 px wide', () => {
  for (const shot of Object.values(SCREENSHOTS)) {
    for (const { width } of WIDTHS) {
      const file = path.join(IMAGES, `${shot}-${width}.png`)
      expect({ file, taken: fs.statSync(file).mtimeMs >= STARTED }).toEqual({ file, taken: true })
      // The PNG's width, from its IHDR chunk.
      expect(fs.readFileSync(file).readUInt32BE(16)).toBe(width)
    }
  }
})
