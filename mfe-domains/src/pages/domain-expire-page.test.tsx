import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { expiringRow, REAL_DATES, reminderRow } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const LIST = '/api/scraper/expiring'
const RENEW = '/api/scraper/renew'

const EXPIRING = [
  expiringRow('soon.com', '2026-11-02', 1, 'Main keto site'),
  expiringRow('later.com', '2026-11-10', 9),
  expiringRow('fraction.com', '2026-11-05', 4),
]
const REMINDER = [reminderRow('old.com', '2026-10-20', 'Move off server s1')]

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on(`GET ${LIST}`, () => ({ body: { expiring: EXPIRING, reminder: REMINDER } }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const expiringTable = () => screen.getByRole('table', { name: 'Domains Expiring Soon' })
const reminderTable = () => screen.getByRole('table', { name: 'Reminder' })
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent))

it('lists expiring domains with note, dates and days remaining (rounded up), and the Reminder table', async () => {
  renderPage('DomainExpirePage', '/domain-expire/natural')
  expect(screen.getByRole('heading', { name: 'Domains Expiring Soon' })).toBeInTheDocument()
  await screen.findByRole('table', { name: 'Domains Expiring Soon' })
  expect(cells(expiringTable())).toEqual([
    ['Renew', 'Domain', 'Issue Date', 'Expiry Date', 'Status', 'Registry'],
    ['', 'soon.comMain keto site', '2025-11-02', '2026-11-02estimated', '1 day(s) remaining', 'Refresh'],
    ['', 'later.com', '2025-11-10', '2026-11-10estimated', '9 day(s) remaining', 'Refresh'],
    ['', 'fraction.com', '2025-11-05', '2026-11-05estimated', '4 day(s) remaining', 'Refresh'],
  ])
  expect(screen.getByRole('heading', { name: 'Reminder' })).toBeInTheDocument()
  expect(cells(reminderTable())).toEqual([
    ['Domain', 'Issue Date', 'Expiry Date', 'Registry'],
    ['old.comMove off server s1', '2025-10-20', '2026-10-20estimated', 'Refresh'],
  ])
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  expect(server.requests[0].headers.authorization).toMatch(/^Bearer /)
})

it("shows the server's expiry date and day count as sent: the browser never recounts them", async () => {
  // This browser's clock would count these differently; the server's clock decides.
  server.on(`GET ${LIST}`, () => ({
    body: {
      expiring: [
        { ...REAL_DATES, domain: 'told.com', note: '', issueDate: '2030-01-01', expiryDate: '2031-01-01', daysLeft: 2 },
        { ...REAL_DATES, domain: 'unsaid.com', note: '', issueDate: '2025-11-03', expiryDate: null, daysLeft: null },
      ],
      reminder: [{ ...REAL_DATES, domain: 'gone.com', note: '', issueDate: '2025-10-01', expiryDate: null }],
    },
  }))
  renderPage('DomainExpirePage', '/domain-expire/natural')
  const table = await screen.findByRole('table', { name: 'Domains Expiring Soon' })
  expect(cells(table).slice(1)).toEqual([
    ['', 'told.com', '2030-01-01', '2031-01-01estimated', '2 day(s) remaining', 'Refresh'],
    ['', 'unsaid.com', '2025-11-03', '—', '—', 'Refresh'],
  ])
  expect(cells(reminderTable()).slice(1)).toEqual([['gone.com', '2025-10-01', '—', 'Refresh']])
})

it('Save appears once a box is ticked and disappears when none is', async () => {
  renderPage('DomainExpirePage', '/domain-expire/natural')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('checkbox', { name: 'Renew soon.com' }))
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
  expect(screen.getByText('1 selected')).toBeInTheDocument()
  await user.click(screen.getByRole('checkbox', { name: 'Renew soon.com' }))
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
})

