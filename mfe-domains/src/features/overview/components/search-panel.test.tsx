import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../../../testing/render-page'

// uPlot draws on a canvas jsdom lacks; the trend panel beside this one is not under test here.
jest.mock('./uptime-trend-chart', () => ({ __esModule: true, default: () => <div role='img' aria-label='chart' /> }))

let server: TestServer

const SUMMARY = {
  success: true,
  through: '2026-11-25',
  sites: 12,
  thisWeek: 4200,
  lastWeek: 6000,
  change: -0.3,
  losers: [
    { domainId: 'd-1', domain: 'keto-shop.com', thisWeek: 300, lastWeek: 1500, change: -0.8 },
    { domainId: 'd-2', domain: 'vitamins.net', thisWeek: 900, lastWeek: 1200, change: -0.25 },
  ],
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/search/summary', () => ({ body: SUMMARY }))
})
afterEach(() => resetStores())
afterAll(() => server.close())

const card = async () => await screen.findByRole('region', { name: 'Search clicks' })

test('the card shows this week\'s Google clicks against last week\'s and the top losers, each leading to its search page', async () => {
  loginAs('user')
  renderPage('OverviewPage', '/overview/natural')
  const panel = await card()
  expect(await within(panel).findByText(/Google clicks this week/)).toHaveTextContent('Google clicks this week: 4,200 (−30 %)')
  expect(panel).toHaveTextContent('Last week: 6,000 · 12 sites · to 2026-11-25')
  const losers = within(within(panel).getByRole('list', { name: 'Top losers' })).getAllByRole('listitem')
  expect(losers.map((li) => li.textContent)).toEqual(['keto-shop.com: 300 clicks, was 1,500 (−80 %)', 'vitamins.net: 900 clicks, was 1,200 (−25 %)'])
  expect(within(losers[0]).getByRole('link', { name: 'keto-shop.com' })).toHaveAttribute('href', '/search/natural/site/d-1')
  expect(within(panel).getByRole('link', { name: 'Search clicks' })).toHaveAttribute('href', '/search/natural')
  expect(server.requests.find((r) => r.path === '/api/search/summary')!.query.get('superCategory')).toBe('natural')
})

test('no figures yet: the card says where to connect an account', async () => {
  loginAs('user')
  server.on('GET /api/search/summary', () => ({ body: { ...SUMMARY, sites: 0, thisWeek: 0, lastWeek: 0, change: null, losers: [] } }))
  renderPage('OverviewPage', '/overview/natural')
  expect(await within(await card()).findByText('No search figures yet')).toBeInTheDocument()
})

test('a failed load shows its error with Retry; the admin\'s card asks for the page\'s category', async () => {
  loginAs('admin')
  useCategoryStore.getState().setCategory('casino')
  let fail = true
  server.on('GET /api/search/summary', () => (fail ? { status: 500, body: { message: 'boom' } } : { body: SUMMARY }))
  renderPage('OverviewPage', '/admin/overview/casino')
  const panel = await card()
  const error = await within(panel).findByRole('alert')
  expect(error).toHaveTextContent('Failed to load search clicks.')
  fail = false
  await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }))
  expect(await within(panel).findByText(/Google clicks this week/)).toBeInTheDocument()
  expect(within(panel).getByRole('link', { name: 'Search clicks' })).toHaveAttribute('href', '/admin/search/casino')
  expect(server.requests.filter((r) => r.path === '/api/search/summary').every((r) => r.query.get('superCategory') === 'casino')).toBe(true)
})
