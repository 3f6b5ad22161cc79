import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type Overview } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, recordUrls, renderPage, resetStores } from '../../../testing/render-page'

let server: TestServer
let urls: ReturnType<typeof recordUrls>

const overview: Overview = {
  sites: { up: 40, down: 3, unchecked: 2 },
  uptime30: 99.456,
  uptimeSince: null,
  errorsByCode: [{ code: 404, count: 1 }, { code: 503, count: 2 }],
  expiring: { domains: 4, servers: 1, certificates: 2 },
  notIndexed: 7,
  brokenAffiliateLinks: 5,
  changesThisWeek: 6,
  renewals30: { count: 0, cost: [] },
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  // The dashboard panels, empty (dashboard-panels.test.tsx covers them).
  for (const scope of ['/api/scraper', '/casino/scraper']) {
    server.on(`GET ${scope}/overview/down`, () => ({ body: { groups: [], total: 0 } }))
    server.on(`GET ${scope}/overview/uptime-trend`, () => ({ body: { days: [] } }))
    server.on(`GET ${scope}/overview/upcoming`, () => ({ body: { items: [], total: 0 } }))
    server.on(`GET ${scope}/overview/open-alerts`, () => ({ body: { alerts: [], total: 0 } }))
    server.on(`GET ${scope}/changes`, () => ({ body: { total: 0, kinds: [], changes: [] } }))
    server.on(`GET ${scope}/reputation/summary`, () => ({ body: { domains: 0, ips: 0, newLast7Days: 0, byList: [] } }))
  }
  server.on('GET /api/incidents/stats', () => ({ body: { success: true, months: [] } }))
  server.on('GET /api/search/summary', () => ({ body: { success: true, through: null, sites: 0, thisWeek: 0, lastWeek: 0, change: null, losers: [] } }))
  urls = recordUrls()
})
afterEach(() => {
  urls.stop()
  resetStores()
})
afterAll(() => server.close())

const card = (name: string) => screen.getByRole('article', { name })

test('every card shows its figure and links to its screen', async () => {
  loginAs('user')
  server.on('GET /api/scraper/overview', () => ({ body: overview }))
  renderPage('OverviewPage', '/overview/natural')
  await screen.findByRole('article', { name: 'Sites up / down now' })
  expect(card('Sites up / down now')).toHaveTextContent('40 up · 3 down · 2 not checked yet')
  expect(card('30-day uptime')).toHaveTextContent('99.46 %')
  expect(card('Errors by code')).toHaveTextContent('404: 1 · 503: 2')
  expect(card('Domains expiring in 30 days')).toHaveTextContent('4')
  expect(card('Servers expiring in 30 days')).toHaveTextContent('1')
  expect(card('Certificates expiring in 30 days')).toHaveTextContent('2')
  expect(card('Not indexed')).toHaveTextContent('7')
  expect(card('Broken affiliate links')).toHaveTextContent('5')
  expect(card('Changes this week')).toHaveTextContent('6')
  const links: Array<[string, string]> = [
    ['Sites up / down now', '/domain-errors/natural'],
    ['30-day uptime', '/domains/'],
    ['Errors by code', '/domain-errors/natural'],
    ['Domains expiring in 30 days', '/domain-expire/natural'],
    ['Servers expiring in 30 days', '/hosting-expire/natural'],
    ['Certificates expiring in 30 days', '/ssl-expire/natural'],
    ['Not indexed', '/not-index/natural'],
    ['Broken affiliate links', '/affiliate-errors/natural'],
    ['Changes this week', '/changes/natural'],
  ]
  for (const [name, href] of links) expect(within(card(name)).getByRole('link')).toHaveAttribute('href', href)
})

test('with less than 30 days of data the uptime card says since when: a time today, else the first day', async () => {
  loginAs('user')
  // A first result at 14:05 on the browser's clock, today.
  const first = new Date()
  first.setHours(14, 5, 0, 0)
  let since = first.toISOString()
  server.on('GET /api/scraper/overview', () => ({ body: { ...overview, uptime30: 99.4, uptimeSince: since } }))
  const { unmount } = renderPage('OverviewPage', '/overview/natural')
  await screen.findByRole('article', { name: '30-day uptime' })
  expect(card('30-day uptime')).toHaveTextContent('99.40 % (since 14:05 today)')
  unmount()
  since = '2026-11-24'
  renderPage('OverviewPage', '/overview/natural')
  await screen.findByRole('article', { name: '30-day uptime' })
  expect(card('30-day uptime')).toHaveTextContent('99.40 % (since 24 Nov)')
})

test('an admin gets admin links; a failed load offers a retry', async () => {
  loginAs('admin')
  let fail = true
  server.on('GET /api/scraper/overview', () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { ...overview, uptime30: null, errorsByCode: [] } }))
  renderPage('OverviewPage', '/admin/overview/natural')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load the overview.')
  fail = false
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
  await screen.findByRole('article', { name: '30-day uptime' })
  expect(card('30-day uptime')).toHaveTextContent('No data')
  expect(card('Errors by code')).toHaveTextContent('No errors')
  expect(within(card('Not indexed')).getByRole('link')).toHaveAttribute('href', '/admin/not-index/natural')
})

