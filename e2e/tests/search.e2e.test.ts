import type { Locator } from 'playwright-core'
import { FARM_CA_FILE, startFarm, type Farm } from '../../api/test/farm'
import { fakeSearchApis } from '../../api/test/farm/sites/search-apis'
import { fill, serviceAccount } from '../../api/test/helpers/search'
import { dayOfMs } from '../../api/src/components/search/days'
import { launchBrowser } from '../support/browser'
import { useWorld, USER } from '../support/fixture'
import { freePort } from '../support/product'
import { saveDomain, useToken } from '../support/session'

// A Google service account added in the browser syncs against fakes of Google's token endpoint
// and Search Console at their real host names (pinned by CONNECT_TO): the Search table shows
// each matched site's 28-day clicks with their change and trend, and a site's page draws its
// daily clicks with its own events (its outage: nothing answers for these made-up names) beside;
// the overview's card sums the week. An OAuth account is connected through Google's consent
// page (a fake at accounts.google.com that the browser reaches by a host-resolver rule) and
// comes back with its refresh token kept.
const EMAIL = 'fleet-reader@e2e-search.iam.gserviceaccount.com'
const SITES = ['growing-keto.farm.test', 'falling-vitamins.farm.test']
const fakes = fakeSearchApis()
const key = serviceAccount(EMAIL)
const today = dayOfMs(Date.now())
fakes.serviceKeys.set(EMAIL, key.publicPem)
fakes.google.set(EMAIL, [...SITES.map((s) => ({ siteUrl: `sc-domain:${s}`, permissionLevel: 'siteOwner' })), { siteUrl: 'https://not-saved.example/', permissionLevel: 'siteOwner' }])
fill(fakes, 'sc-domain:growing-keto.farm.test', today - 500, today, () => ({ clicks: 120, impressions: 1500, position: 3.2 }))
// Half the clicks in the last 28 days: the biggest loser.
fill(fakes, 'sc-domain:falling-vitamins.farm.test', today - 500, today, (d) => ({ clicks: d >= today - 31 ? 40 : 80, impressions: 900, position: 7.5 }))

const OAUTH_CLIENT = { id: '123-sitefleet.apps.googleusercontent.com', secret: 'GOCSPX-e2e-client-secret' }
const GOOGLE_USER = 'operator@e2e-portfolio.example'
fakes.clients.set(OAUTH_CLIENT.id, OAUTH_CLIENT.secret)
fakes.google.set(GOOGLE_USER, [{ siteUrl: 'sc-domain:oauth-owned.example', permissionLevel: 'siteOwner' }, { siteUrl: 'https://blog.oauth-owned.example/', permissionLevel: 'siteRestrictedUser' }])
fakes.consentAs = GOOGLE_USER

let farm: Farm
/** Chosen up front: Google sends the browser back to PUBLIC_URL, the product's own address. */
let port: number
beforeAll(async () => {
  farm = await startFarm({ sites: fakes.sites })
  port = await freePort()
})
afterAll(() => farm.close())
const world = useWorld(() => ({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  CONNECT_TO: farm.connectTo(),
  NODE_EXTRA_CA_CERTS: FARM_CA_FILE,
  SEARCH_GOOGLE_INTERVAL_MS: '0',
  ALERT_CONFIRM_SECONDS: '0',
  RDAP_BOOTSTRAP_URL: '',
}))

/**
 * Reloads with `open` until `target` shows (the worker runs in the background), at most ~3 minutes.
 * Each load gets a few seconds to draw: on a busy machine the screen's data comes well after the
 * page's load event.
 */
async function until (open: () => Promise<void>, target: Locator) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    await open()
    try {
      await target.waitFor({ timeout: 5000 })
      return
    } catch {
      // Not there yet: load again.
    }
  }
  throw new Error('gave up waiting')
}

