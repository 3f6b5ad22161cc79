import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useAuthStore, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { errorDomain } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const LIST = '/api/scraper/error-domain'

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const rows = () => within(screen.getByRole('list', { name: 'Domains with errors' })).getAllByRole('listitem')
const rowNames = () => rows().map((r) => r.getAttribute('aria-label'))

function answer (errorDomains: Array<ReturnType<typeof errorDomain>>, refreshing = false) {
  server.on(`GET ${LIST}`, () => ({ body: { errorDomains, refreshing } }))
}

describe('the list', () => {
  it('shows each domain as a new-tab link, its code with the spec meaning, last checked and the total', async () => {
    answer([
      errorDomain('gone.com', 404, '2026-11-01T09:00:00.000Z'),
      errorDomain('nxdomain.net', 499),
      errorDomain('weird.org', 599),
    ])
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    expect(screen.getByRole('heading', { name: 'Domains with Errors' })).toBeInTheDocument()
    await waitFor(() => expect(rowNames()).toEqual(['gone.com', 'nxdomain.net', 'weird.org']))
    expect(screen.getByText('Total: 3')).toBeInTheDocument()

    const link = within(rows()[0]).getByRole('link', { name: 'gone.com' })
    expect(link).toHaveAttribute('href', 'https://gone.com/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(within(rows()[0]).getByText('404')).toBeInTheDocument()
    expect(within(rows()[0]).getByText('Not Found')).toBeInTheDocument()
    expect(
      within(rows()[0]).getByText(`Last checked: ${new Date('2026-11-01T09:00:00.000Z').toLocaleString()}`)
    ).toBeInTheDocument()
    expect(within(rows()[1]).getByText('Expired domain / NXDOMAIN')).toBeInTheDocument()
    expect(within(rows()[2]).getByText('Unknown')).toBeInTheDocument()
    expect(server.requests.map((r) => r.path)).toEqual([LIST])
    expect(server.requests[0].headers.authorization).toMatch(/^Bearer /)
  })

  it('a missing lastChecked reads "Never"; a domain that is no host name is text, not a link', async () => {
    answer([errorDomain('bad host', 526, null)])
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    await waitFor(() => expect(rowNames()).toEqual(['bad host']))
    expect(within(rows()[0]).getByText('Last checked: Never')).toBeInTheDocument()
    expect(within(rows()[0]).queryByRole('link')).not.toBeInTheDocument()
    expect(within(rows()[0]).getByText('Connection Timeout')).toBeInTheDocument()
  })

  it('names the locations whose latest check failed; none named reads "—"', async () => {
    answer([
      errorDomain('regional.com', 0, '2026-11-01T09:00:00.000Z', ['Frankfurt']),
      errorDomain('down.com', 503, '2026-11-01T09:00:00.000Z', ['Frankfurt', 'Virginia', 'home']),
      errorDomain('old-api.com', 404),
    ])
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    await waitFor(() => expect(rowNames()).toEqual(['regional.com', 'down.com', 'old-api.com']))
    expect(within(rows()[0]).getByText('Locations: Frankfurt')).toBeInTheDocument()
    expect(within(rows()[1]).getByText('Locations: Frankfurt, Virginia, home')).toBeInTheDocument()
    expect(within(rows()[2]).getByText('Locations: —')).toBeInTheDocument()
  })

  it('filters by status code: All plus each code found, with meaning and count', async () => {
    answer([errorDomain('a.com', 404), errorDomain('b.com', 503), errorDomain('c.com', 404), errorDomain('d.com', 497)])
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    await waitFor(() => expect(rows()).toHaveLength(4))
    const select = screen.getByRole('combobox', { name: 'Filter by status code' })
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      '404 Not Found (2)',
      '497 SSL Certificate Expired (1)',
      '503 Service Unavailable (1)',
    ])
    const user = userEvent.setup()
    await user.selectOptions(select, '404')
    expect(rowNames()).toEqual(['a.com', 'c.com'])
    expect(screen.getByText('Total: 4')).toBeInTheDocument()
    expect(screen.getByText('Showing 2')).toBeInTheDocument()
    await user.selectOptions(select, '497')
    expect(rowNames()).toEqual(['d.com'])
    await user.selectOptions(select, 'All')
    expect(rowNames()).toEqual(['a.com', 'b.com', 'c.com', 'd.com'])
  })

  it('an empty list says "All domains are healthy"', async () => {
    answer([])
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    expect(await screen.findByText('All domains are healthy')).toBeInTheDocument()
    expect(screen.getByText('Total: 0')).toBeInTheDocument()
  })

  it('admin layout: same screen, the stored category picks the scope', async () => {
    loginAs('admin')
    useCategoryStore.getState().setCategory('casino')
    server.on('GET /casino/scraper/error-domain', () => ({
      body: { errorDomains: [errorDomain('spin.com', 502)], refreshing: false },
    }))
    renderPage('DomainErrorsPage', '/admin/domain-errors/casino')
    await waitFor(() => expect(rowNames()).toEqual(['spin.com']))
    expect(within(rows()[0]).getByText('Bad Gateway')).toBeInTheDocument()
  })
})

describe('load failures', () => {
  it('a failed load shows "Failed to load existing error domains." and Retry loads again', async () => {
    server.on(`GET ${LIST}`, () => ({ status: 500, body: { success: false, message: 'db down' } }))
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load existing error domains.')
    expect(screen.queryByText('All domains are healthy')).not.toBeInTheDocument()

    answer([errorDomain('back.com', 410)])
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(rowNames()).toEqual(['back.com']))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(within(rows()[0]).getByText('Gone')).toBeInTheDocument()
    expect(server.requests.filter((r) => r.path === LIST)).toHaveLength(2)
  })

  it('without a token: "Missing authentication token. Please login again." and no call', async () => {
    useAuthStore.getState().logout()
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing authentication token. Please login again.')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh All' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Missing authentication token. Please login again.')
    expect(server.requests).toHaveLength(0)
  })

  it('a 401 (expired session) ends in the missing-token message', async () => {
    server.on(`GET ${LIST}`, () => ({ status: 401, body: { success: false, message: 'Unauthorized' } }))
    renderPage('DomainErrorsPage', '/domain-errors/natural')
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing authentication token. Please login again.')
  })
})
