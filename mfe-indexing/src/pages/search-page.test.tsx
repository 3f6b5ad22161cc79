import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type SearchAccount, type SearchPortfolioResponse, type SearchPropertiesResponse } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { openConsentPage } from '../features/search/lib/open-consent-page'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

// Leaving for Google's consent page is not something jsdom can do: the URL it would open is checked.
jest.mock('../features/search/lib/open-consent-page', () => ({ openConsentPage: jest.fn() }))

let server: TestServer
const figures = (clicks: number, change: number | null) => ({ clicks, impressions: clicks * 10, ctr: 0.1, position: 4.26, clicksChange: change, impressionsChange: 0 })
const PORTFOLIO: SearchPortfolioResponse = {
  success: true,
  through: '2026-11-25',
  total: 2,
  sites: [
    { domainId: 'd-1', domain: 'keto-shop.com', superCategory: 'natural', google: figures(4480, 0.2), bing: figures(120, null), trafficDrop: false, trend: [700, 700, 700, 840], inspection: { verdict: 'PASS', coverageState: 'Submitted and indexed', lastCrawlAt: '2026-11-24T03:00:00.000Z', inspectedAt: '2026-11-25T03:00:00.000Z' } },
    { domainId: 'd-2', domain: 'vitamins.net', superCategory: 'natural', google: figures(1400, -0.5), bing: null, trafficDrop: true, trend: [1400, 1400, 280], inspection: null },
  ],
}
const account = (over: Partial<SearchAccount> = {}): SearchAccount => ({
  id: 'a-1', kind: 'google-oauth', name: 'Main Google', status: 'not-connected', statusMessage: null, createdAt: '2026-11-20T08:00:00.000Z', connectedAt: null, lastSyncAt: null, sync: 'idle', properties: 0, readable: 0, ...over,
})
const PROPERTY = { id: 7, accountId: 'a-1', accountName: 'Main Google', source: 'google' as const, kind: 'domain' as const, permission: 'siteOwner', readable: true, accessLostAt: null, error: null, finalThrough: null, readThrough: null }
const PROPERTIES: SearchPropertiesResponse = {
  success: true,
  matched: [{ domainId: 'd-1', domain: 'keto-shop.com', google: { ...PROPERTY, siteUrl: 'sc-domain:keto-shop.com', host: 'keto-shop.com' }, bing: null }],
  withoutProperty: [{ domainId: 'd-3', domain: 'no-property.org' }],
  notMonitored: [{ ...PROPERTY, id: 8, siteUrl: 'https://elsewhere.example/', host: 'elsewhere.example' }],
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/search/portfolio', () => ({ body: PORTFOLIO }))
  server.on('GET /api/search/accounts', () => ({ body: { success: true, accounts: [account()] } }))
  server.on('GET /api/search/properties', () => ({ body: PROPERTIES }))
  server.on('GET /api/scraper/categories', () => ({ body: ['Keto', 'Vitamins'] }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

const table = () => screen.findByRole('table', { name: 'Search performance by site' })
const accountsTable = () => screen.findByRole('table', { name: 'Search accounts' })
const asked = (path: string) => server.requests.filter((r) => r.path === path)

test('the portfolio table: 28-day clicks with their change, impressions, CTR, position, the trend line, the index verdict and Bing, each site leading to its page', async () => {
  renderPage('SearchPage', '/search/natural')
  const rows = within(await table()).getAllByRole('row').slice(1)
  expect(rows).toHaveLength(2)
  expect(rows[0]).toHaveTextContent('keto-shop.com')
  expect(rows[0]).toHaveTextContent('4,480+20 %')
  expect(rows[0]).toHaveTextContent('10.0 %')
  expect(rows[0]).toHaveTextContent('4.3')
  expect(within(rows[0]).getByRole('img', { name: 'Weekly clicks of keto-shop.com: 700 twelve weeks ago, 840 last week' })).toBeInTheDocument()
  expect(rows[1]).toHaveTextContent('Traffic drop')
  expect(rows[1]).toHaveTextContent('1,400−50 %')
  expect(rows[0]).toHaveTextContent('IndexedSubmitted and indexed')
  expect(rows[1]).toHaveTextContent('Not inspected yet')
  expect(within(rows[0]).getByRole('link', { name: 'keto-shop.com' })).toHaveAttribute('href', '/search/natural/site/d-1')
  expect(screen.getByText(/28 days to 2026-11-25, against the 28 before/)).toHaveTextContent('1–2 of 2')
  expect(asked('/api/search/portfolio')[0].query.get('superCategory')).toBe('natural')
})

test('sorting by the biggest losers and filtering by brand category ask the server again', async () => {
  const user = userEvent.setup()
  renderPage('SearchPage', '/search/natural')
  await table()
  await user.selectOptions(screen.getByLabelText('Sort'), 'Biggest losers')
  await waitFor(() => expect(asked('/api/search/portfolio').at(-1)!.query.get('sort')).toBe('clicksChange'))
  await screen.findByRole('option', { name: 'Vitamins' })
  await user.selectOptions(screen.getByLabelText('Brand category'), 'Vitamins')
  await waitFor(() => expect(asked('/api/search/portfolio').at(-1)!.query.get('category')).toBe('Vitamins'))
  expect(asked('/api/search/portfolio').at(-1)!.query.get('sort')).toBe('clicksChange')
})

test('CSV export downloads the same filter from the server', async () => {
  const user = userEvent.setup()
  server.on('GET /api/search/portfolio.csv', () => ({ body: 'domain' }))
  URL.createObjectURL = jest.fn(() => 'blob:x')
  URL.revokeObjectURL = jest.fn()
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  renderPage('SearchPage', '/search/natural')
  await table()
  await user.selectOptions(screen.getByLabelText('Sort'), 'Best position')
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(asked('/api/search/portfolio.csv')).toHaveLength(1))
  expect(Object.fromEntries(asked('/api/search/portfolio.csv')[0].query)).toEqual({ superCategory: 'natural', sort: 'position' })
  await waitFor(() => expect(click).toHaveBeenCalled())
  click.mockRestore()
})

test('adding a Bing account sends its key once; Test shows the server\'s sentence; Sync now queues it', async () => {
  const user = userEvent.setup()
  const bing = account({ id: 'b-1', kind: 'bing', name: 'Bing main', status: 'ok', sync: 'queued' })
  server.on('POST /api/search/accounts', () => ({ status: 201, body: { success: true, account: bing } }))
  server.on('POST /api/search/accounts/b-1/test', () => ({ body: { success: true, ok: true, status: 'ok', message: 'Connected: 12 properties, 10 verified' } }))
  server.on('POST /api/search/accounts/b-1/sync', () => ({ status: 202, body: { success: true, account: { ...bing, sync: 'queued' } } }))
  renderPage('SearchPage', '/search/natural')
  await accountsTable()
  await user.click(screen.getByRole('button', { name: 'Add account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add search account' })
  await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Bing Webmaster Tools')
  await user.type(within(dialog).getByLabelText('Account Name'), 'Bing main')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('All credential fields are required')).toBeInTheDocument()
  await user.type(within(dialog).getByLabelText('Bing API Key'), 'bing-key-123')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(asked('/api/search/accounts').find((r) => r.method === 'POST')!.body).toEqual({ kind: 'bing', name: 'Bing main', credentials: { apiKey: 'bing-key-123' } })
  const row = within(await accountsTable()).getByRole('row', { name: 'Bing main' })
  expect(row).toHaveTextContent('Sync queued...')
  server.on('GET /api/search/accounts', () => ({ body: { success: true, accounts: [account(), { ...bing, sync: 'idle' }] } }))
  await user.click(within(row).getByRole('button', { name: 'Test' }))
  expect(await within(row).findByText(/Connected: 12 properties, 10 verified/)).toBeInTheDocument()
  expect(screen.queryByText('bing-key-123')).toBeNull()
})

test('rename and delete an account; Connect opens Google\'s consent page', async () => {
  const user = userEvent.setup()
  server.on('PUT /api/search/accounts/a-1', (req) => ({ body: { success: true, account: account({ name: (req.body as { name: string }).name }) } }))
  server.on('DELETE /api/search/accounts/a-1', () => ({ status: 204 }))
  server.on('POST /api/search/accounts/a-1/connect', () => ({ body: { success: true, url: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x' } }))
  renderPage('SearchPage', '/search/natural')
  const row = within(await accountsTable()).getByRole('row', { name: 'Main Google' })
  await user.click(within(row).getByRole('button', { name: 'Connect' }))
  await waitFor(() => expect(openConsentPage).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?client_id=x'))
  await user.click(within(row).getByRole('button', { name: 'Edit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Main Google' })
  await user.clear(within(dialog).getByLabelText('Account Name'))
  await user.type(within(dialog).getByLabelText('Account Name'), 'Agency Google')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await within(await accountsTable()).findByRole('row', { name: 'Agency Google' })
  expect(asked('/api/search/accounts/a-1').find((r) => r.method === 'PUT')!.body).toEqual({ name: 'Agency Google' })
  await user.click(within(screen.getByRole('row', { name: 'Agency Google' })).getByRole('button', { name: 'Delete' }))
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete search account' })).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText(/No search accounts yet/)).toBeInTheDocument()
})

test('back from Google\'s consent page: says how it went once and drops the parameters', async () => {
  const { location } = renderPage('SearchPage', '/search/natural?searchConnect=failed&searchAccount=a-1')
  expect(await screen.findByText(/Google did not connect the account/)).toBeInTheDocument()
  await waitFor(() => expect(location().search).toBe(''))
  expect(screen.getAllByText(/Google did not connect the account/)).toHaveLength(1)
  expect(location().pathname).toBe('/search/natural')
})

test('the property lists: matched sites, saved domains without a property, properties not monitored', async () => {
  renderPage('SearchPage', '/search/natural')
  expect(await screen.findByText('Matched sites (1)')).toBeInTheDocument()
  expect(within(screen.getByRole('list', { name: 'Matched sites', hidden: true })).getByText(/sc-domain:keto-shop.com/)).toBeInTheDocument()
  expect(screen.getByText('Saved domains without a property (1)')).toBeInTheDocument()
  expect(within(screen.getByRole('list', { name: 'Saved domains without a property', hidden: true })).getByText('no-property.org')).toBeInTheDocument()
  expect(within(screen.getByRole('list', { name: 'Properties not monitored', hidden: true })).getByText(/elsewhere.example/)).toBeInTheDocument()
})
