import { screen, within } from '@testing-library/react'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { hostingInfo, record } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.on('GET /api/hosting/get-hostingInfo', () => ({ body: hostingInfo() }))
  // The blocklist panel below the list (server-listings.test.tsx tests it).
  server.on('GET /api/reputation/servers/srv-a-id', () => ({ body: { listings: [] } }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

test('"Server: {server}" and its domains, blanks and "-" left out, other servers and e-mails not mixed in', async () => {
  renderPage('ServerDomainsPage', '/hosting/domains/ops%40example.com/srv-a')
  expect(screen.getByRole('heading', { name: 'Server: srv-a' })).toBeInTheDocument()
  const list = await screen.findByRole('list', { name: 'Domains on srv-a' })
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one.com', 'two.com'])
})

test('the admin route with an encoded e-mail and server name', async () => {
  loginAs('admin')
  server.on('GET /api/hosting/get-hostingInfo', () => ({
    body: hostingInfo({ all: [record('x.io', { email: 'a+b@example.com', server: 'srv 1' }), record('', { email: 'a+b@example.com', server: 'srv 1' })] }),
  }))
  renderPage('ServerDomainsPage', '/admin/hosting/domains/a%2Bb%40example.com/srv%201')
  expect(screen.getByRole('heading', { name: 'Server: srv 1' })).toBeInTheDocument()
  const list = await screen.findByRole('list')
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['x.io'])
})

test('a server without domains says so', async () => {
  renderPage('ServerDomainsPage', '/hosting/domains/ops%40example.com/empty-server')
  expect(await screen.findByText('No domains on this server.')).toBeInTheDocument()
})

test('a failed load shows the error with Retry, not "No domains on this server."', async () => {
  jest.spyOn(console, 'error').mockImplementationOnce(() => undefined)
  server.on('GET /api/hosting/get-hostingInfo', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('ServerDomainsPage', '/hosting/domains/ops%40example.com/srv-a')
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load hosting info')
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(screen.queryByText('No domains on this server.')).not.toBeInTheDocument()
})
