import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
const PREVIEW = '/api/scraper/import/preview'

const ANSWER = {
  importId: 'imp-1',
  counts: { new: 1, update: 1, unchanged: 1, invalid: 1 },
  rows: [
    { line: 2, domain: 'new.com', status: 'new', changes: [{ field: 'brandCategory', before: null, after: 'Keto' }], warnings: ['issueDate "03/02/2026" read as 3 February 2026 (day-first: nothing in the file tells, so day-first was assumed)'] },
    { line: 3, domain: 'old.com', status: 'update', changes: [{ field: 'note', before: 'a', after: '<img src=x onerror=alert(1)>' }], warnings: [] },
    { line: 4, domain: 'same.com', status: 'unchanged', changes: [], warnings: [] },
    { line: 5, domain: 'not a domain', status: 'invalid', changes: [], reason: 'Invalid domain name', warnings: [] },
  ],
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on(`POST ${PREVIEW}`, () => ({ body: ANSWER }))
  // The api keeps the preview's rows; a page of one class comes from GET …/rows.
  server.on('GET /api/scraper/import/imp-1/rows', (req) => {
    const status = req.query.get('class')
    const rows = ANSWER.rows.filter((r) => status === null || r.status === status)
    const offset = Number(req.query.get('offset'))
    const limit = Number(req.query.get('limit'))
    return { body: { counts: ANSWER.counts, total: rows.length, offset, limit, rows: rows.slice(offset, offset + limit) } }
  })
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const table = () => screen.getByRole('table', { name: 'Import preview' })
const domains = () => within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent)

it('previews a dropped CSV file: every row with its status, changes, reasons and warnings, as text', async () => {
  renderPage('ImportPage', '/import/natural')
  const file = new File(['domain\nnew.com\n'], 'list.csv', { type: 'text/csv' })
  fireEvent.drop(screen.getByTestId('import-drop-zone'), { dataTransfer: { files: [file] } })
  await screen.findByRole('table', { name: 'Import preview' })
  const sent = server.requests.find((r) => r.path === PREVIEW)!
  expect(sent.headers['content-type']).toMatch(/^text\/csv/)
  expect(sent.body).toBe('domain\nnew.com\n')
  expect(domains()).toEqual(['new.com', 'old.com', 'same.com', 'not a domain'])
  expect(screen.getByText('Invalid domain name')).toBeInTheDocument()
  expect(screen.getByText(/read as 3 February 2026/)).toBeInTheDocument()
  // Cell text from the file is shown as text, never parsed as HTML.
  expect(screen.getByText('note: a → <img src=x onerror=alert(1)>')).toBeInTheDocument()
  expect(table().querySelector('img')).toBeNull()
  expect(screen.getByRole('button', { name: 'Apply (2 changes)' })).toBeEnabled()
})

it('filter chips show one status at a time', async () => {
  renderPage('ImportPage', '/import/natural')
  await userEvent.type(screen.getByLabelText('Or paste domains, one per line'), 'new.com')
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
  await screen.findByRole('table', { name: 'Import preview' })
  expect(server.requests.find((r) => r.path === PREVIEW)!.body).toEqual({ text: 'new.com' })
  await userEvent.click(screen.getByRole('button', { name: 'Invalid (1)' }))
  await waitFor(() => expect(domains()).toEqual(['not a domain']))
  expect(server.requests.find((r) => r.path === '/api/scraper/import/imp-1/rows')!.query.get('class')).toBe('invalid')
  await userEvent.click(screen.getByRole('button', { name: 'Unchanged (1)' }))
  await waitFor(() => expect(domains()).toEqual(['same.com']))
  await userEvent.click(screen.getByRole('button', { name: 'Unchanged (1)' }))
  await waitFor(() => expect(domains()).toHaveLength(4))
})

it('pages through a big preview: the counts are the whole file\'s, each page is asked from the api', async () => {
  const row = (i: number) => ({ line: i + 2, domain: `site-${i}.com`, status: 'new', changes: [], warnings: [] })
  const all = Array.from({ length: 250 }, (_, i) => row(i))
  server.on(`POST ${PREVIEW}`, () => ({ body: { importId: 'imp-1', counts: { new: 250, update: 0, unchanged: 0, invalid: 0 }, rows: all.slice(0, 100) } }))
  server.on('GET /api/scraper/import/imp-1/rows', (req) => {
    const offset = Number(req.query.get('offset'))
    return { body: { counts: { new: 250, update: 0, unchanged: 0, invalid: 0 }, total: 250, offset, limit: 100, rows: all.slice(offset, offset + 100) } }
  })
  renderPage('ImportPage', '/import/natural')
  await userEvent.type(screen.getByLabelText('Or paste domains, one per line'), 'site-0.com')
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
  await screen.findByRole('table', { name: 'Import preview' })
  expect(screen.getByText('Rows 1–100 of 250')).toBeInTheDocument()
  expect(domains()).toHaveLength(100)
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  await waitFor(() => expect(domains()[0]).toBe('site-100.com'))
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  await waitFor(() => expect(domains()).toEqual(['site-200.com', ...all.slice(201).map((r) => r.domain)]))
  expect(screen.getByText('Rows 201–250 of 250')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  expect(server.requests.filter((r) => r.path === '/api/scraper/import/imp-1/rows').map((r) => r.query.get('offset'))).toEqual(['100', '200'])
  await userEvent.click(screen.getByRole('button', { name: 'New (250)' }))
  await waitFor(() => expect(screen.getByText('Rows 1–100 of 250')).toBeInTheDocument())
})

it('Apply starts the import and the progress bar follows it to 100%', async () => {
  let polls = 0
  server.on('POST /api/scraper/import/imp-1/apply', () => ({ status: 202, body: { success: true, message: 'Import started', importId: 'imp-1' } }))
  server.on('GET /api/scraper/import/imp-1', () => {
    polls++
    return { body: polls < 2 ? { state: 'running', total: 2, written: 1, scanned: 0, failed: 0, errors: [] } : { state: 'done', total: 2, written: 2, scanned: 1, failed: 0, errors: [], firstRound: { statusBy: '2026-06-10T12:15:00.000Z', allBy: '2026-06-17T12:00:00.000Z' } } }
  })
  renderPage('ImportPage', '/import/natural')
  await userEvent.type(screen.getByLabelText('Or paste domains, one per line'), 'new.com')
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
  await userEvent.click(await screen.findByRole('button', { name: 'Apply (2 changes)' }))
  const bar = await screen.findByRole('progressbar', { name: 'Import progress' })
  await waitFor(() => expect(bar).toHaveAttribute('value', '100'), { timeout: 5000 })
  expect(screen.getByText('100%')).toBeInTheDocument()
  expect(screen.getByText(/First round of checks: every new site's status by/)).toHaveTextContent(new Date('2026-06-10T12:15:00.000Z').toLocaleString())
  expect(screen.getByRole('button', { name: 'Apply (2 changes)' })).toBeDisabled()
})

it('shows the server\'s message when the file is refused', async () => {
  server.on(`POST ${PREVIEW}`, () => ({ status: 400, body: { success: false, message: 'Missing column: domain (the header line must name a "domain" column)' } }))
  loginAs('admin')
  renderPage('ImportPage', '/admin/import/natural')
  await userEvent.type(screen.getByLabelText('Or paste domains, one per line'), 'x')
  await userEvent.click(screen.getByRole('button', { name: 'Preview' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('Missing column: domain')
})
