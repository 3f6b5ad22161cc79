import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { captureDownloads } from '@sitefleet/shared/src/testing/capture-download'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { record } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
let downloads: ReturnType<typeof captureDownloads>

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/scraper/all': () => ({ body: [record('alpha.com')] }),
    'GET /api/scraper/by-category/Keto': () => ({ body: [record('alpha.com')] }),
    'GET /casino/scraper/all': () => ({ body: [record('spin.com')] }),
    'GET /api/scraper/export.csv': () => ({ body: 'domain\r\nalpha.com\r\n' }),
    'GET /casino/scraper/export.csv': () => ({ body: 'domain\r\nspin.com\r\n' }),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  downloads = captureDownloads()
})
afterEach(() => {
  downloads.restore()
  resetStores()
})
afterAll(() => server.close())

const exports = () => server.requests.filter((r) => r.path.endsWith('/export.csv'))

it("exports the scope's list, or the brand category shown, with the session", async () => {
  loginAs('user')
  const first = renderPage('DomainListPage', '/domains/')
  await screen.findByRole('article', { name: 'alpha.com' })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(downloads.saved).toHaveLength(1))
  expect(await downloads.saved[0].text).toBe('domain\r\nalpha.com\r\n')
  expect(exports().map((r) => [r.path, r.query.toString()])).toEqual([['/api/scraper/export.csv', '']])
  expect(exports()[0].headers.authorization).toMatch(/^Bearer .+/)
  first.unmount()

  renderPage('DomainListPage', '/domains?category=Keto')
  await screen.findByRole('article', { name: 'alpha.com' })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(downloads.saved).toHaveLength(2))
  expect(exports()[1].query.toString()).toBe('category=Keto')
})

it('admin: the export of the category in the path', async () => {
  loginAs('admin')
  useCategoryStore.getState().setCategory('casino')
  renderPage('DomainListPage', '/admin/domains/casino')
  await screen.findByRole('article', { name: 'spin.com' })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(downloads.saved).toHaveLength(1))
  expect(exports().map((r) => r.path)).toEqual(['/casino/scraper/export.csv'])
})
