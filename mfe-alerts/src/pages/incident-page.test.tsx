import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type Incident, type IncidentTimelineEntry } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const at = (minute: number) => `2026-11-20T08:${String(minute).padStart(2, '0')}:00.000Z`
const incident: Incident = {
  id: 12,
  kind: 'site-down',
  title: '<b>a.example</b> is down',
  state: 'acknowledged',
  openedAt: at(0),
  lastAlertAt: at(5),
  acknowledgedAt: at(9),
  acknowledgedBy: 'ops@example.com',
  resolvedAt: null,
  resolvedBy: null,
  snoozedUntil: null,
  snoozedUntilRecovery: false,
  snoozeReason: null,
}
const timeline: IncidentTimelineEntry[] = [
  { at: at(0), kind: 'opened', actor: 'Sitefleet', text: 'a.example is down (500)' },
  { at: at(0), kind: 'alert', actor: 'Sitefleet', text: 'Alert 3: a.example is down' },
  { at: at(1), kind: 'delivery', actor: 'Mail (email)', text: 'Alert 3 delivered' },
  { at: at(1), kind: 'delivery', actor: 'Ops hook (webhook)', text: 'Alert 3 failed after 5 attempts: HTTP 500' },
  { at: at(6), kind: 'escalated', actor: 'Sitefleet', text: 'Step 2: notified Night shift' },
  { at: at(7), kind: 'snoozed', actor: 'Uma', text: 'Until it recovers: deploy' },
  { at: at(9), kind: 'acknowledged', actor: 'ops@example.com', text: 'Through the acknowledge link' },
  { at: at(10), kind: 'note', actor: 'Uma', text: 'Called the host' },
]

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/incidents/12', () => ({ body: { success: true, incident, timeline } }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

test('the timeline: alerts, each channel\'s delivery, escalation, snooze, acknowledgement and notes, with who and when', async () => {
  renderPage('IncidentPage', '/incidents/12')
  expect(await screen.findByRole('heading', { name: 'Incident #12' })).toBeInTheDocument()
  // Scraped text stays text.
  expect(screen.getByText('<b>a.example</b> is down')).toBeInTheDocument()
  expect(screen.getByText('Acknowledged', { selector: 'dt' }).nextElementSibling).toHaveTextContent(`${new Date(at(9)).toLocaleString()} by ops@example.com`)
  const list = screen.getByRole('list', { name: 'Timeline' })
  expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
    'Opened by Sitefleet', 'Alert by Sitefleet', 'Delivery by Mail (email)', 'Delivery by Ops hook (webhook)',
    'Escalation by Sitefleet', 'Snoozed by Uma', 'Acknowledged by ops@example.com', 'Note by Uma',
  ])
  const ack = within(list).getByRole('listitem', { name: 'Acknowledged by ops@example.com' })
  expect(ack).toHaveTextContent(new Date(at(9)).toLocaleString())
  expect(ack).toHaveTextContent('Through the acknowledge link')
  expect(within(list).getByRole('listitem', { name: 'Delivery by Ops hook (webhook)' })).toHaveTextContent('Alert 3 failed after 5 attempts: HTTP 500')
  // Acknowledged already: snooze, resolve and note remain.
  expect(screen.queryByRole('button', { name: 'Acknowledge incident #12' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Resolve incident #12' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'All incidents' })).toHaveAttribute('href', '/incidents')
})

test('a note added from the timeline shows on it after the re-read', async () => {
  server.on('POST /api/incidents/12/notes', () => {
    server.on('GET /api/incidents/12', () => ({ body: { success: true, incident, timeline: [...timeline, { at: at(11), kind: 'note', actor: 'Uma', text: 'Host says 10 minutes' }] } }))
    return { body: { success: true, message: 'Note added', incident } }
  })
  renderPage('IncidentPage', '/incidents/12')
  await userEvent.click(await screen.findByRole('button', { name: 'Add note to incident #12' }))
  await userEvent.type(within(screen.getByRole('dialog')).getByLabelText('Note'), 'Host says 10 minutes')
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add note' }))
  expect(await within(screen.getByRole('list', { name: 'Timeline' })).findByText('Host says 10 minutes')).toBeInTheDocument()
})

test('an incident that is not the caller\'s (404) or an address that names none', async () => {
  server.on('GET /api/incidents/13', () => ({ status: 404, body: { success: false, message: 'Incident not found' } }))
  const { unmount } = renderPage('IncidentPage', '/incidents/13')
  expect(await screen.findByText('Failed to load incident #13.')).toBeInTheDocument()
  unmount()
  renderPage('IncidentPage', '/incidents/abc')
  expect(screen.getByText('No such incident')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.path === '/api/incidents/abc')).toHaveLength(0)
})
