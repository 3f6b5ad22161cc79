import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, useCategoryStore, type DownNow, type IncidentMonth, type OpenAlerts, type Overview, type Upcoming, type UptimeDay } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { loginAs, renderPage, resetStores } from '../../../testing/render-page'

// uPlot draws on a canvas jsdom lacks: the chart is replaced, what it is given is checked.
const charted: Array<{ days: readonly UptimeDay[]; label: string }> = []
jest.mock('./uptime-trend-chart', () => ({
  __esModule: true,
  default: (props: { days: readonly UptimeDay[]; label: string }) => {
    charted.push(props)
    return <div role='img' aria-label={props.label} />
  },
}))

let server: TestServer

const overview: Overview = {
  sites: { up: 40, down: 5, unchecked: 0 },
  uptime30: 99.5,
  uptimeSince: null,
  errorsByCode: [{ code: 503, count: 5 }],
  expiring: { domains: 1, servers: 1, certificates: 1 },
  notIndexed: 0,
  brokenAffiliateLinks: 0,
  changesThisWeek: 0,
  renewals30: { count: 0, cost: [] },
}
const down: DownNow = {
  total: 5,
  moreGroups: 0,
  moreSites: 0,
  groups: [
    { by: 'server', title: '4 sites on server web-1 (OVH, ops@example.com) are down', since: '2026-11-20T07:00:00.000Z', count: 4, sites: ['a.com', 'b.com', 'c.com', 'd.com'].map((domain) => ({ domain, since: '2026-11-20T07:00:00.000Z', statusCode: 503 })) },
    { by: 'single', title: 'lone.com', since: '2026-11-20T09:00:00.000Z', count: 1, sites: [{ domain: 'lone.com', since: '2026-11-20T09:00:00.000Z', statusCode: null }] },
  ],
}
const days = (percent: (k: number) => number | null): UptimeDay[] => Array.from({ length: 30 }, (_, k) => {
  const p = percent(k)
  return { day: `2026-10-${String(k + 1).padStart(2, '0')}`, checks: p === null ? 0 : 100, failures: p === null ? 0 : 100 - p, percent: p }
})
const upcoming: Upcoming = { items: [{ kind: 'certificate', name: 'a.com', date: '2026-11-23', days: 3 }, { kind: 'server', name: 'web-1', date: '2026-11-25', days: 5 }], total: 4 }
const open: OpenAlerts = { alerts: [{ id: 9, title: '4 sites on server web-1 are down', kind: 'site-down', label: 'Site down', severity: 'critical', createdAt: '2026-11-20T07:02:00.000Z', openSites: 4 }], total: 1 }

const months: IncidentMonth[] = [
  { month: '2026-10', incidents: 4, mttaMinutes: 20, mttrMinutes: 240 },
  { month: '2026-11', incidents: 2, mttaMinutes: 7.6, mttrMinutes: 65 },
]

const answers = {
  down: (): unknown => down,
  'uptime-trend': (): unknown => ({ days: days((k) => (k < 28 ? null : 100 - (k - 27) * 10)) }),
  upcoming: (): unknown => upcoming,
  'open-alerts': (): unknown => open,
}

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  charted.length = 0
  server.on('GET /api/scraper/overview', () => ({ body: overview }))
  server.on('GET /api/scraper/changes', () => ({ body: { total: 0, kinds: [], changes: [] } }))
  for (const [path, body] of Object.entries(answers)) server.on(`GET /api/scraper/overview/${path}`, () => ({ body: body() }))
  // The blocklist card (reputation-panel.test.tsx): nothing listed.
  server.on('GET /api/scraper/reputation/summary', () => ({ body: { domains: 0, ips: 0, newLast7Days: 0, byList: [] } }))
  // The search card (search-panel.test.tsx): no figures yet.
  server.on('GET /api/search/summary', () => ({ body: { success: true, through: null, sites: 0, thisWeek: 0, lastWeek: 0, change: null, losers: [] } }))
  server.on('GET /api/incidents/stats', () => ({ body: { success: true, months } }))
})
afterEach(() => resetStores())
afterAll(() => server.close())

const panel = async (name: string) => await screen.findByRole('region', { name })

test('every panel shows its data: the down sites grouped under their server, the trend chart, the next expiries, the open alerts', async () => {
  loginAs('user')
  renderPage('OverviewPage', '/overview/natural')
  const downNow = await panel('Down now')
  await within(downNow).findByText('4 sites on server web-1 (OVH, ops@example.com) are down')
  expect(downNow).toHaveTextContent('5 sites down in 2 groups')
  const group = within(downNow).getAllByRole('listitem')[0]
  expect(within(group).getAllByRole('listitem').map((li) => li.textContent?.split(' ')[0])).toEqual(['a.com', 'b.com', 'c.com', 'd.com'])
  expect(group).toHaveTextContent('Down since')
  expect(within(downNow).getByRole('link', { name: 'Down now' })).toHaveAttribute('href', '/domain-errors/natural')

  const trend = await panel('Uptime, last 30 days')
  await within(trend).findByRole('img', { name: /^Daily uptime chart/ })
  expect(trend).toHaveTextContent('85.00 % over 2 days; lowest 80.00 % on 2026-10-30')
  expect(charted.at(-1)!.days).toHaveLength(30)

  const next = await panel('Next renewals and expiries')
  await within(next).findByText('a.com')
  expect(within(next).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('a.com · Certificate in 3 days'), expect.stringContaining('web-1 · Server in 5 days')])
  expect(next).toHaveTextContent('2 more in the next 30 days')

  const alerts = await panel('Open alerts')
  await within(alerts).findByText('4 sites on server web-1 are down', { exact: false })
  expect(alerts).toHaveTextContent('Site down')
  expect(alerts).toHaveTextContent('4 sites still open')
  expect(within(alerts).getByRole('link', { name: 'Open alerts' })).toHaveAttribute('href', '/alerts')

  const response = await panel('Incident response')
  expect((await within(response).findByText('MTTA 2026-11')).parentElement).toHaveTextContent('8 min')
  expect(within(response).getByText('MTTR 2026-11').parentElement).toHaveTextContent('1 h 05 min')
  expect(within(response).getByText('Incidents 2026-11').parentElement).toHaveTextContent('2')
  expect(within(response).getByRole('img', { name: 'Mean time to resolve per month' })).toBeInTheDocument()
  expect(within(response).getByRole('link', { name: 'Incident response' })).toHaveAttribute('href', '/incidents')
  expect(server.requests.find((r) => r.path === '/api/incidents/stats')?.query.get('months')).toBe('6')
})

