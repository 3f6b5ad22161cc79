import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type AlertEvent } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, recordUrls, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const AT = '2026-11-20T08:30:00.000Z'
const down: AlertEvent = {
  id: 7,
  kind: 'site-down',
  label: 'Site down',
  severity: 'critical',
  message: 'a.example is down (500: HTTP 500 Internal Server Error)',
  occurredAt: AT,
  domain: 'a.example',
  superCategory: 'natural',
  alertState: 'sent',
  alert: {
    id: 3,
    title: '3 sites on server web-1 (DO, ops@example.com) are down',
    domains: ['a.example'],
    deliveries: [
      { channelId: 'c1', channelName: 'Ops hook', channelKind: 'webhook', state: 'delivered', attempts: 1, lastError: null, deliveredAt: AT, nextAttemptAt: AT },
      { channelId: 'c2', channelName: 'Mail', channelKind: 'email', state: 'pending', attempts: 2, lastError: 'The mail server did not take the message', deliveredAt: null, nextAttemptAt: AT },
    ],
  },
}
// Scraped text stays text.
const muted: AlertEvent = { ...down, id: 6, message: '<img src=x onerror=alert(1)> is down', alertState: 'muted', alert: null, owner: { _id: 'u2', name: 'Bob' } }
const page = (events: AlertEvent[], nextBefore: number | null = null) => () => ({ body: { success: true, events, nextBefore } })

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/alerts/events', page([down, muted]))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

test('the history: each event with its state and, when it went out, its alert and delivery per channel', async () => {
  renderPage('AlertsPage', '/alerts')
  const list = await screen.findByRole('list', { name: 'Alert history' })
  const first = within(list).getByRole('listitem', { name: down.message })
  expect(within(first).getByText('Site down')).toBeInTheDocument()
  expect(within(first).getByText('Sent')).toBeInTheDocument()
  expect(within(first).getByText(`Sent as: ${down.alert!.title}`)).toBeInTheDocument()
  const deliveries = within(first).getByRole('list', { name: 'Deliveries' })
  expect(within(deliveries).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    `Ops hook (Webhook)Delivered ${new Date(AT).toLocaleString()}`,
    `Mail (E-mail)Retrying (2 failed, next ${new Date(AT).toLocaleString()}): The mail server did not take the message`,
  ])
  const second = within(list).getByRole('listitem', { name: muted.message })
  expect(within(second).getByText('Muted (maintenance window)')).toBeInTheDocument()
  expect(second.querySelector('img')).toBeNull()
  // The user layout does not name owners; the settings are one click away.
  expect(within(second).queryByText('Bob')).not.toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Alert settings' })).toHaveAttribute('href', '/alerts/settings')
})

test('a grouped outage is one card: the alert, its sites with their own events, and the delivery once under it', async () => {
  const group = { ...down.alert!, id: 9, title: '4 sites on server web-1 (DO, ops@example.com) are up again', domains: ['a.example', 'b.example', 'c.example', 'd.example'] }
  const up = (id: number, domain: string): AlertEvent => ({ ...down, id, kind: 'site-recovered', label: 'Site recovered', severity: 'info', domain, message: `${domain} is up again after 12 min`, alert: group })
  let calls = 0
  // Three of the group's events on the first page, the fourth on the next, a single event between.
  server.on('GET /api/alerts/events', () => (++calls === 1
    ? page([up(20, 'a.example'), up(19, 'b.example'), { ...muted, id: 18 }, up(17, 'c.example')], 17)()
    : page([up(16, 'd.example')])()))
  renderPage('AlertsPage', '/alerts')
  const list = await screen.findByRole('list', { name: 'Alert history' })
  const cards = () => list.querySelectorAll(':scope > li')
  expect(cards()).toHaveLength(2)
  const card = within(list).getByRole('listitem', { name: group.title })
  expect(within(card).getByText('Site recovered')).toBeInTheDocument()
  expect(within(card).queryByText(/^Sent as/)).not.toBeInTheDocument()
  const sites = within(card).getByRole('list', { name: '4 sites' })
  // Each site's own event stays reachable by its message; d.example's is on the next page.
  for (const domain of ['a.example', 'b.example', 'c.example']) expect(within(sites).getByRole('listitem', { name: `${domain} is up again after 12 min` })).toBeInTheDocument()
  expect(within(sites).getAllByRole('listitem').map((li) => li.textContent)).toHaveLength(4)
  expect(within(sites).getByText('d.example')).toBeInTheDocument()
  expect(within(card).getAllByRole('list', { name: 'Deliveries' })).toHaveLength(1)
  await userEvent.click(screen.getByRole('button', { name: 'Load older' }))
  expect(await within(sites).findByRole('listitem', { name: 'd.example is up again after 12 min' })).toBeInTheDocument()
  expect(cards()).toHaveLength(2)
  expect(within(list).getByRole('listitem', { name: muted.message })).toBeInTheDocument()
})

test('admins see every owner; "Load older" asks for the page before the last id', async () => {
  let calls = 0
  server.on('GET /api/alerts/events', () => (++calls === 1 ? page([down, muted], 6)() : page([{ ...muted, id: 2, message: 'older.example is down' }])()))
  const { urls, stop } = recordUrls()
  renderPage('AlertsPage', '/admin/alerts')
  const list = await screen.findByRole('list', { name: 'Alert history' })
  expect(within(list).getByText('Bob')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Alert settings' })).toHaveAttribute('href', '/admin/alerts/settings')
  await userEvent.click(screen.getByRole('button', { name: 'Load older' }))
  expect(await within(list).findByRole('listitem', { name: 'older.example is down' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument()
  expect(urls.at(-1)).toBe('GET /api/alerts/events?before=6')
  stop()
})

test('nothing yet, and a failed load with Retry', async () => {
  server.on('GET /api/alerts/events', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('AlertsPage', '/alerts')
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load alerts.')
  server.on('GET /api/alerts/events', page([]))
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText(/No events yet/)).toBeInTheDocument()
})
