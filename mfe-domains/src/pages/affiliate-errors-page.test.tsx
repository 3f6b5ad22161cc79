import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { testQueryClient } from '@sitefleet/shared/src/testing/page-testing'
import { NO_LINK, affiliateError } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const CACHED = '/api/scraper/get-affiliate-errors'
const CHECK = '/api/scraper/check-affiliate-errors'

const STORED = [
  affiliateError('nolink.com', NO_LINK, ''),
  affiliateError('dead.com', 'Affiliate link returned 404'),
  affiliateError('plain.com', `${NO_LINK} on the home page`, ''),
  affiliateError('timeout.com', 'Timed out after 10 s'),
]

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on(`GET ${CACHED}`, () => ({ body: { errors: STORED } }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const tab = (name: RegExp) => screen.getByRole('tab', { name })
const itemNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'))
const calls = (path: string) => server.requests.filter((r) => r.path === path).length

it('loads the stored list on entry and splits it: "No affiliate link found" is missing, the rest broken', async () => {
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  await waitFor(() => expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)'))
  expect(tab(/^Broken Links/)).toHaveTextContent('Broken Links (2)')
  expect(tab(/^Missing Links/)).toHaveAttribute('aria-selected', 'true')
  expect(itemNames()).toEqual(['nolink.com', 'plain.com'])
  expect(screen.getByText(/^Last Updated: \d/)).toBeInTheDocument()

  const user = userEvent.setup()
  await user.click(tab(/^Broken Links/))
  expect(tab(/^Broken Links/)).toHaveAttribute('aria-selected', 'true')
  expect(itemNames()).toEqual(['dead.com', 'timeout.com'])
  const dead = within(screen.getByRole('tabpanel')).getByRole('listitem', { name: 'dead.com' })
  expect(within(dead).getByText('Affiliate link returned 404')).toBeInTheDocument()
  const link = within(dead).getByRole('link', { name: 'https://dead.com/go/offer' })
  expect(link).toHaveAttribute('target', '_blank')
  expect(link.getAttribute('rel')).toContain('noopener')
  expect(calls(CACHED)).toBe(1)
  expect(server.requests[0].headers.authorization).toMatch(/^Bearer /)
})

it('arrow keys move between the tabs', async () => {
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  await waitFor(() => expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)'))
  const user = userEvent.setup()
  await user.click(tab(/^Missing Links/))
  await user.keyboard('{ArrowRight}')
  expect(tab(/^Broken Links/)).toHaveAttribute('aria-selected', 'true')
  expect(tab(/^Broken Links/)).toHaveFocus()
  await user.keyboard('{ArrowRight}')
  expect(tab(/^Missing Links/)).toHaveAttribute('aria-selected', 'true')
})

it('a javascript: affiliate link is shown as text, never as a link', async () => {
  server.on(`GET ${CACHED}`, () => ({ body: { errors: [affiliateError('evil.com', 'Broken', 'javascript:alert(1)')] } }))
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  await userEvent.setup().click(await screen.findByRole('tab', { name: 'Broken Links (1)' }))
  expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument()
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
})

it('empty texts per tab', async () => {
  server.on(`GET ${CACHED}`, () => ({ body: { errors: [] } }))
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  expect(await screen.findByText('No missing affiliate links')).toBeInTheDocument()
  expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (0)')
  await userEvent.setup().click(tab(/^Broken Links/))
  expect(screen.getByText('No broken affiliate links')).toBeInTheDocument()
})

it('Refresh keeps the stored missing links and takes the broken links from the fresh check', async () => {
  server.on(`GET ${CHECK}`, () => ({
    body: {
      errors: [
        affiliateError('dead.com', 'Affiliate link returned 410'),
        affiliateError('newdead.com', 'DNS lookup failed'),
        affiliateError('fresh-nolink.com', NO_LINK, ''), // a missing link from the check: not taken
      ],
    },
  }))
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  await waitFor(() => expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)'))
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Refresh' }))
  // The stored list also has two broken links (dead.com, timeout.com): wait for the fresh ones by
  // name, not by count, or a slow answer passes the wait before the refresh has landed.
  await user.click(tab(/^Broken Links/))
  await waitFor(() => expect(itemNames()).toEqual(['dead.com', 'newdead.com']))
  expect(tab(/^Broken Links/)).toHaveTextContent('Broken Links (2)')
  expect(screen.getByText('Affiliate link returned 410')).toBeInTheDocument()
  expect(screen.queryByText('Timed out after 10 s')).not.toBeInTheDocument()
  await user.click(tab(/^Missing Links/))
  expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)')
  expect(itemNames()).toEqual(['nolink.com', 'plain.com'])
  expect(server.requests.map((r) => r.path)).toEqual([CACHED, CHECK])
})

it('Refresh is disabled and says so while the check runs', async () => {
  let answer!: () => void
  server.on(`GET ${CHECK}`, () => new Promise((resolve) => (answer = () => resolve({ body: { errors: [] } }))))
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  await waitFor(() => expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)'))
  await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }))
  await waitFor(() => expect(calls(CHECK)).toBe(1))
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled()
  expect(screen.getByText('Checking affiliate links...')).toBeInTheDocument()
  act(() => answer())
  await waitFor(() => expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled())
  expect(tab(/^Broken Links/)).toHaveTextContent('Broken Links (0)')
  expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)')
})

