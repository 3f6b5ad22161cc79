import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { PAGE_SIZE } from '../features/domains/hooks/use-domain-filters'
import { manyRecords, record } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer

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

const cardNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'))

const SMALL = [
  record('alpha.com'),
  record('Beta-Shop.com'),
  record('gamma.co.uk'),
  record('delta.info'),
  record('epsilon.com'),
]

describe('titles, data source and + Add URL', () => {
  it('user without ?category=: "Saved Scraped Domains" from /all; + Add URL opens the user scan page', async () => {
    server.on('GET /api/scraper/all', () => ({ body: SMALL }))
    const { location } = renderPage('DomainListPage', '/domains/')
    expect(screen.getByRole('heading', { name: 'Saved Scraped Domains' })).toBeInTheDocument()
    await waitFor(() => expect(cardNames()).toHaveLength(5))
    expect(server.requests.map((r) => r.path)).toEqual(['/api/scraper/all'])
    expect(server.requests[0].headers.authorization).toMatch(/^Bearer /)
    await userEvent.setup().click(screen.getByRole('button', { name: '+ Add URL' }))
    expect(location().pathname).toBe('/urlscan/natural')
  })

  it('with ?category=: Domains in "{category}" from by-category (URL-encoded)', async () => {
    server.on('GET /api/scraper/by-category/Hair%20%26%20Skin%2FCare', () => ({ body: [record('hair.com')] }))
    renderPage('DomainListPage', `/domains?category=${encodeURIComponent('Hair & Skin/Care')}`)
    expect(screen.getByRole('heading', { name: 'Domains in "Hair & Skin/Care"' })).toBeInTheDocument()
    await waitFor(() => expect(cardNames()).toEqual(['hair.com']))
  })

  it('admin: the stored category picks the scope, cards show the owner, + Add URL opens the admin scan page', async () => {
    loginAs('admin')
    useCategoryStore.getState().setCategory('casino')
    server.on('GET /casino/scraper/by-category/Slots', () => ({
      body: [record('spin.com', { superCategory: 'casino', owner: { _id: 'u2', name: 'Carl Casino' } })],
    }))
    const { location } = renderPage('DomainListPage', '/admin/domains/casino?category=Slots')
    const card = await screen.findByRole('article', { name: 'spin.com' })
    expect(within(card).getByText('Owner: Carl Casino')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: '+ Add URL' }))
    expect(location().pathname).toBe('/admin/urlscan/casino')
  })

  it('users see no owner line', async () => {
    server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com')] }))
    renderPage('DomainListPage', '/domains/')
    await screen.findByRole('article', { name: 'alpha.com' })
    expect(screen.queryByText(/^Owner:/)).not.toBeInTheDocument()
  })

  it('reloads from the new scope when the category changes', async () => {
    server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com')] }))
    server.on('GET /dating/scraper/all', () => ({ body: [record('love.com', { superCategory: 'dating' })] }))
    renderPage('DomainListPage', '/domains/')
    await screen.findByRole('article', { name: 'alpha.com' })
    act(() => useCategoryStore.getState().setCategory('dating'))
    await screen.findByRole('article', { name: 'love.com' })
    expect(cardNames()).toEqual(['love.com'])
  })

  it('a load failure toasts "Failed to load domains. Please try again." and shows it with Retry, never the empty state', async () => {
    server.on('GET /api/scraper/all', () => ({ status: 500, body: { success: false, message: 'db down' } }))
    renderPage('DomainListPage', '/domains/')
    const retry = await screen.findByRole('button', { name: 'Retry' })
    expect(screen.getAllByText('Failed to load domains. Please try again.').length).toBeGreaterThanOrEqual(1)
    expect(screen.queryByText('No domains saved yet.')).not.toBeInTheDocument()
    server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com')] }))
    await userEvent.setup().click(retry)
    expect(await screen.findByRole('article', { name: 'alpha.com' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })
})

describe('search and TLD filter', () => {
  beforeEach(() => server.on('GET /api/scraper/all', () => ({ body: SMALL })))

  it('the search box is a case-insensitive substring filter', async () => {
    renderPage('DomainListPage', '/domains/')
    await waitFor(() => expect(cardNames()).toHaveLength(5))
    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'SHOP')
    await waitFor(() => expect(cardNames()).toEqual(['Beta-Shop.com']))
    await user.clear(screen.getByRole('searchbox', { name: 'Search domains' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'nothing-like-this')
    expect(await screen.findByText('No domains match your filters.')).toBeInTheDocument()
  })

  it('TLD buttons carry counts (spec grouping rule), filter the list, and Show All TLDs resets', async () => {
    renderPage('DomainListPage', '/domains/')
    await waitFor(() => expect(cardNames()).toHaveLength(5))
    const group = screen.getByRole('group', { name: 'Filter by TLD' })
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Show All TLDs',
      '.com (3)',
      '.co.uk (1)',
      '.info (1)',
    ])
    const user = userEvent.setup()
    await user.click(within(group).getByRole('button', { name: '.com (3)' }))
    expect(cardNames()).toEqual(['alpha.com', 'Beta-Shop.com', 'epsilon.com'])
    expect(within(group).getByRole('button', { name: '.com (3)' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(within(group).getByRole('button', { name: '.co.uk (1)' }))
    expect(cardNames()).toEqual(['gamma.co.uk'])
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'alpha')
    expect(await screen.findByText('No domains match your filters.')).toBeInTheDocument()
    await user.click(within(group).getByRole('button', { name: 'Show All TLDs' }))
    await waitFor(() => expect(cardNames()).toEqual(['alpha.com']))
  })
})

describe('pagination', () => {
  it(`shows ${PAGE_SIZE} cards per page with page controls; filtering returns to page 1`, async () => {
    server.on('GET /api/scraper/all', () => ({ body: manyRecords(120) }))
    renderPage('DomainListPage', '/domains/')
    await waitFor(() => expect(cardNames()).toHaveLength(PAGE_SIZE))
    expect(cardNames()[0]).toBe('domain-00001.com')
    expect(screen.getByText('Page 1 of 3 (120 domains)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(cardNames()[0]).toBe('domain-00051.com')
    await user.click(screen.getByRole('button', { name: 'Last' }))
    expect(cardNames()).toHaveLength(20)
    expect(screen.getByText('Page 3 of 3 (120 domains)')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'domain-0000')
    await waitFor(() => expect(cardNames()).toHaveLength(9))
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()
  })

  it('stays usable with 50,000 domains: one page of cards in the DOM, filters over all of them', async () => {
    const big = [...manyRecords(49_990), ...manyRecords(10, 'net')]
    server.on('GET /api/scraper/all', () => ({ body: big }))
    renderPage('DomainListPage', '/domains/')
    await waitFor(() => expect(cardNames()).toHaveLength(PAGE_SIZE), { timeout: 10_000 })
    expect(screen.getByText('Page 1 of 1000 (50000 domains)')).toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: '.net (10)' }))
    expect(cardNames()).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: 'Show All TLDs' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), '4999')
    const expected = ['domain-04999.com', 'domain-14999.com', 'domain-24999.com', 'domain-34999.com', 'domain-44999.com', 'domain-49990.com']
    await waitFor(() => expect(cardNames()).toEqual(expected))
    // How fast is for bench/ (frontend-weight), not for a test on a shared machine.
  }, 120_000)
})
