import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type OncallOverride, type OncallRotation } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

// The settings page is large and these tests type a lot: generous on a busy machine.
jest.setTimeout(120_000)

let server: TestServer
const AT = '2026-11-20T08:00:00.000Z'
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
const cover: OncallOverride = { id: 'o1', user: { _id: 'u3', name: 'Cleo' }, startsAt: '2026-12-24T23:00:00.000Z', endsAt: '2026-12-25T23:00:00.000Z', createdAt: AT }
const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path)
const rotationItem = async () => within(await screen.findByRole('list', { name: 'Rotations' })).findByRole('listitem', { name: 'Night shift' })

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/alerts/channels', () => ({ body: { success: true, channels: [] } }))
  server.on('GET /api/alerts/rules', () => ({ body: { success: true, rules: { routes: {}, categories: ['natural'], quietHours: null, timezone: 'UTC', digestHour: null }, kinds: [], channels: [] } }))
  server.on('GET /api/alerts/maintenance', () => ({ body: { success: true, windows: [] } }))
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: { success: true, list: [], all: [], servers: [] } }))
  server.on('GET /api/escalation-policies', () => ({ body: { success: true, policies: [] } }))
  server.on('GET /api/oncall-rotations', () => ({ body: { success: true, rotations: [night] } }))
  server.on('GET /api/oncall-rotations/r1/overrides', () => ({ body: { success: true, overrides: [cover] } }))
  server.on('GET /auth/me', () => ({ body: { success: true, user: { _id: 'u1', name: 'Uma', email: 'uma@example.com', role: 'user' } } }))
  server.on('GET /admin/users', () => ({ body: [{ _id: 'u1', name: 'Ada' }, { _id: 'u3', name: 'Cleo' }, { _id: 'u4', name: 'Dev' }] }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

test('rotations: listed with their schedule and people in turn; a new one needs someone in it (a user: themselves)', async () => {
  server.on('POST /api/oncall-rotations', () => ({ status: 201, body: { success: true, message: 'Rotation created', rotation: night } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  const item = await rotationItem()
  expect(item).toHaveTextContent('Weekly, Mondays at 09:00 (Europe/Berlin), from 2026-12-01')
  expect(item).toHaveTextContent('Uma → Cleo')

  await userEvent.click(screen.getByRole('button', { name: 'New rotation' }))
  const dialog = await screen.findByRole('dialog', { name: 'New rotation' })
  await userEvent.type(within(dialog).getByLabelText('Name'), 'Days')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save rotation' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Add at least one person.')
  // A user's only choice is themselves.
  expect(within(within(dialog).getByLabelText('Person')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Uma'])
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }))
  await userEvent.selectOptions(within(dialog).getByLabelText('Hand-off'), 'daily')
  expect(within(dialog).queryByLabelText('Weekday')).not.toBeInTheDocument()
  const at = within(dialog).getByLabelText('At')
  await userEvent.clear(at)
  await userEvent.type(at, '18:30')
  const zone = within(dialog).getByLabelText('Time zone')
  await userEvent.clear(zone)
  await userEvent.type(zone, 'America/New_York')
  const start = within(dialog).getByLabelText('First hand-off')
  await userEvent.clear(start)
  await userEvent.type(start, '2026-12-07')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save rotation' }))
  await screen.findByText('Rotation created')
  expect(sent('POST', '/api/oncall-rotations')[0].body).toEqual({
    name: 'Days', timezone: 'America/New_York', period: 'daily', handoffTime: '18:30', handoffWeekday: null, startDate: '2026-12-07', memberIds: ['u1'],
  })
})

test('an admin orders any users; editing replaces the rotation; deleting asks first', async () => {
  loginAs('admin')
  server.on('PUT /api/oncall-rotations/r1', () => ({ body: { success: true, message: 'Rotation saved', rotation: night } }))
  server.on('DELETE /api/oncall-rotations/r1', () => ({ body: { success: true, message: 'Rotation deleted' } }))
  renderPage('AlertSettingsPage', '/admin/alerts/settings')
  await userEvent.click(within(await rotationItem()).getByRole('button', { name: 'Edit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Night shift' })
  await waitFor(() => expect(within(dialog).getByLabelText('Person')).toHaveValue('u4'))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move Dev up' }))
  await userEvent.selectOptions(within(dialog).getByLabelText('Weekday'), 'Friday')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save rotation' }))
  await screen.findByText('Rotation saved')
  expect(sent('PUT', '/api/oncall-rotations/r1')[0].body).toMatchObject({ memberIds: ['u1', 'u4', 'u3'], handoffWeekday: 5, period: 'weekly' })

  await userEvent.click(within(await rotationItem()).getByRole('button', { name: 'Delete' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete rotation' })
  expect(sent('DELETE', '/api/oncall-rotations/r1')).toHaveLength(0)
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await screen.findByText('Rotation deleted')
})

test('overrides: listed, added for whole days, removed', async () => {
  server.on('POST /api/oncall-rotations/r1/overrides', () => ({ status: 201, body: { success: true, message: 'Override added', override: cover } }))
  server.on('DELETE /api/oncall-rotations/r1/overrides/o1', () => ({ body: { success: true, message: 'Override removed' } }))
  renderPage('AlertSettingsPage', '/alerts/settings')
  await userEvent.click(within(await rotationItem()).getByRole('button', { name: 'Overrides' }))
  const dialog = await screen.findByRole('dialog', { name: 'Overrides of Night shift' })
  const listed = await within(dialog).findByRole('list', { name: 'Overrides' })
  expect(listed).toHaveTextContent(`Cleo${new Date(cover.startsAt).toLocaleString()} – ${new Date(cover.endsAt).toLocaleString()}`)
  const from = within(dialog).getByLabelText('From')
  await userEvent.clear(from)
  await userEvent.type(from, '2026-12-31')
  const to = within(dialog).getByLabelText('To')
  await userEvent.clear(to)
  await userEvent.type(to, '2026-12-30')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add override' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('The last day cannot be before the first.')
  await userEvent.clear(to)
  await userEvent.type(to, '2027-01-01')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add override' }))
  await screen.findByText('Override added')
  expect(sent('POST', '/api/oncall-rotations/r1/overrides')[0].body).toEqual({ userId: 'u1', fromDate: '2026-12-31', toDate: '2027-01-01' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the override of Cleo' }))
  await screen.findByText('Override removed')
  expect(sent('DELETE', '/api/oncall-rotations/r1/overrides/o1')).toHaveLength(1)
})
