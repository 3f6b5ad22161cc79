import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, COPY_CONFIRM_MS, useCategoryStore, type UnindexedDomain } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, recordUrls, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const CHECKED = '2026-11-20T08:30:00.000Z'
const LIST: UnindexedDomain[] = [
  { domain: 'alpha-shop.example', lastBingCheck: CHECKED },
  { domain: 'Beta-Blog.example', lastBingCheck: '', cause: 'noindex meta/header' },
  { domain: 'gamma-shop.example', lastBingCheck: CHECKED, cause: 'status 404; robots.txt disallows all' },
  // Not a string: never shown, never filtered.
  { domain: 12345 as unknown as string, lastBingCheck: CHECKED },
]
const unindexed = (list: unknown[] = LIST) => () => ({ body: { success: true, unindexed: list } })

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/unindexed-domains', unindexed())
  server.on('GET /api/scraper/bing-check', () => ({ body: { success: true, message: 'Bing check started', queued: 3 } }))
  loginAs('user')
})
afterEach(() => {
  jest.useRealTimers()
  resetStores()
})
afterAll(() => server.close())

const list = () => screen.findByRole('list', { name: 'Unindexed domains' })
const rowNames = (ul: HTMLElement) => within(ul).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))
const requestsTo = (path: string) => server.requests.filter((r) => r.path === path)

test('loading: the title and a spinner with "Loading cached results..." until the list arrives', async () => {
  let answer!: () => void
  server.on('GET /api/scraper/unindexed-domains', () => new Promise((resolve) => (answer = () => resolve(unindexed()()))))
  renderPage('NotIndexedPage', '/not-index/natural')
  expect(screen.getByRole('heading', { name: 'Bing Indexing Checker' })).toBeInTheDocument()
  expect(await screen.findByRole('status')).toHaveTextContent('Loading cached results...')
  await waitFor(() => expect(answer).toBeDefined())
  answer()
  await list()
  expect(screen.queryByText('Loading cached results...')).not.toBeInTheDocument()
  expect(server.requests.at(-1)?.headers.authorization).toMatch(/^Bearer /)
})

test('the list: count of the full list, rows with the Bing site: link in a new tab, last check or "Never", cause', async () => {
  renderPage('NotIndexedPage', '/not-index/natural')
  const ul = await list()
  expect(screen.getByText('4 domain(s) not indexed:')).toBeInTheDocument()
  expect(rowNames(ul)).toEqual(['alpha-shop.example', 'Beta-Blog.example', 'gamma-shop.example'])

  const alpha = within(ul).getByRole('listitem', { name: 'alpha-shop.example' })
  const link = within(alpha).getByRole('link', { name: 'alpha-shop.example' })
  expect(link).toHaveAttribute('href', 'https://www.bing.com/search?q=site%3Aalpha-shop.example')
  expect(link).toHaveAttribute('target', '_blank')
  expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  expect(alpha).toHaveTextContent(`Last Bing check: ${new Date(CHECKED).toLocaleString()}`)
  expect(alpha).not.toHaveTextContent('Likely cause')

  const beta = within(ul).getByRole('listitem', { name: 'Beta-Blog.example' })
  expect(beta).toHaveTextContent('Last Bing check: Never')
  expect(beta).toHaveTextContent('Likely cause: noindex meta/header')
  expect(within(ul).getByRole('listitem', { name: 'gamma-shop.example' })).toHaveTextContent('Likely cause: status 404; robots.txt disallows all')
  expect(screen.getByRole('button', { name: 'Bing Index Check' })).toBeEnabled()
  expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeEnabled()
  // User layout: no owner names.
  expect(screen.queryByText('Alice')).not.toBeInTheDocument()
})

test('a name that needs encoding is encoded in the Bing link', async () => {
  server.on('GET /api/scraper/unindexed-domains', unindexed([{ domain: 'xn--bcher-kva.example&x=1', lastBingCheck: '' }]))
  renderPage('NotIndexedPage', '/not-index/natural')
  expect(within(await list()).getByRole('link')).toHaveAttribute('href', 'https://www.bing.com/search?q=site%3Axn--bcher-kva.example%26x%3D1')
})