test('add a Google service account, see the Search table with its figures, open a site\'s page with its chart and events', async () => {
  for (const site of SITES) await saveDomain(world.product, world.userToken, site)
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/products/natural`)
  await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Search', exact: true }).click()
  await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor()

  // The key is pasted once and never shown again.
  await page.getByRole('button', { name: 'Add account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add search account' })
  await dialog.getByLabel('Kind').selectOption('google-service-account')
  await dialog.getByLabel('Account Name').fill('Agency Search Console')
  await dialog.getByLabel('Service account JSON key').fill(key.keyJson)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.waitFor({ state: 'detached' })
  const account = page.getByRole('table', { name: 'Search accounts' }).getByRole('row', { name: 'Agency Search Console' })
  await account.waitFor()
  expect(await page.content()).not.toContain('PRIVATE KEY')

  // Test lists the properties at the fake now and says so.
  await account.getByRole('button', { name: 'Test' }).click()
  await account.getByText('Connected: 3 properties, 3 with full or restricted access').waitFor({ timeout: 30_000 })

  // The first sync reads 16 months per matched property; the table then has both sites.
  const table = page.getByRole('table', { name: 'Search performance by site' })
  await until(() => page.reload().then(() => undefined), table.getByRole('row', { name: 'falling-vitamins.farm.test' }))
  const growing = table.getByRole('row', { name: 'growing-keto.farm.test' })
  await growing.getByText('3,360').waitFor()
  await growing.getByRole('img', { name: /Weekly clicks of growing-keto.farm.test: 840 twelve weeks ago, 840 last week/ }).waitFor()
  await account.getByText('OK', { exact: true }).waitFor()
  expect(fakes.requests.some((r) => r.host === 'oauth2.googleapis.com' && r.status === 200)).toBe(true)
  expect(fakes.requests.some((r) => r.path.includes('not-saved.example'))).toBe(false)

  // Biggest losers first: the falling site leads.
  await page.getByLabel('Sort').selectOption('clicksChange')
  await table.getByRole('row').nth(1).getByRole('link', { name: 'falling-vitamins.farm.test' }).waitFor()
  const falling = table.getByRole('row', { name: 'falling-vitamins.farm.test' })
  await falling.getByText('−50 %').first().waitFor()

  // Properties: the one standing for no saved domain is "not monitored".
  await page.getByText('Properties not monitored (1)').click()
  await page.getByRole('list', { name: 'Properties not monitored' }).getByText(/not-saved\.example/).waitFor()

  // The site's page: its chart, and its own events on the same range (its checks find nobody home).
  await falling.getByRole('link', { name: 'falling-vitamins.farm.test' }).click()
  await page.getByRole('heading', { name: 'falling-vitamins.farm.test', level: 1 }).waitFor()
  await page.getByRole('img', { name: 'Daily clicks and impressions of falling-vitamins.farm.test' }).waitFor()
  expect(await page.locator('.ix-chart canvas').count()).toBeGreaterThan(0)
  const events = page.getByRole('list', { name: 'Site events' })
  await until(() => page.reload().then(() => undefined), events.getByText('Site down').first())
  await events.getByText(/falling-vitamins\.farm\.test is down/).first().waitFor()
  await page.getByRole('region', { name: 'Index status' }).getByRole('button', { name: 'Inspect now' }).waitFor()

  // The overview's card: this week's Google clicks against last week's.
  await page.goto(`${world.product.url}/overview/natural`)
  const card = page.getByRole('region', { name: 'Search clicks' })
  await card.getByText(/Google clicks this week: 1,120/).waitFor()
  await card.getByText(/Last week: 1,120 · 2 sites/).waitFor()
}, 480_000)

test('connect a Google OAuth account through Google\'s consent page and come back connected', async () => {
  // The browser reaches "Google" at the farm; the farm's CA is the product's, not the browser's.
  const browser = await launchBrowser([`--host-resolver-rules=MAP accounts.google.com:443 127.0.0.1:${farm.httpsPort}`])
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const page = await context.newPage()
    await useToken(page, world.product, world.userToken, USER.name)
    await page.goto(`${world.product.url}/search/natural`)
    await page.getByRole('heading', { name: 'Search', level: 1 }).waitFor()

    await page.getByRole('button', { name: 'Add account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add search account' })
    await dialog.getByLabel('Kind').selectOption('google-oauth')
    await dialog.getByLabel('Account Name').fill('Operator Google login')
    await dialog.getByLabel('OAuth Client ID').fill(OAUTH_CLIENT.id)
    await dialog.getByLabel('OAuth Client Secret').fill(OAUTH_CLIENT.secret)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    const account = page.getByRole('table', { name: 'Search accounts' }).getByRole('row', { name: 'Operator Google login' })
    const consent = page.getByRole('heading', { name: 'Sitefleet wants to access your Google Account' })

    // Cancel on Google's page: back with a message, nothing kept.
    await account.getByRole('button', { name: 'Connect', exact: true }).click()
    await consent.waitFor()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('Google did not connect the account (access refused, or the link expired). Press Connect to try again.').waitFor()
    await account.getByRole('button', { name: 'Connect', exact: true }).waitFor()

    // Google's consent page, asked for read-only Search Console access by this client.
    await account.getByRole('button', { name: 'Connect', exact: true }).click()
    await consent.waitFor()
    expect(new URL(page.url()).hostname).toBe('accounts.google.com')
    await page.getByText(GOOGLE_USER).waitFor()
    await page.getByRole('button', { name: 'Allow' }).click()

    // Back on the Search screen, said once; the code was exchanged for a refresh token.
    await page.getByText('Google account connected. Its first sync has started.').waitFor()
    expect(new URL(page.url()).pathname).toBe('/search/natural')
    expect(fakes.requests.some((r) => r.host === 'oauth2.googleapis.com' && r.body.includes('grant_type=authorization_code') && r.status === 200)).toBe(true)
    await account.getByRole('button', { name: 'Reconnect' }).waitFor()
    await account.getByRole('button', { name: 'Test' }).click()
    await account.getByText('Connected: 2 properties, 2 with full or restricted access').waitFor({ timeout: 30_000 })
    expect(await page.content()).not.toContain(OAUTH_CLIENT.secret)
    await context.close()
  } finally {
    await browser.close()
  }
})
