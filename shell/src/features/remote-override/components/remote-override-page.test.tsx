import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useAuthStore } from '@sitefleet/shared'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { adminToken, userToken } from '@sitefleet/shared/src/testing/tokens'
import { OVERRIDE_KEY, appliedOverride, setAppliedOverride } from '../../../remotes/applied-override'
import { overrideRemote } from '../../../remotes/override-remote'
import { renderApp, resetStores } from '../../../testing/render-app'

jest.mock('../../../remotes/remote-page', () => ({
  RemotePage: jest.requireActual('../../../testing/remote-page-stub').RemotePageStub,
}))
// The federation runtime cannot run in jsdom: here it only records what it was told to apply.
jest.mock('../../../remotes/override-remote', () => ({
  overrideRemote: jest.fn(async (override: unknown) => {
    jest.requireActual('../../../remotes/applied-override').setAppliedOverride(override)
  }),
}))

const DEV = 'http://localhost:3101'
let server: TestServer
let origins: string[]
let setReply: () => Reply

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/remote-override': () => ({ body: { origins } }),
    'POST /api/remote-override': () => setReply(),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  origins = [DEV]
  setReply = () => ({ body: { override: { remote: 'mfe_hosting', url: `${DEV}/mf-manifest.json` }, seal: 'signed-by-the-server' } })
  jest.mocked(overrideRemote).mockClear()
})
afterEach(() => {
  resetStores()
  setAppliedOverride(null)
})
afterAll(() => server.close())

const loginAs = (token: string) => act(() => useAuthStore.getState().login(token, 'Someone'))

async function fill (url: string, remote = 'mfe-hosting') {
  const user = userEvent.setup()
  await user.selectOptions(await screen.findByLabelText('Remote'), remote)
  await user.type(screen.getByLabelText('Address'), url)
  await user.click(screen.getByRole('button', { name: 'Load from this address' }))
}

test('an admin loads a remote from a listed origin: the server-signed value is kept, the runtime applies it, the banner says so', async () => {
  loginAs(adminToken())
  renderApp('/admin/remote-override')
  expect(await screen.findByRole('heading', { name: 'Remote override' })).toBeInTheDocument()
  expect(await screen.findByText(`Its mf-manifest.json (or remoteEntry.js) on ${DEV}`)).toBeInTheDocument()
  await fill(`${DEV}/mf-manifest.json`)

  const banner = await screen.findByRole('status', { name: 'Remote override in use' })
  expect(banner).toHaveTextContent(`mfe-hosting is loaded from ${DEV}/mf-manifest.json`)
  expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ remote: 'mfe_hosting', url: `${DEV}/mf-manifest.json` })
  expect(localStorage.getItem(OVERRIDE_KEY)).toBe('signed-by-the-server')
  expect(overrideRemote).toHaveBeenCalledWith({ remote: 'mfe_hosting', url: `${DEV}/mf-manifest.json` })
})

test('an origin the server refuses shows its reason, and nothing is kept or applied', async () => {
  setReply = () => ({ status: 400, body: { success: false, message: `https://evil.example.com is not in REMOTE_OVERRIDE_ORIGINS (allowed: ${DEV})` } })
  loginAs(adminToken())
  renderApp('/admin/remote-override')
  await fill('https://evil.example.com/mf-manifest.json')

  expect(await screen.findByRole('alert')).toHaveTextContent(`https://evil.example.com is not in REMOTE_OVERRIDE_ORIGINS (allowed: ${DEV})`)
  expect(localStorage.getItem(OVERRIDE_KEY)).toBeNull()
  expect(overrideRemote).not.toHaveBeenCalled()
  expect(appliedOverride()).toBeNull()
  expect(screen.queryByRole('status', { name: 'Remote override in use' })).not.toBeInTheDocument()
})

test('with REMOTE_OVERRIDE_ORIGINS empty the screen says the feature is off and offers no form', async () => {
  origins = []
  loginAs(adminToken())
  renderApp('/admin/remote-override')
  expect(await screen.findByText('Remote overrides are off')).toBeInTheDocument()
  expect(screen.getByText(/listing the allowed origins in REMOTE_OVERRIDE_ORIGINS/)).toBeInTheDocument()
  expect(screen.queryByLabelText('Address')).not.toBeInTheDocument()
})

test('the screen is in the admin\'s user menu only; a user sent to it lands on the login screen', async () => {
  loginAs(adminToken())
  const admin = renderApp('/admin/alerts')
  const menu = screen.getByRole('list', { name: 'User menu' })
  expect(within(menu).getByRole('link', { name: 'Remote override' })).toHaveAttribute('href', '/admin/remote-override')
  admin.unmount()

  loginAs(userToken())
  const user = renderApp('/alerts')
  expect(within(screen.getByRole('list', { name: 'User menu' })).queryByRole('link', { name: 'Remote override' })).not.toBeInTheDocument()
  user.unmount()
  const sent = renderApp('/admin/remote-override')
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument()
  expect(sent.location().pathname).toBe('/login')
  expect(server.requests.filter((r) => r.path === '/api/remote-override')).toEqual([])
})
