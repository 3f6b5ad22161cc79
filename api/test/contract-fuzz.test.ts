// Hostile input from the contract (item 9): every route the running app lists in its
// OpenAPI document gets requests generated from its own request schemas by fast-check, valid ones,
// valid but extreme ones (maximum lengths over every Unicode plane, empty and 50,000-item arrays)
// and invalid ones, sent by Ann signed in, Ann's read token, Bob (another user) and nobody.
// Whatever they send: never a 5xx, the server answers /healthz after each route, and Vic's rows
// (a bystander who sends nothing) are exactly what they were. Nothing leaves the machine (fuzz/fuzz-world).
//
// FUZZ_RUNS sets the requests per route, caller and kind of input (default 1: 12 requests a route,
// about 1,600 a database). FUZZ_SEED=random explores; a failure prints the run's seed (each route,
// caller and kind of input uses the next one), and FUZZ_SEED=<seed> replays the same requests.
// The bench scenario `fuzz` sends 20,000 and measures them.
import fc from 'fast-check'
import { startFarm, type Farm } from './farm'
import { ACTORS, type ContractRoute, ContractRequests, contractRoutes, describeRequest, type FuzzRequest, KINDS } from './fuzz/contract-requests'
import { buildWorld, fencedOutbound, type World } from './fuzz/fuzz-world'
import { digestOf } from './fuzz/owned-rows'
import { createTestApp, describeEachDb, type TestApp } from './helpers/test-app'

const RUNS = Number(process.env.FUZZ_RUNS ?? '1')
// A fixed seed by default, so `npm test` sends the same kinds of request every run and a red run
// is the code's doing, not the draw's.
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? '21')

describeEachDb('contract fuzz', (kind) => {
  let farm: Farm
  let t: TestApp
  let world: World
  let routes: ContractRoute[]
  let requests: ContractRequests
  let before: Record<string, string>
  beforeAll(async () => {
    farm = await startFarm()
    t = await createTestApp(kind, { deps: { outbound: fencedOutbound(farm) } })
    world = await buildWorld(t)
    routes = contractRoutes((await t.app.inject({ url: '/docs/json' })).json())
    requests = new ContractRequests(world.cast)
    before = await digestOf(t.app.db, world.victimId, t.config.databaseSchema)
  })
  afterAll(async () => {
    await t.close()
    await farm.close()
  })

  const send = async (r: FuzzRequest): Promise<{ statusCode: number, body: string }> =>
    await t.app.inject({ method: r.method as 'GET', url: r.url, headers: r.headers, payload: r.payload })

  test('every route, every caller, valid, extreme and invalid input: never a 5xx, the server answers after each route', async () => {
    // Every route of the document, the whole api: the dating scope, the admin calls, the auth calls.
    expect(routes.length).toBeGreaterThan(100)
    const failures: string[] = []
    let sent = 0
    const statuses = new Map<string, number>()
    let property = 0
    for (const route of routes) {
      for (const [actor, k] of ACTORS.flatMap((a) => KINDS.map((k) => [a, k] as const))) {
        const details = await fc.check(fc.asyncProperty(requests.request(route, actor, k), async (r) => {
          const started = performance.now()
          const res = await send(r)
          sent++
          if (process.env.FUZZ_DEBUG !== undefined) process.stderr.write(`${Math.round(performance.now() - started)} ms ${res.statusCode} ${describeRequest(r).slice(0, 160)}\n`)
          const key = `${r.actor} ${r.kind} ${res.statusCode}`
          statuses.set(key, (statuses.get(key) ?? 0) + 1)
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`)
        }), { numRuns: RUNS, seed: SEED + property++, endOnFailure: true })
        if (details.failed) {
          const [r] = details.counterexample as [FuzzRequest]
          failures.push(`${describeRequest(r)} → ${String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance)}`)
        }
      }
      const health = await t.app.inject({ url: '/healthz' })
      expect({ after: `${route.method} ${route.path}`, status: health.statusCode }).toEqual({ after: `${route.method} ${route.path}`, status: 200 })
    }
    if (process.env.FUZZ_DEBUG !== undefined) console.log([...statuses].sort().map(([k, n]) => `${k}: ${n}`).join('\n'))
    expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] })
    expect(sent).toBeGreaterThanOrEqual(routes.length * ACTORS.length * KINDS.length * RUNS)
  })

  // What the fuzz once found, replayed every run: each got a 500 and now gets a 400 naming the field.
  test.each([
    ['/api/alerts/events?before=9007199254740991', 'Before'] // past PostgreSQL's 32-bit event ids
  ])('found by the fuzz: GET %s is refused, not a 500', async (url, named) => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${world.cast.tokens.user}` } })
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message: expect.stringContaining(named) })
  })

  test('Vic, who sent nothing, has every row he had, unchanged', async () => {
    expect(await digestOf(t.app.db, world.victimId, t.config.databaseSchema)).toEqual(before)
    // The digest covered his rows (a walk that found nothing would hold trivially).
    expect(before.domains).toMatch(/^6 rows /)
    expect(before.api_tokens).toMatch(/^1 rows /)
    expect(before.alert_channels).toMatch(/^1 rows /)
  })
})