it('a failed check toasts "❌ Failed to refresh affiliate errors" and keeps the list', async () => {
  server.on(`GET ${CHECK}`, () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  await waitFor(() => expect(tab(/^Broken Links/)).toHaveTextContent('Broken Links (2)'))
  await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }))
  expect(await screen.findByText('❌ Failed to refresh affiliate errors')).toBeInTheDocument()
  expect(tab(/^Broken Links/)).toHaveTextContent('Broken Links (2)')
})

it('a failed cached load toasts "❌ Failed to load cached affiliate errors" and shows it with Retry, never "No missing affiliate links"', async () => {
  server.on(`GET ${CACHED}`, () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural')
  const retry = await screen.findByRole('button', { name: 'Retry' })
  expect(screen.getAllByText('❌ Failed to load cached affiliate errors').length).toBeGreaterThanOrEqual(1)
  expect(screen.getByText('Last Updated: —')).toBeInTheDocument()
  expect(screen.queryByText('No missing affiliate links')).not.toBeInTheDocument()
  server.on(`GET ${CACHED}`, () => ({ body: { errors: [affiliateError('dead.com', 'Affiliate link returned 404')] } }))
  await userEvent.setup().click(retry)
  await waitFor(() => expect(tab(/^Broken Links/)).toHaveTextContent('Broken Links (1)'))
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
})

it('coming back to the screen shows the kept list without loading it again; another category loads its own', async () => {
  // One cache for both visits, as the shell's session has.
  const session = testQueryClient()
  const first = renderPage('AffiliateErrorsPage', '/affiliate-errors/natural', undefined, session)
  await waitFor(() => expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)'))
  first.unmount()
  renderPage('AffiliateErrorsPage', '/affiliate-errors/natural', undefined, session)
  expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)')
  expect(calls(CACHED)).toBe(1)

  server.on('GET /dating/scraper/get-affiliate-errors', () => ({ body: { errors: [affiliateError('love.com', NO_LINK, '')] } }))
  act(() => useCategoryStore.getState().setCategory('dating'))
  await waitFor(() => expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (1)'))
  expect(itemNames()).toEqual(['love.com'])
})

it('admin layout renders the same screen from the admin route', async () => {
  loginAs('admin')
  renderPage('AffiliateErrorsPage', '/admin/affiliate-errors/natural')
  await waitFor(() => expect(tab(/^Missing Links/)).toHaveTextContent('Missing Links (2)'))
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled()
})
