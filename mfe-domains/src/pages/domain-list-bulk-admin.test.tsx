import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { record } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

// The admin domain list lists every owner's domains; its bulk actions act on the selected
// records (by id: two owners may have the same name) or on all matching, of every owner.
let server: TestServer
const BULK = '/api/scraper/bulk'
const ann = { _id: 'u-ann', name: 'Ann' }
const bob = { _id: 'u-bob', name: 'Bob' }
const LIST = [
  record('shared.com', { _id: 'ann-shared', owner: ann }),
  record('ann-only.com', { _id: 'ann-only', owner: ann }),
  record('shared.com', { _id: 'bob-shared', owner: bob }),
  record('bob-only.com', { _id: 'bob-only', owner: bob }),
]

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/scraper/all': () => ({ body: LIST }),
    [`POST ${BULK}`]: () => ({ body: { success: true, message: 'brandCategory: 2 domains changed', action: 'brandCategory', matched: 2, changed: 2, skipped: 0, notFound: 0 } }),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  loginAs('admin')
})
afterEach(resetStores)
afterAll(() => server.close())

const bulkCalls = () => server.requests.filter((r) => r.path === BULK)

it('checkboxes name each owner; the selected records of two owners are sent by id, for every owner', async () => {
  const user = userEvent.setup()
  renderPage('DomainListPage', '/admin/domains/natural')
  await screen.findAllByRole('article', { name: 'shared.com' })
  await user.click(screen.getByRole('checkbox', { name: 'Select shared.com of Ann' }))
  await user.click(screen.getByRole('checkbox', { name: 'Select bob-only.com of Bob' }))
  // Bob's shared.com is another record: not selected.
  expect(screen.getByRole('checkbox', { name: 'Select shared.com of Bob' })).not.toBeChecked()
  const bar = screen.getByRole('group', { name: 'Bulk actions' })
  expect(bar).toHaveTextContent('2 domains selected')
  await user.type(within(bar).getByLabelText('New brand category'), 'Vitamins')
  await user.click(within(bar).getByRole('button', { name: 'Apply' }))
  expect(screen.getByRole('dialog')).toHaveTextContent('Change the brand category of 2 domains?')
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change brand category' }))
  expect(await screen.findByText('brandCategory: 2 domains changed')).toBeInTheDocument()
  expect(bulkCalls()).toHaveLength(1)
  expect(bulkCalls()[0].body).toEqual({ action: 'brandCategory', ids: ['ann-shared', 'bob-only'], value: 'Vitamins' })
  expect(bulkCalls()[0].query.get('owner')).toBe('all')
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument())
})

it('"select all N matching" on the admin list sends the filter for every owner', async () => {
  const user = userEvent.setup()
  renderPage('DomainListPage', '/admin/domains/natural')
  await screen.findAllByRole('article', { name: 'shared.com' })
  await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'only')
  await user.click(await screen.findByRole('button', { name: 'Select all 2 matching' }))
  expect(screen.getByRole('checkbox', { name: 'Select ann-only.com of Ann' })).toBeChecked()
  const bar = screen.getByRole('group', { name: 'Bulk actions' })
  await user.selectOptions(within(bar).getByLabelText('Bulk action'), 'delete')
  await user.click(within(bar).getByRole('button', { name: 'Apply' }))
  expect(screen.getByRole('dialog')).toHaveTextContent('Delete 2 domains?')
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(bulkCalls()).toHaveLength(1))
  expect(bulkCalls()[0].body).toEqual({ action: 'delete', filter: { search: 'only' } })
  expect(bulkCalls()[0].query.get('owner')).toBe('all')
})
