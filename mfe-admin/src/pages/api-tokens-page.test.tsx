import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderPage, resetStores } from '../testing/render-page'
import ApiTokensPage from './api-tokens-page'

let server: TestServer
let tokens: Array<Record<string, unknown>>
let createReply: () => Reply

const CI = { id: 't1', name: 'CI', access: 'read', createdAt: '2026-11-20T10:00:00.000Z', lastUsedAt: null, revokedAt: null, revokedReason: null }
const RESET = { id: 't3', name: 'Old script', access: 'write', createdAt: '2026-11-19T10:00:00.000Z', lastUsedAt: null, revokedAt: '2026-11-22T08:30:00.000Z', revokedReason: 'password-reset' }

beforeAll(async () => {
  server = await startTestServer({
    'GET /auth/tokens': () => ({ status: 200, body: tokens }),
    'POST /auth/tokens': () => createReply(),
    'DELETE /auth/tokens/t1': () => {
      tokens = tokens.filter((t) => t.id !== 't1')
      return { status: 200, body: { success: true, message: 'API token revoked' } }
    },
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  tokens = [CI]
  createReply = () => {
    const apiToken = { id: 't2', name: 'Deploy', access: 'write', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null, revokedAt: null, revokedReason: null }
    tokens = [apiToken, ...tokens]
    return { status: 201, body: { success: true, message: 'API token created', token: 'sft_secret-value', apiToken } }
  }
})
afterEach(() => resetStores())
afterAll(() => server.close())

const renderTokens = () => renderPage(<ApiTokensPage layout='admin' />, { path: '/admin/api-tokens', pattern: '/admin/api-tokens' })

test('lists name, access, created and last used', async () => {
  renderTokens()
  const row = (await screen.findByRole('cell', { name: 'CI' })).closest('tr')!
  expect(within(row).getByText('Read only')).toBeInTheDocument()
  expect(within(row).getByText('Never')).toBeInTheDocument()
  expect(within(row).getByText(new Date(CI.createdAt).toLocaleString())).toBeInTheDocument()
})

test('a token a password reset revoked says when and why, and can be deleted from the list', async () => {
  tokens = [CI, RESET]
  renderTokens()
  const active = (await screen.findByRole('cell', { name: 'CI' })).closest('tr')!
  expect(within(active).getByText('Active')).toBeInTheDocument()
  const revoked = screen.getByRole('cell', { name: 'Old script' }).closest('tr')!
  expect(within(revoked).getByText(`Revoked ${new Date(RESET.revokedAt).toLocaleString()}: the password was reset`)).toBeInTheDocument()
  expect(within(revoked).getByRole('button', { name: 'Delete' })).toBeInTheDocument()
})

test('creates a token and shows it once, with a copy button', async () => {
  const user = userEvent.setup()
  const writeText = jest.fn(async () => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  renderTokens()
  await screen.findByRole('cell', { name: 'CI' })
  await user.type(screen.getByLabelText('Token name'), 'Deploy')
  await user.selectOptions(screen.getByLabelText('Access'), 'write')
  await user.click(screen.getByRole('button', { name: 'Create token' }))
  expect(await screen.findByTestId('new-token')).toHaveTextContent('sft_secret-value')
  const post = server.requests.find((r) => r.method === 'POST')!
  expect(post.body).toEqual({ name: 'Deploy', access: 'write' })
  expect(post.headers.authorization).toMatch(/^Bearer .+/)
  await user.click(screen.getByRole('button', { name: 'Copy' }))
  expect(writeText).toHaveBeenCalledWith('sft_secret-value')
  expect(await screen.findByRole('cell', { name: 'Deploy' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Done' }))
  expect(screen.queryByTestId('new-token')).not.toBeInTheDocument()
})

test('a name is required', async () => {
  const user = userEvent.setup()
  renderTokens()
  await screen.findByRole('cell', { name: 'CI' })
  await user.click(screen.getByRole('button', { name: 'Create token' }))
  expect(await screen.findByText('Token name is required')).toBeInTheDocument()
  expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
})

test('revokes after confirmation', async () => {
  const user = userEvent.setup()
  renderTokens()
  await screen.findByRole('cell', { name: 'CI' })
  await user.click(screen.getByRole('button', { name: 'Revoke' }))
  expect(screen.getByText('Revoke "CI"? Scripts using it stop working at once.')).toBeInTheDocument()
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke' }))
  expect(await screen.findByText('API token revoked')).toBeInTheDocument()
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'CI' })).not.toBeInTheDocument())
  expect(server.requests.some((r) => r.method === 'DELETE' && r.path === '/auth/tokens/t1')).toBe(true)
})
