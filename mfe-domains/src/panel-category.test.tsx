// A panel's category is the one its own path names: `mount(el, { path:
// '/domain-errors/casino' })` shows casino whatever the page-wide stored category says, and two
// panels of two categories on one page each keep their own, without writing the store.
import { act, within } from '@testing-library/react'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { errorDomain, record } from './testing/fixtures'
import { loginAs, resetStores } from './testing/render-page'
import { mount } from './mount'

let server: TestServer
const unmounts: Array<() => void> = []

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  server.requests.length = 0
  server.on('GET /auth/me', () => ({ body: { success: true, user: { id: 'u1' }, tokenAccess: 'read' } }))
  server.on('GET /api/scraper/error-domain', () => ({ body: { errorDomains: [errorDomain('natural-down.com', 502)], refreshing: false } }))
  server.on('GET /casino/scraper/error-domain', () => ({ body: { errorDomains: [errorDomain('casino-down.com', 404)], refreshing: false } }))
  server.on('GET /dating/scraper/error-domain', () => ({ body: { errorDomains: [errorDomain('dating-down.com', 500)], refreshing: false } }))
})
afterEach(() => {
  act(() => { for (const unmount of unmounts.splice(0)) unmount() })
  document.body.innerHTML = ''
  apiClient.defaults.baseURL = ''
  resetStores()
})
afterAll(async () => {
  await server.close()
})

function panel (props: Parameters<typeof mount>[1]): HTMLElement {
  const element = document.createElement('section')
  document.body.append(element)
  act(() => { unmounts.push(mount(element, props)) })
  return element
}

const api = () => ({ baseUrl: server.url, token: 'sft_wall_read' })

test('two embedded panels of two categories show their own rows, and the stored category is neither used nor changed', async () => {
  useCategoryStore.getState().setCategory('dating')
  const casino = panel({ page: 'DomainErrorsPage', path: '/domain-errors/casino', layout: 'user', api: api() })
  const natural = panel({ page: 'DomainErrorsPage', path: '/domain-errors/natural', layout: 'user', api: api() })

  expect(await within(casino).findByText('casino-down.com')).toBeInTheDocument()
  expect(await within(natural).findByText('natural-down.com')).toBeInTheDocument()
  expect(within(casino).queryByText('natural-down.com')).not.toBeInTheDocument()
  expect(within(natural).queryByText('casino-down.com')).not.toBeInTheDocument()
  expect(document.body).not.toHaveTextContent('dating-down.com')
  expect(server.requests.map((r) => r.path)).not.toContain('/dating/scraper/error-domain')
  expect(useCategoryStore.getState().category).toBe('dating')
})

test("a same-origin panel (the session's client) also takes its category from its path", async () => {
  apiClient.defaults.baseURL = server.url
  loginAs('user')
  server.on('GET /casino/scraper/all', () => ({ body: [record('lucky.com')] }))
  const list = panel({ page: 'DomainListPage', path: '/domains/casino', layout: 'user' })
  expect(await within(list).findByRole('article', { name: 'lucky.com' })).toBeInTheDocument()
  expect(server.requests.map((r) => r.path)).not.toContain('/api/scraper/all')
  expect(useCategoryStore.getState().category).toBe('natural')
})

test('a path that names no category keeps following the stored one', async () => {
  useCategoryStore.getState().setCategory('casino')
  const errors = panel({ page: 'DomainErrorsPage', path: '/domain-errors/', layout: 'user', api: api() })
  expect(await within(errors).findByText('casino-down.com')).toBeInTheDocument()
})
