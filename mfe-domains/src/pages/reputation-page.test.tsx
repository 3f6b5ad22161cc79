import { screen, within } from '@testing-library/react'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer

const provider = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id, name, on: true, checks: 'domains', rate: '', firstRoundDone: true, lastRunAt: '2026-11-29T04:00:00.000Z', error: null, errorAt: null, values: 12, failing: 0, ...extra,
})
const listing = (list: string, value: string, category: string, extra: Record<string, unknown> = {}) => ({
  provider: 'spamhaus-dbl',
  list,
  value,
  kind: 'domain',
  category,
  firstSeen: '2026-11-20T10:00:00.000Z',
  lastChecked: '2026-11-29T03:00:00.000Z',
  delistedAt: null,
  lookupUrl: `https://check.spamhaus.org/results/?query=${value}`,
  domains: [value],
  domainCount: 1,
  ...extra,
})

const BODY = {
  providers: [provider('spamhaus-dbl', 'Spamhaus DBL'), provider('spamhaus-zen', 'Spamhaus ZEN', { checks: 'IP addresses', error: 'Spamhaus refused the query (127.255.255.255: too many queries, or the DQS key is not valid)', failing: 3 }), provider('surbl', 'SURBL', { on: false, values: 0 })],
  resolverMissing: false,
  listings: [
    listing('Spamhaus DBL', 'shop.example', 'phish domain'),
    listing('Spamhaus ZEN', '198.51.100.9', 'SBL (spam source)', { provider: 'spamhaus-zen', kind: 'ip', domains: ['a.example', 'b.example'], domainCount: 300 }),
  ],
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/reputation', () => ({ body: BODY }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const cells = (table: HTMLElement) =>
  within(table).getAllByRole('row').map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent))

it('lists what is listed now by list and category, with first seen, last checked and the list\'s own page', async () => {
  renderPage('ReputationPage', '/reputation/natural')
  const table = await screen.findByRole('table', { name: 'Reputation' })
  expect(cells(table)).toEqual([
    ['List', 'Category', 'Listed', 'Sites', 'First seen', 'Last checked'],
    ['Spamhaus DBL', 'phish domain', 'shop.example', 'shop.example', '2026-11-20', '2026-11-29'],
    ['Spamhaus ZEN', 'SBL (spam source)', '198.51.100.9', '300 site(s): a.example, b.example, …', '2026-11-20', '2026-11-29'],
  ])
  expect(within(table).getByRole('link', { name: '198.51.100.9' })).toHaveAttribute('href', 'https://check.spamhaus.org/results/?query=198.51.100.9')
})

it('shows each provider on or off, and its error', async () => {
  renderPage('ReputationPage', '/reputation/natural')
  const table = await screen.findByRole('table', { name: 'Providers' })
  expect(cells(table).slice(1)).toEqual([
    ['Spamhaus DBL', 'domains', 'On', '12'],
    ['Spamhaus ZEN', 'IP addresses', 'Error: Spamhaus refused the query (127.255.255.255: too many queries, or the DQS key is not valid)', '12 (3 failing)'],
    ['SURBL', 'domains', 'Off', '0'],
  ])
})

it('says when DNSBL_RESOLVER is missing, and when nothing is listed', async () => {
  server.on('GET /api/scraper/reputation', () => ({ body: { ...BODY, resolverMissing: true, listings: [] } }))
  renderPage('ReputationPage', '/reputation/natural')
  expect(await screen.findByText(/DNSBL_RESOLVER is not set/)).toBeInTheDocument()
  expect(screen.getByText('None of your domains or IP addresses is on a blocklist or flagged as unsafe.')).toBeInTheDocument()
})
