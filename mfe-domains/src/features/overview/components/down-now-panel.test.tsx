import { screen, within } from '@testing-library/react'
import { apiClient, type DownGroup, type DownNow } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../../../testing/render-page'

// When much is down the api answers the biggest groups only, with what it left out counted: the
// panel says how much more there is and where all of it is listed.
jest.mock('./uptime-trend-chart', () => ({ __esModule: true, default: () => null }))

let server: TestServer
const SINCE = '2026-11-20T07:00:00.000Z'
const group = (k: number): DownGroup => ({ by: 'single', title: `site-${k}.com`, since: SINCE, count: 1, sites: [{ domain: `site-${k}.com`, since: SINCE, statusCode: 503 }] })
const rackSites = Array.from({ length: 10 }, (_, k) => ({ domain: `rack-${k}.com`, since: SINCE, statusCode: 500 }))
const rack: DownGroup = { by: 'server', title: '240 sites on server rack (OVH, ops@example.com) are down', since: SINCE, count: 240, sites: rackSites }
const capped: DownNow = { groups: [rack, ...Array.from({ length: 49 }, (_, k) => group(k))], total: 1289, moreGroups: 1000, moreSites: 1000 }

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.on('GET /api/scraper/overview/down', () => ({ body: capped }))
})
afterEach(() => resetStores())
afterAll(() => server.close())

test('the biggest groups, each with its first sites, then how many more and a link to all of them', async () => {
  loginAs('user')
  renderPage('OverviewPage', '/overview/natural')
  const panel = await screen.findByRole('region', { name: 'Down now' })
  await within(panel).findByText('240 sites on server rack (OVH, ops@example.com) are down')
  expect(panel).toHaveTextContent('1289 sites down; the 50 biggest groups:')
  expect(within(panel).getByText('rack-9.com', { exact: false })).toBeInTheDocument()
  expect(within(panel).getByText('and 230 more')).toBeInTheDocument()
  expect(panel).toHaveTextContent('and 1000 more groups, 1000 sites: every site down in Domain Errors')
  expect(within(panel).getByRole('link', { name: 'every site down in Domain Errors' })).toHaveAttribute('href', '/domain-errors/natural')
})
