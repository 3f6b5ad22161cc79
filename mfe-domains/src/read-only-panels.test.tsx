// Honest states: the URL scan and import panels embedded with a read token show their
// forms disabled under "This panel is read-only" (a scan, a preview and an apply are all writes),
// and neither typing nor a dropped file sends anything. Starting checks is refused to a read
// token too (an acting call): Refresh is disabled on the error screens.
import { fireEvent, waitFor, within } from '@testing-library/react'
import { panelMounter, readToken, writesTo } from '@sitefleet/shared/src/testing/panels'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { affiliateError, errorDomain } from './testing/fixtures'
import { resetStores } from './testing/render-page'
import { mount } from './mount'

let server: TestServer
const { panel, unmountAll } = panelMounter(mount)

beforeAll(async () => { server = await startTestServer() })
beforeEach(() => {
  server.requests.length = 0
  server.on('GET /casino/scraper/categories', () => ({ body: ['Slots', 'Poker'] }))
})
afterEach(() => {
  unmountAll()
  resetStores()
})
afterAll(() => server.close())

test('URL scan: a read token shows the form disabled, with its brand categories, saying why', async () => {
  const scan = panel({ page: 'UrlScanPage', path: '/urlscan/casino', layout: 'user', api: readToken(server) })
  const form = await within(scan).findByRole('form', { name: 'Scan Website' })
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Slots' })).toBeInTheDocument())
  expect(within(scan).getByRole('note')).toHaveTextContent('This panel is read-only')
  expect(within(form).getByRole('textbox', { name: 'Domain' })).toBeDisabled()
  expect(within(form).getByRole('combobox', { name: 'Brand Category' })).toBeDisabled()
  expect(within(scan).getByRole('button', { name: 'Scan' })).toBeDisabled()
  expect(within(scan).getByRole('button', { name: 'Save' })).toBeDisabled()
  expect(writesTo(server)).toEqual([])
})

test('import: a read token shows the file, paste and Preview disabled, and a dropped file is not sent', async () => {
  const importer = panel({ page: 'ImportPage', path: '/import/casino', layout: 'user', api: readToken(server) })
  expect(await within(importer).findByRole('note')).toHaveTextContent('This panel is read-only')
  expect(within(importer).getByLabelText('or choose a file')).toBeDisabled()
  expect(within(importer).getByLabelText('Or paste domains, one per line')).toBeDisabled()
  expect(within(importer).getByRole('button', { name: 'Preview' })).toBeDisabled()
  const file = new File(['domain\nnew.com\n'], 'list.csv', { type: 'text/csv' })
  fireEvent.drop(within(importer).getByTestId('import-drop-zone'), { dataTransfer: { files: [file] } })
  expect(within(importer).queryByText('Reading the file...')).not.toBeInTheDocument()
  expect(writesTo(server)).toEqual([])
})

test('domain errors and affiliate errors: a read token shows the rows with Refresh disabled, saying why', async () => {
  server.on('GET /casino/scraper/error-domain', () => ({ body: { errorDomains: [errorDomain('down.com', 502)], refreshing: false } }))
  server.on('GET /casino/scraper/get-affiliate-errors', () => ({ body: { errors: [affiliateError('lucky.com', 'No affiliate link found')] } }))
  const errors = panel({ page: 'DomainErrorsPage', path: '/domain-errors/casino', layout: 'user', api: readToken(server) })
  const affiliate = panel({ page: 'AffiliateErrorsPage', path: '/affiliate-errors/casino', layout: 'user', api: readToken(server) })
  expect(await within(errors).findByText('down.com')).toBeInTheDocument()
  expect(within(errors).getByRole('button', { name: 'Refresh All' })).toBeDisabled()
  expect(within(errors).getByRole('button', { name: 'Refresh All' })).toHaveAttribute('title', 'This panel is read-only')
  expect(await within(affiliate).findByText('lucky.com')).toBeInTheDocument()
  expect(within(affiliate).getByRole('button', { name: 'Refresh' })).toBeDisabled()
  expect(server.requests.map((r) => r.path)).not.toContain('/casino/scraper/refresh-and-errors')
})