test('the search filters case-insensitively by substring, and says when nothing matches', async () => {
  renderPage('NotIndexedPage', '/not-index/natural')
  const user = userEvent.setup()
  await list()
  const search = screen.getByPlaceholderText('Search domain...')
  await user.type(search, 'SHOP')
  expect(rowNames(await list())).toEqual(['alpha-shop.example', 'gamma-shop.example'])
  // The count is of the full list, not the filtered one.
  expect(screen.getByText('4 domain(s) not indexed:')).toBeInTheDocument()
  await user.clear(search)
  await user.type(search, 'beta-b')
  expect(rowNames(await list())).toEqual(['Beta-Blog.example'])
  await user.type(search, 'zzz')
  expect(screen.getByText('No domains match your search.')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Save as PDF' })).toBeDisabled()
  // "123" matches the number-valued entry's digits: it is still never shown.
  await user.clear(search)
  await user.type(search, '123')
  expect(screen.getByText('No domains match your search.')).toBeInTheDocument()
})

test('empty: "All your domains are indexed!" and no check button', async () => {
  server.on('GET /api/scraper/unindexed-domains', unindexed([]))
  renderPage('NotIndexedPage', '/not-index/natural')
  expect(await screen.findByText('All your domains are indexed!')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Bing Index Check' })).not.toBeInTheDocument()
  expect(screen.queryByPlaceholderText('Search domain...')).not.toBeInTheDocument()
})

test('failure: "Error fetching Bing index data" with Retry, which loads again', async () => {
  server.on('GET /api/scraper/unindexed-domains', () => ({ status: 500, body: { success: false, message: 'boom' } }))
  renderPage('NotIndexedPage', '/not-index/natural')
  expect(await screen.findByText('Error fetching Bing index data')).toBeInTheDocument()
  expect(screen.queryByText('All your domains are indexed!')).not.toBeInTheDocument()
  const before = requestsTo('/api/scraper/unindexed-domains').length
  server.on('GET /api/scraper/unindexed-domains', unindexed())
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
  expect(rowNames(await list())).toHaveLength(3)
  expect(requestsTo('/api/scraper/unindexed-domains')).toHaveLength(before + 1)
  expect(screen.queryByText('Error fetching Bing index data')).not.toBeInTheDocument()
})

test('a malformed answer is an error, not "all indexed"', async () => {
  server.on('GET /api/scraper/unindexed-domains', () => ({ body: { success: true } }))
  renderPage('NotIndexedPage', '/not-index/natural')
  expect(await screen.findByText('Error fetching Bing index data')).toBeInTheDocument()
})

test('Bing Index Check: idle → "Checking Bing Index..." (disabled) → idle, toast, and the list is not reloaded', async () => {
  const { urls, stop } = recordUrls()
  let answer!: () => void
  server.on('GET /api/scraper/bing-check', () => new Promise((resolve) => (answer = () => resolve({ body: { success: true, message: 'Bing check started', queued: 3 } }))))
  renderPage('NotIndexedPage', '/not-index/natural')
  await list()
  const loads = requestsTo('/api/scraper/unindexed-domains').length
  // Whatever the server would now say, the screen keeps what it loaded.
  server.on('GET /api/scraper/unindexed-domains', unindexed([]))

  await userEvent.setup().click(screen.getByRole('button', { name: 'Bing Index Check' }))
  const busy = await screen.findByRole('button', { name: 'Checking Bing Index...' })
  expect(busy).toBeDisabled()
  fireEvent.click(busy)
  await waitFor(() => expect(answer).toBeDefined())
  answer()
  expect(await screen.findByText('Bing Index Check Complete')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Bing Index Check' })).toBeEnabled()

  expect(urls.filter((u) => u.includes('bing-check'))).toEqual(['GET /api/scraper/bing-check?force=true'])
  stop()
  expect(requestsTo('/api/scraper/unindexed-domains')).toHaveLength(loads)
  expect(rowNames(await list())).toHaveLength(3)
})

test('a failed check toasts "Error checking Bing index" and the button is usable again', async () => {
  server.on('GET /api/scraper/bing-check', () => ({ status: 500, body: { success: false, message: 'nope' } }))
  renderPage('NotIndexedPage', '/not-index/natural')
  await list()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Bing Index Check' }))
  expect(await screen.findByText('Error checking Bing index')).toBeInTheDocument()
  expect(screen.queryByText('Bing Index Check Complete')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Bing Index Check' })).toBeEnabled()
})

test('Save as PDF saves unindexed_domains_{today}.pdf listing exactly the filtered domains', async () => {
  const blobs: Blob[] = []
  const saved: string[] = []
  const createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob)
    return 'blob:report'
  })
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() })
  // jsPDF hands the file to the browser by clicking a download link; catch that click.
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download)
    return true
  })
  try {
    renderPage('NotIndexedPage', '/not-index/natural')
    await list()
    const user = userEvent.setup()
    await user.type(screen.getByPlaceholderText('Search domain...'), 'shop')
    await user.click(screen.getByRole('button', { name: 'Save as PDF' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toBe(`unindexed_domains_${new Date().toISOString().slice(0, 10)}.pdf`)
    const pdf = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(blobs[0])
    })
    // jsPDF writes uncompressed text operators: (text) Tj.
    const texts = [...pdf.matchAll(/\(([^()]*)\) Tj/g)].map((m) => m[1])
    expect(texts).toEqual(['Unindexed Domains Report', '1. alpha-shop.example', '2. gamma-shop.example'])
  } finally {
    click.mockRestore()
    Reflect.deleteProperty(URL, 'createObjectURL')
    Reflect.deleteProperty(URL, 'revokeObjectURL')
  }
})

