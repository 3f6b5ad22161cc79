// Locations with three places on loopback: home (this process, 127.0.0.1) and two
// probe processes, Frankfurt leaving from 127.0.0.2 and Virginia from 127.0.0.3
// (OUTBOUND_LOCAL_ADDRESS); the farm answers by the connecting address. On PostgreSQL the probes
// talk to two api replicas, one each.
// - a site failing only from home: no alert, a regional failure on its timeline, uptime untouched;
// - a site failing from two of three: exactly one alert, naming where it is down and up.
import type { FastifyInstance } from 'fastify'
import { DEFAULT_ALERT_SETTINGS } from '../src/components/alerts/settings'
import { DEFAULT_LOCATION_SETTINGS } from '../src/platform/config/location-settings'
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { byAddress, send } from './farm/kit'
import { type CheckApp, createCheckApp, eventually, FAST_WORKER, saveAll } from './helpers/checks'
import { expectStatus, PREFIX } from './helpers/domains'
import { type ProbeProcess, spawnProbe, stopProbes } from './helpers/probe-process'
import { createReceiver } from './helpers/receiver'
import { createTwinApp, describeEachDb, type TestApp } from './helpers/test-app'

const hooks = createReceiver('hooks.farm.test')
const page = '<!doctype html><title>ok</title><p>fine</p>'
const ok: FarmSite['handle'] = (req, res) => { send(req, res, page) }
const unavailable: FarmSite['handle'] = (req, res) => { send(req, res, '<h1>down</h1>', { status: 503 }) }
const UP = Array.from({ length: 4 }, (_, i) => `steady${i}.farm.test`)
const sites: FarmSite[] = [
  hooks.site,
  ...UP.map((host) => ({ host, handle: ok })),
  { host: 'homeonly.farm.test', handle: byAddress({ '127.0.0.1': unavailable }, ok) },
  { host: 'twoofthree.farm.test', handle: byAddress({ '127.0.0.1': unavailable, '127.0.0.2': unavailable }, ok) }
]

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
})
afterAll(async () => { await farm.close() })

const realClock = { now: () => new Date(), set: () => {}, advance: () => {} }

