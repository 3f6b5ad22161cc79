import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { captureDownloads } from '@sitefleet/shared/src/testing/capture-download'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { errorDomain } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
let downloads: ReturnType<typeof captureDownloads>
const EXPORT = '/api/scraper/export.csv'

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/scraper/error-domain': () => ({ body: { errorDomains: [errorDomain('gone.com', 404), errorDomain('down.com', 503)], refreshing: false } }),
    [`GET ${EXPORT}`]: () => ({ body: 'domain,status\r\ngone.com,404\r\n' }),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  loginAs('user')
  downloads = captureDownloads()
})
afterEach(() => {
  downloads.restore()
  resetStores()
})
afterAll(() => server.close())

it('exports the current filter (errors, and the chosen status code) with the bearer token', async () => {
  const user = userEvent.setup()
  renderPage('DomainErrorsPage', '/domain-errors/natural')
  await screen.findByText('Total: 2')
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(downloads.saved).toHaveLength(1))
  const first = server.requests.find((r) => r.path === EXPORT)!
  expect(first.query.toString()).toBe('errors=true')
  expect(first.headers.authorization).toMatch(/^Bearer .+/)
  expect(downloads.saved[0].name).toBe('export-test.csv')
  expect(await downloads.saved[0].text).toBe('domain,status\r\ngone.com,404\r\n')

  await user.selectOptions(screen.getByLabelText('Filter by status code'), '404')
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(downloads.saved).toHaveLength(2))
  expect(server.requests.filter((r) => r.path === EXPORT).map((r) => r.query.toString())).toEqual(['errors=true', 'errors=true&status=404'])
})

it('a failed export says so', async () => {
  server.on(`GET ${EXPORT}`, () => ({ status: 500, body: { success: false, message: 'db down' } }))
  renderPage('DomainErrorsPage', '/domain-errors/natural')
  await screen.findByText('Total: 2')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }))
  expect(await screen.findByText(/^Export failed: /)).toBeInTheDocument()
  expect(downloads.saved).toHaveLength(0)
})
