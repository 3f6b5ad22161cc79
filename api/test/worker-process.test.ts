// `npm run worker` as real processes (api/src/worker.ts with tsx as node's loader: the code
// dist/worker.js is built from). On each database one worker checks what is due and stops
// cleanly on SIGTERM.
// On PostgreSQL three workers share a round of 500 due checks and one is SIGKILLed mid-round:
// afterwards every domain was checked, none recorded twice within the round, none lost. On both
// databases a worker recording its results in batches is SIGKILLed: the same holds.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../src/platform/db/schema'
import { DOMAIN_CHECK_NAMES } from '../src/job-types'
import { DUE_NOW } from '../src/platform/jobs/check-repository'
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { pause, send } from './farm/kit'
import { type CheckApp, createCheckApp, eventually } from './helpers/checks'
import { describeEachDb } from './helpers/test-app'
import { spawnWorker as spawnOn, type WorkerProcess as Worker } from './helpers/worker-process'

const SITES = 500

// w0.farm.test … w499.farm.test: 200 after 100 ms, each request counted.
const hits = new Map<string, number>()
const sites: FarmSite[] = Array.from({ length: SITES }, (_, i) => ({
  host: `w${i}.farm.test`,
  handle: async (req, res) => {
    const host = String(req.headers.host).replace(/:\d+$/, '')
    hits.set(host, (hits.get(host) ?? 0) + 1)
    if (await pause(res, 100)) send(req, res, '<!doctype html><title>ok</title><p>fine</p>')
  }
}))

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
})
afterAll(async () => { await farm.close() })

/** `count` domains of the user, with only their status check due (the other types parked far ahead). */
async function seed (db: Kysely<Database>, userId: string, count: number): Promise<void> {
  const now = new Date().toISOString()
  const ids = Array.from({ length: count }, () => randomUUID())
  await db.insertInto('domains').values(ids.map((id, i) => ({
    id,
    user_id: userId,
    super_category: 'natural' as const,
    domain: `w${i}.farm.test`,
    category: 'Load',
    issue_date: null,
    status_code: null,
    last_checked: null,
    created_at: now,
    updated_at: now
  }))).execute()
  await db.insertInto('checks').values(ids.flatMap((id) => DOMAIN_CHECK_NAMES.map((type) => (
    { domain_id: id, type, due_at: type === 'status' ? DUE_NOW : '9999-01-01T00:00:00.000Z' }
  )))).execute()
}

