// Honest states: alert settings embedded with a read token show the caller's settings
// with every control disabled under "This panel is read-only", and nothing can be sent.
import { screen, within } from '@testing-library/react'
import type { AlertChannel, Incident } from '@sitefleet/shared'
import { panelMounter, readToken, writesTo } from '@sitefleet/shared/src/testing/panels'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { resetStores } from './testing/render-page'
import { mount } from './mount'

let server: TestServer
const { panel, unmountAll } = panelMounter(mount)
const incident: Incident = {
  id: 12,
  kind: 'site-down',
  title: 'a.example is down',
  state: 'open',
  openedAt: '2026-11-20T08:00:00.000Z',
  lastAlertAt: '2026-11-20T08:00:00.000Z',
  acknowledgedAt: null,
  acknowledgedBy: null,
  resolvedAt: null,
  resolvedBy: null,
  snoozedUntil: null,
  snoozedUntilRecovery: false,
  snoozeReason: null,
}
const hook: AlertChannel = { id: 'c1', kind: 'webhook', name: 'Ops hook', target: 'https://hooks.example/x', enabled: true, hasSecret: true, createdAt: '2026-11-20T08:00:00.000Z' }

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  server.requests.length = 0
  server.on('GET /api/alerts/channels', () => ({ body: { success: true, channels: [hook] } }))
  server.on('GET /api/alerts/rules', () => ({
    body: {
      success: true,
      rules: { routes: {}, categories: ['natural'], quietHours: null, timezone: 'UTC', digestHour: null },
      kinds: [{ kind: 'site-down', label: 'Site down', severity: 'critical' }],
      channels: [hook],
    },
  }))
  server.on('GET /api/alerts/maintenance', () => ({ body: { success: true, windows: [] } }))
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: { success: true, list: [], all: [], servers: [] } }))
  server.on('GET /api/incidents', () => ({ body: { success: true, incidents: [incident] } }))
  server.on('GET /api/incidents/stats', () => ({ body: { success: true, months: [] } }))
  server.on('GET /api/oncall', () => ({ body: { success: true, oncall: [] } }))
  server.on('GET /api/escalation-policies', () => ({ body: { success: true, policies: [] } }))
  server.on('GET /api/oncall-rotations', () => ({ body: { success: true, rotations: [] } }))
  server.on('GET /api/incidents/12', () => ({ body: { success: true, incident, timeline: [{ at: incident.openedAt, kind: 'opened', actor: 'Sitefleet', text: 'a.example is down' }] } }))
})
afterEach(() => {
  unmountAll()
  resetStores()
})
afterAll(() => server.close())

test('a read token shows the alert settings with every write control disabled, saying why', async () => {
  const settings = panel({ page: 'AlertSettingsPage', path: '/alerts/settings', layout: 'user', api: readToken(server) })
  const channel = await within(settings).findByRole('listitem', { name: 'Ops hook' })
  expect(within(settings).getByRole('note')).toHaveTextContent('This panel is read-only')
  for (const name of ['Test', 'Edit', 'Delete']) expect(within(channel).getByRole('button', { name })).toBeDisabled()
  const form = within(settings).getByRole('form', { name: 'Add a channel' })
  expect(within(form).getByLabelText('Kind')).toBeDisabled()
  expect(within(form).getByRole('button', { name: 'Add channel' })).toBeDisabled()
  expect(await within(settings).findByRole('checkbox', { name: 'Site down to Ops hook' })).toBeDisabled()
  expect(within(settings).getByRole('button', { name: 'Save rules' })).toBeDisabled()
  expect(await within(settings).findByRole('button', { name: 'Add window' })).toBeDisabled()
  expect(within(settings).getByRole('combobox', { name: 'Escalation policy' })).toBeDisabled()
  expect(await within(settings).findByRole('button', { name: 'New policy' })).toBeDisabled()
  expect(await within(settings).findByRole('button', { name: 'New rotation' })).toBeDisabled()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(writesTo(server)).toEqual([])
})

test('a read token sees the incidents and a timeline, with no action on them (the server said the token reads only)', async () => {
  const list = panel({ page: 'IncidentsPage', path: '/incidents', layout: 'user', api: readToken(server) })
  const row = await within(list).findByRole('row', { name: 'a.example is down' })
  expect(within(row).getByText('Open')).toBeInTheDocument()
  expect(within(list).queryByRole('button', { name: /incident #12/ })).not.toBeInTheDocument()
  expect(within(list).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()

  const detail = panel({ page: 'IncidentPage', path: '/incidents/12', layout: 'user', api: readToken(server) })
  expect(await within(detail).findByRole('listitem', { name: 'Opened by Sitefleet' })).toBeInTheDocument()
  for (const name of ['Acknowledge', 'Snooze', 'Resolve', 'Add note']) expect(within(detail).queryByRole('button', { name: new RegExp(`^${name}`) })).not.toBeInTheDocument()
  expect(writesTo(server)).toEqual([])
})
