import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type FootprintCluster } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const FOOTPRINTS = '/api/scraper/footprints'

const CLUSTERS: FootprintCluster[] = [
  { kind: 'ip', label: 'IP address', value: '203.0.113.7', size: 3, members: ['a.com', 'b.com', 'c.com'] },
  { kind: 'ns', label: 'Nameserver set', value: 'ns1.host.example, ns2.host.example', size: 3, members: ['a.com', 'b.com', 'd.com'] },
  { kind: 'gtm', label: 'Google Tag Manager', value: 'GTM-ABC123', size: 2, members: ['a.com', 'b.com'] },
]

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on(`GET ${FOOTPRINTS}`, () => ({ body: { clusters: CLUSTERS, csv: `${FOOTPRINTS}.csv` } }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

it('lists each cluster, largest first, with its size and members', async () => {
  renderPage('FootprintsPage', '/footprints/natural')
  const list = await screen.findByRole('list', { name: 'Footprint clusters' })
  const clusters = within(list).getAllByRole('listitem', { name: /: / })
  expect(clusters.map((li) => li.getAttribute('aria-label'))).toEqual(['IP address: 203.0.113.7', 'Nameserver set: ns1.host.example, ns2.host.example', 'Google Tag Manager: GTM-ABC123'])
  expect(clusters[0]).toHaveTextContent('3 sites')
  expect(within(clusters[0]).getByRole('list', { name: 'Members' })).toHaveTextContent('a.comb.comc.com')
})

it('shows a nameserver set cluster by its label and the whole set', async () => {
  renderPage('FootprintsPage', '/footprints/natural')
  const ns = await screen.findByRole('listitem', { name: 'Nameserver set: ns1.host.example, ns2.host.example' })
  expect(within(ns).getByText('Nameserver set')).toBeInTheDocument()
  expect(within(ns).getByText('ns1.host.example, ns2.host.example')).toBeInTheDocument()
  expect(ns).toHaveTextContent('3 sites')
  expect(within(ns).getByRole('list', { name: 'Members' })).toHaveTextContent('a.comb.comd.com')
  expect(screen.getByText(/share an IP address, a nameserver set, a hosting server/)).toBeInTheDocument()
})

it('renders shared values as text, never as markup', async () => {
  server.on(`GET ${FOOTPRINTS}`, () => ({
    body: { clusters: [{ kind: 'generator', label: 'Generator', value: '<img src=x onerror=alert(1)>', size: 2, members: ['a.com', 'b.com'] }] },
  }))
  const { container } = renderPage('FootprintsPage', '/footprints/natural')
  expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
  expect(container.querySelector('img')).toBeNull()
})

it('says so when nothing is shared; the export is off then', async () => {
  server.on(`GET ${FOOTPRINTS}`, () => ({ body: { clusters: [] } }))
  renderPage('FootprintsPage', '/footprints/natural')
  expect(await screen.findByText(/^No shared footprints/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
})

it('Export CSV fetches the CSV with the session and saves it', async () => {
  server.on(`GET ${FOOTPRINTS}.csv`, () => ({ body: 'Shared,Value,Cluster size,Domain\r\n' }))
  const created: Blob[] = []
  URL.createObjectURL = jest.fn((blob: Blob) => { created.push(blob); return 'blob:footprints' })
  URL.revokeObjectURL = jest.fn()
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  const user = userEvent.setup()
  renderPage('FootprintsPage', '/footprints/natural')
  await screen.findByRole('list', { name: 'Footprint clusters' })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  await waitFor(() => expect(click).toHaveBeenCalled())
  expect(server.requests.some((r) => r.path === `${FOOTPRINTS}.csv` && r.headers.authorization?.startsWith('Bearer '))).toBe(true)
  // jsdom's Blob has no text(): read it as a browser would with a FileReader.
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(created[0])
  })
  expect(text).toBe('Shared,Value,Cluster size,Domain\r\n')
  click.mockRestore()
})

it('a cluster bigger than its listed members says how many more, and offers the full CSV', async () => {
  const members = Array.from({ length: 20 }, (_, i) => `site-${i}.com`)
  server.on(`GET ${FOOTPRINTS}`, () => ({ body: { clusters: [{ kind: 'ns', label: 'Nameserver set', value: 'ns1.big.example', size: 1234, members }], csv: `${FOOTPRINTS}.csv` } }))
  server.on(`GET ${FOOTPRINTS}.csv`, () => ({ body: 'Shared,Value,Cluster size,Domain\r\n' }))
  URL.createObjectURL = jest.fn(() => 'blob:footprints')
  URL.revokeObjectURL = jest.fn()
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  const user = userEvent.setup()
  renderPage('FootprintsPage', '/footprints/natural')
  const cluster = await screen.findByRole('listitem', { name: 'Nameserver set: ns1.big.example' })
  expect(cluster).toHaveTextContent('1234 sites')
  expect(within(within(cluster).getByRole('list', { name: 'Members' })).getAllByRole('listitem')).toHaveLength(20)
  expect(cluster).toHaveTextContent('and 1214 more — download CSV')
  await user.click(within(cluster).getByRole('button', { name: 'download CSV' }))
  await waitFor(() => expect(click).toHaveBeenCalled())
  expect(server.requests.some((r) => r.path === `${FOOTPRINTS}.csv`)).toBe(true)
  click.mockRestore()
})

it('a cluster listed whole offers no "more"', async () => {
  renderPage('FootprintsPage', '/footprints/natural')
  await screen.findByRole('list', { name: 'Footprint clusters' })
  expect(screen.queryByText(/more —/)).toBeNull()
})

it('offers a retry when the load fails', async () => {
  server.on(`GET ${FOOTPRINTS}`, () => ({ status: 500, body: { success: false, message: 'boom' } }))
  const user = userEvent.setup()
  renderPage('FootprintsPage', '/footprints/natural')
  expect(await screen.findByText('Failed to load footprints.')).toBeInTheDocument()
  server.on(`GET ${FOOTPRINTS}`, () => ({ body: { clusters: CLUSTERS } }))
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('list', { name: 'Footprint clusters' })).toBeInTheDocument()
})
