import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { hostingInfo } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: hostingInfo() }))
  server.on('PUT /api/hosting/update-server/srv-a-id', () => ({ body: { success: true, message: '✅ Server updated successfully' } }))
  server.on('DELETE /api/hosting/delete-server/srv-a-id', () => ({ body: { success: true, message: '✅ Server deleted successfully' } }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const cells = () => bodyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))
const rowOf = (name: string) => bodyRows().find((r) => within(r).getAllByRole('cell')[0].textContent === name)!
const gets = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/hosting/get-hostingInfo').length

async function openServers () {
  renderPage('HostingDataPage', '/hosting-data')
  const user = userEvent.setup()
  await screen.findByRole('table')
  await user.click(screen.getByRole('button', { name: 'Show All Servers' }))
  return user
}

test('servers with their e-mail and expiry ("N/A" when missing), Edit and Delete', async () => {
  await openServers()
  expect(cells()).toEqual([
    ['srv-a', 'ops@example.com', '2027-01-15', 'EditDelete'],
    ['srv-b', 'ops@example.com', 'N/A', 'EditDelete'],
    ['v-1', 'cloud+team@example.com', '2027-01-15', 'EditDelete'],
  ])
})

test('search by server or e-mail; "No servers found" when nothing matches', async () => {
  const user = await openServers()
  const search = screen.getByRole('searchbox', { name: 'Search by server or email...' })
  await user.type(search, 'SRV-')
  expect(cells().map((c) => c[0])).toEqual(['srv-a', 'srv-b'])
  await user.clear(search)
  await user.type(search, 'cloud+team')
  expect(cells().map((c) => c[0])).toEqual(['v-1'])
  await user.type(search, 'zzz')
  expect(screen.getByText('No servers found')).toBeInTheDocument()
})

test('Edit popup: Server and Server Expiry Date prefilled; Save → update-server, success toast, reload', async () => {
  const user = await openServers()
  await user.click(within(rowOf('srv-a')).getByRole('button', { name: 'Edit' }))
  const dialog = screen.getByRole('dialog', { name: 'Edit Server' })
  const name = within(dialog).getByLabelText('Server')
  const date = within(dialog).getByLabelText('Server Expiry Date')
  expect(name).toHaveAttribute('name', 'server')
  expect(name).toHaveValue('srv-a')
  expect(date).toHaveAttribute('name', 'ServerExpiryDate')
  expect(date).toHaveAttribute('type', 'date')
  expect(date).toHaveValue('2027-01-15')
  await user.clear(name)
  await user.type(name, ' srv-a2 ')
  await user.clear(date)
  await user.type(date, '2028-02-01')
  const before = gets()
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('✅ Server updated successfully')).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  const put = server.requests.find((r) => r.method === 'PUT')
  expect(put?.body).toEqual({ server: 'srv-a2', ServerExpiryDate: '2028-02-01' })
  await waitFor(() => expect(gets()).toBe(before + 1))
})

test('a failed update shows "❌ Failed to update server" and keeps the popup', async () => {
  server.on('PUT /api/hosting/update-server/srv-a-id', () => ({ status: 409, body: { success: false, message: 'Server already exists' } }))
  const user = await openServers()
  await user.click(within(rowOf('srv-a')).getByRole('button', { name: 'Edit' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('❌ Failed to update server')).toBeInTheDocument()
  expect(screen.getByRole('dialog', { name: 'Edit Server' })).toBeInTheDocument()
})

test('Delete needs the server name typed exactly (trimmed): a mismatch deletes nothing', async () => {
  const user = await openServers()
  await user.click(within(rowOf('srv-a')).getByRole('button', { name: 'Delete' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete Server' })
  const input = within(dialog).getByLabelText('Type the server name to confirm')
  await user.type(input, 'SRV-A')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('❌ Server name does not match. Try again.')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0)
  expect(screen.getByRole('dialog', { name: 'Delete Server' })).toBeInTheDocument()

  await user.clear(input)
  await user.type(input, '  srv-a  ')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('✅ Server deleted successfully')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/hosting/delete-server/srv-a-id'])
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test('a failed delete shows "❌ Failed to delete server"', async () => {
  server.on('DELETE /api/hosting/delete-server/srv-a-id', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  const user = await openServers()
  await user.click(within(rowOf('srv-a')).getByRole('button', { name: 'Delete' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete Server' })
  await user.type(within(dialog).getByLabelText('Type the server name to confirm'), 'srv-a')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('❌ Failed to delete server')).toBeInTheDocument()
})

test('Cancel closes the delete popup and a reopened popup starts empty', async () => {
  const user = await openServers()
  await user.click(within(rowOf('srv-b')).getByRole('button', { name: 'Delete' }))
  await user.type(within(screen.getByRole('dialog')).getByLabelText('Type the server name to confirm'), 'srv')
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(within(rowOf('srv-b')).getByRole('button', { name: 'Delete' }))
  expect(within(screen.getByRole('dialog')).getByLabelText('Type the server name to confirm')).toHaveValue('')
})