describe('Copy', () => {
  const writeText = jest.fn<Promise<void>, [string]>()
  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  test('copies the domain and reads "Copied" for exactly 1.5 s', async () => {
    renderPage('NotIndexedPage', '/not-index/natural')
    const row = within(await list()).getByRole('listitem', { name: 'gamma-shop.example' })
    jest.useFakeTimers()
    fireEvent.click(within(row).getByRole('button', { name: 'Copy' }))
    await act(async () => {})
    expect(writeText).toHaveBeenCalledWith('gamma-shop.example')
    expect(within(row).getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    // Only the clicked row says so.
    expect(screen.getAllByRole('button', { name: 'Copied' })).toHaveLength(1)
    act(() => jest.advanceTimersByTime(COPY_CONFIRM_MS - 1))
    expect(within(row).getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(within(row).getByRole('button', { name: 'Copy' })).toBeInTheDocument()
  })

  test('without the clipboard API (plain http) the selection fallback still copies', async () => {
    Reflect.deleteProperty(navigator, 'clipboard')
    const execCommand = jest.fn(() => true)
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
    renderPage('NotIndexedPage', '/not-index/natural')
    const row = within(await list()).getByRole('listitem', { name: 'alpha-shop.example' })
    fireEvent.click(within(row).getByRole('button', { name: 'Copy' }))
    expect(await within(row).findByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(execCommand).toHaveBeenCalledWith('copy')
    Reflect.deleteProperty(document, 'execCommand')
  })

  test('a refused copy does not claim "Copied"', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    renderPage('NotIndexedPage', '/not-index/natural')
    const row = within(await list()).getByRole('listitem', { name: 'alpha-shop.example' })
    fireEvent.click(within(row).getByRole('button', { name: 'Copy' }))
    await act(async () => {})
    await waitFor(() => expect(writeText).toHaveBeenCalled())
    expect(within(row).queryByRole('button', { name: 'Copied' })).not.toBeInTheDocument()
  })
})

test('both layouts render it: the admin layout also names each domain\'s owner', async () => {
  loginAs('admin')
  const owned = LIST.slice(0, 2).map((e, i) => ({ ...e, owner: { _id: `u${i}`, name: i === 0 ? 'Alice' : 'Bob' } }))
  server.on('GET /api/scraper/unindexed-domains', unindexed(owned))
  const admin = renderPage('NotIndexedPage', '/admin/not-index/natural')
  const ul = await list()
  expect(screen.getByRole('heading', { name: 'Bing Indexing Checker' })).toBeInTheDocument()
  expect(within(ul).getByRole('listitem', { name: 'alpha-shop.example' })).toHaveTextContent('Alice')
  expect(within(ul).getByRole('listitem', { name: 'Beta-Blog.example' })).toHaveTextContent('Bob')
  admin.unmount()

  loginAs('user')
  renderPage('NotIndexedPage', '/not-index/natural')
  const userList = await list()
  expect(screen.getByRole('heading', { name: 'Bing Indexing Checker' })).toBeInTheDocument()
  expect(userList).not.toHaveTextContent('Alice')
})

test('the remembered category picks the scope, and a switch reloads', async () => {
  useCategoryStore.getState().setCategory('casino')
  server.on('GET /casino/scraper/unindexed-domains', unindexed([{ domain: 'slots.example', lastBingCheck: CHECKED }]))
  server.on('GET /dating/scraper/unindexed-domains', unindexed([]))
  renderPage('NotIndexedPage', '/not-index/casino')
  expect(rowNames(await list())).toEqual(['slots.example'])
  act(() => useCategoryStore.getState().setCategory('dating'))
  expect(await screen.findByText('All your domains are indexed!')).toBeInTheDocument()
  expect(server.requests.map((r) => r.path)).not.toContain('/api/scraper/unindexed-domains')
})
