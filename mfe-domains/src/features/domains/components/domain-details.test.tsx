import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { details, record } from '../../../testing/fixtures'
import { loginAs, recordUrls, renderPage, resetStores } from '../../../testing/render-page'

let server: TestServer
let urls: ReturnType<typeof recordUrls>

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com')] }))
  urls = recordUrls()
  loginAs('user')
})
afterEach(() => {
  urls.stop()
  resetStores()
})
afterAll(() => server.close())

/** Label → value cell of the expanded details. */
function field (card: HTMLElement, label: string | RegExp): HTMLElement {
  const term = within(card).getByText(label, { selector: 'dt' })
  return term.nextElementSibling as HTMLElement
}

async function expand (data: ReturnType<typeof details>) {
  server.on('GET /api/scraper/domain/alpha.com', () => ({ body: data }))
  renderPage('DomainListPage', '/domains/')
  const card = await screen.findByRole('article', { name: 'alpha.com' })
  const user = userEvent.setup()
  const name = within(card).getByRole('button', { name: 'alpha.com' })
  expect(name).toHaveAttribute('aria-expanded', 'false')
  await user.click(name)
  await within(card).findByText('Title', { selector: 'dt' })
  return { card, user, name }
}

test('clicking the name fetches the details once and toggles them', async () => {
  const { card, user, name } = await expand(details())
  expect(name).toHaveAttribute('aria-expanded', 'true')
  await user.click(name)
  expect(within(card).queryByText('Title', { selector: 'dt' })).not.toBeInTheDocument()
  await user.click(name)
  expect(within(card).getByText('Title', { selector: 'dt' })).toBeInTheDocument()
  expect(server.requests.filter((r) => r.path === '/api/scraper/domain/alpha.com')).toHaveLength(1)
})

