import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderPage, resetStores } from '../testing/render-page'
import UsersPage from './users-page'

let server: TestServer
let usersReply: () => Reply

const USERS = [
  { _id: 'u1', name: 'Ann Lee', email: 'ann@example.com' },
  { _id: 'u2', name: 'Zoë & Co/Sales?', email: 'zoe@example.com' },
]

beforeAll(async () => {
  server = await startTestServer({ 'GET /admin/users': () => usersReply() })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  usersReply = () => ({ body: USERS })
})
afterEach(resetStores)
afterAll(() => server.close())

function renderUsers () {
  return renderPage(<UsersPage layout='admin' />, { path: '/admin/users', pattern: '/admin/users' })
}

test('lists every non-admin user with name and e-mail', async () => {
  renderUsers()
  expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument()
  expect(screen.getByText('Loading users...')).toBeInTheDocument()
  const list = await screen.findByRole('list', { name: 'Users' })
  const items = within(list).getAllByRole('listitem')
  expect(items).toHaveLength(2)
  expect(items[0]).toHaveTextContent('Ann Lee')
  expect(items[0]).toHaveTextContent('ann@example.com')
  expect(items[1]).toHaveTextContent('Zoë & Co/Sales?')
  expect(items[1]).toHaveTextContent('zoe@example.com')
  expect(server.requests[0].headers.authorization).toMatch(/^Bearer .+/)
})

test('clicking a user opens /admin/user/{userId}/domains?name={encoded name}', async () => {
  const { location } = renderUsers()
  await userEvent.setup().click(await screen.findByRole('link', { name: /Zoë & Co\/Sales\?/ }))
  expect(location().pathname).toBe('/admin/user/u2/domains')
  expect(location().search).toBe(`?name=${encodeURIComponent('Zoë & Co/Sales?')}`)
  expect(new URLSearchParams(location().search).get('name')).toBe('Zoë & Co/Sales?')
})

test('says "No users yet" when there are none', async () => {
  usersReply = () => ({ body: [] })
  renderUsers()
  expect(await screen.findByText('No users yet')).toBeInTheDocument()
  expect(screen.queryByRole('list', { name: 'Users' })).not.toBeInTheDocument()
})

test('shows a failure with Retry, which loads again', async () => {
  usersReply = () => ({ status: 500, body: { success: false, message: 'boom' } })
  renderUsers()
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users.')
  usersReply = () => ({ body: USERS })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('ann@example.com')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})