test('"Renewals next 30 days": how many domains renew and what it costs, per currency, linking to Renewals', async () => {
  loginAs('user')
  const renewals30 = { count: 3, cost: [{ currency: 'USD', amount: 21.96 }, { currency: 'EUR', amount: 8.5 }] }
  server.on('GET /api/scraper/overview', () => ({ body: { ...overview, renewals30 } }))
  renderPage('OverviewPage', '/overview/natural')
  await screen.findByRole('article', { name: 'Renewals next 30 days' })
  expect(card('Renewals next 30 days')).toHaveTextContent('3 domains · €8.50 + $21.96')
  expect(within(card('Renewals next 30 days')).getByRole('link')).toHaveAttribute('href', '/renewals/natural')
})

describe('first run', () => {
  const empty: Overview = { ...overview, sites: { up: 0, down: 0, unchecked: 0 } }
  const checklist = () => screen.findByRole('region', { name: 'Get started' })
  const stepOf = (name: string) => screen.getByRole('link', { name }).closest('li')!

  test('an empty portfolio shows the checklist; each step links to its screen and is ticked when done; Dismiss puts it away for good', async () => {
    loginAs('admin')
    server.on('GET /api/scraper/overview', () => ({ body: empty }))
    server.on('GET /api/registrars', () => ({ body: { success: true, accounts: [{ id: '1' }] } }))
    server.on('GET /api/alerts/channels', () => ({ body: { success: true, channels: [] } }))
    server.on('GET /admin/users', () => ({ body: [] }))
    const first = renderPage('OverviewPage', '/admin/overview/natural')
    expect(await checklist()).toHaveTextContent('1 of 4 done')
    expect(screen.getByRole('link', { name: 'Import your portfolio' })).toHaveAttribute('href', '/admin/import/natural')
    expect(screen.getByRole('link', { name: 'Connect a registrar' })).toHaveAttribute('href', '/admin/registrars')
    expect(screen.getByRole('link', { name: 'Add an alert channel' })).toHaveAttribute('href', '/admin/alerts/settings')
    expect(screen.getByRole('link', { name: 'Invite a teammate' })).toHaveAttribute('href', '/admin/signup')
    expect(stepOf('Connect a registrar')).toHaveTextContent('(done)')
    expect(stepOf('Import your portfolio')).toHaveTextContent('(to do)')
    first.unmount()

    // After the first import the list stays, with the import ticked.
    server.on('GET /api/scraper/overview', () => ({ body: overview }))
    server.on('GET /admin/users', () => ({ body: [{ _id: 'u1' }] }))
    const second = renderPage('OverviewPage', '/admin/overview/natural')
    expect(await checklist()).toHaveTextContent('3 of 4 done')
    expect(stepOf('Import your portfolio')).toHaveTextContent('(done)')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull()
    second.unmount()

    renderPage('OverviewPage', '/admin/overview/natural')
    await screen.findByRole('article', { name: 'Sites up / down now' })
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull()
  })

  test('a user has no teammate step; a portfolio that already has domains shows no checklist', async () => {
    loginAs('user')
    server.on('GET /api/scraper/overview', () => ({ body: empty }))
    server.on('GET /api/registrars', () => ({ body: { success: true, accounts: [] } }))
    server.on('GET /api/alerts/channels', () => ({ body: { success: true, channels: [] } }))
    const first = renderPage('OverviewPage', '/overview/natural')
    expect(await checklist()).toHaveTextContent('0 of 3 done')
    expect(screen.queryByRole('link', { name: 'Invite a teammate' })).toBeNull()
    first.unmount()
    localStorage.removeItem('firstRun')
    server.requests.length = 0

    server.on('GET /api/scraper/overview', () => ({ body: overview }))
    renderPage('OverviewPage', '/overview/natural')
    await screen.findByRole('article', { name: 'Sites up / down now' })
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull()
    expect(server.requests.map((r) => r.path)).not.toContain('/api/registrars')
  })
})

test('"Latest changes": the five newest SEO changes, linking to the Changes screen', async () => {
  loginAs('user')
  server.on('GET /api/scraper/overview', () => ({ body: overview }))
  server.on('GET /api/scraper/changes', () => ({
    body: {
      total: 9,
      kinds: [],
      changes: [{ id: 7, domain: 'alpha.com', brandCategory: 'Keto', kind: 'title', label: 'Title', before: 'Old title', after: 'New title', detectedAt: '2026-11-20T10:00:00.000Z' }],
    },
  }))
  renderPage('OverviewPage', '/overview/natural')
  const panel = await screen.findByRole('region', { name: 'Latest changes' })
  expect(await within(panel).findByText('alpha.com')).toBeInTheDocument()
  expect(within(panel).getByRole('listitem')).toHaveTextContent('alpha.com · Title: Old title → New title')
  expect(within(panel).getByRole('link', { name: 'Latest changes' })).toHaveAttribute('href', '/changes/natural')
  const asked = server.requests.find((r) => r.path === '/api/scraper/changes')!
  expect(asked.query.get('limit')).toBe('5')
})
