import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type Incident, type IncidentMonth, type OnCallEntry } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const AT = '2026-11-20T08:30:00.000Z'
const base: Incident = {
  id: 12,
  kind: 'site-down',
  title: 'a.example is down',
  state: 'open',
  openedAt: AT,
  lastAlertAt: AT,
  acknowledgedAt: null,
  acknowledgedBy: null,
  resolvedAt: null,
  resolvedBy: null,
  snoozedUntil: null,
  snoozedUntilRecovery: false,
  snoozeReason: null,
}
const acked: Incident = { ...base, id: 11, title: '3 sites on server web-1 are down', state: 'acknowledged', acknowledgedAt: '2026-11-20T08:40:00.000Z', acknowledgedBy: 'Uma', snoozedUntilRecovery: true, snoozeReason: 'host reboot' }
const resolved: Incident = { ...base, id: 10, title: 'b.example is down', state: 'resolved', resolvedAt: '2026-11-20T09:00:00.000Z', resolvedBy: 'Sitefleet', owner: { _id: 'u2', name: 'Bob' } }
const months: IncidentMonth[] = [
  { month: '2026-10', incidents: 2, mttaMinutes: 30, mttrMinutes: 200 },
  { month: '2026-11', incidents: 3, mttaMinutes: 12.4, mttrMinutes: 95 },
]
const oncall: OnCallEntry[] = [{
  rotation: { id: 'r1', name: 'Night shift', timezone: 'Europe/Berlin' },
  now: { user: { _id: 'u1', name: 'Uma' }, from: '2026-11-20T08:00:00.000Z', until: '2026-11-21T08:00:00.000Z', override: false },
  next: { user: { _id: 'u3', name: 'Cleo' }, from: '2026-11-21T08:00:00.000Z', until: '2026-11-22T08:00:00.000Z', override: true },
}]
const sent = (method: string, path: string) => server.requests.filter((r) => r.method === method && r.path === path)
const row = async (title: string) => within(await screen.findByRole('table', { name: 'Incidents' })).getByRole('row', { name: title })
const action = (incident: Incident, message: string) => () => ({ body: { success: true, message, incident } })

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/incidents', () => ({ body: { success: true, incidents: [base, acked, resolved] } }))
  server.on('GET /api/incidents/stats', () => ({ body: { success: true, months } }))
  server.on('GET /api/oncall', () => ({ body: { success: true, oncall: [] } }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

test('the list: open first, each with its state, times and who; MTTA and MTTR per month', async () => {
  renderPage('IncidentsPage', '/incidents')
  const table = await screen.findByRole('table', { name: 'Incidents' })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([base.title, acked.title, resolved.title])
  expect(within(rows[0]).getByText('Open')).toBeInTheDocument()
  expect(within(rows[0]).getByRole('link', { name: '#12 a.example is down' })).toHaveAttribute('href', '/incidents/12')
  expect(rows[1]).toHaveTextContent(`${new Date(acked.acknowledgedAt!).toLocaleString()} by Uma`)
  expect(rows[1]).toHaveTextContent('Snoozed until it recovers: host reboot')
  expect(rows[2]).toHaveTextContent(`${new Date(resolved.resolvedAt!).toLocaleString()} by Sitefleet`)
  // Only an open incident can be acknowledged; a resolved one only takes notes.
  expect(within(rows[0]).getByRole('button', { name: 'Acknowledge incident #12' })).toBeInTheDocument()
  expect(within(rows[1]).queryByRole('button', { name: /^Acknowledge/ })).not.toBeInTheDocument()
  expect(within(rows[2]).getAllByRole('button').map((b) => b.textContent)).toEqual(['Add note'])
  // The user layout names no owner.
  expect(within(table).queryByText('Bob')).not.toBeInTheDocument()

  expect((await screen.findByText('MTTA 2026-11')).parentElement).toHaveTextContent('12 min')
  expect(screen.getByText('MTTR 2026-11').parentElement).toHaveTextContent('1 h 35 min')
  const perMonth = screen.getByRole('table', { name: 'MTTA and MTTR per month' })
  expect(within(perMonth).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['2026-11312 min1 h 35 min', '2026-10230 min3 h 20 min'])
  expect(sent('GET', '/api/incidents/stats')[0].query.get('months')).toBe('6')

  await userEvent.click(screen.getByRole('button', { name: 'Resolved (1)' }))
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.getAttribute('aria-label'))).toEqual([resolved.title])
})

