// Honest states: the Bing indexing panel embedded with a read token lists the domains
// with the check disabled, saying why (starting a check is an acting call the API refuses).
import { within } from '@testing-library/react'
import { panelMounter, readToken } from '@sitefleet/shared/src/testing/panels'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { resetStores } from './testing/render-page'
import { mount } from './mount'

let server: TestServer
const { panel, unmountAll } = panelMounter(mount)

beforeAll(async () => { server = await startTestServer() })
afterEach(() => {
  unmountAll()
  resetStores()
})
afterAll(() => server.close())

test('a read token lists the unindexed domains with Bing Index Check disabled', async () => {
  server.on('GET /casino/scraper/unindexed-domains', () => ({ body: { success: true, unindexed: [{ domain: 'slow-casino.example', lastBingCheck: '' }] } }))
  const indexing = panel({ page: 'NotIndexedPage', path: '/not-index/casino', layout: 'user', api: readToken(server) })
  expect(await within(indexing).findByText('slow-casino.example')).toBeInTheDocument()
  const check = within(indexing).getByRole('button', { name: 'Bing Index Check' })
  expect(check).toBeDisabled()
  expect(check).toHaveAttribute('title', 'This panel is read-only')
  expect(server.requests.map((r) => r.path)).not.toContain('/casino/scraper/bing-check')
})