it('Save renews the ticked domains, toasts the server message and reloads: the renewed domain leaves the list', async () => {
  let renewed: string[] = []
  server.on(`POST ${RENEW}`, (req) => {
    renewed = (req.body as { domains: string[] }).domains
    return { body: { success: true, message: 'Renewed successfully' } }
  })
  server.on(`GET ${LIST}`, () => ({
    body: { expiring: EXPIRING.filter((r) => !renewed.includes(r.domain)), reminder: REMINDER },
  }))
  renderPage('DomainExpirePage', '/domain-expire/natural')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('checkbox', { name: 'Renew soon.com' }))
  await user.click(screen.getByRole('checkbox', { name: 'Renew fraction.com' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))

  expect(await screen.findByText('Renewed successfully')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Renew soon.com' })).not.toBeInTheDocument())
  expect(screen.queryByRole('checkbox', { name: 'Renew fraction.com' })).not.toBeInTheDocument()
  expect(screen.getByRole('checkbox', { name: 'Renew later.com' })).not.toBeChecked()
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  const renewCall = server.requests.find((r) => r.path === RENEW)!
  expect(renewCall.method).toBe('POST')
  expect(renewCall.body).toEqual({ domains: ['soon.com', 'fraction.com'] })
  // One renewal, then the list read again; what came before it is the page's first read (which a
  // busy machine may see twice, when the panel's providers settle after the first request left).
  const calls = server.requests.map((r) => `${r.method} ${r.path}`)
  expect(calls.slice(calls.indexOf(`POST ${RENEW}`))).toEqual([`POST ${RENEW}`, `GET ${LIST}`])
  expect(calls.slice(0, calls.indexOf(`POST ${RENEW}`)).every((c) => c === `GET ${LIST}`)).toBe(true)
})

it('a success without a message toasts "Renewed successfully"', async () => {
  server.on(`POST ${RENEW}`, () => ({ body: { success: true } }))
  renderPage('DomainExpirePage', '/domain-expire/natural')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('checkbox', { name: 'Renew later.com' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Renewed successfully')).toBeInTheDocument()
})

it('a failed renewal toasts the server message and keeps the ticks', async () => {
  server.on(`POST ${RENEW}`, () => ({ status: 404, body: { success: false, message: 'Domain not found: soon.com' } }))
  renderPage('DomainExpirePage', '/domain-expire/natural')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('checkbox', { name: 'Renew soon.com' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Domain not found: soon.com')).toBeInTheDocument()
  expect(screen.getByRole('checkbox', { name: 'Renew soon.com' })).toBeChecked()
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  // Nothing is read again after a failed renewal.
  const renewAt = server.requests.findIndex((r) => r.path === RENEW)
  expect(server.requests.slice(renewAt + 1).filter((r) => r.path === LIST)).toHaveLength(0)
})

it('empty lists say so', async () => {
  server.on(`GET ${LIST}`, () => ({ body: { expiring: [], reminder: [] } }))
  renderPage('DomainExpirePage', '/domain-expire/natural')
  expect(await screen.findByText('No domains are expiring within the next 10 days.')).toBeInTheDocument()
  expect(screen.getByText('No expired domains to remove.')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

it('a failed load shows an error with Retry, which loads again', async () => {
  server.on(`GET ${LIST}`, () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('DomainExpirePage', '/domain-expire/natural')
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load expiring domains.')
  server.on(`GET ${LIST}`, () => ({ body: { expiring: EXPIRING, reminder: [] } }))
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('checkbox', { name: 'Renew later.com' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

it('admin layout: the stored category picks the scope of both calls', async () => {
  loginAs('admin')
  useCategoryStore.getState().setCategory('casino')
  server.on('GET /casino/scraper/expiring', () => ({ body: { expiring: [expiringRow('spin.com', '2026-11-03', 2)], reminder: [] } }))
  server.on('POST /casino/scraper/renew', () => ({ body: { success: true, message: 'Renewed 1 domain' } }))
  renderPage('DomainExpirePage', '/admin/domain-expire/casino')
  const user = userEvent.setup()
  await user.click(await screen.findByRole('checkbox', { name: 'Renew spin.com' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Renewed 1 domain')).toBeInTheDocument()
  expect(server.requests.find((r) => r.path === '/casino/scraper/renew')?.body).toEqual({ domains: ['spin.com'] })
})

it('marks registry dates, shows registry warnings as badges, and Refresh looks the domain up again', async () => {
  let looked = ''
  let expiry = '2026-11-03'
  server.on(`GET ${LIST}`, () => ({
    body: {
      expiring: [{ ...expiringRow('real.com', expiry, 2), expirySource: 'registry', registrar: 'GoDaddy.com, LLC', registryStatus: ['client transfer prohibited'] }],
      reminder: [{ ...reminderRow('lapsed.com', '2026-09-20'), expirySource: 'registry', registryStatus: ['redemption period', 'client hold'] }],
    },
  }))
  server.on('POST /api/scraper/registry-refresh/real.com', () => {
    looked = 'real.com'
    expiry = '2027-11-03'
    return { body: { success: true, message: 'Looked up at the registry', domain: 'real.com', registryError: null } }
  })
  renderPage('DomainExpirePage', '/domain-expire/natural')
  const table = await screen.findByRole('table', { name: 'Domains Expiring Soon' })
  expect(cells(table)[1]).toEqual(['', 'real.com', '2025-11-03', '2026-11-03registry', '2 day(s) remaining', 'Refresh'])
  // Only the statuses that threaten the domain are badges.
  expect(cells(reminderTable())[1]).toEqual(['lapsed.com', '2025-09-20', '2026-09-20registry', 'redemption periodclient holdRefresh'])
  await userEvent.click(within(table).getByRole('button', { name: 'Refresh real.com' }))
  expect(await screen.findByText('Looked up at the registry: real.com')).toBeInTheDocument()
  expect(looked).toBe('real.com')
  expect(await within(expiringTable()).findByText('2027-11-03')).toBeInTheDocument()
})

it('labels a date the registrar gave "registrar", badges auto-renew off, and flags a registry and a registrar date more than a day apart', async () => {
  server.on(`GET ${LIST}`, () => ({
    body: {
      expiring: [
        { ...expiringRow('from-account.com', '2026-11-04', 3), expirySource: 'registrar', registrarAccount: { accountId: 'a1', accountName: 'Main Porkbun', provider: 'porkbun', autoRenew: false, locked: true, renewal: null } },
        { ...expiringRow('disputed.com', '2026-11-05', 4), expirySource: 'registry', expiryMismatch: true },
      ],
      reminder: [],
    },
  }))
  renderPage('DomainExpirePage', '/domain-expire/natural')
  const table = await screen.findByRole('table', { name: 'Domains Expiring Soon' })
  expect(cells(table).slice(1).map((r) => r[3])).toEqual(['2026-11-04registrar', '2026-11-05registryregistry ≠ registrar'])
  // Auto-renew off at the registrar, days before expiry: a warning badge beside the days left.
  expect(cells(table).slice(1).map((r) => r[4])).toEqual(['3 day(s) remainingauto-renew off', '4 day(s) remaining'])
  expect(within(table).getByText('registrar')).toHaveAttribute('title', 'Expiry date from the registrar account')
  expect(within(table).getByText('registry ≠ registrar')).toHaveAttribute('title', 'The registry and the registrar give dates more than a day apart')
})
