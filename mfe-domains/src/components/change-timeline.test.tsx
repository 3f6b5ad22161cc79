import { render, screen, within } from '@testing-library/react'
import { apiClient } from '@sitefleet/shared'
import { FreshQueries } from '@sitefleet/shared/src/testing/page-testing'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, resetStores } from '../testing/render-page'
import { ChangeTimeline } from './change-timeline'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  loginAs('admin')
})
afterEach(() => resetStores())
afterAll(() => server.close())

it("asks for one domain's changes (as its owner's, for an admin) and lists them newest first", async () => {
  server.on('GET /api/scraper/changes', () => ({
    body: {
      changes: [
        { id: 2, domain: 'a.com', brandCategory: 'Keto', kind: 'robots-meta', label: 'Meta robots', before: 'index', after: 'noindex', detectedAt: '2026-11-21T10:00:00.000Z' },
        { id: 1, domain: 'a.com', brandCategory: 'Keto', kind: 'title', label: 'Title', before: '', after: 'New', detectedAt: '2026-11-20T10:00:00.000Z' },
      ],
      total: 2,
      kinds: [],
    },
  }))
  render(<FreshQueries><ChangeTimeline domain='a.com' ownerId='u7' /></FreshQueries>)
  const timeline = screen.getByRole('region', { name: 'Change timeline' })
  const items = await within(timeline).findAllByRole('listitem')
  expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Meta robots of a.com', 'Title of a.com'])
  expect(within(items[1]).getByTestId('change-before')).toHaveTextContent('(none)')
  const query = server.requests[0].query
  expect([query.get('domain'), query.get('owner'), query.get('limit')]).toEqual(['a.com', 'u7', '20'])
})

it('says so when the domain has no changes yet', async () => {
  server.on('GET /api/scraper/changes', () => ({ body: { changes: [], total: 0, kinds: [] } }))
  render(<FreshQueries><ChangeTimeline domain='a.com' /></FreshQueries>)
  expect(await screen.findByText('No changes found between scans yet.')).toBeInTheDocument()
  expect(server.requests[0].query.get('owner')).toBeNull()
})
