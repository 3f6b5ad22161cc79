import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { hostingInfo, record, serverRow } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
let errorSpy: jest.SpyInstance

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: hostingInfo() }))
  server.on('PUT /api/hosting/update-server-everywhere', () => ({ body: { success: true, message: 'Server updated everywhere' } }))
  server.on('DELETE /api/hosting/delete-server/srv-b-id', () => ({ body: { success: true, message: '✅ Server deleted successfully' } }))
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  loginAs('user')
})
afterEach(() => {
  errorSpy.mockRestore()
  resetStores()
})
afterAll(() => server.close())

const OPS = '/servers/ops%40example.com'
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const cells = () => bodyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))
const rowOf = (name: string) => bodyRows().find((r) => within(r).getAllByRole('cell')[0].textContent === name)!
const gets = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/hosting/get-hostingInfo').length

async function open (path = OPS) {
  const utils = renderPage('ServersPage', path)
  await screen.findByRole('table')
  return { ...utils, user: userEvent.setup() }
}

test('the servers of that e-mail only, with client-side domain counts (blank and "-" not counted)', async () => {
  await open()
  expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Server', 'Domain Count', 'Server Expiry Date', 'Show Domain', 'Actions',
  ])
  // srv-a holds one.com, two.com, "-" and a blank record: 2. srv-b holds three.com: 1.
  expect(cells()).toEqual([
    ['srv-a', '2', '2027-01-15', 'View Domains', 'EditDelete'],
    ['srv-b', '1', 'N/A', 'View Domains', 'EditDelete'],
  ])
})

test('an e-mail with "+" arrives decoded and matches case-insensitively', async () => {
  await open('/servers/Cloud%2BTeam%40example.com')
  expect(cells()).toEqual([['v-1', '1', '2027-01-15', 'View Domains', 'EditDelete']])
})

test('"No servers found for this email." when the e-mail has none', async () => {
  renderPage('ServersPage', '/servers/nobody%40example.com')
  expect(await screen.findByText('No servers found for this email.')).toBeInTheDocument()
})

test('a failed load shows the error with Retry, not "No servers found for this email."', async () => {
  server.on('GET /api/hosting/get-hostingInfo', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('ServersPage', OPS)
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load hosting info')
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(screen.queryByText('No servers found for this email.')).not.toBeInTheDocument()
})

test.each([
  ['/servers/cloud%2Bteam%40example.com', 'user', '/hosting/domains/cloud%2Bteam%40example.com/v-1'],
  ['/admin/servers/cloud%2Bteam%40example.com', 'admin', '/admin/hosting/domains/cloud%2Bteam%40example.com/v-1'],
] as const)('on %s (%s layout) "View Domains" opens %s', async (path, role, target) => {
  loginAs(role)
  const { user, location } = await open(path)
  await user.click(within(rowOf('v-1')).getByRole('button', { name: 'View Domains' }))
  expect(location().pathname).toBe(target)
})

test('Edit popup (Server, Expiry Date) sends update-server-everywhere and loads the page data again', async () => {
  const { user } = await open()
  await user.click(within(rowOf('srv-a')).getByRole('button', { name: 'Edit' }))
  const dialog = screen.getByRole('dialog', { name: 'Edit Server' })
  const date = within(dialog).getByLabelText('Expiry Date')
  expect(date).toHaveValue('2027-01-15')
  await user.clear(within(dialog).getByLabelText('Server'))
  await user.type(within(dialog).getByLabelText('Server'), 'srv-z')
  await user.clear(date)
  await user.type(date, '2028-03-03')
  server.on('GET /api/hosting/get-hostingInfo', () => ({
    body: hostingInfo({ servers: [serverRow({ server: 'srv-z', ServerExpiryDate: '2028-03-03' })], all: [record('one.com', { server: 'srv-z' })] }),
  }))
  const before = gets()
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(gets()).toBe(before + 1))
  expect(server.requests.find((r) => r.method === 'PUT')?.body).toEqual({
    email: 'ops@example.com',
    oldServer: 'srv-a',
    newServer: 'srv-z',
    ServerExpiryDate: '2028-03-03',
  })
  await waitFor(() => expect(cells()).toEqual([['srv-z', '1', '2028-03-03', 'View Domains', 'EditDelete']]))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
})

test("an admin's edit of another user's server names that owner", async () => {
  loginAs('admin')
  const owner = { _id: 'u-9', name: 'Omar' }
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: hostingInfo({ servers: [serverRow({ owner })], all: [record('one.com', { owner })] }) }))
  let query = ''
  server.on('PUT /api/hosting/update-server-everywhere', () => ({ body: { success: true, message: 'ok' } }))
  const seen = apiClient.interceptors.request.use((config) => {
    if (config.method === 'put') query = new URLSearchParams(config.params as Record<string, string>).toString()
    return config
  })
  const { user } = await open('/admin/servers/ops%40example.com')
  expect(cells()[0].slice(0, 2)).toEqual(['srv-aOmar', '1'])
  await user.click(within(rowOf('srv-aOmar')).getByRole('button', { name: 'Edit' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(query).toBe('owner=u-9'))
  apiClient.interceptors.request.eject(seen)
})

test('an update-server-everywhere failure is only logged', async () => {
  server.on('PUT /api/hosting/update-server-everywhere', () => ({ status: 409, body: { success: false, message: 'Server already exists' } }))
  const { user } = await open()
  await user.click(within(rowOf('srv-a')).getByRole('button', { name: 'Edit' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(errorSpy).toHaveBeenCalled())
  expect(screen.queryByText('Server already exists')).not.toBeInTheDocument()
  expect(screen.queryByText('❌ Failed to update server')).not.toBeInTheDocument()
})

test('delete popup requires the typed server name', async () => {
  const { user } = await open()
  await user.click(within(rowOf('srv-b')).getByRole('button', { name: 'Delete' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete Server' })
  await user.type(within(dialog).getByLabelText('Type the server name to confirm'), 'srv-a')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('❌ Server name does not match. Try again.')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0)
  await user.clear(within(dialog).getByLabelText('Type the server name to confirm'))
  await user.type(within(dialog).getByLabelText('Type the server name to confirm'), 'srv-b')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('✅ Server deleted successfully')).toBeInTheDocument()
})
