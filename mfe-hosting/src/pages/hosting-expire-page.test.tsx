import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { expired, expiring } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
let releaseRenew: (() => void) | null

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  releaseRenew = null
  server.on('GET /api/hosting/server-expire', () => ({
    body: {
      success: true,
      servers: [expiring('day-1', 1, { ServerExpiryDate: '2026-11-23' }), expiring('day-10', 10, { platform: 'Vultr', email: 'cloud@example.com' })],
      expired: [expired('gone-3', 3), expired('gone-0', 0, { ServerExpiryDate: '2026-11-22', platform: 'Hostinger' })],
    },
  }))
  server.on('POST /api/hosting/server-renew', () => ({ body: { success: true, message: 'Server renewed successfully' } }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const soonTable = () => screen.getByRole('table', { name: 'Servers Expiring Soon' })
const bodyRows = (table = soonTable()) => within(table).getAllByRole('row').slice(1)
const cells = (table = soonTable()) => bodyRows(table).map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))

async function open (path = '/hosting-expire/natural') {
  renderPage('HostingExpirePage', path)
  await screen.findByRole('table', { name: 'Servers Expiring Soon' })
  return userEvent.setup()
}

test('"Loading..." then the table: Renew, Server, Email, Platform, Expiry Date, Status', async () => {
  renderPage('HostingExpirePage', '/admin/hosting-expire/casino')
  expect(screen.getByText('Loading...')).toBeInTheDocument()
  await screen.findByRole('table', { name: 'Servers Expiring Soon' })
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Servers Expiring Soon' })).toBeInTheDocument()
  expect(within(soonTable()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Renew', 'Server', 'Email', 'Platform', 'Expiry Date', 'Status',
  ])
  expect(cells()).toEqual([
    ['day-1', 'ops@example.com', 'Hostinger', '2026-11-23', '⚠️ 1 day(s) remaining'],
    ['day-10', 'cloud@example.com', 'Vultr', '2026-12-01', '⚠️ 10 day(s) remaining'],
  ])
})

test("the server's lists and day counts are shown as sent, never recounted or filtered again", async () => {
  // The server decides (its clock, its window): a row it lists is shown with its count, even
  // when this browser's clock would count differently.
  server.on('GET /api/hosting/server-expire', () => ({
    body: { success: true, servers: [expiring('far', 3, { ServerExpiryDate: '2031-01-01' }), expiring('odd', 12)], expired: [] },
  }))
  await open()
  expect(cells()).toEqual([
    ['far', 'ops@example.com', 'Hostinger', '2031-01-01', '⚠️ 3 day(s) remaining'],
    ['odd', 'ops@example.com', 'Hostinger', '2026-12-01', '⚠️ 12 day(s) remaining'],
  ])
})

test('Expired servers: a table under Servers Expiring Soon with the days since expiry', async () => {
  await open()
  const table = screen.getByRole('table', { name: 'Expired servers' })
  expect(screen.getByRole('heading', { name: 'Expired servers', level: 2 })).toBeInTheDocument()
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Renew', 'Server', 'Email', 'Platform', 'Expiry Date', 'Days Since',
  ])
  expect(cells(table)).toEqual([
    ['gone-3', 'ops@example.com', 'DigitalOcean', '2026-11-19', '3'],
    ['gone-0', 'ops@example.com', 'Hostinger', '2026-11-22', '0'],
  ])
  // It follows the expiring table on the page.
  expect(soonTable().compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})

test('an expired server is renewed with the same Renew and leaves its list', async () => {
  const user = await open()
  await user.click(screen.getByRole('checkbox', { name: 'Renew gone-3' }))
  const table = screen.getByRole('table', { name: 'Expired servers' })
  await user.click(within(bodyRows(table)[0]).getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Server renewed successfully')).toBeInTheDocument()
  await waitFor(() => expect(cells(screen.getByRole('table', { name: 'Expired servers' })).map((c) => c[0])).toEqual(['gone-0']))
  expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ servers: ['gone-3-id'] })
  expect(cells().map((c) => c[0])).toEqual(['day-1', 'day-10'])
})

test('no expired servers: "No servers have expired."; no expiring ones: the spec\'s empty text', async () => {
  server.on('GET /api/hosting/server-expire', () => ({ body: { success: true, servers: [], expired: [] } }))
  renderPage('HostingExpirePage', '/hosting-expire/natural')
  expect(await screen.findByText('No servers are expiring within the next 10 days.')).toBeInTheDocument()
  expect(screen.getByText('No servers have expired.')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('empty: "No servers are expiring within the next 10 days."', async () => {
  server.on('GET /api/hosting/server-expire', () => ({ body: { success: true, servers: [] } }))
  renderPage('HostingExpirePage', '/hosting-expire/natural')
  expect(await screen.findByText('No servers are expiring within the next 10 days.')).toBeInTheDocument()
})

test('a load failure shows the error with Retry, not the empty lists, and Retry loads again', async () => {
  server.on('GET /api/hosting/server-expire', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('HostingExpirePage', '/hosting-expire/natural')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load expiring servers')
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument()
  expect(screen.queryByText('No servers are expiring within the next 10 days.')).not.toBeInTheDocument()
  expect(screen.queryByText('No servers have expired.')).not.toBeInTheDocument()

  server.on('GET /api/hosting/server-expire', () => ({ body: { success: true, servers: [expiring('back-2', 2)], expired: [] } }))
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('checkbox', { name: 'Renew back-2' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('ticking Renew reveals Save on that row only; unticking hides it', async () => {
  const user = await open()
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('checkbox', { name: 'Renew day-10' }))
  expect(within(bodyRows()[1]).getByRole('button', { name: 'Save' })).toBeInTheDocument()
  expect(within(bodyRows()[0]).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('checkbox', { name: 'Renew day-10' }))
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument()
})

test('Save reads "Saving..." while renewing, then toasts and the row leaves the list', async () => {
  server.on('POST /api/hosting/server-renew', async () => {
    await new Promise<void>((resolve) => (releaseRenew = resolve))
    return { body: { success: true, message: 'Server renewed successfully' } }
  })
  const user = await open()
  await user.click(screen.getByRole('checkbox', { name: 'Renew day-1' }))
  await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Save' }))
  expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
  await waitFor(() => expect(releaseRenew).not.toBeNull())
  releaseRenew!()
  expect(await screen.findByText('Server renewed successfully')).toBeInTheDocument()
  await waitFor(() => expect(cells().map((c) => c[0])).toEqual(['day-10']))
  expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ servers: ['day-1-id'] })
})

test("the server's own message is the success toast when it sends one", async () => {
  server.on('POST /api/hosting/server-renew', () => ({ body: { success: true, message: 'Renewed until 2027-11-23' } }))
  const user = await open()
  await user.click(screen.getByRole('checkbox', { name: 'Renew day-1' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Renewed until 2027-11-23')).toBeInTheDocument()
})

test('a failed renewal shows a generic error and keeps the row ticked', async () => {
  server.on('POST /api/hosting/server-renew', () => ({ status: 500, body: { success: false, message: 'Internal server error' } }))
  const user = await open()
  await user.click(screen.getByRole('checkbox', { name: 'Renew day-1' }))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to renew server')
  expect(cells().map((c) => c[0])).toEqual(['day-1', 'day-10'])
  expect(screen.getByRole('checkbox', { name: 'Renew day-1' })).toBeChecked()
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
})