test('acknowledge posts at once and the list is read again', async () => {
  server.on('POST /api/incidents/12/acknowledge', action({ ...base, state: 'acknowledged' }, 'Incident acknowledged'))
  renderPage('IncidentsPage', '/incidents')
  const reads = () => sent('GET', '/api/incidents').length
  await userEvent.click(within(await row(base.title)).getByRole('button', { name: 'Acknowledge incident #12' }))
  expect(await screen.findByText('Incident acknowledged')).toBeInTheDocument()
  expect(sent('POST', '/api/incidents/12/acknowledge')).toHaveLength(1)
  await waitFor(() => expect(reads()).toBe(2))
})

test('snooze asks for a reason and a future time, or until it recovers', async () => {
  server.on('POST /api/incidents/12/snooze', action(base, 'Incident snoozed'))
  renderPage('IncidentsPage', '/incidents')
  await userEvent.click(within(await row(base.title)).getByRole('button', { name: 'Snooze incident #12' }))
  const dialog = await screen.findByRole('dialog', { name: 'Snooze incident #12' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why it is snoozed.')
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'deploy')
  const until = within(dialog).getByLabelText('Until')
  await userEvent.clear(until)
  await userEvent.type(until, '2020-01-01T10:00')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }))
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Pick a time in the future.')
  expect(sent('POST', '/api/incidents/12/snooze')).toHaveLength(0)

  await userEvent.click(within(dialog).getByRole('button', { name: 'Until it recovers' }))
  expect(within(dialog).queryByLabelText('Until')).not.toBeInTheDocument()
  await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }))
  expect(await screen.findByText('Incident snoozed')).toBeInTheDocument()
  expect(sent('POST', '/api/incidents/12/snooze')[0].body).toEqual({ reason: 'deploy', untilRecovery: true })
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
})

test('snooze until a time sends that time; a refusal is shown and the dialog stays', async () => {
  server.on('POST /api/incidents/12/snooze', () => ({ status: 409, body: { success: false, message: 'This incident is resolved' } }))
  renderPage('IncidentsPage', '/incidents')
  await userEvent.click(within(await row(base.title)).getByRole('button', { name: 'Snooze incident #12' }))
  const dialog = await screen.findByRole('dialog', { name: 'Snooze incident #12' })
  await userEvent.type(within(dialog).getByLabelText('Reason'), 'night')
  await userEvent.click(within(dialog).getByRole('button', { name: 'Snooze' }))
  expect(await screen.findByText('This incident is resolved')).toBeInTheDocument()
  const body = sent('POST', '/api/incidents/12/snooze')[0].body as { until: string; reason: string }
  expect(body.reason).toBe('night')
  // An hour from now by default.
  expect(Date.parse(body.until) - Date.now()).toBeGreaterThan(50 * 60_000)
  expect(screen.getByRole('dialog', { name: 'Snooze incident #12' })).toBeInTheDocument()
})

