import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { account, notMonitored } from '../testing/registrar-fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/registrars', () => ({ body: { success: true, accounts: [account(), account({ id: 'acc-2', provider: 'godaddy', name: 'GD', lastSyncResult: 'plan-denied', lastSyncMessage: '403 ACCESS_DENIED', failuresInARow: 3, domainCount: 0 })] } }))
  server.on('GET /api/registrars/not-monitored', () => ({ body: { success: true, items: [notMonitored('alpha.com'), notMonitored('beta.net', { autoRenew: false }), notMonitored('gamma.org')], total: 3 } }))
  server.on('GET /api/registrars/unknown', () => ({ body: { success: true, items: [{ domain: 'lost.io', superCategory: 'casino', brandCategory: 'Slots' }], total: 1 } }))
  server.on('GET /api/scraper/categories', () => ({ body: ['Keto', 'Vitamins'] }))
  server.on('GET /casino/scraper/categories', () => ({ body: ['Slots', 'Poker'] }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const accountsTable = () => screen.getByRole('table', { name: 'Registrar accounts' })
const row = (name: string) => within(accountsTable()).getByRole('row', { name })
const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path)

async function open (path = '/registrars') {
  renderPage('RegistrarsPage', path)
  await screen.findByRole('table', { name: 'Registrar accounts' })
  return userEvent.setup()
}

test('the accounts table: provider, name, domains, last sync with its result and message, failures in a row', async () => {
  await open()
  expect(within(accountsTable()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Provider', 'Name', 'Domains', 'Last Sync', 'Failures in a Row', 'Actions',
  ])
  const cells = (name: string) => within(row(name)).getAllByRole('cell').map((c) => c.textContent)
  expect(cells('Main Porkbun').slice(0, 3)).toEqual(['Porkbun', 'Main Porkbun', '12'])
  expect(cells('Main Porkbun')[3]).toContain('OK')
  expect(cells('GD')[3]).toContain('Access denied (403: account below the API threshold)')
  expect(cells('GD')[3]).toContain('403 ACCESS_DENIED')
  expect(cells('GD')[4]).toBe('3')
  // An ordinary user asks for their own accounts only.
  expect(sent('GET', '/api/registrars')[0].query.get('all')).toBeNull()
})

test('/admin/registrars lists everyone\'s accounts with their owner', async () => {
  loginAs('admin')
  await open('/admin/registrars')
  expect(sent('GET', '/api/registrars')[0].query.get('all')).toBe('true')
  expect(within(accountsTable()).getAllByRole('columnheader').map((h) => h.textContent)).toContain('Owner')
  expect(row('Main Porkbun')).toHaveTextContent('uma@example.com')
})

test('Add account: the provider\'s own credential fields, empty and write-only; the new account is listed', async () => {
  server.on('POST /api/registrars', (req) => ({ status: 201, body: { success: true, account: account({ id: 'acc-3', name: (req.body as { name: string }).name, lastSyncAt: null, lastSyncResult: null, domainCount: 0 }) } }))
  const user = await open()
  await user.click(screen.getByRole('button', { name: 'Add account' }))
  const dialog = screen.getByRole('dialog', { name: 'Add registrar account' })
  // Namecheap first: API user, key, username and the whitelisted client IP.
  expect(within(dialog).getByLabelText('API User')).toBeInTheDocument()
  expect(within(dialog).getByLabelText('Client IP')).toBeInTheDocument()
  await user.selectOptions(within(dialog).getByLabelText('Provider'), 'porkbun')
  expect(within(dialog).queryByLabelText('Client IP')).not.toBeInTheDocument()
  const key = within(dialog).getByLabelText('API Key')
  const secret = within(dialog).getByLabelText('Secret API Key')
  expect(key).toHaveAttribute('type', 'password')
  expect(key).toHaveValue('')
  await user.type(within(dialog).getByLabelText('Account Name'), 'Side Porkbun')
  await user.type(key, 'pk1_abc')
  // Half the credentials: refused on the client.
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('All credential fields are required')
  await user.type(secret, 'sk1_xyz')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(sent('POST', '/api/registrars')[0].body).toEqual({ provider: 'porkbun', name: 'Side Porkbun', credentials: { apiKey: 'pk1_abc', secretApiKey: 'sk1_xyz' } })
  expect(row('Side Porkbun')).toHaveTextContent('Never synced')
  expect(document.body).not.toHaveTextContent('sk1_xyz')
})

test('Edit: the name is prefilled, the credentials never; empty credentials are kept', async () => {
  server.on('PUT /api/registrars/acc-1', () => ({ body: { success: true, account: account({ name: 'Renamed' }) } }))
  const user = await open()
  await user.click(within(row('Main Porkbun')).getByRole('button', { name: 'Edit' }))
  const dialog = screen.getByRole('dialog', { name: 'Edit Main Porkbun' })
  expect(within(dialog).getByLabelText('Provider')).toBeDisabled()
  expect(within(dialog).getByLabelText('API Key')).toHaveValue('')
  expect(within(dialog).getByLabelText('Secret API Key')).toHaveValue('')
  await user.clear(within(dialog).getByLabelText('Account Name'))
  await user.type(within(dialog).getByLabelText('Account Name'), 'Renamed')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(sent('PUT', '/api/registrars/acc-1')).toHaveLength(1))
  expect(sent('PUT', '/api/registrars/acc-1')[0].body).toEqual({ name: 'Renamed' })
  expect(await screen.findByRole('row', { name: 'Renamed' })).toBeInTheDocument()
})

