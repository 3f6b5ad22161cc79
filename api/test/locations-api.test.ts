// Locations, the calls: admins list, create, re-token and delete locations; a probe
// token works on the probe calls only, and stops at once when replaced or deleted; a probe
// reports only what it was leased (a spoofed result is 403 and nothing of its batch is stored),
// and a malformed batch is 400 with nothing stored. A probe learns a domain's name and nothing more.
import type { Kysely } from 'kysely'
import { CLAIMS_PER_MINUTE, PROBE_MESSAGES } from '../src/components/locations/probe-service'
import type { Database } from '../src/platform/db/schema'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll } from './helpers/checks'
import { expectStatus, PREFIX } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const count = async (db: Kysely<Database>, table: 'history_raw' | 'location_votes' | 'location_minutes'): Promise<number> => {
  // Status results only (the domain's series and each location's): the other check types run too.
  if (table === 'history_raw') {
    return Number((await db.selectFrom('history_raw as r').innerJoin('history_series as s', 's.id', 'r.series_id')
      .where((eb) => eb.or([eb('s.type', '=', 'status'), eb('s.type', 'like', 'status@%')]))
      .select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n)
  }
  return Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n)
}

describeEachDb('locations API', (kind) => {
  let c: CheckApp
  beforeEach(async () => { c = await createCheckApp(kind, farm) })
  afterEach(async () => { await c.t.close() })

  const probeCall = async (path: string, body: unknown, token: string) => await c.api.post(`/api/probe/${path}`, body, token)
  const create = async (name: string): Promise<{ id: string, token: string }> => {
    const body = expectStatus(await c.api.post('/api/locations', { name }, c.adminToken), 201).json()
    return { id: body.location.id, token: body.token }
  }

  test('admins list home first, create probes with a token shown once, refuse duplicates; others get 403', async () => {
    const created = expectStatus(await c.api.post('/api/locations', { name: 'Frankfurt' }, c.adminToken), 201).json()
    expect(created.token).toMatch(/^sfp_[\w-]{40,}$/)
    expect(created.location).toMatchObject({ name: 'Frankfurt', kind: 'probe', online: false, lastHeartbeatAt: null, checksPerMinute: 0, failureShare: 0, voting: false })
    expect(expectStatus(await c.api.post('/api/locations', { name: 'Frankfurt' }, c.adminToken), 409).json().message).toBe('A location with this name already exists.')
    expectStatus(await c.api.post('/api/locations', { name: '' }, c.adminToken), 400)
    expectStatus(await c.api.post('/api/locations', { name: 'x'.repeat(65) }, c.adminToken), 400)
    const list = expectStatus(await c.api.get('/api/locations', c.adminToken), 200).json().locations
    expect(list.map((l: { name: string, kind: string }) => [l.name, l.kind])).toEqual([['home', 'home'], ['Frankfurt', 'probe']])
    expect(list[0]).toMatchObject({ online: true, voting: true })
    // Only the hash is kept.
    const stored = await c.t.app.db.selectFrom('locations').select('token_hash').where('name', '=', 'Frankfurt').executeTakeFirstOrThrow()
    expect(stored.token_hash).not.toContain(created.token)
    expect(stored.token_hash).toHaveLength(64)
    expectStatus(await c.api.get('/api/locations', c.token), 403)
    expectStatus(await c.api.post('/api/locations', { name: 'Mine' }, c.token), 403)
    expectStatus(await c.api.del('/api/locations/home', c.adminToken), 400)
  })

  test('a probe heartbeats and shows online with its version; a replaced or deleted token gets 401 at once', async () => {
    const frankfurt = await create('Frankfurt')
    const beat = expectStatus(await probeCall('heartbeat', { version: '9.9.9' }, frankfurt.token), 200).json()
    expect(beat).toEqual({ location: { id: frankfurt.id, name: 'Frankfurt' }, pollMs: expect.any(Number), maxBatch: 100 })
    const listed = expectStatus(await c.api.get('/api/locations', c.adminToken), 200).json().locations.find((l: { name: string }) => l.name === 'Frankfurt')
    expect(listed).toMatchObject({ online: true, version: '9.9.9', lastHeartbeatAt: c.clock.now().toISOString(), voting: true })

    const replaced = expectStatus(await c.api.post(`/api/locations/${frankfurt.id}/token`, {}, c.adminToken), 200).json()
    expect(replaced.token).not.toBe(frankfurt.token)
    expectStatus(await probeCall('heartbeat', { version: '9.9.9' }, frankfurt.token), 401)
    expectStatus(await probeCall('claim', { max: 5 }, frankfurt.token), 401)
    expectStatus(await probeCall('heartbeat', { version: '9.9.9' }, replaced.token), 200)

    expectStatus(await c.api.del(`/api/locations/${frankfurt.id}`, c.adminToken), 204)
    expectStatus(await probeCall('heartbeat', { version: '9.9.9' }, replaced.token), 401)
    expectStatus(await c.api.del(`/api/locations/${frankfurt.id}`, c.adminToken), 404)
  })

  test('a probe token works on the probe calls only; nothing else works on them', async () => {
    const probe = await create('Virginia')
    expectStatus(await c.api.get(`${PREFIX.natural}/all`, probe.token), 401)
    expectStatus(await c.api.get('/api/locations', probe.token), 401)
    expectStatus(await probeCall('heartbeat', { version: '1' }, c.adminToken), 401)
    expectStatus(await probeCall('heartbeat', { version: '1' }, 'sfp_not-a-real-token'), 401)
    expectStatus(await c.t.app.inject({ method: 'POST', url: '/api/probe/claim', payload: { max: 1 } }), 401)
  })

  test('a probe claims its sites with their name only, and its report is recorded like a home result', async () => {
    await saveAll(c, c.token, ['ok.farm.test'])
    const probe = await create('Frankfurt')
    expectStatus(await probeCall('heartbeat', { version: '1' }, probe.token), 200)
    const chosenLocation = async (): Promise<unknown> => expectStatus(await c.api.get(`${PREFIX.natural}/domain/ok.farm.test`, c.token), 200).json().locationId
    // The domain details carry the choice, which the "Checked from" select starts at.
    expect(await chosenLocation()).toBeNull()
    expectStatus(await c.api.put(`${PREFIX.natural}/domain/ok.farm.test/location`, { locationId: probe.id }, c.token), 200)
    expect(await chosenLocation()).toBe(probe.id)
    const claim = expectStatus(await probeCall('claim', { max: 10 }, probe.token), 200).json()
    expect(claim.checks).toEqual([{ leaseId: expect.stringMatching(/^r\./), type: 'status', domain: 'ok.farm.test', purpose: 'round' }])
    expect(JSON.stringify(claim)).not.toMatch(/Keto|watcher|natural/i)
    // The home worker does not run a row leased to a probe.
    await c.t.app.checks.worker.drain()
    expect(await count(c.t.app.db, 'history_raw')).toBe(0)
    const report = { results: [{ leaseId: claim.checks[0].leaseId, statusCode: 200, responseMs: 42, error: null, finalUrl: 'https://ok.farm.test/' }] }
    expect(expectStatus(await probeCall('report', report, probe.token), 200).json()).toEqual({ recorded: 1 })
    // The domain's series and the probe's own.
    expect(await count(c.t.app.db, 'history_raw')).toBe(2)
    const history = expectStatus(await c.api.get(`${PREFIX.natural}/domain/ok.farm.test/history?days=1`, c.token), 200).json()
    expect(history.locations).toEqual([{ name: 'Frankfurt', points: [{ at: expect.any(String), responseMs: 42, failures: 0, checks: 1 }] }])
    // Reported twice: the round is recorded once.
    expect(expectStatus(await probeCall('report', report, probe.token), 403).json().message).toMatch(/not leased/)
    expectStatus(await c.api.put(`${PREFIX.natural}/domain/ok.farm.test/location`, { locationId: 'nowhere' }, c.token), 404)
    expect(await chosenLocation()).toBe(probe.id)
    expect(expectStatus(await c.api.put(`${PREFIX.natural}/domain/ok.farm.test/location`, { locationId: null }, c.token), 200).json())
      .toEqual({ domain: 'ok.farm.test', locationId: null })
    expect(await chosenLocation()).toBeNull()
  })

  test('a spoofed result is 403 and nothing of its batch is stored', async () => {
    await saveAll(c, c.token, ['ok.farm.test', 'notfound.farm.test'])
    const a = await create('Frankfurt')
    const b = await create('Virginia')
    for (const p of [a, b]) expectStatus(await probeCall('heartbeat', { version: '1' }, p.token), 200)
    expectStatus(await c.api.put(`${PREFIX.natural}/domain/ok.farm.test/location`, { locationId: a.id }, c.token), 200)
    expectStatus(await c.api.put(`${PREFIX.natural}/domain/notfound.farm.test/location`, { locationId: b.id }, c.token), 200)
    const leasedToA = expectStatus(await probeCall('claim', { max: 10 }, a.token), 200).json().checks[0].leaseId as string
    const leasedToB = expectStatus(await probeCall('claim', { max: 10 }, b.token), 200).json().checks[0].leaseId as string
    const result = (leaseId: string) => ({ leaseId, statusCode: 503, responseMs: 5, error: 'HTTP 503', finalUrl: null })
    const before = await c.t.app.db.selectFrom('domains').select(['domain', 'status_code', 'last_checked']).orderBy('domain').execute()
    for (const batch of [[result(leasedToA)], [result(leasedToB), result(leasedToA)], [result('t.00000000-0000-0000-0000-000000000000')], [result('r.nope')], [result('anything')]]) {
      expectStatus(await probeCall('report', { results: batch }, b.token), 403)
    }
    expect(await count(c.t.app.db, 'history_raw')).toBe(0)
    expect(await count(c.t.app.db, 'location_minutes')).toBe(0)
    expect(await c.t.app.db.selectFrom('domains').select(['domain', 'status_code', 'last_checked']).orderBy('domain').execute()).toEqual(before)
    // B's own lease still works.
    expect(expectStatus(await probeCall('report', { results: [result(leasedToB)] }, b.token), 200).json()).toEqual({ recorded: 1 })
  })

  test('a malformed batch is 400 and nothing is stored; claims are bounded', async () => {
    await saveAll(c, c.token, ['ok.farm.test'])
    const a = await create('Frankfurt')
    expectStatus(await probeCall('heartbeat', { version: '1' }, a.token), 200)
    expectStatus(await c.api.put(`${PREFIX.natural}/domain/ok.farm.test/location`, { locationId: a.id }, c.token), 200)
    const leaseId = expectStatus(await probeCall('claim', { max: 10 }, a.token), 200).json().checks[0].leaseId as string
    const good = { leaseId, statusCode: 200, responseMs: 5, error: null, finalUrl: null }
    const bad = [
      { results: [] },
      { results: [good, { ...good, statusCode: 'fine' }] },
      { results: [good, { leaseId }] },
      { results: [good, good] },
      { results: Array.from({ length: 101 }, () => good) },
      { nothing: true }
    ]
    for (const body of bad) expectStatus(await probeCall('report', body, a.token), 400)
    expect(await count(c.t.app.db, 'history_raw')).toBe(0)
    expectStatus(await probeCall('claim', { max: 0 }, a.token), 400)
    expectStatus(await probeCall('claim', { max: 101 }, a.token), 400)
    expectStatus(await probeCall('report', { results: [good] }, a.token), 200)
  })

  test('a probe claiming more than 600 times a minute gets 429 until the minute is over; other probes are not held back', async () => {
    const a = await create('Frankfurt')
    const b = await create('Virginia')
    for (let i = 0; i < CLAIMS_PER_MINUTE; i++) expectStatus(await probeCall('claim', { max: 1 }, a.token), 200)
    const refused = expectStatus(await probeCall('claim', { max: 1 }, a.token), 429)
    expect(refused.json().message).toBe(PROBE_MESSAGES.tooManyClaims)
    expectStatus(await probeCall('claim', { max: 1 }, b.token), 200)
    c.clock.advance(61_000)
    expectStatus(await probeCall('claim', { max: 1 }, a.token), 200)
  })
})
