// Locations, probes coming and going, with real probe processes on loopback (Frankfurt
// from 127.0.0.2, Virginia from 127.0.0.3; the farm answers by the connecting address):
// - a probe SIGKILLed mid-batch: its checks are leased again and done by others (each round
//   recorded once), `location-offline` once, `location-online` once when it returns;
// - a location whose own network fails (every site cut from 127.0.0.3) stops voting, admins get
//   one "cannot reach the internet" event, and a failure seen from home only stays regional
//   (with Virginia's vote it would have been two of three).
import { DEFAULT_ALERT_SETTINGS } from '../src/components/alerts/settings'
import { DEFAULT_LOCATION_SETTINGS } from '../src/platform/config/location-settings'
import type { AppConfig } from '../src/platform/config/config'
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { byAddress, cutConnection, pause, send } from './farm/kit'
import { type CheckApp, createCheckApp, eventually, FAST_WORKER, saveAll } from './helpers/checks'
import { expectStatus, PREFIX } from './helpers/domains'
import { type ProbeProcess, spawnProbe, stopProbes } from './helpers/probe-process'
import { createReceiver } from './helpers/receiver'
import { describeEachDb } from './helpers/test-app'

const hooks = createReceiver('hooks.farm.test')

const page = '<!doctype html><title>ok</title><p>fine</p>'
const ok: FarmSite['handle'] = (req, res) => { send(req, res, page) }
const SLOW = Array.from({ length: 6 }, (_, i) => `slow${i}.farm.test`)
const STEADY = Array.from({ length: 12 }, (_, i) => `steady${i}.farm.test`)
const sites: FarmSite[] = [
  hooks.site,
  // Frankfurt waits 4 s for these: long enough to be killed mid-batch.
  ...SLOW.map((host) => ({ host, handle: byAddress({ '127.0.0.2': async (req, res) => { if (await pause(res, 4000)) send(req, res, page) } }, ok) })),
  // Virginia's network does not work: every connection from it is cut.
  ...STEADY.map((host) => ({ host, handle: byAddress({ '127.0.0.3': cutConnection }, ok) })),
  { host: 'homeonly.farm.test', handle: byAddress({ '127.0.0.1': (req, res) => { send(req, res, '<h1>down</h1>', { status: 503 }) }, '127.0.0.3': cutConnection }, ok) }
]

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
})
afterAll(async () => { await farm.close() })

const realClock = { now: () => new Date(), set: () => {}, advance: () => {} }