test('Test shows the registrar\'s answer on the row', async () => {
  server.on('POST /api/registrars/acc-2/test', () => ({ body: { success: true, ok: false, result: 'ip-not-whitelisted', message: 'IP 203.0.113.9 is not whitelisted' } }))
  server.on('POST /api/registrars/acc-1/test', () => ({ body: { success: true, ok: true, result: 'ok', message: '12 domains' } }))
  const user = await open()
  await user.click(within(row('GD')).getByRole('button', { name: 'Test' }))
  expect(await within(row('GD')).findByText('❌ IP not whitelisted: IP 203.0.113.9 is not whitelisted')).toBeInTheDocument()
  await user.click(within(row('Main Porkbun')).getByRole('button', { name: 'Test' }))
  expect(await within(row('Main Porkbun')).findByText('✅ Connection OK: 12 domains')).toBeInTheDocument()
})

test('Sync now queues a sync, shows its progress while it runs, then the new result', async () => {
  let reads = 0
  server.on('POST /api/registrars/acc-1/sync', () => ({ status: 202, body: { success: true, account: account({ sync: { state: 'queued', done: 0, total: null } }) } }))
  const user = await open()
  server.on('GET /api/registrars', () => {
    reads++
    const running = account({ sync: { state: 'running', done: 3, total: 10 } })
    const done = account({ lastSyncAt: '2026-11-27T01:00:00.000Z', lastSyncResult: 'rate-limited', lastSyncMessage: 'retry after 60 s', failuresInARow: 1 })
    return { body: { accounts: [reads === 1 ? running : done] } }
  })
  await user.click(within(row('Main Porkbun')).getByRole('button', { name: 'Sync now' }))
  expect(await within(row('Main Porkbun')).findByText('Queued...')).toBeInTheDocument()
  expect(sent('POST', '/api/registrars/acc-1/sync')).toHaveLength(1)
  expect(within(row('Main Porkbun')).getByRole('button', { name: 'Sync now' })).toBeDisabled()
  expect(await within(row('Main Porkbun')).findByText('Syncing... 3 / 10', {}, { timeout: 5000 })).toBeInTheDocument()
  expect(await within(row('Main Porkbun')).findByText('Rate limited', {}, { timeout: 5000 })).toBeInTheDocument()
  expect(row('Main Porkbun')).toHaveTextContent('retry after 60 s')
  // The sync ended: the "not monitored" list is read again.
  await waitFor(() => expect(sent('GET', '/api/registrars/not-monitored').length).toBeGreaterThan(1))
})

