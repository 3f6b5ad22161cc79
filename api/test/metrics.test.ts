// GET /metrics: absent without METRICS_TOKEN; with it, only for that bearer token; and then the
// Prometheus text format, read by a Prometheus text parser, with every family an operator's
// dashboards and alerts use. Real checks run against the farm, a real probe calls in.
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import { DEFAULT_OPS_SETTINGS } from '../src/platform/config/ops-settings'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'

const TOKEN = 'metrics-token-0123456789'

interface Family { name: string, type: string, metrics: Array<{ value?: string, labels?: Record<string, string> }> }

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

describeEachDb('/metrics', (kind) => {
  let c: CheckApp
  beforeAll(async () => {
    c = await createCheckApp(kind, farm, { config: { ops: { ...DEFAULT_OPS_SETTINGS, metricsToken: TOKEN } } })
  })
  afterAll(async () => { await c.t.close() })

  const scrape = async (authorization?: string): Promise<{ status: number, body: string }> => {
    const res = await c.t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } })
    return { status: res.statusCode, body: res.body }
  }

  test('only the bearer of METRICS_TOKEN may read it', async () => {
    expect((await scrape()).status).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401)
    expect((await scrape(TOKEN)).status).toBe(401)
    const wrong = await scrape('Bearer nope')
    expect(wrong.status).toBe(401)
    expect(JSON.parse(wrong.body)).toEqual({ success: false, message: 'A valid metrics token is required' })
    expect((await scrape(`Bearer ${TOKEN}`)).status).toBe(200)
  })

  const statusChecksDone = (body: string): number => Number((parsePrometheusTextFormat(body) as Family[])
    .find((f) => f.name === 'sitefleet_checks_total')?.metrics
    .find((m) => m.labels?.type === 'status' && m.labels.location === 'home' && m.labels.outcome === 'done')?.value ?? 0)

  test('every family, parsed by a Prometheus text parser, with bounded labels', async () => {
    // The counters are the process's: other suites of this file counted before.
    const doneBefore = statusChecksDone((await scrape(`Bearer ${TOKEN}`)).body)
    await saveAll(c, c.token, ['shop.farm.test', 'notfound.farm.test'])
    await c.t.app.checks.worker.drain()
    // A probe location that has called in once.
    const created = expectStatus(await c.api.post('/api/locations', { name: 'Frankfurt' }, c.adminToken), 201).json()
    expectStatus(await c.api.post('/api/probe/heartbeat', { version: 'test' }, created.token), 200)
    // A route with a parameter, and URLs no route knows: neither may become a label value.
    expectStatus(await c.api.get('/api/scraper/domain/shop.farm.test', c.token), 200)
    for (let i = 0; i < 3; i++) await c.api.get(`/no-such-page-${i}`)

    const res = await scrape(`Bearer ${TOKEN}`)
    expect(res.status).toBe(200)
    const families = new Map((parsePrometheusTextFormat(res.body) as Family[]).map((f) => [f.name, f]))
    const samples = (name: string): Family['metrics'] => {
      const family = families.get(name)
      if (family === undefined) throw new Error(`no ${name} in:\n${[...families.keys()].join('\n')}`)
      return family.metrics
    }

    expect(families.get('sitefleet_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
    // The parser keeps no labels of histogram samples: the _count series carry them, one per line.
    const counts = [...res.body.matchAll(/^sitefleet_http_request_duration_seconds_count\{method="(\w+)",route="([^"]*)",status="(\d+)"\} (\d+)$/gm)]
      .map(([, method, route, status]) => ({ method, route, status }))
    expect(counts).toContainEqual({ method: 'GET', route: '/api/scraper/domain/:domain', status: '200' })
    expect(counts).toContainEqual({ method: 'GET', route: 'unmatched', status: '404' })
    expect(counts.filter((r) => r.route.includes('shop.farm.test') || r.route.includes('no-such-page'))).toEqual([])

    samples('sitefleet_checks_total')
    expect(statusChecksDone(res.body) - doneBefore).toBe(2)

    const overdue = samples('sitefleet_checks_oldest_overdue_seconds')
    expect(overdue.find((m) => m.labels?.type === 'status')?.value).toBe('0')
    expect(samples('sitefleet_lane_backlog').map((m) => m.labels?.lane).sort()).toEqual(['bing', 'rdap'])
    expect(samples('sitefleet_alert_outbox_backlog')[0].value).toBe('0')
    expect(samples('sitefleet_alert_outbox_oldest_seconds')[0].value).toBe('0')
    expect(families.has('sitefleet_alert_deliveries_total')).toBe(true)
    const heartbeat = samples('sitefleet_probe_heartbeat_age_seconds')
    expect(heartbeat.map((m) => m.labels?.location)).toEqual(['Frankfurt'])
    expect(Number(heartbeat[0].value)).toBeLessThan(600)

    // prom-client's default collectors: RSS, heap, event-loop delay, descriptors.
    for (const name of ['process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds', 'process_open_fds']) {
      expect(Number(samples(name)[0].value)).toBeGreaterThan(0)
    }
  }, 120_000)
})

describeEachDb('/metrics without METRICS_TOKEN', (kind) => {
  test('does not exist', async () => {
    const c = await createCheckApp(kind, farm)
    try {
      expect((await c.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-1234' } })).statusCode).toBe(404)
    } finally {
      await c.t.close()
    }
  }, 60_000)
})
