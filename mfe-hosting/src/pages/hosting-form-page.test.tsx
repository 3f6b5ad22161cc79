import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { STORAGE_KEYS, apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
let alertSpy: jest.SpyInstance

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('POST /api/hosting/add-hostingInfo', () => ({ status: 201, body: { success: true, message: 'Hosting info added' } }))
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined)
  loginAs('user')
})
afterEach(() => {
  alertSpy.mockRestore()
  resetStores()
})
afterAll(() => server.close())

const form = () => screen.getByRole('form', { name: 'Add Hosting Info' })
const field = (label: string) => within(form()).getByLabelText(label)
const saveButton = () => screen.getByRole('button', { name: 'Save Hosting Info' })
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/hosting/add-hostingInfo')
const suggestions = (name: string) =>
  Array.from(screen.getByTestId(`${name}-suggestions`).querySelectorAll('option')).map((o) => o.value)

async function fill (values: { platform?: string; email?: string; server?: string; date?: string }) {
  const user = userEvent.setup()
  if (values.platform) await user.type(field('Platform'), values.platform)
  if (values.email) await user.type(field('Platform Email'), values.email)
  if (values.server) await user.type(field('Server'), values.server)
  if (values.date) await user.type(field('Server Expiry Date'), values.date)
  return user
}

const complete = { platform: 'Hostinger', email: 'ops@example.com', server: 'srv-a', date: '2027-01-15' }

test('four required fields with the names e2e uses, a date input and the Save Hosting Info button', () => {
  renderPage('HostingFormPage', '/hosting-form')
  expect(screen.getByRole('heading', { name: 'Add Hosting Info' })).toBeInTheDocument()
  const expected = [
    ['Platform', 'platform', 'text'],
    ['Platform Email', 'email', 'email'],
    ['Server', 'server', 'text'],
    ['Server Expiry Date', 'ServerExpiryDate', 'date'],
  ]
  for (const [label, name, type] of expected) {
    expect(field(label)).toHaveAttribute('name', name)
    expect(field(label)).toHaveAttribute('type', type)
    expect(field(label)).toBeRequired()
  }
  expect(saveButton()).toHaveAttribute('type', 'submit')
})

test.each([
  ['nothing filled', {}, 'Please Check All Field'],
  ['no expiry date', { ...complete, date: undefined }, 'Please Check All Field'],
  ['a blank server', { ...complete, server: '   ' }, 'Please Check All Field'],
  ['a malformed e-mail', { ...complete, email: 'ops@example' }, 'Please enter a valid email address'],
])('validation: %s is refused on the client and sends nothing', async (_what, values, text) => {
  renderPage('HostingFormPage', '/hosting-form')
  const user = await fill(values)
  await user.click(saveButton())
  expect(await screen.findByText(text)).toBeInTheDocument()
  expect(posts()).toHaveLength(0)
})

test('a save posts the trimmed fields, toasts "Hosting info added", clears the form and remembers the values', async () => {
  renderPage('HostingFormPage', '/admin/hosting-form')
  const user = await fill({ ...complete, platform: ' Hostinger ', server: ' srv-a ' })
  await user.click(saveButton())
  expect(await screen.findByText('Hosting info added')).toBeInTheDocument()
  expect(posts()[0].body).toEqual({ platform: 'Hostinger', email: 'ops@example.com', server: 'srv-a', ServerExpiryDate: '2027-01-15' })
  expect(posts()[0].headers.authorization).toMatch(/^Bearer /)
  expect(field('Platform')).toHaveValue('')
  expect(field('Server Expiry Date')).toHaveValue('')
  expect(suggestions('platform')).toEqual(['Hostinger'])
  expect(suggestions('email')).toEqual(['ops@example.com'])
  expect(suggestions('server')).toEqual(['srv-a'])
  expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.hostingHistory)!)).toEqual({
    platform: ['Hostinger'],
    email: ['ops@example.com'],
    server: ['srv-a'],
  })
})

test('a duplicate server alerts "❌ Server already exists!" with the existing Server, Platform and Email', async () => {
  server.on('POST /api/hosting/add-hostingInfo', () => ({
    status: 409,
    body: { success: false, message: 'Server already exists', existing: { email: 'first@example.com', platform: 'Vultr', server: 'srv-a' } },
  }))
  renderPage('HostingFormPage', '/hosting-form')
  const user = await fill(complete)
  await user.click(saveButton())
  await waitFor(() => expect(alertSpy).toHaveBeenCalledTimes(1))
  const text = alertSpy.mock.calls[0][0] as string
  expect(text.startsWith('❌ Server already exists!')).toBe(true)
  expect(text).toContain('Server: srv-a')
  expect(text).toContain('Platform: Vultr')
  expect(text).toContain('Email: first@example.com')
  // Nothing was added: no success toast, the form keeps its values, history is untouched.
  expect(screen.queryByText('Hosting info added')).not.toBeInTheDocument()
  expect(field('Server')).toHaveValue('srv-a')
  expect(window.localStorage.getItem(STORAGE_KEYS.hostingHistory)).toBeNull()
})

test.each([
  ['the server message', { status: 400, body: { success: false, message: 'Server expiry date must be a date (yyyy-mm-dd)' } }, 'Server expiry date must be a date (yyyy-mm-dd)'],
  ['"Please Check All Field" without one', { status: 500, body: { success: false } }, 'Please Check All Field'],
])('a failed save shows %s', async (_what, reply, text) => {
  server.on('POST /api/hosting/add-hostingInfo', () => reply)
  renderPage('HostingFormPage', '/hosting-form')
  const user = await fill(complete)
  await user.click(saveButton())
  expect(await screen.findByText(text)).toBeInTheDocument()
  expect(alertSpy).not.toHaveBeenCalled()
})

test('suggestions keep the 10 most recent unique values per field, newest first', async () => {
  const older = Array.from({ length: 10 }, (_, i) => `srv-${i}`)
  window.localStorage.setItem(
    STORAGE_KEYS.hostingHistory,
    JSON.stringify({ platform: ['Vultr', 'Hostinger'], email: ['ops@example.com'], server: older })
  )
  renderPage('HostingFormPage', '/hosting-form')
  expect(suggestions('server')).toEqual(older)
  expect(field('Server')).toHaveAttribute('list', screen.getByTestId('server-suggestions').id)

  const user = await fill({ ...complete, server: 'srv-new' })
  await user.click(saveButton())
  await screen.findByText('Hosting info added')
  expect(suggestions('server')).toEqual(['srv-new', ...older.slice(0, 9)])
  // A value used again moves to the front instead of appearing twice.
  expect(suggestions('platform')).toEqual(['Hostinger', 'Vultr'])
  expect(suggestions('email')).toEqual(['ops@example.com'])

  await fill({ ...complete, server: 'srv-5' })
  await user.click(saveButton())
  await waitFor(() => expect(suggestions('server')[0]).toBe('srv-5'))
  expect(suggestions('server')).toEqual(['srv-5', 'srv-new', 'srv-0', 'srv-1', 'srv-2', 'srv-3', 'srv-4', 'srv-6', 'srv-7', 'srv-8'])
})

test('unreadable history means no suggestions, not a broken form', () => {
  window.localStorage.setItem(STORAGE_KEYS.hostingHistory, '{not json')
  renderPage('HostingFormPage', '/hosting-form')
  expect(suggestions('platform')).toEqual([])
  expect(saveButton()).toBeEnabled()
})
