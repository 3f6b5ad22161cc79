import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { hostingInfo } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer

const listing = (category: string, extra: Record<string, unknown> = {}) => ({
  provider: 'spamhaus-zen',
  list: 'Spamhaus ZEN',
  value: '198.51.100.7',
  kind: 'ip',
  category,
  firstSeen: '2026-11-20T10:00:00.000Z',
  lastChecked: '2026-11-29T03:00:00.000Z',
  delistedAt: null,
  lookupUrl: 'https://check.spamhaus.org/results/?query=198.51.100.7',
  domains: [],
  domainCount: 2,
  ...extra,
})

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: hostingInfo() }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent))

test('a server\'s page lists its IPs\' listings, current and ended, with the sites touched and the list\'s own page', async () => {
  server.on('GET /api/reputation/servers/srv-a-id', () => ({
    body: { listings: [listing('XBL (exploited host)'), listing('SBL (spam source)', { firstSeen: '2026-10-01T00:00:00.000Z', delistedAt: '2026-10-09T06:00:00.000Z' })] },
  }))
  renderPage('ServerDomainsPage', '/hosting/domains/ops%40example.com/srv-a')
  const table = await screen.findByRole('table', { name: 'Blocklists' })
  expect(cells(table)).toEqual([
    ['List', 'IP address', 'Category', 'Sites', 'Listed since', 'Delisted', 'Last checked', 'Look it up'],
    ['Spamhaus ZEN', '198.51.100.7', 'XBL (exploited host)', '2', '2026-11-20', 'Still listed', '2026-11-29', 'Spamhaus ZEN: 198.51.100.7'],
    ['Spamhaus ZEN', '198.51.100.7', 'SBL (spam source)', '2', '2026-10-01', '2026-10-09', '2026-11-29', 'Spamhaus ZEN: 198.51.100.7'],
  ])
  expect(within(table).getAllByRole('link')[0]).toHaveAttribute('href', 'https://check.spamhaus.org/results/?query=198.51.100.7')
  // The server of this page, found by its e-mail and name: not srv-b of the same account.
  expect(server.requests.filter((r) => r.path.startsWith('/api/reputation/servers/')).map((r) => r.path)).toEqual(['/api/reputation/servers/srv-a-id'])
})

test('a server never listed says so; a failed load offers a retry', async () => {
  let fail = true
  server.on('GET /api/reputation/servers/srv-b-id', () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { listings: [] } }))
  renderPage('ServerDomainsPage', '/hosting/domains/ops%40example.com/srv-b')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load the blocklist history.')
  fail = false
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(screen.getByText('None of the IP addresses this server\'s sites resolve to has been on a blocklist.')).toBeInTheDocument())
})

test('a page whose server is not among the saved ones asks nothing about blocklists', async () => {
  renderPage('ServerDomainsPage', '/hosting/domains/ops%40example.com/gone')
  expect(await screen.findByText('No domains on this server.')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Blocklists' })).not.toBeInTheDocument()
  expect(server.requests.filter((r) => r.path.startsWith('/api/reputation/'))).toEqual([])
})
