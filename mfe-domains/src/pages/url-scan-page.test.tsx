import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { scanResult } from '../testing/fixtures'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

let server: TestServer
let releaseScan: (() => void) | null

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  releaseScan = null
  server.on('GET /api/scraper/categories', () => ({ body: ['Keto', 'Weight Loss'] }))
  server.on('POST /api/scraper/scan', ({ body }) => ({ body: scanResult({ domain: (body as { domain: string }).domain }) }))
  server.on('POST /api/scraper/save', ({ body }) => ({ status: 201, body: { message: 'Saved', domain: (body as { domain: string }).domain } }))
  loginAs('user')
})
afterEach(resetStores)
afterAll(() => server.close())

const form = () => screen.getByRole('form', { name: 'Scan Website' })
const domainInput = () => within(form()).getByRole('textbox', { name: 'Domain' })
const select = () => within(form()).getByRole('combobox', { name: 'Brand Category' })
const scanButton = () => screen.getByRole('button', { name: /^(Scan|Scanning\.\.\.)$/ })
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saved|Saving\.\.\.)$/ })
const posts = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path)

async function setup (path = '/urlscan/natural') {
  renderPage('UrlScanPage', path)
  await waitFor(() => expect(within(select()).getByRole('option', { name: 'Keto' })).toBeInTheDocument())
  return userEvent.setup()
}

test('the form: named inputs, date input, brand categories from the API plus "Add custom category..."', async () => {
  await setup()
  expect(screen.getByRole('heading', { name: 'Scan Website' })).toBeInTheDocument()
  expect(domainInput()).toHaveAttribute('name', 'domain')
  const date = within(form()).getByLabelText('Issue Date')
  expect(date).toHaveAttribute('name', 'issueDate')
  expect(date).toHaveAttribute('type', 'date')
  expect(select()).toHaveAttribute('name', 'brandCategory')
  expect(within(select()).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Select a brand category',
    'Keto',
    'Weight Loss',
    'Add custom category...',
  ])
  expect(within(form()).queryByLabelText('Custom Category')).not.toBeInTheDocument()
  await userEvent.setup().selectOptions(select(), 'Add custom category...')
  expect(within(form()).getByLabelText('Custom Category')).toHaveAttribute('name', 'customCategory')
})

test('validation: empty domain, Save without a result, and no brand category', async () => {
  const user = await setup()
  await user.click(scanButton())
  expect(await screen.findByText('❌ Please enter a domain.')).toBeInTheDocument()
  await user.click(saveButton())
  expect(await screen.findByText('❌ No scan result to save.')).toBeInTheDocument()
  await user.type(domainInput(), 'alpha.com')
  await user.click(scanButton())
  await screen.findByText(/"title": "Alpha Supplements"/)
  await user.click(saveButton())
  expect(await screen.findByText('❌ Please select or enter a brand category.')).toBeInTheDocument()
  await user.selectOptions(select(), 'Add custom category...')
  await user.type(within(form()).getByLabelText('Custom Category'), '   ')
  await user.click(saveButton())
  await waitFor(() => expect(screen.getAllByText('❌ Please select or enter a brand category.')).toHaveLength(2))
  expect(posts('/api/scraper/save')).toHaveLength(0)
  expect(posts('/api/scraper/scan')).toHaveLength(1)
})

test('scan goes idle → scanning (disabled) → result as pretty JSON text; save sends the payload and becomes Saved', async () => {
  server.on('POST /api/scraper/scan', async () => {
    await new Promise<void>((resolve) => (releaseScan = resolve))
    return { body: scanResult({ title: '<img src=x onerror=alert(1)>' }) }
  })
  const user = await setup()
  await user.type(domainInput(), ' alpha.com ')
  await user.type(within(form()).getByLabelText('Issue Date'), '2025-03-04')
  await user.selectOptions(select(), 'Weight Loss')
  await user.click(scanButton())
  const busy = await screen.findByRole('button', { name: 'Scanning...' })
  expect(busy).toBeDisabled()
  await waitFor(() => expect(releaseScan).not.toBeNull())
  releaseScan!()
  const pre = await waitFor(() => {
    const el = document.querySelector('pre')
    expect(el).not.toBeNull()
    return el!
  })
  expect(JSON.parse(pre.textContent!)).toEqual(scanResult({ title: '<img src=x onerror=alert(1)>' }))
  expect(pre.textContent).toContain('\n  "title": "<img src=x onerror=alert(1)>"')
  expect(document.querySelector('pre img')).toBeNull()
  expect(scanButton()).toHaveTextContent('Scan')
  expect(posts('/api/scraper/scan')[0].body).toEqual({ domain: 'alpha.com' })
  expect(posts('/api/scraper/scan')[0].headers.authorization).toMatch(/^Bearer /)

  await user.click(saveButton())
  expect(await screen.findByText('✅ Saved to database!')).toBeInTheDocument()
  expect(saveButton()).toHaveTextContent('Saved')
  expect(saveButton()).toBeDisabled()
  expect(posts('/api/scraper/save')[0].body).toEqual({
    domain: 'alpha.com',
    data: scanResult({ title: '<img src=x onerror=alert(1)>' }),
    brandCategory: 'Weight Loss',
    issueDate: '2025-03-04',
  })
})

