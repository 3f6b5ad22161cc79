import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type Location } from '@sitefleet/shared'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderPage, resetStores } from '../testing/render-page'
import { LOCATIONS_REFRESH_MS } from '../features/locations/hooks/use-locations'
import LocationsPage from './locations-page'

let server: TestServer
let locations: Location[]
let createReply: () => Reply

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString()
const HOME: Location = {
  id: 'l-home',
  name: 'home',
  kind: 'home',
  online: true,
  lastHeartbeatAt: minutesAgo(0),
  version: '0.1.0',
  checksPerMinute: 120,
  lagSeconds: 2,
  failureShare: 0.01,
  voting: true,
  createdAt: '2026-11-20T10:00:00.000Z',
}
const FRANKFURT: Location = {
  id: 'l-fra',
  name: 'Frankfurt',
  kind: 'probe',
  online: false,
  lastHeartbeatAt: minutesAgo(5),
  version: '0.1.0',
  checksPerMinute: 33.33,
  lagSeconds: 95,
  failureShare: 0.625,
  voting: false,
  createdAt: '2026-11-21T10:00:00.000Z',
}
const VIRGINIA: Location = {
  id: 'l-va',
  name: 'Virginia',
  kind: 'probe',
  online: true,
  lastHeartbeatAt: minutesAgo(0),
  version: '0.1.0',
  checksPerMinute: 10,
  lagSeconds: null,
  failureShare: 0,
  voting: true,
  createdAt: '2026-11-27T00:00:00.000Z',
}

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/locations': () => ({ status: 200, body: { locations } }),
    'POST /api/locations': () => createReply(),
    'POST /api/locations/l-fra/token': () => ({ status: 200, body: { location: FRANKFURT, token: 'sfp_replaced' } }),
    'DELETE /api/locations/l-fra': () => {
      locations = locations.filter((l) => l.id !== 'l-fra')
      return { status: 204 }
    },
  })
})
beforeEach(() => {
  // Heartbeats relative to now, whenever the test runs.
  HOME.lastHeartbeatAt = VIRGINIA.lastHeartbeatAt = minutesAgo(0)
  FRANKFURT.lastHeartbeatAt = minutesAgo(5)
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  locations = [HOME, FRANKFURT]
  createReply = () => {
    locations = [...locations, VIRGINIA]
    return { status: 201, body: { location: VIRGINIA, token: 'sfp_secret-value' } }
  }
})
afterEach(() => {
  jest.restoreAllMocks()
  resetStores()
})
afterAll(() => server.close())

const renderLocations = () => renderPage(<LocationsPage layout='admin' />, { path: '/admin/locations', pattern: '/admin/locations' })
const row = async (name: string) => await screen.findByRole('row', { name })
const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent)

test('lists each location with state, heartbeat (relative and exact), version, rate, lag, failure share and vote', async () => {
  renderLocations()
  expect(cells(await row('home'))).toEqual([
    'home', 'Home', 'Online', `just now${new Date(HOME.lastHeartbeatAt!).toLocaleString()}`, '0.1.0', '120', '2 s', '1.0 %', 'Voting', 'This server',
  ])
  const fra = await row('Frankfurt')
  expect(cells(fra)).toEqual([
    'Frankfurt', 'Probe', 'Offline', `5 min ago${new Date(FRANKFURT.lastHeartbeatAt!).toLocaleString()}`, '0.1.0', '33.3', '1 min 35 s', '62.5 %',
    'Not voting: cannot reach the internet', 'Replace tokenDelete',
  ])
  expect(within(fra).getByText('5 min ago')).toHaveAttribute('title', new Date(FRANKFURT.lastHeartbeatAt!).toLocaleString())
  // Home is this server: it has no token and cannot be deleted.
  expect(within(await row('home')).queryByRole('button')).not.toBeInTheDocument()
})

