import path from 'node:path'
import { useWorld } from '../support/fixture'
import { REPO_ROOT, freePort } from '../support/product'
import { postJson } from '../support/session'
import { StaticServer } from '../support/static-server'

/**
 * Embedding panels on other origins, with the host pages of examples/embed/ as a user
 * would deploy them: served from an origin in EMBED_ORIGINS, and from one that is not.
 */
const EXAMPLES = path.join(REPO_ROOT, 'examples', 'embed')
let allowed: StaticServer
let other: StaticServer

beforeAll(async () => {
  allowed = new StaticServer(EXAMPLES, await freePort())
  other = new StaticServer(EXAMPLES, await freePort())
  await allowed.start()
  await other.start()
})
afterAll(async () => {
  await allowed.stop()
  await other.stop()
})

const world = useWorld(() => ({ EMBED_ORIGINS: allowed.url }))

let readToken = ''
beforeAll(async () => {
  const minted = await postJson(`${world.product.url}/auth/tokens`, { name: 'wall screen', access: 'read' }, world.userToken)
  readToken = String(minted.body.token)
  const save = async (token: string, domain: string, statusCode: number) => {
    const result = await postJson(`${world.product.url}/api/scraper/save`, { domain, brandCategory: 'Keto', issueDate: null, data: { domain, statusCode } }, token)
    if (result.status !== 201) throw new Error(`save ${domain}: ${JSON.stringify(result.body)}`)
  }
  await save(world.userToken, 'wall-healthy.com', 200)
  await save(world.userToken, 'wall-broken.com', 500)
  // Someone else's domain: a panel with the user's token never shows it.
  await save(world.adminToken, 'admin-only.com', 500)
})

async function hostPage (url: string) {
  const page = await world.newPage()
  await page.addInitScript((settings) => { Object.assign(window, { SITEFLEET_EMBED: settings }) }, { baseUrl: world.product.url, token: readToken })
  await page.goto(url)
  return page
}

test("a plain page on an allowed origin mounts the domain errors and domain list panels with a read token: the user's live rows, no write controls", async () => {
  const page = await hostPage(`${allowed.url}/plain/index.html`)
  const errors = page.getByRole('region', { name: 'Domain errors panel' })
  const domains = page.getByRole('region', { name: 'Domain list panel' })
  await errors.getByRole('listitem', { name: 'wall-broken.com' }).waitFor()
  await domains.getByRole('article', { name: 'wall-healthy.com' }).waitFor()
  await domains.getByRole('article', { name: 'wall-broken.com' }).waitFor()
  expect(await page.getByText('admin-only.com').count()).toBe(0)
  expect(await domains.getByRole('button', { name: 'Delete' }).count()).toBe(0)
  expect(await domains.getByRole('button', { name: 'Rename' }).count()).toBe(0)

  // Live: a domain saved now is there the next time the page loads.
  await postJson(`${world.product.url}/api/scraper/save`, { domain: 'wall-new.com', brandCategory: 'Keto', issueDate: null, data: { domain: 'wall-new.com', statusCode: 200 } }, world.userToken)
  await page.reload()
  await page.getByRole('region', { name: 'Domain list panel' }).getByRole('article', { name: 'wall-new.com' }).waitFor()
})

test('the same page on an origin not in EMBED_ORIGINS says so, naming EMBED_ORIGINS, instead of an empty list', async () => {
  const page = await hostPage(`${other.url}/plain/index.html`)
  const errors = page.getByRole('region', { name: 'Domain errors panel' })
  await errors.getByRole('alert').filter({ hasText: 'EMBED_ORIGINS' }).waitFor()
  expect(await errors.getByRole('alert').textContent()).toContain(other.url)
  expect(await page.getByText('No domains saved yet.').count()).toBe(0)
  expect(await page.getByText('All domains are healthy').count()).toBe(0)
})

test('an iframe on an allowed origin gets its token by postMessage and shows live rows; the token is not in its URL', async () => {
  const page = await hostPage(`${allowed.url}/frame/index.html`)
  const frame = page.frameLocator('#panel')
  await frame.getByRole('listitem', { name: 'wall-broken.com' }).waitFor()
  expect(await frame.getByText('admin-only.com').count()).toBe(0)
  const src = await page.locator('#panel').getAttribute('src')
  expect(src).toBe(`${world.product.url}/embed/domain-errors/natural`)
  expect(page.frames().map((f) => f.url()).join(' ')).not.toContain(readToken)
})

