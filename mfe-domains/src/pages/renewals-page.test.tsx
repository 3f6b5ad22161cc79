import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type RegistrarMoney, type RenewalsResponse, type RenewalWindow, useCategoryStore } from '@sitefleet/shared'
import { captureDownloads } from '@sitefleet/shared/src/testing/capture-download'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

// uPlot draws on a canvas jsdom lacks: the chart is replaced and what it is given is checked.
const charted: Array<RenewalsResponse['forecast']> = []
jest.mock('../features/renewals/components/forecast-chart', () => ({
  __esModule: true,
  default: ({ forecast }: { forecast: RenewalsResponse['forecast'] }) => {
    charted.push(forecast)
    return <div>chart of {forecast.length} months</div>
  },
}))

let server: TestServer
let downloads: ReturnType<typeof captureDownloads>

const usd = (amount: number): RegistrarMoney => ({ currency: 'USD', amount })
const eur = (amount: number): RegistrarMoney => ({ currency: 'EUR', amount })
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString()
const win = (days: number, count: number, cost: RegistrarMoney[]): RenewalWindow => ({
  days,
  count,
  cost,
  byRegistrar: [{ provider: 'porkbun', count, cost }],
  byAccount: [{ accountId: 'acc-1', accountName: 'Main Porkbun', count, cost }],
  byCategory: [{ brandCategory: 'Keto', count, cost }],
})
const renewals: RenewalsResponse = {
  success: true,
  windows: [win(30, 2, [usd(21.96)]), win(90, 3, [usd(21.96), eur(8.5)]), win(365, 4, [usd(32.94), eur(8.5)])],
  forecast: [{ month: '2026-12', count: 2, cost: [usd(21.96)] }, { month: '2027-01', count: 1, cost: [eur(8.5)] }],
  autoRenewOff: [{ domain: 'beta.net', expiresAt: inDays(20), accountName: 'Main Porkbun', provider: 'porkbun' }],
  lockOff: [],
  domains: [
    { domain: 'alpha.com', brandCategory: 'Keto', expiresAt: inDays(10), days: 10, expirySource: 'registrar', provider: 'porkbun', accountName: 'Main Porkbun', autoRenew: true, locked: true, renewal: usd(10.98) },
    { domain: 'beta.net', brandCategory: 'Keto', expiresAt: inDays(20), days: 20, expirySource: 'registry', provider: 'porkbun', accountName: 'Main Porkbun', autoRenew: false, locked: true, renewal: usd(10.98) },
    { domain: 'gamma.de', brandCategory: 'Keto', expiresAt: inDays(60), days: 60, expirySource: 'estimated', provider: 'porkbun', accountName: 'Main Porkbun', autoRenew: null, locked: false, renewal: eur(8.5) },
  ],
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  charted.length = 0
  server.on('GET /casino/scraper/renewals', () => ({ body: renewals }))
  server.on('GET /casino/scraper/renewals.csv', () => ({ body: 'domain,expiresAt\r\nalpha.com,2026-12-01\r\n' }))
  loginAs('user')
  act(() => useCategoryStore.getState().setCategory('casino'))
  downloads = captureDownloads()
})
afterEach(() => {
  downloads.restore()
  resetStores()
})
afterAll(() => server.close())

const rows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))

async function open () {
  renderPage('RenewalsPage', '/renewals/casino')
  await screen.findByRole('group', { name: 'Renewal windows' })
  return userEvent.setup()
}

test('the 30 / 90 / 365-day windows with count and cost in each currency, for the chosen category', async () => {
  await open()
  expect(server.requests.map((r) => r.path)).toContain('/casino/scraper/renewals')
  expect(screen.getByRole('button', { name: /^Next 30 days/ })).toHaveTextContent('2 domains$21.96')
  expect(screen.getByRole('button', { name: /^Next 90 days/ })).toHaveTextContent('3 domains€8.50 + $21.96')
  expect(screen.getByRole('button', { name: /^Next 30 days/ })).toHaveAttribute('aria-pressed', 'true')
  expect(rows('By registrar')).toEqual([['Porkbun', '2', '$21.96']])
  expect(rows('By account')).toEqual([['Main Porkbun', '2', '$21.96']])
  expect(rows('By brand category')).toEqual([['Keto', '2', '$21.96']])
})

test('choosing a window changes the breakdowns and the domains listed', async () => {
  const user = await open()
  expect(rows('Domains renewing in the next 30 days').map((r) => r[0])).toEqual(['alpha.com', 'beta.net'])
  await user.click(screen.getByRole('button', { name: /^Next 90 days/ }))
  expect(rows('By registrar')).toEqual([['Porkbun', '3', '€8.50 + $21.96']])
  const domains = rows('Domains renewing in the next 90 days')
  expect(domains.map((r) => r[0])).toEqual(['alpha.com', 'beta.net', 'gamma.de'])
  // The expiry's source is labelled; auto-renew, lock and the renewal price are shown.
  expect(domains[0][2]).toMatch(/registrar$/)
  expect(domains[1][2]).toMatch(/registry$/)
  expect(domains[2][2]).toMatch(/estimated$/)
  expect(domains[1].slice(4)).toEqual(['Off', 'On', '$10.98'])
  expect(domains[2].slice(4)).toEqual(['—', 'Off', '€8.50'])
})

test('the monthly forecast: a chart and a table of domains and cost per month', async () => {
  await open()
  expect(await screen.findByText('chart of 2 months')).toBeInTheDocument()
  expect(charted.at(-1)).toEqual(renewals.forecast)
  expect(rows('Monthly forecast')).toEqual([['Dec 2026', '2', '$21.96'], ['Jan 2027', '1', '€8.50']])
})

test('the auto-renew-off and lock-off lists', async () => {
  await open()
  expect(screen.getByRole('heading', { name: 'Auto-renew off (1)' })).toBeInTheDocument()
  const off = rows('Auto-renew off')
  expect(off).toHaveLength(1)
  expect(off[0][0]).toBe('beta.net')
  expect(off[0].slice(2)).toEqual(['Main Porkbun', 'Porkbun'])
  expect(screen.getByRole('heading', { name: 'Transfer lock off (0)' })).toBeInTheDocument()
  expect(screen.getByText('Every domain is locked.')).toBeInTheDocument()
})

test('Export CSV downloads renewals.csv of the chosen window with the bearer token', async () => {
  const user = await open()
  await user.click(screen.getByRole('button', { name: /^Next 365 days/ }))
  await user.click(screen.getByRole('button', { name: 'Export CSV (365 days)' }))
  await waitFor(() => expect(downloads.saved).toHaveLength(1))
  const call = server.requests.find((r) => r.path === '/casino/scraper/renewals.csv')!
  expect(call.query.get('days')).toBe('365')
  expect(call.headers.authorization).toMatch(/^Bearer .+/)
  expect(await downloads.saved[0].text).toContain('alpha.com')
})

test('a failed load says so with Retry', async () => {
  server.on('GET /casino/scraper/renewals', () => ({ status: 500, body: { success: false, message: 'down' } }))
  renderPage('RenewalsPage', '/renewals/casino')
  expect(await screen.findByText('Failed to load renewals.')).toBeInTheDocument()
  server.on('GET /casino/scraper/renewals', () => ({ body: renewals }))
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('group', { name: 'Renewal windows' })).toBeInTheDocument()
})
