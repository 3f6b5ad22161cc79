import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { captureDownloads } from '@sitefleet/shared/src/testing/capture-download'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { hostingInfo } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
let downloads: ReturnType<typeof captureDownloads>

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/hosting/get-hostingInfo': () => ({ body: hostingInfo() }),
    'GET /api/hosting/export.csv': () => ({ body: 'platform,platformEmail,server\r\nHostinger,ops@example.com,srv-1\r\n' }),
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

test('Export CSV downloads the hosting records with the session', async () => {
  renderPage('HostingDataPage', '/hosting-data')
  await screen.findByRole('table')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(downloads.saved).toHaveLength(1))
  expect(downloads.saved[0].name).toBe('export-test.csv')
  expect(await downloads.saved[0].text).toContain('Hostinger,ops@example.com,srv-1')
  const call = server.requests.find((r) => r.path === '/api/hosting/export.csv')!
  expect(call.headers.authorization).toMatch(/^Bearer .+/)
})
