import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../../../testing/render-page'

// uPlot draws on a canvas jsdom lacks; the trend panel beside this one is not under test here.
jest.mock('./uptime-trend-chart', () => ({ __esModule: true, default: () => <div role='img' aria-label='chart' /> }))

let server: TestServer

const SUMMARY = {
  domains: 3,
  ips: 1,
  newLast7Days: 2,
  byList: [
    { provider: 'spamhaus-dbl', list: 'Spamhaus DBL', kind: 'domain', listed: 3 },
    { provider: 'spamhaus-zen', list: 'Spamhaus ZEN', kind: 'ip', listed: 1 },
    { provider: 'web', list: 'Google Safe Browsing', kind: 'domain', listed: 1 },
  ],
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/reputation/summary', () => ({ body: SUMMARY }))
})
afterEach(() => resetStores())
afterAll(() => server.close())

const card = async () => await screen.findByRole('region', { name: 'Blocklists' })

test('the card says what is listed now, by list, and what was newly listed this week, and leads to the Reputation screen', async () => {
  loginAs('user')
  renderPage('OverviewPage', '/overview/natural')
  const panel = await card()
  expect(await within(panel).findByText('Listed now: 3 domains, 1 IP address')).toBeInTheDocument()
  expect(within(within(panel).getByRole('list', { name: 'Listed now by list' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Spamhaus DBL: 3 domains', 'Spamhaus ZEN: 1 IP address', 'Google Safe Browsing: 1 domain',
  ])
  expect(panel).toHaveTextContent('2 domains or IPs newly listed in the last 7 days')
  expect(within(panel).getByRole('link', { name: 'Blocklists' })).toHaveAttribute('href', '/reputation/natural')
})

test('nothing listed: the card says what would show there', async () => {
  loginAs('user')
  server.on('GET /api/scraper/reputation/summary', () => ({ body: { domains: 0, ips: 0, newLast7Days: 0, byList: [] } }))
  renderPage('OverviewPage', '/overview/natural')
  expect(await within(await card()).findByText('Nothing on a blocklist')).toBeInTheDocument()
})

test('a failed load shows its error with Retry; the admin\'s card reads the page\'s category and links to the admin screen', async () => {
  loginAs('admin')
  useCategoryStore.getState().setCategory('casino')
  let fail = true
  server.on('GET /casino/scraper/reputation/summary', () => (fail ? { status: 500, body: { message: 'boom' } } : { body: SUMMARY }))
  renderPage('OverviewPage', '/admin/overview/casino')
  const panel = await card()
  const error = await within(panel).findByRole('alert')
  expect(error).toHaveTextContent('Failed to load blocklists.')
  fail = false
  await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }))
  expect(await within(panel).findByText('Listed now: 3 domains, 1 IP address')).toBeInTheDocument()
  expect(within(panel).getByRole('link', { name: 'Blocklists' })).toHaveAttribute('href', '/admin/reputation/casino')
})
