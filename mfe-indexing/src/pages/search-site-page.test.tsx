import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type SearchDay, type SearchTimelineEvent } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../testing/render-page'

// uPlot draws on a canvas jsdom lacks: the chart is replaced and what it is given is checked.
const charted: Array<{ days: readonly SearchDay[]; events: readonly SearchTimelineEvent[] }> = []
jest.mock('../features/search/components/search-chart', () => ({
  __esModule: true,
  default: (props: { days: readonly SearchDay[]; events: readonly SearchTimelineEvent[]; label: string }) => {
    charted.push(props)
    return <div role='img' aria-label={props.label} />
  },
}))

let server: TestServer
const DAYS: SearchDay[] = [
  { date: '2026-11-20', clicks: 100, impressions: 1000, ctr: 0.1, position: 3, final: true },
  { date: '2026-11-21', clicks: 40, impressions: 900, ctr: 0.044, position: 6, final: true },
  { date: '2026-11-22', clicks: 35, impressions: 850, ctr: 0.041, position: 7, final: false },
]
const EVENTS: SearchTimelineEvent[] = [
  { at: '2026-11-21T06:00:00.000Z', kind: 'change:robots-meta', group: 'seo', label: 'Meta robots changed', text: 'index → noindex' },
  { at: '2026-11-19T10:00:00.000Z', kind: 'site-down', group: 'outage', label: 'Site down', text: 'keto-shop.com is down (503)' },
]

const INSPECTION = {
  success: true,
  domain: 'keto-shop.com',
  siteUrl: 'sc-domain:keto-shop.com',
  inspection: {
    url: 'https://keto-shop.com/',
    verdict: 'FAIL',
    coverageState: 'Excluded by ‘noindex’ tag',
    lastCrawlAt: '2026-11-21T05:00:00.000Z',
    googleCanonical: 'https://keto-shop.com/',
    userCanonical: 'https://www.keto-shop.com/',
    canonicalMismatch: true,
    robotsTxtState: 'ALLOWED',
    pageFetchState: 'SUCCESSFUL',
    indexingState: 'BLOCKED_BY_META_TAG',
    inspectedAt: '2026-11-22T03:00:00.000Z',
  },
  lastError: null,
  nextInspectionAt: '2026-11-29T03:00:00.000Z',
  sitemapsReadAt: '2026-11-22T03:00:00.000Z',
  sitemaps: [{ path: 'https://keto-shop.com/sitemap.xml', type: 'sitemap', lastSubmitted: null, lastDownloaded: null, isPending: false, isIndex: false, errors: 2, warnings: 0, readAt: '2026-11-22T03:00:00.000Z' }],
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  charted.length = 0
  server.on('GET /api/search/sites/d-1/daily', () => ({ body: { success: true, domain: 'keto-shop.com', source: 'google', siteUrl: 'sc-domain:keto-shop.com', finalThrough: '2026-11-21', days: DAYS } }))
  server.on('GET /api/search/sites/d-1/timeline', () => ({ body: { success: true, domain: 'keto-shop.com', from: '2026-08-24T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', truncated: false, events: EVENTS } }))
  server.on('GET /api/search/sites/d-1/inspection', () => ({ body: { ...INSPECTION, inspection: null, nextInspectionAt: '2026-11-26T03:00:00.000Z' } }))
  loginAs('user')
})
afterEach(() => resetStores())
afterAll(() => server.close())

const asked = (path: string) => server.requests.filter((r) => r.path === path)

test('the chart of daily clicks and impressions gets the site\'s events on its time axis; the list says what changed', async () => {
  renderPage('SearchSitePage', '/search/natural/site/d-1')
  expect(await screen.findByRole('heading', { name: 'keto-shop.com', level: 1 })).toBeInTheDocument()
  expect(await screen.findByRole('img', { name: 'Daily clicks and impressions of keto-shop.com' })).toBeInTheDocument()
  await waitFor(() => expect(charted.at(-1)!.events).toEqual(EVENTS))
  expect(charted.at(-1)!.days).toEqual(DAYS)
  expect(screen.getByText(/175 clicks in 3 days from sc-domain:keto-shop.com; final through 2026-11-21/)).toBeInTheDocument()
  const items = within(screen.getByRole('list', { name: 'Site events' })).getAllByRole('listitem')
  expect(items[0]).toHaveTextContent('Meta robots changed')
  expect(items[0]).toHaveTextContent('index → noindex')
  expect(items[1]).toHaveTextContent('keto-shop.com is down (503)')
  expect(screen.getByRole('link', { name: '← Search' })).toHaveAttribute('href', '/search/natural')
  expect(asked('/api/search/sites/d-1/daily')[0].query.get('days')).toBe('90')
  expect(asked('/api/search/sites/d-1/timeline')[0].query.get('days')).toBe('90')
})

