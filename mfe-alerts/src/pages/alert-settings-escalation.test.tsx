import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type AlertChannel, type EscalationPolicy, type OncallRotation } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

// The settings page is large and these tests type a lot: generous on a busy machine.
jest.setTimeout(120_000)

let server: TestServer
const AT = '2026-11-20T08:00:00.000Z'
const hook: AlertChannel = { id: 'c1', kind: 'webhook', name: 'Ops hook', target: 'https://hooks.example/x', enabled: true, hasSecret: true, createdAt: AT }
const night: OncallRotation = {
  id: 'r1',
  name: 'Night shift',
  timezone: 'Europe/Berlin',
  period: 'weekly',
  handoffTime: '09:00',
  handoffWeekday: 1,
  startDate: '2026-12-01',
  members: [{ _id: 'u1', name: 'Uma' }, { _id: 'u3', name: 'Cleo' }],
  createdAt: AT,
  updatedAt: AT,
}
const policy: EscalationPolicy = { id: 'p1', name: 'Wake someone', steps: [{ afterMinutes: 0, channelIds: ['c1'], rotationIds: [] }, { afterMinutes: 15, channelIds: [], rotationIds: ['r1'] }], repeats: 2, createdAt: AT, updatedAt: AT }
const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path)

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/alerts/channels', () => ({ body: { success: true, channels: [hook] } }))
  server.on('GET /api/alerts/rules', () => ({
    body: { success: true, rules: { routes: {}, categories: ['natural'], quietHours: null, timezone: 'UTC', digestHour: null, escalationPolicyId: null }, kinds: [{ kind: 'site-down', label: 'Site down', severity: 'critical' }], channels: [hook] },
  }))
  server.on('GET /api/alerts/maintenance', () => ({ body: { success: true, windows: [] } }))
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: { success: true, list: [], all: [], servers: [] } }))
  server.on('GET /api/escalation-policies', () => ({ body: { success: true, policies: [policy] } }))
  server.on('GET /api/oncall-rotations', () => ({ body: { success: true, rotations: [night] } }))
  server.on('GET /auth/me', () => ({ body: { success: true, user: { _id: 'u1', name: 'Uma', email: 'uma@example.com', role: 'user' } } }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

test('policies: listed with their steps; a new one needs a name and someone to notify per step, in the order set', async () => {
  server.on('POST /api/escalation-policies', () => ({ status: 201, body: { success: true, message: 'Escalation policy created', policy } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  const listed = await within(await screen.findByRole('list', { name: 'Escalation policies' })).findByRole('listitem', { name: 'Wake someone' })
  await waitFor(() => expect(within(listed).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['After 0 min: Ops hook', 'After 15 min: Night shift (on call)']))
  expect(listed).toHaveTextContent('Repeats 2 times')

  await userEvent.click(screen.getByRole('button', { name: 'New policy' }))
  const dialog = await screen.findByRole('dialog', { name: 'New escalation policy' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save policy' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Name the policy.')
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Business hours')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save policy' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Step 1: pick a channel or a rotation to notify.')
  await userEvent.click(within(within(dialog).getByRole('group', { name: 'Step 1 notifies' })).getByRole('checkbox', { name: 'Ops hook' }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add step' }))
  await userEvent.click(within(within(dialog).getByRole('group', { name: 'Step 2 notifies' })).getByRole('checkbox', { name: 'Night shift (on call)' }))
  // The rotation's step goes first; the channel's waits 15 minutes after it.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move step 2 up' }))
  const repeat = within(dialog).getByLabelText('Repeat the steps')
  await userEvent.clear(repeat)
  await userEvent.type(repeat, '1')
  expect(sent('POST', '/api/escalation-policies')).toHaveLength(0)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save policy' }))
  expect(await screen.findByText('Escalation policy created')).toBeInTheDocument()
  expect(sent('POST', '/api/escalation-policies')[0].body).toEqual({
    name: 'Business hours',
    steps: [{ afterMinutes: 15, channelIds: [], rotationIds: ['r1'] }, { afterMinutes: 0, channelIds: ['c1'], rotationIds: [] }],
    repeats: 1,
  })
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('editing a policy replaces it; deleting asks first', async () => {
  server.on('PUT /api/escalation-policies/p1', () => ({ body: { success: true, message: 'Escalation policy saved', policy } }))
  server.on('DELETE /api/escalation-policies/p1', () => ({ body: { success: true, message: 'Escalation policy deleted' } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  const listed = await within(await screen.findByRole('list', { name: 'Escalation policies' })).findByRole('listitem', { name: 'Wake someone' })
  await userEvent.click(within(listed).getByRole('button', { name: 'Edit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Wake someone' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove step 2' }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save policy' }))
  await screen.findByText('Escalation policy saved')
  expect(sent('PUT', '/api/escalation-policies/p1')[0].body).toEqual({ name: 'Wake someone', steps: [policy.steps[0]], repeats: 2 })

  const again = await within(await screen.findByRole('list', { name: 'Escalation policies' })).findByRole('listitem', { name: 'Wake someone' })
  await userEvent.click(within(again).getByRole('button', { name: 'Delete' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete escalation policy' })
  expect(sent('DELETE', '/api/escalation-policies/p1')).toHaveLength(0)
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await screen.findByText('Escalation policy deleted')
})

test('the rules name the policy incidents escalate with', async () => {
  server.on('PUT /api/alerts/rules', () => ({ body: { success: true, message: 'Alert rules saved' } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  const select = await screen.findByRole('combobox', { name: 'Escalation policy' })
  await within(select).findByRole('option', { name: 'Wake someone' })
  await userEvent.selectOptions(select, 'Wake someone')
  await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))
  await screen.findByText('Alert rules saved')
  expect(sent('PUT', '/api/alerts/rules')[0].body).toMatchObject({ escalationPolicyId: 'p1' })
})
