import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const COUNTS = { Keto: 3, 'Weight Loss': 12, 'Hair & Skin': 1 }

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/category-counts', () => ({ body: COUNTS }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

async function grid () {
  return screen.findByRole('list', { name: 'Categories' })
}

test('user screen: title, a card with a count badge per category and a Last Reload time', async () => {
  renderPage('ProductsPage', '/products/natural')
  expect(screen.getByRole('heading', { name: 'All Product Category' })).toBeInTheDocument()
  expect(screen.getByText('Loading categories...')).toBeInTheDocument()
  const list = await grid()
  const cards = within(list).getAllByRole('button')
  expect(cards.map((c) => c.textContent)).toEqual(['Hair & Skin 1', 'Keto 3', 'Weight Loss 12'])
  // The accessible name is the visible text (no aria-label that says something else).
  for (const card of cards) {
    expect(card).not.toHaveAttribute('aria-label')
    expect(card).toHaveAccessibleName(card.textContent!)
  }
  expect(screen.getByText(/^Last Reload: \d/)).toBeInTheDocument()
  expect(server.requests[0].headers.authorization).toMatch(/^Bearer /)
})

test('the search box filters categories case-insensitively and says when nothing matches', async () => {
  renderPage('ProductsPage', '/products/natural')
  const user = userEvent.setup()
  await grid()
  await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'WEIGHT')
  expect(within(await grid()).getAllByRole('button').map((c) => c.textContent)).toEqual(['Weight Loss 12'])
  await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'zzz')
  expect(screen.getByText('No categories match your search.')).toBeInTheDocument()
})

test('a user click opens /domains?category={name}', async () => {
  const { location } = renderPage('ProductsPage', '/products/natural')
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Hair & Skin 1' }))
  expect(location().pathname).toBe('/domains')
  expect(new URLSearchParams(location().search).get('category')).toBe('Hair & Skin')
})

test('an admin click opens /admin/domains/{type}?category={name}', async () => {
  loginAs('admin')
  useCategoryStore.getState().setCategory('casino')
  server.on('GET /casino/scraper/category-counts', () => ({ body: { Slots: 4 } }))
  const { location } = renderPage('ProductsPage', '/admin/products/casino')
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Slots 4' }))
  expect(location().pathname).toBe('/admin/domains/casino')
  expect(location().search).toBe('?category=Slots')
  expect(server.requests.map((r) => r.path)).toEqual(['/casino/scraper/category-counts'])
})

test('an empty answer shows the empty state', async () => {
  server.on('GET /api/scraper/category-counts', () => ({ body: {} }))
  renderPage('ProductsPage', '/products/natural')
  expect(await screen.findByText('No categories yet.')).toBeInTheDocument()
  expect(screen.getByText(/^Last Reload: \d/)).toBeInTheDocument()
})

test('a failed fetch toasts "❌ Failed to fetch categories", shows it with Retry (never "No categories yet.") and leaves Last Reload unset', async () => {
  server.on('GET /api/scraper/category-counts', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('ProductsPage', '/products/natural')
  const retry = await screen.findByRole('button', { name: 'Retry' })
  expect(screen.getAllByText('❌ Failed to fetch categories').length).toBeGreaterThanOrEqual(1)
  expect(screen.queryByText('No categories yet.')).not.toBeInTheDocument()
  expect(screen.getByText('Last Reload: —')).toBeInTheDocument()
  server.on('GET /api/scraper/category-counts', () => ({ body: { Keto: 3 } }))
  await userEvent.setup().click(retry)
  expect(await screen.findByText('Keto')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
})

test('Reload fetches again and a category switch refetches from the new scope', async () => {
  renderPage('ProductsPage', '/products/natural')
  await grid()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }))
  await waitFor(() => expect(server.requests).toHaveLength(2))
  server.on('GET /dating/scraper/category-counts', () => ({ body: { Singles: 9 } }))
  act(() => useCategoryStore.getState().setCategory('dating'))
  expect(await screen.findByRole('button', { name: 'Singles 9' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Keto 3' })).not.toBeInTheDocument()
})