describeEachDb('probes coming and going', (kind) => {
  let c: CheckApp
  let url: string
  const probes: ProbeProcess[] = []
  afterEach(async () => {
    for (const p of probes) if (p.alive()) p.child.kill('SIGKILL')
    await stopProbes(probes.splice(0))
    await c.t.close()
  })

  async function start (config: Partial<AppConfig>): Promise<void> {
    c = await createCheckApp(kind, farm, {
      clock: realClock,
      config: { alerts: { ...DEFAULT_ALERT_SETTINGS, confirmSeconds: 5 }, checkLeaseSeconds: 6, ...config },
      worker: { ...FAST_WORKER, leaseMs: 6000, checkTimeoutMs: 3000, systemPollMs: 200 }
    })
    url = await c.t.app.listen({ port: 0, host: '127.0.0.1' })
  }
  const create = async (name: string): Promise<{ id: string, token: string }> => {
    const body = expectStatus(await c.api.post('/api/locations', { name }, c.adminToken), 201).json()
    return { id: body.location.id, token: body.token }
  }
  const listed = async () => expectStatus(await c.api.get('/api/locations', c.adminToken), 200).json().locations as Array<{ name: string, online: boolean, voting: boolean }>
  const adminEvents = async (kind: string) => await c.t.app.db.selectFrom('events').select(['data', 'user_id']).where('kind', '=', kind).execute()
  const onlyStatus = async (): Promise<void> => {
    await c.t.app.db.updateTable('checks').set({ due_at: '9999-01-01T00:00:00.000Z' }).where('type', '<>', 'status').execute()
  }

  test('a probe SIGKILLed mid-batch: its checks are done by others, offline once, online once on return', async () => {
    await start({ locations: { ...DEFAULT_LOCATION_SETTINGS, probeOfflineSeconds: 3 } })
    const frankfurt = await create('Frankfurt')
    probes.push(spawnProbe(url, frankfurt.token, farm, '127.0.0.2'))
    await eventually(async () => (await listed()).find((l) => l.name === 'Frankfurt')?.online)
    await saveAll(c, c.token, SLOW)
    await onlyStatus()
    for (const host of SLOW) expectStatus(await c.api.put(`${PREFIX.natural}/domain/${host}/location`, { locationId: frankfurt.id }, c.token), 200)
    const db = c.t.app.db
    expect((await db.selectFrom('checks').select('location_id').where('type', '=', 'status').execute()).map((r) => r.location_id)).toEqual(SLOW.map(() => frankfurt.id))
    c.t.app.checks.worker.start()
    // Frankfurt has claimed the whole batch and is waiting on the slow answers: kill it.
    await eventually(async () => (await db.selectFrom('checks').select('domain_id').where('lease_owner', '=', `probe:${frankfurt.id}`).execute()).length === SLOW.length)
    probes[0].child.kill('SIGKILL')
    await probes[0].exited

    await eventually(async () => (await adminEvents('location-offline')).length > 0)
    // Its leases ran out and home did the checks: each round recorded once.
    const statusRows = async () => await db.selectFrom('history_raw as r').innerJoin('history_series as s', 's.id', 'r.series_id')
      .select(['s.domain_id']).where('s.type', '=', 'status').execute()
    await eventually(async () => (await statusRows()).length === SLOW.length)
    const domains = await db.selectFrom('domains').select(['id', 'last_checked', 'status_code']).execute()
    expect(domains.every((d) => d.last_checked !== null && d.status_code === 200)).toBe(true)
    expect(new Set((await statusRows()).map((r) => r.domain_id)).size).toBe(SLOW.length)
    expect((await db.selectFrom('checks').select('location_id').where('type', '=', 'status').execute()).every((r) => r.location_id === null)).toBe(true)
    expect((await listed()).find((l) => l.name === 'Frankfurt')?.online).toBe(false)

    // Back: online once, and its sites go back to it.
    probes.push(spawnProbe(url, frankfurt.token, farm, '127.0.0.2'))
    await eventually(async () => (await adminEvents('location-online')).length > 0)
    await eventually(async () => (await db.selectFrom('checks').select('location_id').where('type', '=', 'status').execute()).every((r) => r.location_id === frankfurt.id))
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const admins = (await db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).length
    expect(await adminEvents('location-offline')).toHaveLength(admins)
    expect(await adminEvents('location-online')).toHaveLength(admins)
    expect(JSON.parse((await adminEvents('location-offline'))[0].data)).toMatchObject({ location: 'Frankfurt' })
    expect(await statusRows()).toHaveLength(SLOW.length)
  })

  test('a location whose own network fails stops voting, with one admin alert; a home-only failure stays regional', async () => {
    await start({ locations: { ...DEFAULT_LOCATION_SETTINGS, probeOfflineSeconds: 10, checkFromAll: true } })
    // The admins' channel (location events go to admins).
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Ops', target: 'https://hooks.farm.test/ops', secret: 'a-long-enough-secret-123' }, c.adminToken), 201)
    hooks.clear()
    for (const [name, address] of [['Frankfurt', '127.0.0.2'], ['Virginia', '127.0.0.3']]) {
      probes.push(spawnProbe(url, (await create(name)).token, farm, address))
    }
    await eventually(async () => (await listed()).every((l) => l.online))
    await saveAll(c, c.token, STEADY)
    await onlyStatus()
    c.t.app.checks.worker.start()
    // Every site from every location: Virginia fails them all.
    await eventually(async () => (await adminEvents('location-unreachable')).length > 0)
    const virginia = (await listed()).find((l) => l.name === 'Virginia')
    expect(virginia).toMatchObject({ online: true, voting: false })
    expect((await listed()).filter((l) => l.voting).map((l) => l.name).sort()).toEqual(['Frankfurt', 'home'])

    // Home sees this one failing, Frankfurt does not; Virginia would, but does not vote.
    await saveAll(c, c.token, ['homeonly.farm.test'])
    await onlyStatus()
    c.t.app.checks.worker.wake()
    const regional = await eventually(async () => {
      const e = await c.t.app.db.selectFrom('events').select('data').where('kind', '=', 'regional-failure').where('domain', '=', 'homeonly.farm.test').execute()
      return e.length > 0 && e
    })
    expect(JSON.parse(regional[0].data).locations).toEqual({ down: ['home'], up: ['Frankfurt'] })
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect(await c.t.app.db.selectFrom('events').select('id').where('kind', '=', 'site-down').execute()).toHaveLength(0)
    const admins = (await c.t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').execute()).length
    const unreachable = await adminEvents('location-unreachable')
    expect(unreachable).toHaveLength(admins)
    expect(JSON.parse(unreachable[0].data)).toMatchObject({ location: 'Virginia' })
    // One alert to the admin's channel, and none about the regional failure.
    const alerted = await eventually(async () => { const r = hooks.requests.filter((q) => q.raw.includes('Virginia cannot reach the internet')); return r.length > 0 && r })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(hooks.requests.filter((q) => q.raw.includes('Virginia cannot reach the internet'))).toEqual(alerted)
    expect(alerted).toHaveLength(1)
    expect(hooks.requests.filter((q) => q.raw.includes('homeonly.farm.test'))).toHaveLength(0)
  })
})
