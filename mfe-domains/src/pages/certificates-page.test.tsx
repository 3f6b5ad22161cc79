import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer

const cert = (domain: string, validTo: string, daysLeft: number, extra: Record<string, unknown> = {}) => ({
  domain, validTo, issuer: "Let's Encrypt R11", daysLeft, names: [domain], nameMismatch: false, ...extra,
})

const LIST = [
  cert('gone.com', '2026-10-30T12:00:00.000Z', -3),
  cert('soon.com', '2026-11-07T08:00:00.000Z', 5),
  cert('odd.com', '2026-11-20T08:00:00.000Z', 18, { names: ['other.net'], nameMismatch: true, issuer: '<b>Evil CA</b>' }),
]

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/certificates', () => ({ body: LIST }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => within(row).queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell').map((c) => c.textContent))

it('lists domain, issuer, expiry date and days remaining as the server counted them', async () => {
  renderPage('CertificatesPage', '/ssl-expire/natural')
  const table = await screen.findByRole('table', { name: 'Certificates' })
  expect(cells(table)).toEqual([
    ['Domain', 'Issuer', 'Expiry Date', 'Status'],
    ['gone.com', "Let's Encrypt R11", '2026-10-30', 'Expired 3 day(s) ago'],
    ['soon.com', "Let's Encrypt R11", '2026-11-07', '5 day(s) remaining'],
    ['odd.comCertificate is for other.net', '<b>Evil CA</b>', '2026-11-20', '18 day(s) remaining'],
  ])
  // Scraped text is text: no markup from a certificate reaches the page.
  expect(table.querySelector('b')).toBeNull()
  expect(server.requests[0].headers.authorization).toMatch(/^Bearer /)
})

it('says so when nothing is expiring, and the admin screen reads the same list', async () => {
  server.on('GET /api/scraper/certificates', () => ({ body: [] }))
  loginAs('admin')
  renderPage('CertificatesPage', '/admin/ssl-expire/natural')
  expect(await screen.findByText('No certificates are expiring within the next 30 days.')).toBeInTheDocument()
})

it('loads the list of the category switched to', async () => {
  server.on('GET /casino/scraper/certificates', () => ({ body: [cert('slots.com', '2026-11-09T00:00:00.000Z', 7)] }))
  renderPage('CertificatesPage', '/ssl-expire/natural')
  await screen.findByRole('table', { name: 'Certificates' })
  act(() => useCategoryStore.getState().setCategory('casino'))
  expect(await screen.findByText('slots.com')).toBeInTheDocument()
  expect(screen.queryByText('soon.com')).not.toBeInTheDocument()
})

it('offers Retry after a failed load', async () => {
  let calls = 0
  server.on('GET /api/scraper/certificates', () => (++calls === 1 ? { status: 500, body: { message: 'boom' } } : { body: LIST }))
  renderPage('CertificatesPage', '/ssl-expire/natural')
  expect(await screen.findByText('Failed to load certificates.')).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByText('soon.com')).toBeInTheDocument()
})