test('a parent on an origin not in EMBED_ORIGINS cannot frame the panel', async () => {
  const page = await hostPage(`${other.url}/frame/index.html`)
  // Chromium refuses the frame and reports the frame-ancestors directive on the console.
  for (let i = 0; i < 100 && !world.cspViolations.some((v) => v.includes('frame-ancestors')); i += 1) await page.waitForTimeout(100)
  const refused = world.cspViolations.splice(0)
  expect(refused.join('\n')).toContain('frame-ancestors')
  expect(await page.frameLocator('#panel').getByText('Domains with Errors').count()).toBe(0)
  expect(await page.frameLocator('#panel').getByRole('listitem', { name: 'wall-broken.com' }).count()).toBe(0)
})

test('the dashboard itself still cannot be framed, even by an allowed origin', async () => {
  const page = await world.newPage()
  const response = await page.request.get(`${world.product.url}/domains/`, { headers: { accept: 'text/html' } })
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response.headers()['x-frame-options']).toBe('DENY')
  const embed = await page.request.get(`${world.product.url}/embed/domain-errors/natural`, { headers: { accept: 'text/html' } })
  expect(embed.headers()['content-security-policy']).toContain(`frame-ancestors ${allowed.url}`)
})

test.each([
  ['sharing its React: the remote\'s Panel renders in the host\'s tree', ''],
  ['not sharing React: the panel mounts with its own copy', '?share=none'],
])('a small React host (Module Federation) %s, and the host keeps working', async (_how, query) => {
  const page = await hostPage(`${allowed.url}/react-host/dist/index.html${query}`)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.getByRole('heading', { name: query ? /not sharing React/ : /, sharing React/ }).waitFor()
  const panel = page.getByRole('region', { name: 'Sitefleet domain errors' })
  await panel.getByRole('heading', { name: 'Domains with Errors' }).waitFor()
  await panel.getByRole('listitem', { name: 'wall-broken.com' }).waitFor()
  await page.getByRole('button', { name: 'Host clicks: 0' }).click()
  await page.getByRole('button', { name: 'Host clicks: 1' }).waitFor()
  expect(errors).toEqual([])
})

test('a plain page shows live rows through <sitefleet-panel> from /embed.js, and a second element with another token shows its own rows and toasts', async () => {
  const admin = await postJson(`${world.product.url}/auth/tokens`, { name: 'second team', access: 'write' }, world.adminToken)
  const page = await world.newPage()
  await page.addInitScript((settings) => { Object.assign(window, { SITEFLEET_EMBED: settings }) }, { baseUrl: world.product.url, token: readToken, secondToken: String(admin.body.token) })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${allowed.url}/element/index.html`)
  const first = page.getByRole('region', { name: 'Domain errors panel' })
  const second = page.getByRole('region', { name: "Second team's domain list" })
  await first.getByRole('listitem', { name: 'wall-broken.com' }).waitFor()
  // The admin's token sees the admin's domain; the user's read token beside it never does.
  await second.getByRole('article', { name: 'admin-only.com' }).waitFor()
  expect(await first.getByText('admin-only.com').count()).toBe(0)
  expect(await first.getByRole('button', { name: 'Note' }).count()).toBe(0)

  const card = second.getByRole('article', { name: 'admin-only.com' })
  await card.getByRole('button', { name: 'Note' }).click()
  await card.getByRole('textbox', { name: 'Note' }).fill('Second team')
  await card.getByRole('button', { name: 'Save Note' }).click()
  await second.getByRole('status').filter({ hasText: 'Note saved' }).waitFor()
  expect(await first.getByText('Note saved').count()).toBe(0)

  // Removed from the page, the element unmounts its panel: the detached element is left empty.
  const left = await page.evaluate(async () => {
    const element = document.getElementById('errors')!
    const before = element.childElementCount
    element.remove()
    await new Promise((resolve) => setTimeout(resolve, 100))
    return { before, after: element.childElementCount }
  })
  expect(left.before).toBeGreaterThan(0)
  expect(left.after).toBe(0)
  expect(errors).toEqual([])
})
