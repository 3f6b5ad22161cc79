import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { useWorld, USER } from '../support/fixture'
import { ADMIN, REPO_ROOT, freePort } from '../support/product'
import { axeViolations, measureFit, withAxe } from '../support/screen-audit'
import { postJson, useToken } from '../support/session'
import { StaticServer } from '../support/static-server'

/**
 * An admin's remote override (REMOTE_OVERRIDE_ORIGINS): the domains team's build served from a
 * second origin (their staging server) is loaded in the admin's own browser once set on the
 * Remote override screen, under the enforced CSP, with a banner; clearing it brings the normal
 * remote back. An unlisted origin is refused; a user can neither reach the screen nor set one;
 * no URL can set one.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sitefleet-override-'))
let staging: StaticServer

beforeAll(async () => {
  fs.cpSync(path.join(REPO_ROOT, 'mfe-domains', 'dist'), work, { recursive: true })
  staging = new StaticServer(work, await freePort())
  await staging.start()
})
afterAll(async () => {
  await staging.stop()
  fs.rmSync(work, { recursive: true, force: true })
})

const world = useWorld(() => ({ REMOTE_OVERRIDE_ORIGINS: staging.url }))

const banner = (page: Page) => page.getByRole('status', { name: 'Remote override in use' })

/** Opens the domain errors page (an mfe-domains page) and answers the remote's script URLs it loaded. */
async function domainErrors (page: Page): Promise<string[]> {
  const loaded: string[] = []
  const record = (request: { url(): string }) => loaded.push(request.url())
  page.on('request', record)
  await page.goto(`${world.product.url}/admin/domain-errors/natural`)
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  page.off('request', record)
  return loaded.filter((url) => url.endsWith('remoteEntry.js') || url.endsWith('mf-manifest.json'))
}

async function setOverride (page: Page, url: string) {
  await page.goto(`${world.product.url}/admin/remote-override`)
  await page.getByLabel('Remote', { exact: true }).selectOption('mfe_domains')
  await page.getByLabel('Address').fill(url)
  await page.getByRole('button', { name: 'Load from this address' }).click()
}

test('an admin loads mfe-domains from a listed origin in their browser, sees the banner, and Clear restores the normal remote', async () => {
  const page = await world.newPage()
  await withAxe(page)
  await useToken(page, world.product, world.adminToken, ADMIN.name)
  const response = await page.goto(`${world.product.url}/admin/remote-override`)
  expect(response?.headers()['content-security-policy']).toContain(`script-src 'self' ${staging.url};`)
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${staging.url};`)

  await setOverride(page, `${staging.url}/mf-manifest.json`)
  await banner(page).getByText(`mfe-domains is loaded from ${staging.url}/mf-manifest.json`).waitFor()
  // The screen and its banner are readable (WCAG AA) and fit a phone.
  expect(await axeViolations(page)).toEqual([])
  await page.setViewportSize({ width: 390, height: 844 })
  expect((await measureFit(page)).pageWidth).toBe(390)
  await page.setViewportSize({ width: 1280, height: 800 })

  // A new load: the server confirms the kept override, the shell registers it before any load.
  const overridden = await domainErrors(page)
  expect(overridden).toEqual(expect.arrayContaining([`${staging.url}/mf-manifest.json`, `${staging.url}/remoteEntry.js`]))
  expect(overridden.filter((url) => url.includes('/remotes/mfe-domains/'))).toEqual([])
  await banner(page).getByText(`mfe-domains is loaded from ${staging.url}/mf-manifest.json`).waitFor()

  // Another browser of the same admin keeps the normal remote: the override is this browser's.
  const other = await world.newPage()
  await useToken(other, world.product, world.adminToken, ADMIN.name)
  const normal = await domainErrors(other)
  expect(normal).toContain(`${world.product.url}/remotes/mfe-domains/remoteEntry.js`)
  expect(normal.filter((url) => url.startsWith(staging.url))).toEqual([])
  expect(await banner(other).count()).toBe(0)

  await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Clear override' }).click()])
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  expect(await banner(page).count()).toBe(0)
  const restored = await domainErrors(page)
  expect(restored).toContain(`${world.product.url}/remotes/mfe-domains/remoteEntry.js`)
  expect(restored.filter((url) => url.startsWith(staging.url))).toEqual([])
}, 120_000)

test('an origin not in REMOTE_OVERRIDE_ORIGINS is refused with the reason, and nothing changes', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.adminToken, ADMIN.name)
  await setOverride(page, 'http://127.0.0.1:9/mf-manifest.json')
  await page.getByRole('alert').getByText(`http://127.0.0.1:9 is not in REMOTE_OVERRIDE_ORIGINS (allowed: ${staging.url})`).waitFor()
  expect(await banner(page).count()).toBe(0)
  expect(await page.evaluate(() => localStorage.getItem('remoteOverride'))).toBeNull()
  const loaded = await domainErrors(page)
  expect(loaded).toContain(`${world.product.url}/remotes/mfe-domains/remoteEntry.js`)
}, 120_000)

test('no link can set one: query and hash are ignored', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.adminToken, ADMIN.name)
  const address = encodeURIComponent(`${staging.url}/mf-manifest.json`)
  const loaded: string[] = []
  page.on('request', (request) => loaded.push(request.url()))
  await page.goto(`${world.product.url}/admin/domain-errors/natural?remote=mfe_domains&remoteOverride=${address}#remoteOverride=${address}`)
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  expect(loaded.filter((url) => url.startsWith(staging.url))).toEqual([])
  expect(await banner(page).count()).toBe(0)
}, 120_000)

test('a user cannot set one: the screen is not theirs and the server answers 403', async () => {
  const page = await world.newPage()
  await useToken(page, world.product, world.userToken, USER.name)
  await page.goto(`${world.product.url}/domain-errors/natural`)
  await page.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  await page.getByText(`Welcome, ${USER.name}`).click()
  await page.getByRole('link', { name: 'API tokens' }).waitFor()
  expect(await page.getByRole('link', { name: 'Remote override' }).count()).toBe(0)
  await page.goto(`${world.product.url}/admin/remote-override`)
  await page.waitForURL(`${world.product.url}/login`)

  const refused = await postJson(`${world.product.url}/api/remote-override`, { remote: 'mfe_domains', url: `${staging.url}/mf-manifest.json` }, world.userToken)
  expect(refused.status).toBe(403)
  expect(refused.body.message).toBe('Admin access required')
}, 120_000)