test('a longer range and Bing ask the server again for the same days of both', async () => {
  const user = userEvent.setup()
  renderPage('SearchSitePage', '/search/natural/site/d-1')
  await screen.findByRole('img', { name: 'Daily clicks and impressions of keto-shop.com' })
  await user.selectOptions(screen.getByLabelText('Range'), '16 months')
  await waitFor(() => expect(asked('/api/search/sites/d-1/timeline').at(-1)!.query.get('days')).toBe('486'))
  expect(asked('/api/search/sites/d-1/daily').at(-1)!.query.get('days')).toBe('486')
  await user.selectOptions(screen.getByLabelText('Source'), 'Bing')
  await waitFor(() => expect(asked('/api/search/sites/d-1/daily').at(-1)!.query.get('source')).toBe('bing'))
})

test('a site that is not the caller\'s (or has no figures) says so', async () => {
  server.on('GET /api/search/sites/d-9/daily', () => ({ status: 404, body: { message: 'Domain not found' } }))
  server.on('GET /api/search/sites/d-9/timeline', () => ({ status: 404, body: { message: 'Domain not found' } }))
  renderPage('SearchSitePage', '/search/natural/site/d-9')
  expect(await screen.findByText('Failed to load the daily figures: Domain not found')).toBeInTheDocument()
  expect(await screen.findByText('Failed to load the site events.')).toBeInTheDocument()
})

test('no figures yet from the chosen source: no chart, the events still show', async () => {
  server.on('GET /api/search/sites/d-1/daily', () => ({ body: { success: true, domain: 'keto-shop.com', source: 'google', siteUrl: null, finalThrough: null, days: [] } }))
  renderPage('SearchSitePage', '/search/natural/site/d-1')
  expect(await screen.findByText('No figures for this site from Google yet.')).toBeInTheDocument()
  expect(await screen.findByText('index → noindex')).toBeInTheDocument()
  expect(charted).toHaveLength(0)
})

test('the index status: not inspected yet, then Inspect now shows Google\'s verdict, the two canonicals and the sitemaps', async () => {
  const user = userEvent.setup()
  server.on('POST /api/search/sites/d-1/inspect', () => ({ body: INSPECTION }))
  renderPage('SearchSitePage', '/search/natural/site/d-1')
  const section = await screen.findByRole('region', { name: 'Index status' })
  expect(await within(section).findByText('Not inspected yet.')).toBeInTheDocument()
  await user.click(within(section).getByRole('button', { name: 'Inspect now' }))
  expect(await within(section).findByText('Not indexed')).toBeInTheDocument()
  expect(section).toHaveTextContent('Excluded by ‘noindex’ tag')
  expect(section).toHaveTextContent('Google: https://keto-shop.com/; the page: https://www.keto-shop.com/ (they differ)')
  expect(within(within(section).getByRole('list', { name: 'Sitemaps' })).getByText(/sitemap.xml/)).toHaveTextContent('https://keto-shop.com/sitemap.xml: 2 errors, 0 warnings')
  expect(asked('/api/search/sites/d-1/inspect')).toHaveLength(1)
})

test('a DNS change and a move to another server are marks on the chart and lines in the list, each in its own colour', async () => {
  const siteChanges: SearchTimelineEvent[] = [
    { at: '2026-11-22T09:00:00.000Z', kind: 'change:hosting', group: 'hosting', label: 'Moved to server beta', text: 'Hosting server: alpha → beta' },
    { at: '2026-11-20T03:00:00.000Z', kind: 'change:dns-a', group: 'dns', label: 'DNS changed', text: 'DNS: 203.0.113.5 → 198.51.100.7' },
  ]
  server.on('GET /api/search/sites/d-1/timeline', () => ({ body: { success: true, domain: 'keto-shop.com', from: '2026-08-24T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z', truncated: false, events: siteChanges } }))
  renderPage('SearchSitePage', '/search/natural/site/d-1')
  await waitFor(() => expect(charted.at(-1)!.events).toEqual(siteChanges))
  const items = within(await screen.findByRole('list', { name: 'Site events' })).getAllByRole('listitem')
  expect(items[0]).toHaveTextContent('Moved to server beta')
  expect(items[0]).toHaveTextContent('Hosting server: alpha → beta')
  expect(items[1]).toHaveTextContent('DNS changed')
  expect(items[1]).toHaveTextContent('DNS: 203.0.113.5 → 198.51.100.7')
  const colour = (item: HTMLElement) => (item.querySelector('.ix-timeline__dot') as HTMLElement).style.background
  expect(colour(items[0])).not.toBe(colour(items[1]))
  expect(colour(items[0])).not.toBe('')
})
