// Honest states: the admin's exposed write pages embedded with a read token: the
// signup form, the API token and the location controls are shown disabled under "This panel is read-only".
import { within } from '@testing-library/react'
import { panelMounter, readToken, writesTo } from '@sitefleet/shared/src/testing/panels'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { resetStores } from './testing/render-page'
import { mount } from './mount'

let server: TestServer
const FRANKFURT = {
  id: 'l-fra',
  name: 'Frankfurt',
  kind: 'probe',
  online: true,
  lastHeartbeatAt: null,
  version: null,
  checksPerMinute: 0,
  lagSeconds: null,
  failureShare: 0,
  voting: true,
  createdAt: '2026-11-21T10:00:00.000Z',
}
const { panel, unmountAll } = panelMounter(mount)
const CI = { id: 't1', name: 'CI', access: 'read', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null, revokedAt: null, revokedReason: null }

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  server.requests.length = 0
  server.on('GET /auth/tokens', () => ({ body: [CI] }))
  server.on('GET /api/locations', () => ({ body: { locations: [FRANKFURT] } }))
})
afterEach(() => {
  unmountAll()
  resetStores()
})
afterAll(() => server.close())

test('signup: a read token shows the form disabled, saying why', async () => {
  const signup = panel({ page: 'SignupPage', path: '/admin/signup', layout: 'admin', api: readToken(server) })
  expect(await within(signup).findByRole('note')).toHaveTextContent('This panel is read-only')
  for (const label of ['Full Name', 'Email', 'Password']) expect(within(signup).getByLabelText(label)).toBeDisabled()
  expect(within(signup).getByRole('button', { name: 'Sign Up' })).toBeDisabled()
  expect(writesTo(server)).toEqual([])
})

test('API tokens: a read token lists the tokens with creating and revoking disabled', async () => {
  const tokens = panel({ page: 'ApiTokensPage', path: '/api-tokens', layout: 'user', api: readToken(server) })
  const row = (await within(tokens).findByRole('cell', { name: 'CI' })).closest('tr') as HTMLElement
  expect(within(row).getByRole('button', { name: 'Revoke' })).toBeDisabled()
  expect(within(tokens).getByRole('note')).toHaveTextContent('This panel is read-only')
  expect(within(tokens).getByLabelText('Token name')).toBeDisabled()
  expect(within(tokens).getByRole('button', { name: 'Create token' })).toBeDisabled()
  expect(writesTo(server)).toEqual([])
})

test('Locations: a read token lists the locations with adding, replacing and deleting disabled', async () => {
  const page = panel({ page: 'LocationsPage', path: '/admin/locations', layout: 'admin', api: readToken(server) })
  const row = await within(page).findByRole('row', { name: 'Frankfurt' })
  expect(within(row).getByRole('button', { name: 'Replace token' })).toBeDisabled()
  expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled()
  expect(within(page).getByRole('note')).toHaveTextContent('This panel is read-only')
  expect(within(page).getByLabelText('Location name')).toBeDisabled()
  expect(within(page).getByRole('button', { name: 'Add location' })).toBeDisabled()
  expect(writesTo(server)).toEqual([])
})