describeEachDb('confirmation from three locations', (kind) => {
  let c: CheckApp
  let twin: TestApp | undefined
  const probes: ProbeProcess[] = []
  afterEach(async () => {
    await stopProbes(probes.splice(0))
    await twin?.close()
    twin = undefined
    await c.t.close()
  })

  test('one location failing: regional, never alerted; two of three: one alert naming them', async () => {
    c = await createCheckApp(kind, farm, {
      clock: realClock,
      config: { alerts: { ...DEFAULT_ALERT_SETTINGS, confirmSeconds: 5 }, locations: { ...DEFAULT_LOCATION_SETTINGS, probeOfflineSeconds: 5 }, checkLeaseSeconds: 20 },
      worker: { ...FAST_WORKER, leaseMs: 20_000, checkTimeoutMs: 8000, systemPollMs: 200 }
    })
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/w', secret: 'a-long-enough-secret-123' }, c.token), 201)
    hooks.clear()
    const replicas: FastifyInstance[] = [c.t.app]
    if (kind === 'postgres') {
      // A second api replica on the same database: each probe talks to its own.
      twin = await createTwinApp(c.t, { outbound: c.t.app.outbound.options, now: realClock.now, checks: { ...FAST_WORKER, leaseMs: 20_000, checkTimeoutMs: 8000, systemPollMs: 200 } })
      replicas.push(twin.app)
    }
    const urls: string[] = []
    for (const app of replicas) urls.push(await app.listen({ port: 0, host: '127.0.0.1' }))
    const places = [['Frankfurt', '127.0.0.2'], ['Virginia', '127.0.0.3']]
    for (const [i, [name, address]] of places.entries()) {
      const { token } = expectStatus(await c.api.post('/api/locations', { name }, c.adminToken), 201).json()
      probes.push(spawnProbe(urls[i % urls.length], token, farm, address))
    }
    await eventually(async () => {
      const list = expectStatus(await c.api.get('/api/locations', c.adminToken), 200).json().locations as Array<{ online: boolean }>
      return list.length === 3 && list.every((l) => l.online)
    })
    await saveAll(c, c.token, [...UP, 'homeonly.farm.test', 'twoofthree.farm.test'])
    // Only the status checks run here.
    await c.t.app.db.updateTable('checks').set({ due_at: '9999-01-01T00:00:00.000Z' }).where('type', '<>', 'status').execute()
    for (const app of replicas) app.checks.worker.start()

    const events = async (kind: string, domain: string) => await c.t.app.db.selectFrom('events').select(['kind', 'data'])
      .where('kind', '=', kind).where('domain', '=', domain).execute()
    const [down] = await eventually(async () => { const e = await events('site-down', 'twoofthree.farm.test'); return e.length > 0 && e })
    expect(JSON.parse(down.data).locations).toEqual({ down: expect.arrayContaining(['Frankfurt', 'home']), up: ['Virginia'] })
    const [regional] = await eventually(async () => { const e = await events('regional-failure', 'homeonly.farm.test'); return e.length > 0 && e })
    expect(JSON.parse(regional.data).locations).toEqual({ down: ['home'], up: expect.arrayContaining(['Frankfurt', 'Virginia']) })

    // The alert: once, after the outage's hold, naming the places.
    const alerted = await eventually(async () => { const r = hooks.requests.filter((q) => q.raw.includes('twoofthree.farm.test')); return r.length > 0 && r }, 90_000)
    expect(alerted).toHaveLength(1)
    expect(alerted[0].raw).toMatch(/down from (Frankfurt and home|home and Frankfurt); up from Virginia/)
    // Another confirmation window later, still one alert, and none about the regional failure.
    await new Promise((resolve) => setTimeout(resolve, 7000))
    expect(hooks.requests.filter((q) => q.raw.includes('twoofthree.farm.test'))).toHaveLength(1)
    expect(hooks.requests.filter((q) => q.raw.includes('homeonly.farm.test'))).toHaveLength(0)
    expect(await events('site-down', 'twoofthree.farm.test')).toHaveLength(1)
    expect(await events('site-down', 'homeonly.farm.test')).toHaveLength(0)

    // The timeline: a line per location, the regional failure naming home; uptime counts confirmed downtime only.
    const history = expectStatus(await c.api.get(`${PREFIX.natural}/domain/homeonly.farm.test/history?days=1`, c.token), 200).json()
    expect(history.locations.map((l: { name: string }) => l.name).sort()).toEqual(['Frankfurt', 'Virginia', 'home'])
    expect(history.outages.length).toBeGreaterThan(0)
    expect(history.outages.every((o: { regional: boolean, locations: string[] }) => o.regional && o.locations.join() === 'home')).toBe(true)
    expect(history.uptime.d1).toBe(100)
    const domainRow = await c.t.app.db.selectFrom('domains').select(['status_code', 'down_since']).where('domain', '=', 'homeonly.farm.test').executeTakeFirstOrThrow()
    expect(domainRow).toEqual({ status_code: 200, down_since: null })
    const confirmed = expectStatus(await c.api.get(`${PREFIX.natural}/domain/twoofthree.farm.test/history?days=1`, c.token), 200).json()
    expect(confirmed.outages[0]).toMatchObject({ regional: false, end: null })
    expect([...confirmed.outages[0].locations].sort()).toEqual(['Frankfurt', 'home'])
    expect(confirmed.uptime.d1).toBeLessThan(100)
    // The status errors screen names where the latest result failed.
    const errors = expectStatus(await c.api.get(`${PREFIX.natural}/error-domain`, c.token), 200).json().errorDomains
    expect(errors.map((e: { domain: string, locations: string[] }) => [e.domain, [...e.locations].sort()])).toEqual([['twoofthree.farm.test', ['Frankfurt', 'home']]])
  })
})