test('each panel shows a spinner while it loads, and the others do not wait for it', async () => {
  loginAs('user')
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => { release = resolve })
  server.on('GET /api/scraper/overview/upcoming', async () => { await held; return { body: upcoming } })
  renderPage('OverviewPage', '/overview/natural')
  const next = await panel('Next renewals and expiries')
  expect(within(next).getByText('Loading next renewals and expiries...')).toBeInTheDocument()
  await within(await panel('Down now')).findByText('lone.com')
  expect(within(next).getByText('Loading next renewals and expiries...')).toBeInTheDocument()
  release()
  await within(next).findByText('a.com')
})

test('a failing panel shows its error with Retry while the others stay; Retry loads it', async () => {
  loginAs('user')
  let fail = true
  server.on('GET /api/scraper/overview/down', () => (fail ? { status: 500, body: { message: 'boom' } } : { body: down }))
  renderPage('OverviewPage', '/overview/natural')
  const downNow = await panel('Down now')
  const error = await within(downNow).findByRole('alert')
  expect(error).toHaveTextContent('Failed to load down now.')
  await within(await panel('Open alerts')).findByText('Site down')
  expect(screen.getAllByRole('alert')).toHaveLength(1)
  fail = false
  await userEvent.setup().click(within(error).getByRole('button', { name: 'Retry' }))
  await within(downNow).findByText('lone.com')
  expect(within(downNow).queryByRole('alert')).toBeNull()
})

test('empty panels say what is there to expect', async () => {
  loginAs('user')
  server.on('GET /api/scraper/overview/down', () => ({ body: { groups: [], total: 0, moreGroups: 0, moreSites: 0 } }))
  server.on('GET /api/scraper/overview/uptime-trend', () => ({ body: { days: days(() => null) } }))
  server.on('GET /api/scraper/overview/upcoming', () => ({ body: { items: [], total: 0 } }))
  server.on('GET /api/scraper/overview/open-alerts', () => ({ body: { alerts: [], total: 0 } }))
  server.on('GET /api/incidents/stats', () => ({ body: { success: true, months: months.map((m) => ({ ...m, incidents: 0, mttaMinutes: null, mttrMinutes: null })) } }))
  renderPage('OverviewPage', '/overview/natural')
  expect(await within(await panel('Down now')).findByText('Every site is up')).toBeInTheDocument()
  expect(await within(await panel('Uptime, last 30 days')).findByText('No uptime yet')).toBeInTheDocument()
  expect(await within(await panel('Next renewals and expiries')).findByText('Nothing expires in the next 30 days')).toBeInTheDocument()
  expect(await within(await panel('Open alerts')).findByText('No open alerts')).toBeInTheDocument()
  expect(await within(await panel('Latest changes')).findByText('No changes yet')).toBeInTheDocument()
  expect(await within(await panel('Incident response')).findByText('No incidents yet')).toBeInTheDocument()
  expect(charted).toHaveLength(0)
})

test("the panels ask for the page's category and the admin's links", async () => {
  loginAs('admin')
  useCategoryStore.getState().setCategory('casino')
  for (const [path, body] of Object.entries(answers)) server.on(`GET /casino/scraper/overview/${path}`, () => ({ body: body() }))
  server.on('GET /casino/scraper/overview', () => ({ body: overview }))
  server.on('GET /casino/scraper/changes', () => ({ body: { total: 0, kinds: [], changes: [] } }))
  renderPage('OverviewPage', '/admin/overview/casino')
  const downNow = await panel('Down now')
  await within(downNow).findByText('lone.com')
  expect(within(downNow).getByRole('link', { name: 'Down now' })).toHaveAttribute('href', '/admin/domain-errors/casino')
  await within(await panel('Open alerts')).findByText('Site down')
  await within(await panel('Next renewals and expiries')).findByText('a.com')
  await within(await panel('Uptime, last 30 days')).findByRole('img')
  expect(within(await panel('Incident response')).getByRole('link', { name: 'Incident response' })).toHaveAttribute('href', '/admin/incidents')
  const asked = server.requests.map((r) => r.path).filter((p) => p.includes('/overview/'))
  expect(asked.sort()).toEqual(['/casino/scraper/overview/down', '/casino/scraper/overview/open-alerts', '/casino/scraper/overview/upcoming', '/casino/scraper/overview/uptime-trend'])
})
