import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type SearchOAuthClientResponse } from '@sitefleet/shared'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderPage, resetStores } from '../testing/render-page'
import SearchOAuthPage from './search-oauth-page'

let server: TestServer
let state: SearchOAuthClientResponse
let putReply: (body: unknown) => Reply
let readFails: boolean

const REDIRECT = 'https://fleet.example.com/api/search/oauth/callback'
const FROM_ENV: SearchOAuthClientResponse = { success: true, source: 'environment', clientId: 'env-client.apps.googleusercontent.com', updatedAt: null, redirectUri: REDIRECT, publicUrlSet: true }
const SET_HERE: SearchOAuthClientResponse = { success: true, source: 'admin', clientId: 'admin-client.apps.googleusercontent.com', updatedAt: '2026-11-29T12:00:00.000Z', redirectUri: REDIRECT, publicUrlSet: true }

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/search/oauth-client': () => (readFails ? { status: 500, body: { success: false, message: 'Internal error' } } : { status: 200, body: state }),
    'PUT /api/search/oauth-client': (req) => putReply(req.body),
    'DELETE /api/search/oauth-client': () => {
      state = FROM_ENV
      return { status: 204 }
    },
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  state = FROM_ENV
  readFails = false
  putReply = (body) => {
    state = { ...SET_HERE, clientId: (body as { clientId: string }).clientId }
    return { status: 200, body: state }
  }
})
afterEach(() => resetStores())
afterAll(() => server.close())

const renderScreen = () => renderPage(<SearchOAuthPage layout='admin' />, { path: '/admin/search-google', pattern: '/admin/search-google' })
const facts = async () => within(await screen.findByLabelText('Client in force'))

test('shows the client in force, where it comes from and the redirect URI to register at Google', async () => {
  renderScreen()
  const card = await facts()
  expect(card.getByText('env-client.apps.googleusercontent.com')).toBeInTheDocument()
  expect(card.getByText(/From the GOOGLE_OAUTH_CLIENT_ID setting/)).toBeInTheDocument()
  expect(card.getByText(REDIRECT)).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  // Nothing set here: nothing to remove.
  expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
})

test('says when no client is set anywhere and when PUBLIC_URL is missing', async () => {
  state = { success: true, source: null, clientId: null, updatedAt: null, redirectUri: 'http://localhost:3000/api/search/oauth/callback', publicUrlSet: false }
  renderScreen()
  const card = await facts()
  expect(card.getByText('None')).toBeInTheDocument()
  expect(card.getByText(/cannot connect until one is set here/)).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('PUBLIC_URL is not set on the server')
})

test('sets the client: both fields sent trimmed, the secret field emptied and never shown', async () => {
  const user = userEvent.setup()
  renderScreen()
  await facts()
  await user.type(screen.getByLabelText('Client ID'), ' admin-client.apps.googleusercontent.com ')
  await user.type(screen.getByLabelText('Client secret'), 'GOCSPX-secret')
  expect(screen.getByLabelText('Client secret')).toHaveAttribute('type', 'password')
  await user.click(screen.getByRole('button', { name: 'Save client' }))
  expect(await screen.findByText('Google OAuth client saved')).toBeInTheDocument()
  expect(server.requests.find((r) => r.method === 'PUT')!.body).toEqual({ clientId: 'admin-client.apps.googleusercontent.com', clientSecret: 'GOCSPX-secret' })
  expect(await screen.findByText(/^Set here/)).toBeInTheDocument()
  expect((await facts()).getByText('admin-client.apps.googleusercontent.com')).toBeInTheDocument()
  expect(screen.getByLabelText('Client secret')).toHaveValue('')
  expect(screen.queryByText('GOCSPX-secret')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Replace client' })).toBeInTheDocument()
})

test('both fields are required; the server refusing shows its message and keeps the input', async () => {
  const user = userEvent.setup()
  putReply = () => ({ status: 400, body: { success: false, message: 'clientId: must match pattern "\\S"' } })
  renderScreen()
  await facts()
  await user.type(screen.getByLabelText('Client ID'), 'some-client')
  await user.click(screen.getByRole('button', { name: 'Save client' }))
  expect(await screen.findByText('Both the client ID and the client secret are required')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0)
  await user.type(screen.getByLabelText('Client secret'), 'secret')
  await user.click(screen.getByRole('button', { name: 'Save client' }))
  expect(await screen.findByText('clientId: must match pattern "\\S"')).toBeInTheDocument()
  expect(screen.getByLabelText('Client ID')).toHaveValue('some-client')
})

test('removes the client set here after confirmation; the environment one applies again', async () => {
  const user = userEvent.setup()
  state = SET_HERE
  renderScreen()
  expect((await facts()).getByText(/^Set here/)).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Remove' }))
  const dialog = await screen.findByRole('dialog')
  expect(dialog).toHaveTextContent('GOOGLE_OAUTH_CLIENT_ID applies again')
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
  expect(await screen.findByText('OAuth client removed')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1)
  expect(await screen.findByText(/From the GOOGLE_OAUTH_CLIENT_ID setting/)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument()
})

test('a failed read shows a message; Retry reads again', async () => {
  const user = userEvent.setup()
  readFails = true
  renderScreen()
  expect(await screen.findByText('Failed to load the OAuth client.')).toBeInTheDocument()
  readFails = false
  await user.click(screen.getByRole('button', { name: /retry/i }))
  expect((await facts()).getByText('env-client.apps.googleusercontent.com')).toBeInTheDocument()
})
