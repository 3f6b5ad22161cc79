import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiClient, type HistoryPoint, type DomainHistory } from '@sitefleet/shared'
import { startTestServer, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { details, record } from '../../../testing/fixtures'
import { loginAs, recordUrls, renderPage, resetStores } from '../../../testing/render-page'
import type { ChartData } from './chart-series'

// The chart itself (uPlot draws on a canvas jsdom lacks) is replaced; what it is given is checked.
const charted: ChartData[] = []
jest.mock('./response-time-chart', () => ({
  __esModule: true,
  default: ({ chart }: { chart: ChartData }) => {
    charted.push(chart)
    return <div>chart of {chart.times.length} points</div>
  },
}))

let server: TestServer
let urls: ReturnType<typeof recordUrls>

const point = (at: string, down = false): HistoryPoint => ({ at, checks: 1, failures: down ? 1 : 0, responseMs: 120, minMs: 120, maxMs: 120, code: down ? 503 : 200 })
const seriesPoint = (at: string, responseMs: number | null) => ({ at, responseMs, failures: responseMs === null ? 1 : 0, checks: 1 })
// No probes: one location, home, and outages only it saw.
const month: DomainHistory = {
  uptime: { d1: 97.5, d7: 99.1, d30: null },
  points: [point('2026-11-20T10:00:00.000Z'), point('2026-11-20T11:00:00.000Z')],
  outages: [
    { start: '2026-11-21T08:00:00.000Z', end: null, durationSeconds: 2700, code: 503, locations: ['home'], regional: false },
    { start: '2026-11-10T08:00:00.000Z', end: '2026-11-10T11:15:00.000Z', durationSeconds: 11700, code: 0, locations: ['home'], regional: false },
  ],
  locations: [{ name: 'home', points: [seriesPoint('2026-11-20T10:00:00.000Z', 120), seriesPoint('2026-11-20T11:00:00.000Z', 120)] }],
}
const recent: DomainHistory = { ...month, points: [point('2026-11-21T07:45:00.000Z'), point('2026-11-21T08:00:00.000Z', true)] }

beforeAll(async () => {
  server = await startTestServer()
})
beforeEach(() => {
  apiClient.defaults.baseURL = server.url
  server.requests.length = 0
  charted.length = 0
  server.on('GET /api/scraper/all', () => ({ body: [record('alpha.com')] }))
  server.on('GET /api/scraper/domain/alpha.com', () => ({ body: details() }))
  // The blocklist panel beside it: never listed (its own failure is another test's).
  server.on('GET /api/scraper/reputation/domain/alpha.com', () => ({ body: { listings: [] } }))
  urls = recordUrls()
  loginAs('user')
})
afterEach(() => {
  urls.stop()
  resetStores()
})
afterAll(() => server.close())

async function open () {
  renderPage('DomainListPage', '/domains/')
  const card = await screen.findByRole('article', { name: 'alpha.com' })
  await userEvent.setup().click(within(card).getByRole('button', { name: 'alpha.com' }))
  return await within(card).findByRole('region', { name: 'History' })
}

test('uptime, heartbeats of 48 hours, the chart of 30 days and the outages', async () => {
  server.on('GET /api/scraper/domain/alpha.com/history', (req) => ({ body: new URLSearchParams(req.query).get('days') === '2' ? recent : month }))
  const panel = await open()
  expect(within(panel).getByText('Uptime 24 h').nextElementSibling).toHaveTextContent('97.50 %')
  expect(within(panel).getByText('Uptime 7 d').nextElementSibling).toHaveTextContent('99.10 %')
  expect(within(panel).getByText('Uptime 30 d').nextElementSibling).toHaveTextContent('No data')
  const beats = within(within(panel).getByRole('list', { name: 'Checks of the last 48 hours' })).getAllByRole('listitem')
  expect(beats.map((b) => b.className)).toEqual(['dm-heartbeat', 'dm-heartbeat dm-heartbeat--down'])
  expect(beats[1].getAttribute('aria-label')).toMatch(/down \(503\)$/)
  expect(await within(panel).findByText('chart of 2 points')).toBeInTheDocument()
  // One location: the average and the slowest line, as before probes existed, and no legend.
  expect(charted.at(-1)!.series.map((l) => [l.label, l.values])).toEqual([['Average (ms)', [120, 120]], ['Slowest (ms)', [120, 120]]])
  expect(within(panel).queryByRole('list', { name: 'Response time by location' })).not.toBeInTheDocument()
  expect(within(within(panel).getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Start', 'End', 'Duration', 'Code'])
  const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1)
  expect(rows.map((r) => within(r).getAllByRole('cell').slice(1).map((c) => c.textContent))).toEqual([
    ['Ongoing', '45 min', '503'],
    [new Date('2026-11-10T11:15:00.000Z').toLocaleString(), '3 h 15 min', '0'],
  ])
  const asked = server.requests.filter((r) => r.path === '/api/scraper/domain/alpha.com/history').map((r) => new URLSearchParams(r.query).get('days'))
  expect(asked.sort()).toEqual(['2', '30'])
})

test('a domain without checks yet says so; a failed load offers a retry', async () => {
  let fail = true
  server.on('GET /api/scraper/domain/alpha.com/history', () => fail ? { status: 500, body: { message: 'boom' } } : { body: { uptime: { d1: null, d7: null, d30: null }, points: [], outages: [] } })
  renderPage('DomainListPage', '/domains/')
  const card = await screen.findByRole('article', { name: 'alpha.com' })
  const user = userEvent.setup()
  await user.click(within(card).getByRole('button', { name: 'alpha.com' }))
  const alert = await within(card).findByRole('alert')
  expect(alert).toHaveTextContent('Failed to load the history.')
  fail = false
  await user.click(within(alert).getByRole('button', { name: 'Retry' }))
  await waitFor(() => expect(within(card).getByText('No checks in the last 48 hours.')).toBeInTheDocument())
  expect(within(card).getByText('No outages in the last 30 days.')).toBeInTheDocument()
  expect(charted).toEqual([])
})

test('three locations: one line per location with a legend; outages name who saw them and mark regional ones', async () => {
  const at = ['2026-11-20T10:00:00.000Z', '2026-11-20T11:00:00.000Z']
  const located: DomainHistory = {
    ...month,
    outages: [
      { start: '2026-11-21T08:00:00.000Z', end: '2026-11-21T08:20:00.000Z', durationSeconds: 1200, code: 0, locations: ['Frankfurt'], regional: true },
      { start: '2026-11-10T08:00:00.000Z', end: '2026-11-10T09:00:00.000Z', durationSeconds: 3600, code: 503, locations: ['Frankfurt', 'Virginia'], regional: false },
    ],
    locations: [
      { name: 'home', points: [seriesPoint(at[0], 100), seriesPoint(at[1], 120)] },
      { name: 'Frankfurt', points: [seriesPoint(at[1], null)] },
      { name: 'Virginia', points: [seriesPoint(at[0], 300), seriesPoint(at[1], 340)] },
    ],
  }
  server.on('GET /api/scraper/domain/alpha.com/history', (req) => ({ body: new URLSearchParams(req.query).get('days') === '2' ? recent : located }))
  const panel = await open()
  expect(await within(panel).findByText('chart of 2 points')).toBeInTheDocument()
  expect(charted.at(-1)!.series.map((l) => [l.label, l.values])).toEqual([['home', [100, 120]], ['Frankfurt', [null, null]], ['Virginia', [300, 340]]])
  const legend = within(panel).getByRole('list', { name: 'Response time by location' })
  expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['home: 110 ms', 'Frankfurt: no answer', 'Virginia: 320 ms'])
  const table = within(panel).getByRole('table')
  expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Start', 'End', 'Duration', 'Code', 'Seen from'])
  expect(within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').at(-1)!.textContent)).toEqual([
    'regional — seen from Frankfurt only; not counted as downtime',
    'Frankfurt and Virginia',
  ])
})
