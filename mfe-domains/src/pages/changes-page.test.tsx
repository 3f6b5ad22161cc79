import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type DomainChange } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const CHANGES = '/api/scraper/changes'
const KINDS = [
  { kind: 'title', label: 'Title' },
  { kind: 'robots-meta', label: 'Meta robots' },
]

const change = (id: number, fields: Partial<DomainChange> = {}): DomainChange => ({
  id,
  domain: 'a.com',
  brandCategory: 'Slots',
  kind: 'title',
  label: 'Title',
  before: 'Old title',
  after: 'New title',
  detectedAt: '2026-11-20T10:00:00.000Z',
  ...fields,
})

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/categories', () => ({ body: ['Slots', 'Poker'] }))
  server.on(`GET ${CHANGES}`, (req) => {
    const kind = req.query.get('kind')
    const all = [change(1), change(2, { domain: 'b.com', kind: 'robots-meta', label: 'Meta robots', before: 'index', after: 'noindex' })]
    const list = kind ? all.filter((c) => c.kind === kind) : all
    return { body: { changes: list, total: list.length, kinds: KINDS } }
  })
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

const changeCalls = () => server.requests.filter((r) => r.path === CHANGES)

it('lists each change with its kind, domain, before and after', async () => {
  renderPage('ChangesPage', '/changes/natural')
  const list = await screen.findByRole('list', { name: 'Changes' })
  const items = within(list).getAllByRole('listitem')
  expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Title of a.com', 'Meta robots of b.com'])
  expect(within(items[1]).getByTestId('change-before')).toHaveTextContent('index')
  expect(within(items[1]).getByTestId('change-after')).toHaveTextContent('noindex')
  expect(screen.getByRole('status')).toHaveTextContent('1–2 of 2')
})

it('filters by kind, brand category and date: each is sent to the api', async () => {
  const user = userEvent.setup()
  renderPage('ChangesPage', '/changes/natural')
  await screen.findByRole('list', { name: 'Changes' })
  await user.selectOptions(screen.getByLabelText('Kind'), 'robots-meta')
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
  expect(changeCalls().at(-1)?.query.get('kind')).toBe('robots-meta')
  await waitFor(() => expect(within(screen.getByLabelText('Brand category')).getAllByRole('option')).toHaveLength(3))
  await user.selectOptions(screen.getByLabelText('Brand category'), 'Poker')
  await waitFor(() => expect(changeCalls().at(-1)?.query.get('category')).toBe('Poker'))
  await user.type(screen.getByLabelText('Since'), '2026-11-01')
  await waitFor(() => expect(changeCalls().at(-1)?.query.get('since')).toBe('2026-11-01'))
})

it('renders scraped text as text, never as markup', async () => {
  server.on(`GET ${CHANGES}`, () => ({
    body: { changes: [change(1, { before: '<img src=x onerror="window.hacked=1">', after: '<b>bold</b>' })], total: 1, kinds: KINDS },
  }))
  const { container } = renderPage('ChangesPage', '/changes/natural')
  expect(await screen.findByText('<b>bold</b>')).toBeInTheDocument()
  expect(screen.getByText('<img src=x onerror="window.hacked=1">')).toBeInTheDocument()
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('b')).toBeNull()
})

it('says so when there are no changes', async () => {
  server.on(`GET ${CHANGES}`, () => ({ body: { changes: [], total: 0, kinds: KINDS } }))
  renderPage('ChangesPage', '/changes/natural')
  expect(await screen.findByText(/^No changes found/)).toBeInTheDocument()
})

it('offers a retry when the load fails', async () => {
  server.on(`GET ${CHANGES}`, () => ({ status: 500, body: { success: false, message: 'boom' } }))
  const user = userEvent.setup()
  renderPage('ChangesPage', '/changes/natural')
  expect(await screen.findByText('Failed to load changes.')).toBeInTheDocument()
  server.on(`GET ${CHANGES}`, () => ({ body: { changes: [change(1)], total: 1, kinds: KINDS } }))
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('listitem', { name: 'Title of a.com' })).toBeInTheDocument()
})

it('pages through long lists', async () => {
  const many = Array.from({ length: 50 }, (_, i) => change(i + 1, { domain: `d${i}.com` }))
  server.on(`GET ${CHANGES}`, (req) => {
    const offset = Number(req.query.get('offset'))
    return { body: { changes: offset === 0 ? many : [change(99, { domain: 'last.com' })], total: 51, kinds: KINDS } }
  })
  const user = userEvent.setup()
  renderPage('ChangesPage', '/changes/natural')
  await screen.findByRole('list', { name: 'Changes' })
  expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Older' }))
  expect(await screen.findByRole('listitem', { name: 'Title of last.com' })).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('51–51 of 51')
  expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled()
})
