import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type AlertChannel, type AlertRulesResponse } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const hook: AlertChannel = { id: 'c1', kind: 'webhook', name: 'Ops hook', target: 'https://hooks.example/x', enabled: true, hasSecret: true, createdAt: '2026-11-20T08:00:00.000Z' }
const mail: AlertChannel = { id: 'c2', kind: 'email', name: 'Mail', target: 'ops@example.com', enabled: true, hasSecret: false, createdAt: '2026-11-20T08:00:00.000Z' }
const rules = (channels: AlertChannel[]): AlertRulesResponse => ({
  success: true,
  rules: { routes: { 'affiliate-broken': ['c2'] }, categories: ['natural', 'casino', 'dating'], quietHours: null, timezone: 'UTC', digestHour: null },
  kinds: [{ kind: 'site-down', label: 'Site down', severity: 'critical' }, { kind: 'affiliate-broken', label: 'Affiliate link broken', severity: 'warning' }],
  channels,
})
const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path)

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/alerts/channels', () => ({ body: { success: true, channels: [hook, mail] } }))
  server.on('GET /api/alerts/rules', () => ({ body: rules([hook, mail]) }))
  server.on('GET /api/alerts/maintenance', () => ({ body: { success: true, windows: [] } }))
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: { success: true, list: [], all: [], servers: [{ _id: 's1', server: 'web-1', email: 'ops@example.com', platform: 'DO', ServerExpiryDate: null, hostingIssueDate: null, renewalMonths: 12, domainCount: 3 }] } }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

test('channels: listed without secrets; a kind asks for its own fields; Test reports what the server says', async () => {
  renderPage('AlertSettingsPage', '/alerts/settings')
  const list = await screen.findByRole('list', { name: 'Channels' })
  expect(within(list).getByRole('listitem', { name: 'Ops hook' })).toHaveTextContent('Webhook · https://hooks.example/x')

  const form = screen.getByRole('form', { name: 'Add a channel' })
  await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'telegram')
  expect(within(form).getByLabelText('Chat id')).toBeInTheDocument()
  expect(within(form).getByLabelText('Bot token')).toHaveAttribute('type', 'password')
  server.on('POST /api/alerts/channels', () => ({ status: 201, body: { success: true, message: 'Channel added', channel: { ...hook, id: 'c3', kind: 'telegram', name: 'TG' } } }))
  await userEvent.type(within(form).getByLabelText('Name'), 'TG')
  await userEvent.type(within(form).getByLabelText('Chat id'), '-100123')
  await userEvent.type(within(form).getByLabelText('Bot token'), '123:abc')
  await userEvent.click(within(form).getByRole('button', { name: 'Add channel' }))
  expect(await screen.findByText('Channel added')).toBeInTheDocument()
  expect(sent('POST', '/api/alerts/channels')[0].body).toEqual({ kind: 'telegram', name: 'TG', target: '-100123', secret: '123:abc' })

  server.on('POST /api/alerts/channels/c1/test', () => ({ status: 502, body: { success: false, message: 'The test message was not delivered: hooks.example answered HTTP 500' } }))
  // The list was loaded again after the add.
  const reloaded = await screen.findByRole('list', { name: 'Channels' })
  await userEvent.click(within(within(reloaded).getByRole('listitem', { name: 'Ops hook' })).getByRole('button', { name: 'Test' }))
  expect(await screen.findByText('The test message was not delivered: hooks.example answered HTTP 500')).toBeInTheDocument()
})

test('editing keeps the secret unless a new one is typed; deleting asks first', async () => {
  server.on('PUT /api/alerts/channels/c1', () => ({ body: { success: true, message: 'Channel saved', channel: hook } }))
  server.on('DELETE /api/alerts/channels/c2', () => ({ body: { success: true, message: 'Channel deleted' } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  const list = await screen.findByRole('list', { name: 'Channels' })
  await userEvent.click(within(within(list).getByRole('listitem', { name: 'Ops hook' })).getByRole('button', { name: 'Edit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Ops hook' })
  expect(within(dialog).getByPlaceholderText('Stored — leave empty to keep it')).toHaveValue('')
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
  await screen.findByText('Channel saved')
  expect(sent('PUT', '/api/alerts/channels/c1')[0].body).toEqual({ name: 'Ops hook', enabled: false, target: 'https://hooks.example/x' })

  const reloaded = await screen.findByRole('list', { name: 'Channels' })
  await userEvent.click(within(within(reloaded).getByRole('listitem', { name: 'Mail' })).getByRole('button', { name: 'Delete' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete channel' })
  expect(sent('DELETE', '/api/alerts/channels/c2')).toHaveLength(0)
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await screen.findByText('Channel deleted')
  expect(sent('DELETE', '/api/alerts/channels/c2')).toHaveLength(1)
})

test('rules: a matrix of event kinds against channels, categories, quiet hours and digest, saved together', async () => {
  server.on('PUT /api/alerts/rules', () => ({ body: { success: true, message: 'Alert rules saved' } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  const all = await screen.findByRole('checkbox', { name: 'Site down to Ops hook' })
  expect(all).toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Affiliate link broken to Ops hook' })).not.toBeChecked()
  expect(screen.getByRole('checkbox', { name: 'Affiliate link broken to Mail' })).toBeChecked()
  await userEvent.click(all)
  await userEvent.click(screen.getByRole('checkbox', { name: 'Casino' }))
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hold alerts' }))
  await userEvent.selectOptions(screen.getByLabelText('Daily digest'), 'At 08:00')
  await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))
  await screen.findByText('Alert rules saved')
  expect(sent('PUT', '/api/alerts/rules')[0].body).toEqual({
    routes: { 'affiliate-broken': ['c2'], 'site-down': ['c2'] },
    categories: ['natural', 'dating'],
    quietHours: { start: 22, end: 7 },
    timezone: 'UTC',
    digestHour: 8,
  })
})

test('maintenance: a window for a server, from now for two hours by default', async () => {
  server.on('POST /api/alerts/maintenance', () => ({ status: 201, body: { success: true, message: 'Maintenance window added', window: { id: 'w1', serverId: 's1', server: 'web-1', domain: null, startsAt: '2026-11-20T08:00:00.000Z', endsAt: '2026-11-20T10:00:00.000Z', note: 'disks', active: true } } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  const form = await screen.findByRole('form', { name: 'Add a maintenance window' })
  expect(within(form).getByLabelText('Server')).toHaveValue('s1')
  await userEvent.type(within(form).getByLabelText('Note'), 'disks')
  await userEvent.click(within(form).getByRole('button', { name: 'Add window' }))
  await screen.findByText('Maintenance window added')
  const body = sent('POST', '/api/alerts/maintenance')[0].body as Record<string, string>
  expect(body).toMatchObject({ serverId: 's1', note: 'disks' })
  await waitFor(() => expect(Date.parse(body.endsAt) - Date.parse(body.startsAt)).toBe(2 * 60 * 60_000))
})