test('resolve asks first; a note needs text', async () => {
  server.on('POST /api/incidents/11/resolve', action({ ...acked, state: 'resolved' }, 'Incident resolved'))
  server.on('POST /api/incidents/11/notes', action(acked, 'Note added'))
  renderPage('IncidentsPage', '/incidents')
  await userEvent.click(within(await row(acked.title)).getByRole('button', { name: 'Resolve incident #11' }))
  const confirm = await screen.findByRole('dialog', { name: 'Resolve incident #11?' })
  expect(sent('POST', '/api/incidents/11/resolve')).toHaveLength(0)
  await userEvent.click(within(confirm).getByRole('button', { name: 'Resolve' }))
  expect(await screen.findByText('Incident resolved')).toBeInTheDocument()
  expect(sent('POST', '/api/incidents/11/resolve')).toHaveLength(1)

  await userEvent.click(within(await row(acked.title)).getByRole('button', { name: 'Add note to incident #11' }))
  const note = await screen.findByRole('dialog', { name: 'Note on incident #11' })
  await userEvent.click(within(note).getByRole('button', { name: 'Add note' }))
  expect(within(note).getByRole('alert')).toHaveTextContent('Write the note first.')
  await userEvent.type(within(note).getByLabelText('Note'), 'Called the host')
  await userEvent.click(within(note).getByRole('button', { name: 'Add note' }))
  expect(await screen.findByText('Note added')).toBeInTheDocument()
  expect(sent('POST', '/api/incidents/11/notes')[0].body).toEqual({ text: 'Called the host' })
})

test('admins see the owner and act on another user\'s incident naming its owner', async () => {
  server.on('GET /api/incidents', () => ({ body: { success: true, incidents: [{ ...base, owner: { _id: 'u2', name: 'Bob' } }] } }))
  server.on('POST /api/incidents/12/acknowledge', action(base, 'Incident acknowledged'))
  renderPage('IncidentsPage', '/admin/incidents')
  const incident = await row(base.title)
  expect(within(incident).getByText('Bob')).toBeInTheDocument()
  expect(within(incident).getByRole('link', { name: '#12 a.example is down' })).toHaveAttribute('href', '/admin/incidents/12')
  await userEvent.click(within(incident).getByRole('button', { name: 'Acknowledge incident #12' }))
  await screen.findByText('Incident acknowledged')
  expect(sent('POST', '/api/incidents/12/acknowledge')[0].query.get('owner')).toBe('u2')
})

test('no incidents: an empty state that says where they come from', async () => {
  server.on('GET /api/incidents', () => ({ body: { success: true, incidents: [] } }))
  server.on('GET /api/incidents/stats', () => ({ body: { success: true, months: [] } }))
  renderPage('IncidentsPage', '/incidents')
  expect(await screen.findByText('No incidents')).toBeInTheDocument()
  expect(screen.getByText(/opens an incident or joins one/)).toBeInTheDocument()
  expect(screen.queryByRole('table', { name: 'Incidents' })).not.toBeInTheDocument()
  expect((await screen.findByText('MTTA')).parentElement).toHaveTextContent('—')
})

test('a failed read says so and Retry reads again', async () => {
  server.on('GET /api/incidents', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('IncidentsPage', '/incidents')
  expect(await screen.findByText('Failed to load incidents.')).toBeInTheDocument()
  server.on('GET /api/incidents', () => ({ body: { success: true, incidents: [base] } }))
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await row(base.title)).toBeInTheDocument()
})

test('who is on call now and next in each rotation', async () => {
  server.on('GET /api/oncall', () => ({ body: { success: true, oncall } }))
  renderPage('IncidentsPage', '/incidents')
  const rotation = await within(await screen.findByRole('list', { name: 'On call' })).findByRole('listitem', { name: 'Night shift' })
  expect(rotation).toHaveTextContent(`Now: Uma until ${new Date('2026-11-21T08:00:00.000Z').toLocaleString()}`)
  expect(rotation).toHaveTextContent(`Next: Cleo (override) from ${new Date('2026-11-21T08:00:00.000Z').toLocaleString()}`)
})

test('without rotations nothing about on-call shows', async () => {
  renderPage('IncidentsPage', '/incidents')
  await row(base.title)
  expect(screen.queryByRole('heading', { name: 'On call' })).not.toBeInTheDocument()
})
