// The scheduler: due rows follow domains, results reschedule by the type's interval, leases
// expire so a crashed worker loses nothing, a round is recorded once, a refresh answers at once
// and the running worker picks it up, slow sites never stall a round.
import { BACKGROUND_LAG_MS } from '../src/platform/read-cache/read-cache'
import { CheckRepository } from '../src/platform/jobs/check-repository'
import { checkType, CheckWorker } from '../src/job-types'
import type { CheckType } from '../src/platform/jobs/types'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, eventually, saveAll } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const MINUTE = 60_000
const silent = { info: () => {}, warn: () => {}, error: () => {} }

describeEachDb('check scheduler', (kind) => {
  let c: CheckApp
  const db = () => c.t.app.db
  const repo = () => new CheckRepository(db(), c.t.kind)
  const rows = async (domain: string) => await db().selectFrom('checks as c').innerJoin('domains as d', 'd.id', 'c.domain_id')
    .select(['c.type', 'c.due_at', 'c.round', 'c.lease_owner', 'c.lease_until', 'c.requested_at', 'c.attempts'])
    .where('d.domain', '=', domain).orderBy('c.type').execute()
  const history = async (domain: string) => await db().selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id')
    .innerJoin('domains as d', 'd.id', 's.domain_id')
    .select(['s.type', 'h.code', 'h.at']).where('d.domain', '=', domain).where('s.type', '=', 'status').orderBy('h.at').execute()
  const historyCount = async () => Number((await db().selectFrom('history_raw').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n)
  const errors = async () => (await c.api.get('/api/scraper/error-domain', c.token)).json() as { errorDomains: Array<{ domain: string, statusCode: number }>, refreshing: boolean }

  const START = '2026-06-10T12:00:00.000Z'
  beforeAll(async () => {
    c = await createCheckApp(kind, farm, { config: { checkIntervalMinutes: 15, checkConcurrency: 8 } })
  })
  afterAll(async () => { await c.t.close() })
  // One app for the file (logins are slow); each test starts from no domains at START.
  afterEach(async () => {
    await c.t.app.checks.worker.stop()
    await db().deleteFrom('domains').execute()
    // System checks (history retention) start due, as on a fresh install.
    await db().deleteFrom('system_checks').execute()
    await c.t.app.checks.worker.ensureRows()
    c.clock.set(START)
  })
  /** Only the status checks stay: the tests below are about the scheduler, not the other types. */
  const onlyStatus = async () => { await db().deleteFrom('checks').where('type', '!=', 'status').execute() }

  test('with WORKER_ENABLED the api runs the worker itself from ready until close', async () => {
    const own = await createCheckApp(kind, farm, { config: { workerEnabled: true } })
    expect(own.t.app.checks.worker.busy).toBe(true)
    await saveAll(own, own.token, ['notfound.farm.test'])
    await eventually(async () => (await own.t.app.db.selectFrom('domains').select('status_code').executeTakeFirst())?.status_code === 404)
    const checkedAt = own.clock.now().toISOString()
    // The error list may trail the worker's results by BACKGROUND_LAG_MS (plugins/read-cache).
    own.clock.advance(BACKGROUND_LAG_MS)
    const listed = (await own.api.get('/api/scraper/error-domain', own.token)).json().errorDomains
    expect(listed).toEqual([{ domain: 'notfound.farm.test', statusCode: 404, lastChecked: checkedAt, locations: ['home'] }])
    await own.t.close()
    expect(own.t.app.checks.worker.busy).toBe(false)
  })

  test('a saved domain gets one due row per check type; they go when the domain goes', async () => {
    // The save is stamped by the clock the checks run by.
    const saved = c.clock.now().getTime()
    await saveAll(c, c.token, ['shop.farm.test'])
    const due = await rows('shop.farm.test')
    // Due at once, but Bing within 15 minutes, DNS after 10 and the re-scan a week later (their first-run delays).
    const later = (type: string) => due.find((r) => r.type === type)?.due_at ?? ''
    expect(due.map((r) => [r.type, ['bing', 'scan', 'dns'].includes(r.type) ? 'later' : r.due_at, r.round])).toEqual([
      ['affiliate', new Date(0).toISOString(), 0], ['bing', 'later', 0], ['dns', 'later', 0], ['rdap', new Date(0).toISOString(), 0], ['scan', 'later', 0], ['status', new Date(0).toISOString(), 0]
    ])
    expect(Date.parse(later('bing')) - saved).toBeGreaterThanOrEqual(15 * MINUTE)
    expect(Date.parse(later('scan')) - saved).toBeGreaterThanOrEqual(7 * 24 * 60 * MINUTE)
    expect(Date.parse(later('dns')) - saved).toBeGreaterThanOrEqual(10 * MINUTE)
    expectStatus(await c.api.del('/api/scraper/domain/shop.farm.test', c.token), 200)
    expect(await db().selectFrom('checks').selectAll().execute()).toEqual([])
  })

  test('rows missing for a type (domains older than it) are created at start-up, due at once', async () => {
    await saveAll(c, c.token, ['shop.farm.test', 'notfound.farm.test'])
    await db().deleteFrom('checks').where('type', '=', 'status').execute()
    await c.t.app.checks.worker.ensureRows()
    await c.t.app.checks.worker.ensureRows() // idempotent
    expect((await db().selectFrom('checks').select('type').where('type', '=', 'status').execute())).toHaveLength(2)
  })

  test('after a run, status is due CHECK_INTERVAL_MINUTES later, affiliate and Bing a day later; nothing runs before', async () => {
    await saveAll(c, c.token, ['shop.farm.test'])
    const worker = c.t.app.checks.worker
    await db().updateTable('checks').set({ due_at: c.clock.now().toISOString() }).where('type', '=', 'bing').execute()
    // DNS's first run, 10 minutes after the save, is not what this test counts: out of the way.
    await db().updateTable('checks').set({ due_at: new Date(c.clock.now().getTime() + 30 * 24 * 60 * MINUTE).toISOString() }).where('type', '=', 'dns').execute()
    // Domain check results recorded by one drain (system checks also run, and are not counted).
    const recorded = async () => {
      const before = worker.stats.recorded
      await worker.drain()
      return worker.stats.recorded - before
    }
    // status, affiliate, Bing and RDAP
    expect(await recorded()).toBe(4)
    const start = c.clock.now().getTime()
    const day = new Date(start + 24 * 60 * MINUTE).toISOString()
    expect((await rows('shop.farm.test')).filter((r) => !['scan', 'dns'].includes(r.type)).map((r) => [r.type, r.due_at, r.round])).toEqual([
      // RDAP: weekly, as this domain's (estimated) expiry is more than 60 days away.
      ['affiliate', day, 1], ['bing', day, 1], ['rdap', new Date(start + 7 * 24 * 60 * MINUTE).toISOString(), 1], ['status', new Date(start + 15 * MINUTE).toISOString(), 1]
    ])
    c.clock.advance(15 * MINUTE - 1)
    expect(await recorded()).toBe(0)
    c.clock.advance(1)
    expect(await recorded()).toBe(1)
    expect((await history('shop.farm.test')).map((h) => Number(h.at))).toEqual([start / 1000, start / 1000 + 15 * 60])
  })

  test('refresh-and-errors answers at once; the running worker then updates the list', async () => {
    await saveAll(c, c.token, ['shop.farm.test', 'notfound.farm.test', 'hang.farm.test'])
    await c.t.app.checks.worker.drain()
    // Stale data: the list says shop is down, and notfound has been fixed meanwhile.
    await db().updateTable('domains').set({ status_code: 500 }).where('domain', '=', 'shop.farm.test').execute()
    expect((await errors()).errorDomains.map((e) => [e.domain, e.statusCode])).toEqual([
      ['hang.farm.test', 408], ['notfound.farm.test', 404], ['shop.farm.test', 500]
    ])
    c.clock.advance(MINUTE)
    // The worker is not running yet: the call can only answer by queueing, not by checking.
    const res = await c.api.get('/api/scraper/refresh-and-errors', c.token)
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 202, body: { success: true, message: 'Refresh started', queued: 3 } })
    for (const domain of ['shop.farm.test', 'notfound.farm.test', 'hang.farm.test']) {
      expect({ domain, results: (await history(domain)).length }).toEqual({ domain, results: 1 })
    }
    expect((await errors()).refreshing).toBe(true)
    c.t.app.checks.worker.start()
    const done = await eventually(async () => { const e = await errors(); return e.refreshing ? null : e })
    expect(done.errorDomains.map((e) => [e.domain, e.statusCode])).toEqual([['hang.farm.test', 408], ['notfound.farm.test', 404]])
    expect((await history('hang.farm.test')).length).toBe(2)
  })

  test('an expired lease makes the row claimable again, and its round is recorded once', async () => {
    await saveAll(c, c.token, ['shop.farm.test'])
    const r = repo()
    const status = checkType('status')
    const lease = (ms: number) => new Date(c.clock.now().getTime() + ms).toISOString()
    const now = () => c.clock.now().toISOString()
    const [first] = (await r.claim('worker-a', 10, now(), lease(10_000))).filter((j) => j.type === 'status')
    // Leased: nobody else gets it.
    expect((await r.claim('worker-b', 10, now(), lease(10_000))).filter((j) => j.type === 'status')).toEqual([])
    // worker-a goes silent; its lease runs out.
    c.clock.advance(10_001)
    const [second] = (await r.claim('worker-b', 10, now(), lease(10_000))).filter((j) => j.type === 'status')
    expect(second).toMatchObject({ round: 0, attempts: 2, target: { domain: 'shop.farm.test' } })
    const result = { statusCode: 200, responseMs: 5, error: null, finalUrl: null }
    expect(await r.complete(second, status, result, now(), lease(MINUTE), c.t.config)).toBe(true)
    // worker-a wakes up with its late result for the same round: dropped.
    expect(await r.complete(first, status, { ...result, statusCode: 503 }, now(), lease(MINUTE), c.t.config)).toBe(false)
    expect((await history('shop.farm.test')).map((h) => h.code)).toEqual([200])
    expect((await rows('shop.farm.test')).find((x) => x.type === 'status')).toMatchObject({ round: 1, lease_owner: null, attempts: 0 })
  })

  test('a refresh that arrives while a check runs makes it due again right after', async () => {
    await saveAll(c, c.token, ['shop.farm.test'])
    const r = repo()
    const [job] = (await r.claim('worker-a', 10, c.clock.now().toISOString(), new Date(c.clock.now().getTime() + 10_000).toISOString())).filter((j) => j.type === 'status')
    c.clock.advance(1000)
    expectStatus(await c.api.get('/api/scraper/refresh-and-errors', c.token), 202)
    const at = c.clock.now().toISOString()
    await r.complete(job, checkType('status'), { statusCode: 200, responseMs: 1, error: null }, at, new Date(Date.parse(at) + 15 * MINUTE).toISOString(), c.t.config)
    expect((await rows('shop.farm.test')).find((x) => x.type === 'status')).toMatchObject({ due_at: at, requested_at: at })
    expect((await errors()).refreshing).toBe(true)
    expect(await c.t.app.checks.worker.drain()).toBeGreaterThanOrEqual(1)
    expect((await errors()).refreshing).toBe(false)
  })

  test('hanging sites and endless bodies never stall a round', async () => {
    const slow = ['hang.farm.test', 'tarpit.farm.test', 'endless.farm.test', 'slow.farm.test']
    const fine = ['shop.farm.test', 'redirect.farm.test', 'notfound.farm.test', 'gone.farm.test', 'error.farm.test', 'http-only.farm.test']
    await saveAll(c, c.token, [...slow, ...fine])
    await onlyStatus()
    c.t.app.checks.worker.start()
    // Every site gets its result: a hanging site costs one timeout, never the round.
    await eventually(async () => await historyCount() === slow.length + fine.length ? true : null)
    const codes = Object.fromEntries((await (await c.api.get('/api/scraper/all', c.token)).json()).map((d: { domain: string, statusCode: number }) => [d.domain, d.statusCode]))
    expect(codes).toMatchObject({ 'hang.farm.test': 408, 'tarpit.farm.test': 526, 'endless.farm.test': 200, 'slow.farm.test': 408, 'shop.farm.test': 200 })
  })

  test('stopping the worker hands the checks in flight back unrecorded', async () => {
    await saveAll(c, c.token, ['hang.farm.test'])
    // Only the two checks that hang on this site: Bing's and RDAP's answers come at once (no
    // such search host here, no RDAP service for .test) and the re-scan and DNS are not due.
    await db().deleteFrom('checks').where('type', 'in', ['bing', 'scan', 'rdap', 'dns']).execute()
    const worker = c.t.app.checks.worker
    worker.start()
    await eventually(async () => (await rows('hang.farm.test')).every((r) => r.lease_owner !== null) ? true : null)
    await worker.stop()
    expect((await rows('hang.farm.test')).map((r) => [r.lease_owner, r.round, r.due_at])).toEqual([
      [null, 0, new Date(0).toISOString()], [null, 0, new Date(0).toISOString()]
    ])
    expect(await history('hang.farm.test')).toEqual([])
  })

  test('stopping also hands back the checks claimed ahead of a free slot', async () => {
    await saveAll(c, c.token, ['hang.farm.test', 'tarpit.farm.test'])
    await onlyStatus()
    // One slot: one check runs and the next waits, claimed, for the slot.
    const worker = new CheckWorker({ db: db(), dialect: c.t.kind, client: c.t.app.outbound, mailer: c.t.app.mailer, config: c.t.config, now: c.clock.now, log: silent }, { concurrency: 1, pollMs: 20 })
    worker.start()
    await eventually(async () => (await db().selectFrom('checks').select('lease_owner').execute()).every((r) => r.lease_owner !== null) ? true : null)
    await worker.stop()
    expect(await db().selectFrom('checks').select(['lease_owner', 'round', 'due_at']).execute()).toEqual([
      { lease_owner: null, round: 0, due_at: new Date(0).toISOString() }, { lease_owner: null, round: 0, due_at: new Date(0).toISOString() }
    ])
    expect(worker.stats).toMatchObject({ released: 2, recorded: 0 })
    expect(await historyCount()).toBe(0)
  })

  test('claims come in batches: one claim statement serves the free slots and a reserve', async () => {
    const names = Array.from({ length: 24 }, (_, i) => `shop${i}.farm.test`)
    await saveAll(c, c.token, names)
    await onlyStatus()
    const claim = jest.spyOn(CheckRepository.prototype, 'claim')
    try {
      const worker = new CheckWorker({ db: db(), dialect: c.t.kind, client: c.t.app.outbound, mailer: c.t.app.mailer, config: c.t.config, now: c.clock.now, log: silent }, { concurrency: 4, claimAhead: 4, pollMs: 20 })
      worker.start()
      await eventually(async () => worker.stats.recorded === 24 ? true : null)
      await worker.stop()
      const status = claim.mock.calls.flatMap((args, i) => args[4]?.includes('status') === true ? [claim.mock.results[i].value] : [])
      const sizes = (await Promise.all(status.map(async (rows) => (await rows as unknown[]).length))).filter((n) => n > 0)
      // Each claim takes the free slots plus a reserve of 4 (the last takes what is left): 24
      // checks in at most 6 claims, where one claim per check or two would be 12 to 24.
      expect(sizes.slice(0, -1).every((n) => n >= 4)).toBe(true)
      expect(sizes.length).toBeLessThanOrEqual(6)
    } finally {
      claim.mockRestore()
    }
    expect(await historyCount()).toBe(24)
  })

  test('a row that waited in the reserve until its lease could no longer cover a run goes back and is claimed again, never run late', async () => {
    await saveAll(c, c.token, ['hang.farm.test'])
    await onlyStatus()
    // One slot: the hanging site holds it until its deadline while shop waits in the reserve.
    const worker = new CheckWorker({ db: db(), dialect: c.t.kind, client: c.t.app.outbound, mailer: c.t.app.mailer, config: c.t.config, now: c.clock.now, log: silent }, { concurrency: 1, claimAhead: 1, pollMs: 20, leaseMs: 10 * MINUTE, checkTimeoutMs: 1500 })
    worker.start()
    const leased = async (domain: string) => (await rows(domain)).find((r) => r.type === 'status')?.lease_owner != null ? true : null
    await eventually(async () => await leased('hang.farm.test'))
    await saveAll(c, c.token, ['shop.farm.test'])
    await onlyStatus()
    await eventually(async () => await leased('shop.farm.test'))
    // Less than a deadline (1.5 s) of its lease is left: it could not finish inside it.
    c.clock.advance(10 * MINUTE - 1000)
    await eventually(async () => (await history('shop.farm.test')).length === 1 ? true : null)
    await worker.stop()
    expect(worker.stats.released).toBe(1)
    const shop = (await rows('shop.farm.test'))[0]
    // Claimed twice, recorded once.
    expect([shop.round, shop.attempts, shop.lease_owner]).toEqual([1, 0, null])
    expect(await history('shop.farm.test')).toHaveLength(1)
  })

  test('a row handed back from the reserve frees its slot at once: a worker with no paced lane, asleep while every slot is busy, claims it again', async () => {
    await saveAll(c, c.token, ['hang.farm.test', 'shop.farm.test'])
    await onlyStatus()
    // Whichever runs first holds the one slot until the gate opens; the other waits in the reserve.
    let open = (): void => {}
    const gate = new Promise<void>((resolve) => { open = resolve })
    const gated: CheckType = { type: 'status', subject: 'domain', interval: () => MINUTE, check: async () => { await gate; return { statusCode: 200, responseMs: 1, error: null } }, record: async () => undefined }
    const worker = new CheckWorker({ db: db(), dialect: c.t.kind, client: c.t.app.outbound, mailer: c.t.app.mailer, config: c.t.config, now: c.clock.now, log: silent, types: new Map([['status', gated]]) }, { concurrency: 1, claimAhead: 1, pollMs: 20, leaseMs: 10 * MINUTE, checkTimeoutMs: 1500 })
    worker.start()
    const leased = async () => (await db().selectFrom('checks').select('lease_owner').where('lease_owner', 'is not', null).execute()).length === 2 ? true : null
    await eventually(leased)
    // Less than a deadline (1.5 s) of the reserved row's lease is left when the slot frees.
    c.clock.advance(10 * MINUTE - 1000)
    open()
    await eventually(async () => await historyCount() === 2 ? true : null)
    await worker.stop()
    expect([worker.stats.recorded, worker.stats.released]).toEqual([2, 1])
  })

  test('a check that fails unexpectedly is retried later, not lost', async () => {
    await saveAll(c, c.token, ['shop.farm.test'])
    const broken: CheckType = { type: 'status', subject: 'domain', interval: () => MINUTE, check: async () => { throw new Error('boom') }, record: async () => undefined }
    const worker = new CheckWorker({ db: db(), dialect: c.t.kind, client: c.t.app.outbound, mailer: c.t.app.mailer, config: c.t.config, now: c.clock.now, log: silent, types: new Map([['status', broken]]) }, { retryMs: 5 * MINUTE })
    await onlyStatus()
    expect(await worker.drain()).toBe(1)
    expect(worker.stats).toMatchObject({ failed: 1, recorded: 0 })
    expect(await rows('shop.farm.test')).toEqual([expect.objectContaining({
      lease_owner: null, round: 0, due_at: new Date(c.clock.now().getTime() + 5 * MINUTE).toISOString()
    })])
  })
})