test('a readable summary of the same scan sits above the raw JSON, scraped text rendered as text', async () => {
  const hostile = '<img src=x onerror="window.__pwned=1">'
  server.on('POST /api/scraper/scan', () => ({
    body: scanResult({
      title: `${hostile} ${'T'.repeat(40)}`,
      description: 'Short and sweet',
      h1: ['Welcome', '<script>window.__pwned=2</script>'],
      h2: [],
      canonicals: ['https://alpha.com/', 'javascript:alert(1)'],
      images: [
        { url: 'https://alpha.com/a.png', alt: 'Bottle' },
        { url: 'https://alpha.com/b.png', alt: '' },
        { url: 'inline image', alt: '  ' },
      ],
      robotsTxt: 'User-agent: *\nDisallow: /admin',
      noindex: true,
      affiliateLink: 'https://alpha.com/go/offer',
      statusCode: 301,
    }),
  }))
  const user = await setup()
  await user.type(domainInput(), 'alpha.com')
  await user.click(scanButton())
  const summary = await screen.findByLabelText('Scan summary')
  const row = (label: string | RegExp) => {
    const term = within(summary).getByText(label, { selector: 'dt' })
    return term.nextElementSibling as HTMLElement
  }
  expect(row('Title')).toHaveTextContent(`${hostile} ${'T'.repeat(40)} (79 characters)`)
  expect(within(row('Title')).getByText('(79 characters)')).toHaveAttribute('data-over', 'true')
  expect(row('Description')).toHaveTextContent('Short and sweet (15 characters)')
  expect(within(row('H1 (2)')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Welcome', '<script>window.__pwned=2</script>'])
  expect(row('H2 (0)')).toHaveTextContent('None')
  expect(within(row('Canonical')).getByRole('link', { name: 'https://alpha.com/' })).toHaveAttribute('href', 'https://alpha.com/')
  expect(within(row('Canonical')).queryByRole('link', { name: 'javascript:alert(1)' })).toBeNull()
  expect(row('Images')).toHaveTextContent('3 images: 1 with alt text, 2 without')
  expect(row('Robots')).toHaveTextContent('robots.txt found (2 lines)')
  expect(row('Noindex')).toHaveTextContent('Yes')
  expect(within(row('Affiliate Link')).getByRole('link')).toHaveAttribute('href', 'https://alpha.com/go/offer')
  expect(row('Status')).toHaveTextContent('301 Moved Permanently')
  // Text, never markup; and the summary comes before the raw JSON, which stays.
  expect(summary.querySelector('img, script')).toBeNull()
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
  const pre = document.querySelector('pre')!
  expect(summary.compareDocumentPosition(pre) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  expect(JSON.parse(pre.textContent!)).toMatchObject({ statusCode: 301, noindex: true })
})

test('the summary says plainly what a page lacks', async () => {
  server.on('POST /api/scraper/scan', () => ({
    body: scanResult({ title: '', description: '', h1: [], h2: [], canonicals: [], images: [], robotsTxt: '', noindex: false, affiliateLink: '', statusCode: 200 }),
  }))
  const user = await setup()
  await user.type(domainInput(), 'alpha.com')
  await user.click(scanButton())
  const summary = await screen.findByLabelText('Scan summary')
  expect(Array.from(summary.querySelectorAll('dd')).map((dd) => dd.textContent)).toEqual([
    'None (0 characters)', 'None (0 characters)', 'None', 'None', 'None',
    '0 images: 0 with alt text, 0 without', 'No robots.txt', 'No', 'No affiliate link found', '200 OK',
  ])
})

test('a custom category is sent trimmed and an empty issue date as null, in the stored scope', async () => {
  useCategoryStore.getState().setCategory('casino')
  server.on('GET /casino/scraper/categories', () => ({ body: ['Keto'] }))
  server.on('POST /casino/scraper/scan', () => ({ body: scanResult({ domain: 'spin.com' }) }))
  server.on('POST /casino/scraper/save', () => ({ status: 201, body: { message: 'Saved', domain: 'spin.com' } }))
  const user = await setup('/admin/urlscan/casino')
  await user.type(domainInput(), 'spin.com')
  await user.selectOptions(select(), 'Add custom category...')
  await user.type(within(form()).getByLabelText('Custom Category'), '  Slots  ')
  await user.click(scanButton())
  await screen.findByText(/"domain": "spin.com"/)
  await user.click(saveButton())
  await screen.findByText('✅ Saved to database!')
  expect(posts('/casino/scraper/save')[0].body).toMatchObject({ domain: 'spin.com', brandCategory: 'Slots', issueDate: null })
})

test.each([
  ['a JSON message', 'Could not resolve nowhere.example', { status: 422, body: { success: false, message: 'Could not resolve nowhere.example' } }],
  ['a text body', 'Upstream closed the connection', { status: 502, body: 'Upstream closed the connection' }],
  ['no message', 'Something went wrong while scraping.', { status: 500, body: { success: false } }],
])('scan failure with %s shows %j', async (_what, text, reply) => {
  server.on('POST /api/scraper/scan', () => reply)
  const user = await setup()
  await user.type(domainInput(), 'nowhere.example')
  await user.click(scanButton())
  expect(await screen.findByText(text)).toBeInTheDocument()
  expect(scanButton()).toHaveTextContent('Scan')
  expect(scanButton()).toBeEnabled()
  expect(document.querySelector('pre')).toBeNull()
})

test.each([
  [409, '❌ Domain already exists in your saved list.', { success: false, message: 'E11000 duplicate key: alpha.com' }],
  [500, 'Domain already exists in server.', { success: false, message: 'Internal error' }],
  [400, 'Domain already exists in server.', { success: false }],
])('a save failure %i shows %j and Save stays available', async (status, text, body) => {
  server.on('POST /api/scraper/save', () => ({ status, body }))
  const user = await setup()
  await user.type(domainInput(), 'alpha.com')
  await user.selectOptions(select(), 'Keto')
  await user.click(scanButton())
  await screen.findByText(/"title"/)
  await user.click(saveButton())
  expect(await screen.findByText(text)).toBeInTheDocument()
  expect(saveButton()).toHaveTextContent('Save')
  expect(saveButton()).toBeEnabled()
})

test('a new scan after saving enables Save again', async () => {
  const user = await setup()
  await user.type(domainInput(), 'alpha.com')
  await user.selectOptions(select(), 'Keto')
  await user.click(scanButton())
  await screen.findByText(/"title"/)
  await user.click(saveButton())
  await waitFor(() => expect(saveButton()).toHaveTextContent('Saved'))
  await user.clear(domainInput())
  await user.type(domainInput(), 'beta.com{Enter}')
  await screen.findByText(/"domain": "beta.com"/)
  expect(saveButton()).toHaveTextContent('Save')
  expect(saveButton()).toBeEnabled()
})

test('brand categories that cannot be read show an error with Retry, not an empty list; Retry reads them', async () => {
  server.on('GET /api/scraper/categories', () => ({ status: 500, body: { message: 'down' } }))
  renderPage('UrlScanPage', '/urlscan/natural')
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent('Could not load the brand categories.')
  expect(within(select()).queryByRole('option', { name: 'Keto' })).not.toBeInTheDocument()

  server.on('GET /api/scraper/categories', () => ({ body: ['Keto', 'Weight Loss'] }))
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(within(select()).getByRole('option', { name: 'Keto' })).toBeInTheDocument())
  expect(screen.queryByText('Could not load the brand categories.')).not.toBeInTheDocument()
})