test('renders every scraped field', async () => {
  const { card } = await expand(
    details({
      title: 'Alpha Supplements',
      description: 'Best supplements',
      h1: ['Welcome', 'Second H1'],
      h2: ['Offers'],
      canonicals: ['https://alpha.com/'],
      affiliateLink: 'https://alpha.com/go/offer',
      issueDate: '2025-01-15',
      images: [
        { url: 'https://alpha.com/a.png', alt: 'Bottle' },
        { url: 'https://alpha.com/b.png', alt: '' },
      ],
      robotsTxt: 'User-agent: *\nDisallow: /admin',
      wordCount: 321,
      schemaPresent: true,
      lastChecked: '2026-11-01T10:00:00.000Z',
    })
  )
  expect(field(card, 'Title')).toHaveTextContent('Alpha Supplements (17 characters)')
  expect(field(card, 'Description')).toHaveTextContent('Best supplements (16 characters)')
  expect(within(field(card, 'H1')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Welcome', 'Second H1'])
  expect(within(field(card, 'H2')).getByRole('listitem')).toHaveTextContent('Offers')
  expect(within(field(card, 'Canonical Links')).getByRole('link', { name: 'https://alpha.com/' })).toHaveAttribute('href', 'https://alpha.com/')
  const affiliate = within(field(card, 'Affiliate Link')).getByRole('link', { name: 'https://alpha.com/go/offer' })
  expect(affiliate).toHaveAttribute('target', '_blank')
  expect(affiliate).toHaveAttribute('rel', 'noopener noreferrer nofollow')
  expect(field(card, 'Domain Issue Date')).toHaveTextContent('2025-01-15')
  const images = within(field(card, 'Images (2)')).getAllByRole('listitem')
  expect(images[0]).toHaveTextContent('https://alpha.com/a.png Alt: Bottle')
  expect(images[1]).toHaveTextContent('https://alpha.com/b.png Alt: No alt text')
  expect(field(card, 'Robots').querySelector('pre')?.textContent).toBe('User-agent: *\nDisallow: /admin')
  expect(field(card, 'Word Count')).toHaveTextContent('321')
  expect(field(card, 'Schema Present')).toHaveTextContent('Yes')
  expect(field(card, 'Last Checked')).toHaveTextContent(new Date('2026-11-01T10:00:00.000Z').toLocaleString())
})

test('title counts go red over 60 characters and descriptions over 160', async () => {
  const { card } = await expand(details({ title: 't'.repeat(61), description: 'd'.repeat(160), schemaPresent: false }))
  const titleCount = within(field(card, 'Title')).getByText('(61 characters)')
  const descriptionCount = within(field(card, 'Description')).getByText('(160 characters)')
  expect(titleCount).toHaveClass('dm-count--over')
  expect(descriptionCount).not.toHaveClass('dm-count--over')
  expect(field(card, 'Schema Present')).toHaveTextContent('No')
})

test('exactly 60 is not red; 161 is', async () => {
  const { card } = await expand(details({ title: 'é'.repeat(60), description: 'd'.repeat(161) }))
  expect(within(field(card, 'Title')).getByText('(60 characters)')).not.toHaveClass('dm-count--over')
  expect(within(field(card, 'Description')).getByText('(161 characters)')).toHaveClass('dm-count--over')
})

test('scraped text is never markup and only http(s) URLs become links', async () => {
  const { card } = await expand(
    details({
      title: '<img src=x onerror="window.__xss=1">',
      h1: ['<script>window.__xss=2</script>'],
      affiliateLink: 'javascript:window.__xss=3',
      canonicals: ['data:text/html,<script>alert(1)</script>', '/relative/junk', 'https://ok.example/'],
      images: [{ url: 'javascript:alert(1)', alt: '<b>bold</b>' }],
    })
  )
  expect(field(card, 'Title')).toHaveTextContent('<img src=x onerror="window.__xss=1">')
  expect(card.querySelector('img, script, b')).toBeNull()
  expect(within(field(card, 'H1')).getByText('<script>window.__xss=2</script>')).toBeInTheDocument()
  const affiliate = field(card, 'Affiliate Link')
  expect(within(affiliate).queryByRole('link')).toBeNull()
  expect(affiliate).toHaveTextContent('javascript:window.__xss=3')
  const canonicals = field(card, 'Canonical Links')
  expect(within(canonicals).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://ok.example/'])
  expect(canonicals).toHaveTextContent('data:text/html,<script>alert(1)</script>')
  expect(within(field(card, /^Images/)).queryByRole('link')).toBeNull()
  expect(field(card, /^Images/)).toHaveTextContent('Alt: <b>bold</b>')
  expect((window as { __xss?: number }).__xss).toBeUndefined()
  expect(card.querySelectorAll('a[href^="javascript"], a[href^="data"]')).toHaveLength(0)
})

test('a failed details load can be retried', async () => {
  let fail = true
  server.on('GET /api/scraper/domain/alpha.com', () => (fail ? { status: 500, body: { success: false } } : { body: details() }))
  renderPage('DomainListPage', '/domains/')
  const card = await screen.findByRole('article', { name: 'alpha.com' })
  const user = userEvent.setup()
  await user.click(within(card).getByRole('button', { name: 'alpha.com' }))
  expect(await within(card).findByText('Failed to load the scraped details.')).toBeInTheDocument()
  fail = false
  await user.click(within(card).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(field(card, 'Title')).toHaveTextContent('Alpha Supplements'))
})

test('an admin expanding another user\'s card asks for that owner\'s record', async () => {
  loginAs('admin')
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com', { owner: { _id: 'u9', name: 'Zed' } })] }))
  server.on('GET /api/scraper/domain/alpha.com', () => ({ body: details() }))
  renderPage('DomainListPage', '/admin/domains/natural')
  const card = await screen.findByRole('article', { name: 'alpha.com' })
  await userEvent.setup().click(within(card).getByRole('button', { name: 'alpha.com' }))
  await within(card).findByText('Title', { selector: 'dt' })
  expect(urls.urls).toContain('GET /api/scraper/domain/alpha.com?owner=u9')
})

test('shows the real dates: registry expiry, registrar, statuses, certificate and DNS records', async () => {
  const { card } = await expand(details({
    expiryDate: '2028-03-01',
    expirySource: 'registry',
    registrar: 'GoDaddy.com, LLC',
    registryStatus: ['client transfer prohibited'],
    certificate: { validTo: '2026-12-01T00:00:00.000Z', issuer: "Let's Encrypt R11", daysLeft: 8 },
    dns: { a: ['192.0.2.10'], aaaa: [], ns: ['ns1.example-dns.net', 'ns2.example-dns.net'], mx: ['10 mx.alpha.com'] },
  }))
  expect(field(card, 'Expiry Date')).toHaveTextContent('2028-03-01registry')
  expect(field(card, 'Registrar')).toHaveTextContent('GoDaddy.com, LLC')
  expect(field(card, 'Registry Status')).toHaveTextContent('client transfer prohibited')
  expect(field(card, 'Certificate')).toHaveTextContent("Let's Encrypt R11, valid until 2026-12-01 (8 day(s) remaining)")
  expect(field(card, 'DNS')).toHaveTextContent('A: 192.0.2.10AAAA: —NS: ns1.example-dns.net, ns2.example-dns.netMX: 10 mx.alpha.com')
})

test('before any lookup the expiry is the estimate and the rest says None', async () => {
  const { card } = await expand(details())
  expect(field(card, 'Expiry Date')).toHaveTextContent('2026-01-15estimated')
  for (const label of ['Registrar', 'Registry Status', 'Certificate', 'DNS']) expect(field(card, label)).toHaveTextContent('None')
})

test('a domain in a registrar account shows the account, auto-renew, lock and renewal price, and its dates\' source and mismatch', async () => {
  const { card } = await expand(details({
    expiryDate: '2027-02-01',
    expirySource: 'registrar',
    expiryMismatch: true,
    registrarAccount: { accountId: 'acc-1', accountName: 'Main Porkbun', provider: 'porkbun', autoRenew: false, locked: true, renewal: { currency: 'USD', amount: 10.98 } },
  }))
  expect(field(card, 'Expiry Date')).toHaveTextContent('2027-02-01registrarregistry ≠ registrar')
  expect(field(card, 'Registrar Account')).toHaveTextContent('Main Porkbun (Porkbun)')
  expect(field(card, 'Auto-Renew')).toHaveTextContent('Off')
  expect(field(card, 'Transfer Lock')).toHaveTextContent('On')
  expect(field(card, 'Renewal Price')).toHaveTextContent('$10.98')
})

test('a domain no synced account holds shows no registrar account rows', async () => {
  const { card } = await expand(details())
  expect(within(card).queryByText('Registrar Account', { selector: 'dt' })).not.toBeInTheDocument()
  expect(within(card).queryByText('registry ≠ registrar')).not.toBeInTheDocument()
})
