import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { details, record } from '../../../testing/fixtures'
import { loginAs, recordUrls, renderPage, resetStores } from '../../../testing/render-page'

jest.mock('./response-time-chart', () => ({ __esModule: true, default: () => <div>chart</div> }))

let server: TestServer
let urls: ReturnType<typeof recordUrls>
const location = (id: string, name: string, online = true) => ({
  id, name, kind: id === 'home' ? 'home' : 'probe', online, lastHeartbeatAt: null, version: null, checksPerMinute: 0, lagSeconds: null, failureShare: 0, voting: true, createdAt: '2026-11-20T10:00:00.000Z',
})

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com', { owner: { _id: 'u2', name: 'Bob' } })] }))
  server.on('GET /api/scraper/domain/alpha.com', () => ({ body: details() }))
  server.on('GET /api/scraper/domain/alpha.com/history', () => ({ body: { uptime: { d1: null, d7: null, d30: null }, points: [], outages: [], locations: [] } }))
  server.on('GET /api/locations', () => ({ body: { locations: [location('home', 'home'), location('l-fra', 'Frankfurt'), location('l-va', 'Virginia', false)] } }))
  urls = recordUrls()
})
afterEach(() => {
  urls.stop()
  resetStores()
})
afterAll(() => server.close())

async function expand (path: string) {
  renderPage('DomainListPage', path)
  const card = await screen.findByRole('article', { name: 'alpha.com' })
  const user = userEvent.setup()
  await user.click(within(card).getByRole('button', { name: 'alpha.com' }))
  await within(card).findByRole('region', { name: 'History' })
  return { card, user }
}

test('an admin chooses where a site is checked from; the choice is saved with ?owner=', async () => {
  loginAs('admin')
  server.on('PUT /api/scraper/domain/alpha.com/location', (req) => ({ body: { domain: 'alpha.com', locationId: (req.body as { locationId: string | null }).locationId } }))
  const { card, user } = await expand('/admin/domains/natural')
  const select = await within(card).findByRole('combobox', { name: 'Checked from' })
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
    "Default (its server's location, else home)", 'home', 'Frankfurt', 'Virginia (offline)',
  ])
  expect(select).toHaveValue('')
  await user.selectOptions(select, 'l-fra')
  expect(await screen.findByText('alpha.com is checked from Frankfurt')).toBeInTheDocument()
  expect(select).toHaveValue('l-fra')
  const put = server.requests.find((r) => r.method === 'PUT')!
  expect(put.body).toEqual({ locationId: 'l-fra' })
  expect(urls.urls).toContain('PUT /api/scraper/domain/alpha.com/location?owner=u2')
  await user.selectOptions(select, '')
  expect(await screen.findByText('alpha.com is checked from its default location')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'PUT').at(-1)!.body).toEqual({ locationId: null })
})

test('a refused choice shows the api message and puts the select back', async () => {
  loginAs('admin')
  server.on('PUT /api/scraper/domain/alpha.com/location', () => ({ status: 404, body: { success: false, message: 'No such location.' } }))
  const { card, user } = await expand('/admin/domains/natural')
  const select = await within(card).findByRole('combobox', { name: 'Checked from' })
  await user.selectOptions(select, 'l-va')
  expect(await screen.findByText('No such location.')).toBeInTheDocument()
  await waitFor(() => expect(select).toHaveValue(''))
})

test('users do not get the select (the locations are the admins\')', async () => {
  loginAs('user')
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com')] }))
  const { card } = await expand('/domains/')
  expect(within(card).queryByRole('combobox', { name: 'Checked from' })).not.toBeInTheDocument()
  expect(server.requests.some((r) => r.path === '/api/locations')).toBe(false)
})
