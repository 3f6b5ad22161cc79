import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { hostingInfo, listRow } from '../testing/fixtures'
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
  server.on('PUT /api/hosting/update-hosting', () => ({ body: { success: true, message: 'Hosting info updated successfully' } }))
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  loginAs('user')
})
afterEach(() => {
  errorSpy.mockRestore()
  resetStores()
})
afterAll(() => server.close())

const table = () => screen.getByRole('table')
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const cells = () => bodyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))
const search = () => screen.getByRole('searchbox', { name: 'Search by platform, email or server...' })
const gets = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/hosting/get-hostingInfo')

async function open (path = '/hosting-data') {
  const utils = renderPage('HostingDataPage', path)
  await screen.findByRole('table')
  return { ...utils, user: userEvent.setup() }
}

test('loading text, then the table of accounts with counts', async () => {
  let release!: () => void
  server.on('GET /api/hosting/get-hostingInfo', async () => {
    await new Promise<void>((resolve) => (release = resolve))
    return { body: hostingInfo() }
  })
  renderPage('HostingDataPage', '/hosting-data')
  expect(await screen.findByText('Loading hosting info...')).toBeInTheDocument()
  await waitFor(() => expect(release).toBeDefined())
  release()
  await screen.findByRole('table')
  expect(screen.getByRole('heading', { name: 'All Hosting Info' })).toBeInTheDocument()
  expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Platform', 'Email', 'Server', 'Server Count', 'Domain Count', 'Action',
  ])
  expect(cells()).toEqual([
    ['Hostinger', 'ops@example.com', 'Show Servers', '2', '3', 'Edit'],
    ['Vultr', 'cloud+team@example.com', 'Show Servers', '1', '1', 'Edit'],
  ])
})

test.each([
  ['platform', { platform: '' }],
  ['email', { email: ' ' }],
  ['server', { server: '' }],
  ['issue date', { hostingIssueDate: null }],
])('a row without %s is hidden', async (_what, gap) => {
  server.on('GET /api/hosting/get-hostingInfo', () => ({
    body: hostingInfo({ list: [listRow(), listRow({ _id: 'acc-x', platform: 'Gap', email: 'gap@example.com', ...gap })] }),
  }))
  await open()
  expect(cells().map((c) => c[1])).toEqual(['ops@example.com'])
  // Its platform is not offered as a filter either.
  expect(screen.queryByRole('button', { name: 'Gap' })).not.toBeInTheDocument()
})

test('an empty answer shows "No hosting info found"', async () => {
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: { success: true, list: [], all: [], servers: [] } }))
  renderPage('HostingDataPage', '/hosting-data')
  expect(await screen.findByText('No hosting info found')).toBeInTheDocument()
})

test('a failed fetch is logged, not toasted, and shown with Retry instead of the empty text', async () => {
  server.on('GET /api/hosting/get-hostingInfo', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('HostingDataPage', '/hosting-data')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load hosting info')
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  expect(screen.queryByText('No hosting info found')).not.toBeInTheDocument()
  expect(errorSpy).toHaveBeenCalled()
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: { success: true, list: [], all: [], servers: [] } }))
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('No hosting info found')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

test('platform filter buttons: All plus each distinct platform', async () => {
  const { user } = await open()
  const group = screen.getByRole('group', { name: 'Platform' })
  expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'Hostinger', 'Vultr'])
  expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  await user.click(within(group).getByRole('button', { name: 'Vultr' }))
  expect(cells().map((c) => c[0])).toEqual(['Vultr'])
  expect(within(group).getByRole('button', { name: 'Vultr' })).toHaveAttribute('aria-pressed', 'true')
  await user.click(within(group).getByRole('button', { name: 'All' }))
  expect(cells()).toHaveLength(2)
})

test('search matches platform, email or any server of the account, case-insensitively', async () => {
  const { user } = await open()
  await user.type(search(), 'VULTR')
  expect(cells().map((c) => c[0])).toEqual(['Vultr'])
  await user.clear(search())
  await user.type(search(), 'ops@')
  expect(cells().map((c) => c[0])).toEqual(['Hostinger'])
  await user.clear(search())
  await user.type(search(), 'srv-b')
  expect(cells().map((c) => c[0])).toEqual(['Hostinger'])
  await user.clear(search())
  await user.type(search(), 'nothing-like-this')
  expect(screen.getByText('No hosting info found')).toBeInTheDocument()
})

test.each([
  ['/hosting-data', '/servers/cloud%2Bteam%40example.com'],
  ['/admin/hosting-data', '/admin/servers/cloud%2Bteam%40example.com'],
])('on %s "Show Servers" opens %s (e-mail URL-encoded)', async (path, target) => {
  if (path.startsWith('/admin')) loginAs('admin')
  const { user, location } = await open(path)
  await user.click(within(bodyRows()[1]).getByRole('button', { name: 'Show Servers' }))
  expect(location().pathname).toBe(target)
})

test('Edit popup: Email and Platform prefilled; Save sends update-hosting and reloads; Cancel closes', async () => {
  const { user } = await open()
  await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Edit' }))
  const dialog = screen.getByRole('dialog', { name: 'Edit Hosting Info' })
  expect(within(dialog).getByLabelText('Email')).toHaveValue('ops@example.com')
  expect(within(dialog).getByLabelText('Platform')).toHaveValue('Hostinger')
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

  await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Edit' }))
  const again = screen.getByRole('dialog', { name: 'Edit Hosting Info' })
  await user.clear(within(again).getByLabelText('Email'))
  await user.type(within(again).getByLabelText('Email'), 'new@example.com')
  await user.clear(within(again).getByLabelText('Platform'))
  await user.type(within(again).getByLabelText('Platform'), 'Hostinger Cloud')
  const before = gets().length
  await user.click(within(again).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  const put = server.requests.find((r) => r.method === 'PUT' && r.path === '/api/hosting/update-hosting')
  expect(put?.body).toEqual({
    email: 'ops@example.com',
    platform: 'Hostinger',
    updates: { email: 'new@example.com', platform: 'Hostinger Cloud', hostingIssueDate: '2026-01-10' },
  })
  await waitFor(() => expect(gets().length).toBe(before + 1))
})

test('an update-hosting failure is only logged and the popup stays', async () => {
  server.on('PUT /api/hosting/update-hosting', () => ({ status: 404, body: { success: false, message: 'Hosting account not found' } }))
  const { user } = await open()
  await user.click(within(bodyRows()[0]).getByRole('button', { name: 'Edit' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(errorSpy).toHaveBeenCalled())
  expect(screen.getByRole('dialog', { name: 'Edit Hosting Info' })).toBeInTheDocument()
  expect(screen.queryByText('Hosting account not found')).not.toBeInTheDocument()
})

test('the toggle switches between "Show All Servers" and "Show Hosting Data"', async () => {
  const { user } = await open()
  await user.click(screen.getByRole('button', { name: 'Show All Servers' }))
  expect(screen.getByRole('searchbox', { name: 'Search by server or email...' })).toBeInTheDocument()
  expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Server', 'Email', 'Server Expiry Date', 'Actions'])
  await user.click(screen.getByRole('button', { name: 'Show Hosting Data' }))
  expect(search()).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Show All Servers' })).toBeInTheDocument()
})
