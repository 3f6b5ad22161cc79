import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { record } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const BULK = '/api/scraper/bulk'
const LIST = [record('alpha.com'), record('beta.com'), record('gamma.co.uk'), record('delta.com')]

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/scraper/all': () => ({ body: LIST }),
    [`POST ${BULK}`]: () => ({ body: { success: true, message: 'brandCategory: 2 domains changed', action: 'brandCategory', matched: 2, changed: 2, skipped: 0, notFound: 0 } }),
  })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const bulkCalls = () => server.requests.filter((r) => r.path === BULK)
const lists = () => server.requests.filter((r) => r.path === '/api/scraper/all')

it('checkboxes select domains; the confirmation states the count; the named domains are sent', async () => {
  const user = userEvent.setup()
  renderPage('DomainListPage', '/domains/')
  await screen.findByRole('article', { name: 'alpha.com' })
  expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('checkbox', { name: 'Select alpha.com' }))
  await user.click(screen.getByRole('checkbox', { name: 'Select delta.com' }))
  const bar = screen.getByRole('group', { name: 'Bulk actions' })
  expect(bar).toHaveTextContent('2 domains selected')
  await user.type(within(bar).getByLabelText('New brand category'), 'Vitamins')
  await user.click(within(bar).getByRole('button', { name: 'Apply' }))
  const dialog = screen.getByRole('dialog')
  expect(dialog).toHaveTextContent('Change the brand category of 2 domains?')
  expect(bulkCalls()).toHaveLength(0)
  await user.click(within(dialog).getByRole('button', { name: 'Change brand category' }))
  expect(await screen.findByText('brandCategory: 2 domains changed')).toBeInTheDocument()
  expect(bulkCalls()[0].body).toEqual({ action: 'brandCategory', domains: ['alpha.com', 'delta.com'], value: 'Vitamins' })
  expect(bulkCalls()[0].headers.authorization).toMatch(/^Bearer .+/)
  // The list is loaded again and the selection cleared.
  await waitFor(() => expect(lists()).toHaveLength(2))
  expect(screen.queryByRole('group', { name: 'Bulk actions' })).not.toBeInTheDocument()
})

it('"select all N matching" sends the current search and TLD filter', async () => {
  const user = userEvent.setup()
  renderPage('DomainListPage', '/domains/')
  await screen.findByRole('article', { name: 'alpha.com' })
  await user.type(screen.getByRole('searchbox', { name: 'Search domains' }), 'a')
  await user.click(screen.getByRole('button', { name: /^\.com \(/ }))
  await user.click(await screen.findByRole('button', { name: 'Select all 3 matching' }))
  const bar = screen.getByRole('group', { name: 'Bulk actions' })
  expect(bar).toHaveTextContent('3 domains selected')
  expect(screen.getByRole('checkbox', { name: 'Select delta.com' })).toBeChecked()
  await user.selectOptions(within(bar).getByLabelText('Bulk action'), 'superCategory')
  await user.selectOptions(within(bar).getByLabelText('Target super category'), 'casino')
  await user.click(within(bar).getByRole('button', { name: 'Apply' }))
  expect(screen.getByRole('dialog')).toHaveTextContent('Move 3 domains to Casino?')
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to another super category' }))
  await waitFor(() => expect(bulkCalls()).toHaveLength(1))
  expect(bulkCalls()[0].body).toEqual({ action: 'superCategory', filter: { search: 'a', tld: 'com' }, value: 'casino' })
})

it('delete needs no value and is confirmed in red; a missing value is refused without a call', async () => {
  const user = userEvent.setup()
  renderPage('DomainListPage', '/domains/')
  await screen.findByRole('article', { name: 'alpha.com' })
  await user.click(screen.getByRole('checkbox', { name: 'Select beta.com' }))
  const bar = screen.getByRole('group', { name: 'Bulk actions' })
  await user.click(within(bar).getByRole('button', { name: 'Apply' }))
  expect(await screen.findByText('New brand category is required')).toBeInTheDocument()
  await user.selectOptions(within(bar).getByLabelText('Bulk action'), 'delete')
  await user.click(within(bar).getByRole('button', { name: 'Apply' }))
  expect(screen.getByRole('dialog')).toHaveTextContent('Delete 1 domain?')
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(bulkCalls()).toHaveLength(1))
  expect(bulkCalls()[0].body).toEqual({ action: 'delete', domains: ['beta.com'] })
})
