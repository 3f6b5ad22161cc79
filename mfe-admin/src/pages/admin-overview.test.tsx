import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderPage, resetStores } from '../testing/render-page'
import Panel from '../panel'
import AdminOverview from './admin-overview'

let server: TestServer
let casinoReply: () => Reply
let backupReply: () => Reply

beforeAll(async () => {
  server = await startTestServer({
    'GET /admin/users': () => ({ body: [{ _id: 'u1', name: 'Ann', email: 'a@x.com' }, { _id: 'u2', name: 'Bo', email: 'b@x.com' }, { _id: 'u3', name: 'Cy', email: 'c@x.com' }] }),
    'GET /admin/domain-count/natural': () => ({ body: { count: 1234 } }),
    'GET /admin/domain-count/casino': () => casinoReply(),
    'GET /admin/domain-count/dating': () => ({ body: { count: 0 } }),
    'GET /admin/checks-round': () => ({ body: { round: { oldestOverdueSeconds: 1500, intervalSeconds: 900, behind: true, measuredAt: '2026-06-10T12:20:00.000Z' } } }),
    'GET /admin/backup': () => backupReply(),
    'GET /auth/me': () => ({ body: { tokenAccess: 'read' } }),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  casinoReply = () => ({ body: { count: 7 } })
  backupReply = () => ({ body: { backup: null } })
})
afterEach(resetStores)
afterAll(() => server.close())

function renderOverview () {
  return renderPage(<AdminOverview layout='admin' />, { path: '/admin/products/natural', pattern: '/admin/products/:type' })
}

function card (label: string) {
  return screen.getByRole('button', { name: new RegExp(`^${label}`) })
}

/** Waits until no card is still loading ("…"). */
async function loaded () {
  const region = screen.getByRole('region', { name: 'Overview' })
  expect(within(region).getAllByRole('button')).toHaveLength(4)
  await waitFor(() => {
    for (const button of within(region).getAllByRole('button')) expect(button).toHaveAttribute('aria-busy', 'false')
  })
  expect(region).not.toHaveTextContent('…')
}

test('shows the users count and the domain count of each category', async () => {
  renderOverview()
  await loaded()
  expect(within(card('Users')).getByText('3')).toBeInTheDocument()
  expect(within(card('Natural Domains')).getByText('1,234')).toBeInTheDocument()
  expect(within(card('Casino Domains')).getByText('7')).toBeInTheDocument()
  expect(within(card('Dating Domains')).getByText('0')).toBeInTheDocument()
  // The backup note loads on its own, not with the cards: its request may come after theirs.
  await waitFor(() => expect(server.requests.map((r) => r.path).sort()).toEqual([
    '/admin/backup',
    '/admin/checks-round',
    '/admin/domain-count/casino',
    '/admin/domain-count/dating',
    '/admin/domain-count/natural',
    '/admin/users',
  ]))
  expect(server.requests.every((r) => /^Bearer .+/.test(String(r.headers.authorization)))).toBe(true)
})

test('a failed count shows "—" on its own card only', async () => {
  casinoReply = () => ({ status: 500, body: { success: false, message: 'boom' } })
  renderOverview()
  await loaded()
  expect(within(card('Casino Domains')).getByText('—')).toBeInTheDocument()
  expect(within(card('Users')).getByText('3')).toBeInTheDocument()
  expect(within(card('Dating Domains')).getByText('0')).toBeInTheDocument()
})

test('a count answer without a number also shows "—"', async () => {
  casinoReply = () => ({ body: { total: 7 } })
  renderOverview()
  await loaded()
  expect(within(card('Casino Domains')).getByText('—')).toBeInTheDocument()
})

test('clicking Users opens /admin/users', async () => {
  const { location } = renderOverview()
  await loaded()
  await userEvent.setup().click(card('Users'))
  expect(location().pathname).toBe('/admin/users')
  expect(useCategoryStore.getState().category).toBe('natural')
})

test.each([
  ['Natural Domains', 'natural'],
  ['Casino Domains', 'casino'],
  ['Dating Domains', 'dating'],
] as const)('clicking %s remembers %s and opens its admin domain list', async (label, category) => {
  useCategoryStore.getState().setCategory(category === 'natural' ? 'dating' : 'natural')
  const { location } = renderOverview()
  await loaded()
  await userEvent.setup().click(card(label))
  expect(location().pathname).toBe(`/admin/domains/${category}`)
  expect(useCategoryStore.getState().category).toBe(category)
  expect(localStorage.getItem('superCategory')).toBe(category)
})

test('in two embedded panels a category card changes its own panel only: nothing is remembered page-wide', async () => {
  useCategoryStore.getState().setCategory('natural')
  const api = { baseUrl: server.url, token: 'sft_read' }
  render(
    <>
      <div data-testid='clicked'><Panel page='AdminOverview' path='/admin/overview' layout='admin' api={api} /></div>
      <div data-testid='other'><Panel page='AdminOverview' path='/admin/overview' layout='admin' api={api} /></div>
    </>
  )
  const clicked = screen.getByTestId('clicked')
  const other = screen.getByTestId('other')
  await userEvent.click(await within(clicked).findByRole('button', { name: /^Casino Domains/ }))
  expect(within(clicked).getByRole('status')).toHaveTextContent('This page is not part of this panel.')
  expect(within(clicked).getByRole('link', { name: 'Open it in Sitefleet' })).toHaveAttribute('href', `${server.url}/admin/domains/casino`)
  expect(within(other).getByRole('region', { name: 'Overview' })).toBeInTheDocument()
  expect(useCategoryStore.getState().category).toBe('natural')
  expect(localStorage.getItem('superCategory')).not.toBe('casino')
})

test('in an embedded panel Users opens the users list inside the panel', async () => {
  render(<Panel page='AdminOverview' path='/admin/overview' layout='admin' api={{ baseUrl: server.url, token: 'sft_read' }} />)
  await userEvent.click(await screen.findByRole('button', { name: /^Users/ }))
  expect(await screen.findByText('Ann')).toBeInTheDocument()
})

test('says when the status round is behind: the oldest overdue check\'s wait against the interval', async () => {
  renderOverview()
  expect(await screen.findByRole('status', { name: 'Status checks' })).toHaveTextContent(
    'Status checks are behind: the oldest overdue one has waited 25 min, longer than the 15 min check interval.'
  )
})

const backup = (fields: Record<string, unknown>) => ({ body: { backup: { lastAt: '2026-06-10T04:00:00.000Z', ageSeconds: 4 * 3600 + 300, everyHours: 24, failure: null, ...fields } } })

test('says how old the last backup is, and when the last scheduled one failed', async () => {
  backupReply = () => backup({})
  const first = renderOverview()
  expect(await screen.findByRole('status', { name: 'Backups' })).toHaveTextContent('Last backup: 4 h 5 min ago.')
  first.unmount()

  backupReply = () => backup({ failure: { at: '2026-06-11T04:00:00.000Z', message: 'ENOSPC: no space left on device' } })
  renderOverview()
  expect(await screen.findByRole('status', { name: 'Backups' })).toHaveTextContent(
    'The last scheduled backup failed (ENOSPC: no space left on device). Last backup: 4 h 5 min ago.'
  )
})

test('says when there is no backup yet, and nothing on PostgreSQL', async () => {
  backupReply = () => backup({ lastAt: null, ageSeconds: null, everyHours: 0 })
  const first = renderOverview()
  expect(await screen.findByRole('status', { name: 'Backups' })).toHaveTextContent('No backup yet: run npm run backup, or set BACKUP_EVERY_HOURS.')
  first.unmount()

  backupReply = () => ({ body: { backup: null } })
  server.requests.length = 0
  renderOverview()
  await loaded()
  // The round's note comes from an answer sent beside the backup's: both are in once it shows.
  await screen.findByRole('status', { name: 'Status checks' })
  expect(server.requests.map((r) => r.path)).toContain('/admin/backup')
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 100)) })
  expect(screen.queryByRole('status', { name: 'Backups' })).toBeNull()
})