test('Delete asks first, then removes the account', async () => {
  server.on('DELETE /api/registrars/acc-2', () => ({ status: 204 }))
  const user = await open()
  await user.click(within(row('GD')).getByRole('button', { name: 'Delete' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete registrar account' })
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(sent('DELETE', '/api/registrars/acc-2')).toHaveLength(0)
  await user.click(within(row('GD')).getByRole('button', { name: 'Delete' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(within(accountsTable()).queryByRole('row', { name: 'GD' })).not.toBeInTheDocument())
  expect(sent('DELETE', '/api/registrars/acc-2')).toHaveLength(1)
})

test('Not monitored: tick rows, choose super and brand category, Add selected; or Add one row', async () => {
  server.on('POST /api/registrars/not-monitored/add', (req) => ({ body: { success: true, added: (req.body as { domains: string[] }).domains.length, skipped: [] } }))
  const user = await open()
  const table = await screen.findByRole('table', { name: 'Not monitored' })
  expect(within(table).getByRole('row', { name: /beta\.net/ })).toHaveTextContent('Off')
  // No brand category chosen: nothing is sent.
  await user.click(within(table).getByRole('checkbox', { name: 'Select alpha.com' }))
  await user.click(screen.getByRole('button', { name: 'Add selected (1)' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('❌ Please select or enter a brand category.')
  expect(sent('POST', '/api/registrars/not-monitored/add')).toHaveLength(0)

  await user.click(within(table).getByRole('checkbox', { name: 'Select beta.net' }))
  const group = screen.getByRole('group', { name: 'Add to' })
  await user.selectOptions(within(group).getByLabelText('Super Category'), 'casino')
  // The brand categories of the chosen super category, not of the remembered one.
  await within(group).findByRole('option', { name: 'Poker' })
  await user.selectOptions(within(group).getByLabelText('Brand Category'), 'Poker')
  await user.click(screen.getByRole('button', { name: 'Add selected (2)' }))
  await waitFor(() => expect(sent('POST', '/api/registrars/not-monitored/add')).toHaveLength(1))
  expect(sent('POST', '/api/registrars/not-monitored/add')[0].body).toEqual({ domains: ['alpha.com', 'beta.net'], superCategory: 'casino', brandCategory: 'Poker' })
  expect(await screen.findByText('Added 2 domain(s)')).toBeInTheDocument()

  // One row, to a new custom brand category.
  // The list was read again; the chosen super category stays.
  // (Asked again until it holds: the group found first may be the one the re-read replaces.)
  await waitFor(() => expect(within(screen.getByRole('group', { name: 'Add to' })).getByLabelText('Super Category')).toHaveValue('casino'))
  const again = screen.getByRole('group', { name: 'Add to' })
  await user.selectOptions(within(again).getByLabelText('Brand Category'), 'Add custom category...')
  await user.type(within(again).getByLabelText('Custom Category'), 'Bingo')
  await user.click(within(await screen.findByRole('table', { name: 'Not monitored' })).getByRole('button', { name: 'Add gamma.org' }))
  await waitFor(() => expect(sent('POST', '/api/registrars/not-monitored/add')).toHaveLength(2))
  expect(sent('POST', '/api/registrars/not-monitored/add')[1].body).toEqual({ domains: ['gamma.org'], superCategory: 'casino', brandCategory: 'Bingo' })
})

test('Registrar unknown lists monitored domains found in no synced account', async () => {
  await open()
  const table = await screen.findByRole('table', { name: 'Registrar unknown' })
  expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([['lost.io', 'Casino', 'Slots']])
})

test('a failed load says so with Retry', async () => {
  server.on('GET /api/registrars', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('RegistrarsPage', '/registrars')
  expect(await screen.findByText('Failed to load registrar accounts.')).toBeInTheDocument()
  server.on('GET /api/registrars', () => ({ body: { success: true, accounts: [account()] } }))
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('table', { name: 'Registrar accounts' })).toBeInTheDocument()
})