test('adds a location and shows its token once, with Copy and the command that starts a probe', async () => {
  const user = userEvent.setup()
  const writeText = jest.fn(async () => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  renderLocations()
  await row('home')
  await user.type(screen.getByLabelText('Location name'), '  Virginia ')
  await user.click(screen.getByRole('button', { name: 'Add location' }))
  expect(await screen.findByTestId('probe-token')).toHaveTextContent('sfp_secret-value')
  const post = server.requests.find((r) => r.method === 'POST')!
  expect(post.body).toEqual({ name: 'Virginia' })
  expect(post.headers.authorization).toMatch(/^Bearer .+/)
  expect(screen.getByTestId('probe-command')).toHaveTextContent(`SITEFLEET_URL=${server.url} PROBE_TOKEN=sfp_secret-value npm run probe`)
  await user.click(screen.getByRole('button', { name: 'Copy' }))
  expect(writeText).toHaveBeenCalledWith('sfp_secret-value')
  await user.click(screen.getByRole('button', { name: 'Copy command' }))
  expect(writeText).toHaveBeenLastCalledWith(`SITEFLEET_URL=${server.url} PROBE_TOKEN=sfp_secret-value npm run probe`)
  expect(await row('Virginia')).toBeInTheDocument()
  expect(screen.getByLabelText('Location name')).toHaveValue('')
  await user.click(screen.getByRole('button', { name: 'Done' }))
  expect(screen.queryByTestId('probe-token')).not.toBeInTheDocument()
})

test('a name is required; the api refusing a name shows its message', async () => {
  const user = userEvent.setup()
  createReply = () => ({ status: 409, body: { success: false, message: 'A location with this name already exists.' } })
  renderLocations()
  await row('home')
  await user.click(screen.getByRole('button', { name: 'Add location' }))
  expect(await screen.findByText('Location name is required')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  await user.type(screen.getByLabelText('Location name'), 'Frankfurt')
  await user.click(screen.getByRole('button', { name: 'Add location' }))
  expect(await screen.findByText('A location with this name already exists.')).toBeInTheDocument()
  expect(screen.queryByTestId('probe-token')).not.toBeInTheDocument()
  expect(screen.getByLabelText('Location name')).toHaveValue('Frankfurt')
})

test('replaces a token after confirmation and shows the new one once', async () => {
  const user = userEvent.setup()
  renderLocations()
  await user.click(within(await row('Frankfurt')).getByRole('button', { name: 'Replace token' }))
  const dialog = screen.getByRole('dialog')
  expect(dialog).toHaveTextContent('Replace the token of "Frankfurt"? Its probe is refused at once until it is restarted with the new token.')
  expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  await user.click(within(dialog).getByRole('button', { name: 'Replace token' }))
  expect(await screen.findByTestId('probe-token')).toHaveTextContent('sfp_replaced')
  expect(screen.getByRole('status', { name: 'Probe token' })).toHaveTextContent('its old token no longer works')
  expect(server.requests.some((r) => r.method === 'POST' && r.path === '/api/locations/l-fra/token')).toBe(true)
})

test('deletes after confirmation; cancelling sends nothing; a refusal shows the api message', async () => {
  const user = userEvent.setup()
  renderLocations()
  await user.click(within(await row('Frankfurt')).getByRole('button', { name: 'Delete' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }))
  expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0)

  server.on('DELETE /api/locations/l-fra', () => ({ status: 400, body: { success: false, message: 'The location is in use.' } }))
  await user.click(within(await row('Frankfurt')).getByRole('button', { name: 'Delete' }))
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('The location is in use.')).toBeInTheDocument()

  server.on('DELETE /api/locations/l-fra', () => {
    locations = locations.filter((l) => l.id !== 'l-fra')
    return { status: 204 }
  })
  await user.click(within(await row('Frankfurt')).getByRole('button', { name: 'Delete' }))
  expect(screen.getByRole('dialog')).toHaveTextContent('Delete "Frankfurt"?')
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('Location "Frankfurt" deleted')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('row', { name: 'Frankfurt' })).not.toBeInTheDocument())
  expect(screen.getByRole('row', { name: 'home' })).toBeInTheDocument()
})

test('re-reads the list every 15 s, keeping the last list on screen when a re-read fails', async () => {
  const setIntervalSpy = jest.spyOn(window, 'setInterval')
  renderLocations()
  expect(cells(await row('Frankfurt'))[2]).toBe('Offline')
  const call = setIntervalSpy.mock.calls.find(([, ms]) => ms === LOCATIONS_REFRESH_MS)
  expect(call).toBeDefined()
  const tick = call![0] as () => void

  locations = [HOME, { ...FRANKFURT, online: true, voting: true, failureShare: 0.02 }]
  act(() => tick())
  await waitFor(async () => expect(cells(await row('Frankfurt'))[2]).toBe('Online'))
  expect(server.requests.filter((r) => r.path === '/api/locations')).toHaveLength(2)

  server.on('GET /api/locations', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  act(() => tick())
  expect(await screen.findByText(/^Could not refresh; showing the list read at/)).toBeInTheDocument()
  expect(cells(screen.getByRole('row', { name: 'Frankfurt' }))[2]).toBe('Online')
  server.on('GET /api/locations', () => ({ status: 200, body: { locations } }))
})

test('a first load that fails offers a retry', async () => {
  server.on('GET /api/locations', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  const user = userEvent.setup()
  renderLocations()
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load locations.')
  server.on('GET /api/locations', () => ({ status: 200, body: { locations } }))
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await row('Frankfurt')).toBeInTheDocument()
})
