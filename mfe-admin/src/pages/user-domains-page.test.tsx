import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type DomainRecord, type SuperCategory } from '@sitefleet/shared'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { renderPage, resetStores } from '../testing/render-page'
import UserDomainsPage from './user-domains-page'

let server: TestServer
let domainsReply: () => Reply

function record (domain: string, superCategory: SuperCategory, statusCode: number | null): DomainRecord {
  return { _id: `${superCategory}-${domain}`, domain, superCategory, statusCode, note: '', category: 'Brand', issueDate: null, lastChecked: null }
}

const DOMAINS = [
  record('healthy-natural.com', 'natural', 200),
  record('broken-casino.com', 'casino', 404),
  record('fresh-dating.com', 'dating', null),
  record('healthy-casino.com', 'casino', 200),
  record('down-natural.com', 'natural', 503),
]

beforeAll(async () => {
  server = await startTestServer({ 'GET /admin/user/u%201/domains': () => domainsReply() })
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  domainsReply = () => ({ body: DOMAINS })
})
afterEach(resetStores)
afterAll(() => server.close())

function renderDomains (path = `/admin/user/u%201/domains?name=${encodeURIComponent('Ann & Lee')}`) {
  return renderPage(<UserDomainsPage layout='admin' />, { path, pattern: '/admin/user/:userId/domains' })
}

async function rows () {
  const list = await screen.findByRole('list', { name: 'Domains' })
  return within(list).getAllByRole('listitem')
}
const names = (items: HTMLElement[]) => items.map((li) => li.querySelector('.ad-domain__name')?.textContent)

test('calls the user\'s endpoint and heads the page with the name from ?name=', async () => {
  renderDomains()
  expect(screen.getByRole('heading', { name: 'Domains of Ann & Lee' })).toBeInTheDocument()
  expect(screen.getByText('Loading domains...')).toBeInTheDocument()
  await rows()
  expect(server.requests.map((r) => r.path)).toEqual(['/admin/user/u%201/domains'])
  expect(server.requests[0].headers.authorization).toMatch(/^Bearer .+/)
  expect(screen.getByText('5 domains, 2 with errors')).toBeInTheDocument()
})

test('lists status errors first, marked as errors, each row with "Status: code"', async () => {
  renderDomains()
  const items = await rows()
  expect(names(items)).toEqual([
    'broken-casino.com',
    'down-natural.com',
    'healthy-natural.com',
    'fresh-dating.com',
    'healthy-casino.com',
  ])
  expect(items[0]).toHaveClass('ad-domain--error')
  expect(within(items[0]).getByText('Error')).toBeInTheDocument()
  expect(within(items[0]).getByText('Status: 404')).toBeInTheDocument()
  expect(within(items[0]).getByText('Not Found')).toBeInTheDocument()
  expect(within(items[1]).getByText('Status: 503')).toBeInTheDocument()
  expect(items[1]).toHaveClass('ad-domain--error')
  expect(within(items[2]).getByText('Status: 200')).toBeInTheDocument()
  for (const ok of items.slice(2)) {
    expect(ok).not.toHaveClass('ad-domain--error')
    expect(within(ok).queryByText('Error')).not.toBeInTheDocument()
  }
  // Never checked: no status code yet, so not an error.
  expect(within(items[3]).getByText('Status: N/A')).toBeInTheDocument()
})

test('filters by super category with the buttons All, natural, casino, dating', async () => {
  renderDomains()
  await rows()
  const group = screen.getByRole('group', { name: 'Filter by category' })
  expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'natural', 'casino', 'dating'])
  expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
  const user = userEvent.setup()

  await user.click(within(group).getByRole('button', { name: 'casino' }))
  expect(within(group).getByRole('button', { name: 'casino' })).toHaveAttribute('aria-pressed', 'true')
  expect(names(await rows())).toEqual(['broken-casino.com', 'healthy-casino.com'])

  await user.click(within(group).getByRole('button', { name: 'natural' }))
  expect(names(await rows())).toEqual(['down-natural.com', 'healthy-natural.com'])

  await user.click(within(group).getByRole('button', { name: 'dating' }))
  expect(names(await rows())).toEqual(['fresh-dating.com'])

  await user.click(within(group).getByRole('button', { name: 'All' }))
  expect(await rows()).toHaveLength(5)
})

test('a category without domains says so', async () => {
  domainsReply = () => ({ body: [record('a.com', 'natural', 200)] })
  renderDomains()
  await rows()
  await userEvent.setup().click(screen.getByRole('button', { name: 'dating' }))
  expect(screen.getByText('No domains in this category')).toBeInTheDocument()
})

test('a user without domains gets the empty state', async () => {
  domainsReply = () => ({ body: [] })
  renderDomains()
  expect(await screen.findByText('This user has no domains yet')).toBeInTheDocument()
})

test('a failed load shows an error with Retry', async () => {
  domainsReply = () => ({ status: 500, body: { success: false, message: 'boom' } })
  renderDomains()
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load domains. Please try again.')
  domainsReply = () => ({ body: DOMAINS })
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }))
  expect(await rows()).toHaveLength(5)
})

test('thousands of domains are paged 100 at a time, errors first across pages', async () => {
  const many = Array.from({ length: 2500 }, (_, i) => record(`site-${i}.com`, 'natural', i % 1000 === 999 ? 500 : 200))
  domainsReply = () => ({ body: many })
  renderDomains()
  let items = await rows()
  expect(items).toHaveLength(100)
  expect(names(items).slice(0, 3)).toEqual(['site-999.com', 'site-1999.com', 'site-0.com'])
  expect(screen.getByText('Page 1 of 25')).toBeInTheDocument()
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Next' }))
  items = await rows()
  expect(screen.getByText('Page 2 of 25')).toBeInTheDocument()
  expect(names(items)[0]).toBe('site-98.com')
  // A filter change goes back to page 1.
  await user.click(screen.getByRole('button', { name: 'natural' }))
  expect(screen.getByText('Page 1 of 25')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
})

test('without ?name= the heading is generic', async () => {
  renderDomains('/admin/user/u%201/domains')
  expect(screen.getByRole('heading', { name: 'User Domains' })).toBeInTheDocument()
  await rows()
})
