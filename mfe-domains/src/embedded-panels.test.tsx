// Script embedding: mount() with `api: { baseUrl, token }` gives each panel its own
// API, by React context; two panels with different settings coexist on one page, and nothing of
// the shell's session is used. Honest states: an API that does not answer the page names
// EMBED_ORIGINS, a read token hides write controls, a read-only refusal says so.
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useAuthStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { errorDomain, expiringRow, record } from './testing/fixtures'
import { resetStores } from './testing/render-page'
import { mount } from './mount'

let wall: TestServer
let office: TestServer
const unmounts: Array<() => void> = []

beforeAll(async () => {
  wall = await startTestServer()
  office = await startTestServer()
})
beforeEach(() => {
  wall.requests.length = 0
  office.requests.length = 0
  // The shell's client points nowhere useful: an embedded panel must not use it.
  apiClient.defaults.baseURL = 'http://127.0.0.1:9'
  wall.on('GET /auth/me', () => ({ body: { success: true, user: { id: 'u1' }, tokenAccess: 'read' } }))
  office.on('GET /auth/me', () => ({ body: { success: true, user: { id: 'u1' }, tokenAccess: 'write' } }))
})
afterEach(() => {
  act(() => { for (const unmount of unmounts.splice(0)) unmount() })
  document.body.innerHTML = ''
  resetStores()
})
afterAll(async () => {
  await wall.close()
  await office.close()
})

function panel (props: Parameters<typeof mount>[1]): HTMLElement {
  const element = document.createElement('section')
  element.setAttribute('aria-label', `${props.page} panel`)
  document.body.append(element)
  act(() => { unmounts.push(mount(element, props)) })
  return element
}

test('two panels with different API settings work side by side, each with its own server and token', async () => {
  wall.on('GET /api/scraper/all', () => ({ body: [record('wall-one.com'), record('wall-two.com')] }))
  office.on('GET /api/scraper/error-domain', () => ({ body: { errorDomains: [errorDomain('office-down.com', 502)], refreshing: false } }))
  const list = panel({ page: 'DomainListPage', path: '/domains/', layout: 'user', api: { baseUrl: wall.url, token: 'sft_wall_read' } })
  const errors = panel({ page: 'DomainErrorsPage', path: '/domain-errors/natural', layout: 'user', api: { baseUrl: `${office.url}/`, token: 'sft_office_write' } })

  expect(await within(list).findByRole('article', { name: 'wall-two.com' })).toBeInTheDocument()
  expect(await within(errors).findByText('office-down.com')).toBeInTheDocument()
  expect(wall.requests.map((r) => r.headers.authorization)).toEqual(wall.requests.map(() => 'Bearer sft_wall_read'))
  expect(office.requests.map((r) => r.headers.authorization)).toEqual(office.requests.map(() => 'Bearer sft_office_write'))
  expect(wall.requests.map((r) => r.path)).toContain('/api/scraper/all')
  expect(office.requests.map((r) => r.path)).not.toContain('/api/scraper/all')
  // No session was created or used.
  expect(useAuthStore.getState().token).toBeFalsy()
})

test('a read token hides the write controls', async () => {
  wall.on('GET /api/scraper/all', () => ({ body: [record('wall-one.com')] }))
  const list = panel({ page: 'DomainListPage', path: '/domains/', layout: 'user', api: { baseUrl: wall.url, token: 'sft_wall_read' } })
  const card = await within(list).findByRole('article', { name: 'wall-one.com' })
  for (const name of ['Delete', 'Note', 'Hosting Info', 'Rename']) expect(within(card).queryByRole('button', { name })).not.toBeInTheDocument()
  expect(within(list).queryByRole('checkbox')).not.toBeInTheDocument()
  expect(within(list).queryByRole('button', { name: '+ Add URL' })).not.toBeInTheDocument()
})

test('a write the API refuses as read-only says "This panel is read-only"', async () => {
  office.on('GET /api/scraper/all', () => ({ body: [record('office-one.com')] }))
  office.on('DELETE /api/scraper/domain/office-one.com', () => ({ status: 403, body: { success: false, message: 'This API token is read-only' } }))
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => {})
  const list = panel({ page: 'DomainListPage', path: '/domains/', layout: 'user', api: { baseUrl: office.url, token: 'sft_office_write' } })
  const card = await within(list).findByRole('article', { name: 'office-one.com' })
  const user = userEvent.setup()
  await user.click(within(card).getByRole('button', { name: 'Delete' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
  expect((await screen.findAllByText('This panel is read-only')).length).toBeGreaterThanOrEqual(1)
  expect(within(list).getByRole('article', { name: 'office-one.com' })).toBeInTheDocument()
  alert.mockRestore()
})

test('an API that does not answer this page names EMBED_ORIGINS and this origin, with Retry', async () => {
  const list = panel({ page: 'DomainListPage', path: '/domains/', layout: 'user', api: { baseUrl: 'http://127.0.0.1:9', token: 'sft_x' } })
  const message = await within(list).findByRole('alert')
  expect(message).toHaveTextContent('EMBED_ORIGINS')
  expect(message).toHaveTextContent(window.location.origin)
  expect(within(list).queryByText('No domains saved yet.')).not.toBeInTheDocument()
  expect(within(message).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
})

test('an unknown or revoked token is said so', async () => {
  wall.on('GET /auth/me', () => ({ status: 401, body: { success: false, message: 'Invalid or expired token' } }))
  const list = panel({ page: 'DomainErrorsPage', path: '/domain-errors/natural', layout: 'user', api: { baseUrl: wall.url, token: 'sft_revoked' } })
  expect(await within(list).findByRole('alert')).toHaveTextContent("Sitefleet refused this panel's API token")
})

test('a failed load in an embedded panel shows an error with Retry, not the empty state', async () => {
  wall.on('GET /api/scraper/all', () => ({ status: 500, body: { success: false, message: 'db down' } }))
  const list = panel({ page: 'DomainListPage', path: '/domains/', layout: 'user', api: { baseUrl: wall.url, token: 'sft_wall_read' } })
  expect(await within(list).findByRole('button', { name: 'Retry' })).toBeInTheDocument()
  expect(within(list).queryByText('No domains saved yet.')).not.toBeInTheDocument()
  wall.on('GET /api/scraper/all', () => ({ body: [record('back.com')] }))
  await userEvent.setup().click(within(list).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(within(list).getByRole('article', { name: 'back.com' })).toBeInTheDocument())
})

test('a read token disables the renew controls of the domain expire panel, saying why', async () => {
  wall.on('GET /api/scraper/expiring', () => ({ body: { expiring: [expiringRow('soon.com', '2026-12-01', 5)], reminder: [] } }))
  const expire = panel({ page: 'DomainExpirePage', path: '/domain-expire/natural', layout: 'user', api: { baseUrl: wall.url, token: 'sft_wall_read' } })
  const renew = await within(expire).findByRole('checkbox', { name: 'Renew soon.com' })
  expect(renew).toBeDisabled()
  expect(renew).toHaveAttribute('title', 'This panel is read-only')
  expect(within(expire).getByRole('button', { name: 'Refresh soon.com' })).toBeDisabled()
})