const recorded = async (db: Kysely<Database>): Promise<number> =>
  Number((await db.selectFrom('history_raw').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n)

// A 6 s lease gives each check 3 s (half the lease): enough for a farm page on a loaded machine, so every
// recorded code is the site's own 200, not a timeout.
const spawnWorker = (c: CheckApp, id: string): Worker => spawnOn(c, farm, id, { CHECK_CONCURRENCY: '8', CHECK_LEASE_SECONDS: '6' })

describeEachDb('standalone worker processes', (kind) => {
  let c: CheckApp
  const workers: Worker[] = []
  beforeEach(async () => {
    hits.clear()
    c = await createCheckApp(kind, farm)
  })
  afterEach(async () => {
    for (const w of workers.splice(0)) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL')
    await c.t.close()
  })

  test('a worker checks what is due and stops cleanly on SIGTERM', async () => {
    await seed(c.t.app.db, c.userId, 20)
    const w = spawnWorker(c, 'solo')
    workers.push(w)
    await eventually(async () => await recorded(c.t.app.db) === 20)
    w.child.kill('SIGTERM')
    expect(await w.exited).toBe(0)
    expect(w.output()).toMatch(/"msg":"worker stopped"/)
    const domains = await c.t.app.db.selectFrom('domains').select(['status_code', 'last_checked']).execute()
    expect(domains.every((d) => d.status_code === 200 && d.last_checked !== null)).toBe(true)
  })

  test('a worker SIGKILLed while it records results in batches: each result recorded once, or its row leased again', async () => {
    const db = c.t.app.db
    await seed(db, c.userId, SITES)
    const first = spawnWorker(c, 'batcher')
    workers.push(first)
    // Results are landing (8 slots: batches of up to 8 in one transaction each) when it dies.
    await eventually(async () => await recorded(db) >= 50)
    first.child.kill('SIGKILL')
    await first.exited
    const before = await recorded(db)
    expect(before).toBeLessThan(SITES)
    // Every round counted is exactly its history: nothing half-written by a batch cut short.
    const counted = await db.selectFrom('checks').select((eb) => eb.fn.countAll<string | number>().as('n')).where('type', '=', 'status').where('round', '=', 1).executeTakeFirstOrThrow()
    expect(Number(counted.n)).toBe(before)
    // Another worker takes over the dead one's rows once their lease runs out, and finishes.
    const second = spawnWorker(c, 'successor')
    workers.push(second)
    await eventually(async () => await recorded(db) === SITES)
    const rounds = await db.selectFrom('checks').select(['round', 'lease_owner']).where('type', '=', 'status').execute()
    expect(rounds.every((r) => r.round === 1 && r.lease_owner === null)).toBe(true)
    const history = await db.selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id').select(['s.domain_id']).execute()
    expect(new Set(history.map((h) => h.domain_id)).size).toBe(SITES)
    expect(history).toHaveLength(SITES)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  }, 90_000)

  if (kind === 'postgres') {
    test('three workers share a round of 500 checks; one is SIGKILLed mid-round; none lost, none twice', async () => {
      const db = c.t.app.db
      await seed(db, c.userId, SITES)
      workers.push(spawnWorker(c, 'w1'), spawnWorker(c, 'w2'), spawnWorker(c, 'w3'))
      await eventually(async () => await recorded(db) >= 100)
      workers[1].child.kill('SIGKILL')
      await workers[1].exited
      // What the dead worker held: leased to it, not recorded. Its lease must run out first.
      expect(() => process.kill(workers[1].child.pid ?? 0, 0)).toThrow()
      const orphaned = await db.selectFrom('checks').select(['domain_id', 'lease_until']).where('lease_owner', '=', 'w2').where('round', '=', 0).execute()
      expect(orphaned.length).toBeGreaterThan(0)
      expect(await recorded(db)).toBeLessThan(SITES)

      await eventually(async () => await recorded(db) === SITES)
      const rounds = await db.selectFrom('checks').select(['round', 'lease_owner']).where('type', '=', 'status').execute()
      expect(rounds.every((r) => r.round === 1 && r.lease_owner === null)).toBe(true)
      // One history row per domain, and every domain's status is recorded.
      const history = await db.selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id').select(['s.domain_id', 'h.code', 'h.at']).execute()
      expect(history).toHaveLength(SITES)
      expect(new Set(history.map((h) => h.domain_id)).size).toBe(SITES)
      expect(history.filter((h) => h.code !== 200)).toEqual([])
      // The dead worker's rows were taken over once their lease ran out, not before.
      for (const o of orphaned) expect(Number(history.find((h) => h.domain_id === o.domain_id)?.at ?? 0)).toBeGreaterThanOrEqual(Math.floor(Date.parse(o.lease_until ?? '') / 1000))
      const domains = await db.selectFrom('domains').select(['id', 'domain', 'status_code', 'last_checked']).execute()
      expect(domains.filter((d) => d.status_code !== 200 || d.last_checked === null)).toEqual([])

      // Each site was fetched; only checks the dead worker had in flight were fetched again.
      expect(hits.size).toBe(SITES)
      const orphanedHosts = new Set(domains.filter((d) => orphaned.some((o) => o.domain_id === d.id)).map((d) => d.domain))
      const repeated = [...hits].filter(([, n]) => n > 1).map(([host]) => host)
      expect(repeated.filter((host) => !orphanedHosts.has(host))).toEqual([])
      expect([...hits.values()].every((n) => n <= 2)).toBe(true)

      // The two survivors stop cleanly; both did part of the round and dropped nothing.
      for (const w of [workers[0], workers[2]]) w.child.kill('SIGTERM')
      expect(await Promise.all([workers[0].exited, workers[2].exited])).toEqual([0, 0])
      for (const w of [workers[0], workers[2]]) {
        const stats = JSON.parse(w.output().split('\n').find((line) => line.includes('"msg":"worker stopped"')) ?? '{}')
        expect(stats.recorded).toBeGreaterThan(0)
        expect(stats.dropped).toBe(0)
      }
    }, 60_000)
  }
})
