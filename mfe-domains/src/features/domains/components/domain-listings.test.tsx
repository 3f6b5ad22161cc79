import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { details, record } from '../../../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../../../testing/render-page'

// uPlot draws on a canvas jsdom lacks; the history panel beside this one is not under test here.
jest.mock('./response-time-chart', () => ({ __esModule: true, default: () => <div>chart</div> }))

let server: TestServer

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
  domains: ['alpha.com'],
  domainCount: 1,
  ...extra,
})

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com')] }))
  server.on('GET /api/scraper/domain/alpha.com', () => ({ body: details() }))
  server.on('GET /api/scraper/domain/alpha.com/history', () => ({ body: { uptime: { d1: null, d7: null, d30: null }, points: [], outages: [], locations: [] } }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

async function open (domain = 'alpha.com') {
  renderPage('DomainListPage', '/domains/')
  const card = await screen.findByRole('article', { name: domain })
  await userEvent.setup().click(within(card).getByRole('button', { name: domain }))
  return await within(card).findByRole('region', { name: 'Blocklists' })
}

const cells = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent))

test('the details show each listing of the domain and of its IPs: list, category, since, delisted, last checked and the list\'s own page', async () => {
  server.on('GET /api/scraper/reputation/domain/alpha.com', () => ({
    body: {
      listings: [
        listing('Spamhaus DBL', 'alpha.com', 'spam domain', { delistedAt: '2026-11-25T04:00:00.000Z' }),
        listing('Spamhaus ZEN', '198.51.100.7', 'XBL (exploited host)', { provider: 'spamhaus-zen', kind: 'ip', firstSeen: '2026-11-27T10:00:00.000Z' }),
      ],
    },
  }))
  const panel = await open()
  const table = await within(panel).findByRole('table', { name: 'Blocklists' })
  expect(cells(table)).toEqual([
    ['List', 'Listed', 'Category', 'Listed since', 'Delisted', 'Last checked', 'Look it up'],
    ['Spamhaus DBL', 'alpha.com', 'spam domain', '2026-11-20', '2026-11-25', '2026-11-29', 'Spamhaus DBL: alpha.com'],
    ['Spamhaus ZEN', 'IP 198.51.100.7', 'XBL (exploited host)', '2026-11-27', 'Still listed', '2026-11-29', 'Spamhaus ZEN: 198.51.100.7'],
  ])
  expect(within(table).getByRole('link', { name: 'Spamhaus ZEN: 198.51.100.7' })).toHaveAttribute('href', 'https://check.spamhaus.org/results/?query=198.51.100.7')
})

test('a domain never listed says so; an admin reads another user\'s domain with ?owner', async () => {
  loginAs('admin')
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com', { owner: { _id: 'u-2', name: 'Bea' } })] }))
  server.on('GET /api/scraper/reputation/domain/alpha.com', () => ({ body: { listings: [] } }))
  const panel = await open()
  expect(await within(panel).findByText('Never found on a blocklist or flagged as unsafe.')).toBeInTheDocument()
  const asked = server.requests.filter((r) => r.path === '/api/scraper/reputation/domain/alpha.com')
  expect(asked.map((r) => new URLSearchParams(r.query).get('owner'))).toEqual(['u-2'])
})

test('a failed load says so and offers a retry', async () => {
  let fail = true
  server.on('GET /api/scraper/reputation/domain/alpha.com', () => (fail ? { status: 500, body: { message: 'boom' } } : { body: { listings: [listing('SURBL', 'alpha.com', 'PH (phishing)', { provider: 'surbl' })] } }))
  const panel = await open()
  const alert = await within(panel).findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load the blocklist history.')
  fail = false
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(within(panel).getByRole('table', { name: 'Blocklists' })).toHaveTextContent('PH (phishing)'))
})
