// The Bing check on the leased scheduler run by `npm run worker` processes: two sharing the
// database on PostgreSQL (the scale-out), the one a SQLite file allows on SQLite. Every domain is
// asked about once a day however many workers there are, and the queries to Bing are paced as ONE
// stream (turns reserved in the database), never N.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { bingQueries, bingQueryTimes } from './farm/sites/bing'
import { createCheckApp, eventually, saveAll } from './helpers/checks'
import { describeEachDb } from './helpers/test-app'
import { spawnWorker, stopWorkers } from './helpers/worker-process'

const INTERVAL_MS = 300
const DOMAINS = Array.from({ length: 8 }, (_, i) => `nothing-paced${i}.example`)

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
}, 60_000)
afterAll(async () => { await farm.close() })

describeEachDb('Bing checks across worker processes', (kind) => {
  test('each domain is asked once, and the queries come at most one per interval across both workers', async () => {
    const c = await createCheckApp(kind, farm)
    const env = { BING_SEARCH_URL: 'https://bing.farm.test/search', BING_REQUEST_INTERVAL_MS: String(INTERVAL_MS), BING_REQUEST_JITTER_MS: '0', CHECK_CONCURRENCY: '4' }
    const workers = [spawnWorker(c, farm, 'bing-a', env)]
    if (kind === 'postgres') workers.push(spawnWorker(c, farm, 'bing-b', env))
    try {
      bingQueries.length = 0
      bingQueryTimes.length = 0
      await saveAll(c, c.token, DOMAINS)
      // The screen's "Bing Index Check": every one due now (new domains wait 15 minutes otherwise).
      expect((await c.api.get('/api/scraper/bing-check?force=true', c.token)).json().queued).toBe(DOMAINS.length)
      await eventually(async () => bingQueries.length >= DOMAINS.length, 60_000)
      // The workers ran; give them a moment to show they would not ask again.
      await new Promise((resolve) => setTimeout(resolve, 2 * INTERVAL_MS))
      expect(bingQueries.sort()).toEqual(DOMAINS.map((d) => `site:${d}`).sort())
      // One stream: N queries span N-1 intervals (two independent streams would take half). Turns
      // are exact; arrivals vary by each request's latency (a first TLS handshake), so one
      // interval of slack.
      const span = bingQueryTimes[bingQueryTimes.length - 1] - bingQueryTimes[0]
      expect(span).toBeGreaterThanOrEqual((DOMAINS.length - 2) * INTERVAL_MS)
      const rows = await c.t.app.db.selectFrom('checks').select(['round', 'lease_owner', 'due_at']).where('type', '=', 'bing').execute()
      // Each recorded once, next due a day later.
      expect(rows.every((r) => r.round === 1 && r.lease_owner === null && Date.parse(r.due_at) > Date.now() + 23 * 60 * 60 * 1000)).toBe(true)
      const owners = await c.t.app.db.selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id').select('s.type').where('s.type', '=', 'bing').execute()
      expect(owners).toHaveLength(DOMAINS.length)
    } finally {
      await stopWorkers(workers)
      await c.t.close()
    }
  }, 120_000)
})
