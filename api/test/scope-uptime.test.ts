// The overview's uptime per scope (migration 150): the worker counts each status result in its
// scope's hour as it records it, the roll-up's pass sums the series into a per-scope snapshot,
// and the card reads those few rows, saying what the series one by one say, before and after the
// roll-up. An upgraded database reads the series until a snapshot covers its upgrade.
import { HistoryRollup } from '../src/components/history/jobs/history-rollup'
import { ScopeUptimeRepository } from '../src/components/history/scope-uptime-repository'
import { LocationResults } from '../src/components/locations/location-results-repository'
import type { SystemContext } from '../src/platform/jobs/types'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll } from './helpers/checks'
import { PREFIX } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const DAY_S = 86_400

describeEachDb('uptime per scope', (kind) => {
  let c: CheckApp
  beforeAll(async () => {
    c = await createCheckApp(kind, farm)
    // One site up, one refusing connections.
    await saveAll(c, c.token, ['aff-ok.farm.test', 'refused.farm.test'])
  }, 60_000)
  afterAll(async () => { await c.t.close() })

  const db = () => c.t.app.db
  const scope = () => ({ superCategory: 'natural' as const, userId: c.userId })
  const floor = () => Math.floor(c.clock.now().getTime() / 1000 / DAY_S) * DAY_S - 30 * DAY_S
  /** A status round through the worker (only the status checks due). */
  const statusRound = async (): Promise<void> => {
    await db().updateTable('checks').set({ due_at: '2999-01-01T00:00:00.000Z' }).execute()
    await db().updateTable('checks').set({ due_at: new Date(0).toISOString() }).where('type', '=', 'status').execute()
    await c.t.app.checks.worker.drain()
  }
  const rollUp = async (): Promise<void> => {
    const ctx = { db: db(), dialect: kind, config: c.t.config, now: c.clock.now } as unknown as SystemContext
    for (let i = 0; i < 100; i++) if (!(await new HistoryRollup().check(ctx)).more) return
    throw new Error('roll-up never finished')
  }
  const card = async () => {
    const res = await c.api.get(`${PREFIX.natural}/overview`, c.token)
    expect(res.statusCode).toBe(200)
    const { uptime30, uptimeSince } = res.json()
    return { uptime30, uptimeSince }
  }
  /** The scope's figures read per scope, and read series by series: the two must agree. */
  const bothWays = async () => {
    const uptime = new ScopeUptimeRepository(db())
    const perScope = await uptime.fromSnapshot(scope(), floor())
    const bySeries = await uptime.bySeries(scope(), floor())
    return { perScope, bySeries }
  }

  test('results count in their scope as the worker records them; the card reads them at once', async () => {
    await statusRound()
    expect(await card()).toEqual({ uptime30: 50, uptimeSince: '2026-06-10T12:00:00.000Z' })
    const hours = await db().selectFrom('history_scope_hours').select(['type', 'super_category', 'hour', 'checks', 'failures']).where('user_id', '=', c.userId).execute()
    expect(hours.map((h) => ({ ...h, hour: Number(h.hour), checks: Number(h.checks), failures: Number(h.failures) })))
      .toEqual([{ type: 'status', super_category: 'natural', hour: Date.parse('2026-06-10T12:00:00Z') / 1000, checks: 2, failures: 1 }])
    const { perScope, bySeries } = await bothWays()
    expect(perScope).toEqual(bySeries)
  })

  test("after the roll-up's pass the snapshot holds the rolled hours and the counts only the later ones", async () => {
    c.clock.advance(15 * 60_000) // 12:15
    await statusRound()
    c.clock.set('2026-06-10T13:05:00.000Z')
    await rollUp()
    await statusRound()
    const snapshot = await db().selectFrom('history_scope_totals').selectAll().where('user_id', '=', c.userId).execute()
    expect(snapshot.map((s) => [Number(s.through), Number(s.checks), Number(s.failures), Number(s.complete)]))
      .toEqual([[Date.parse('2026-06-10T13:00:00Z') / 1000, 4, 2, 1]])
    const hours = await db().selectFrom('history_scope_hours').select(['hour', 'checks']).where('user_id', '=', c.userId).execute()
    expect(hours.map((h) => [Number(h.hour), Number(h.checks)])).toEqual([[Date.parse('2026-06-10T13:00:00Z') / 1000, 2]])
    const { perScope, bySeries } = await bothWays()
    expect(perScope).toEqual({ checks: 6, failures: 3, since: null, firstRaw: Date.parse('2026-06-10T12:00:00Z') / 1000 })
    expect(perScope).toEqual(bySeries)
    expect(await card()).toEqual({ uptime30: 50, uptimeSince: '2026-06-10T12:00:00.000Z' })
  })

  test('an upgraded database reads the series until a snapshot covers the upgrade, with the same figures', async () => {
    // Upgraded at 13:05: the counts before it are not whole.
    const upgradedAt = Math.floor(c.clock.now().getTime() / 1000)
    await db().updateTable('system_state').set({ value: String(upgradedAt) }).where('key', '=', 'uptime-counted-since').execute()
    expect((await bothWays()).perScope).toBeUndefined()
    expect(await card()).toEqual({ uptime30: 50, uptimeSince: '2026-06-10T12:00:00.000Z' })
    // The next pass (the hour to 14:00) covers the upgrade.
    c.clock.set('2026-06-10T14:03:00.000Z')
    await rollUp()
    await statusRound()
    const { perScope, bySeries } = await bothWays()
    expect(perScope).toEqual({ checks: 8, failures: 4, since: null, firstRaw: Date.parse('2026-06-10T12:00:00Z') / 1000 })
    expect(perScope).toEqual(bySeries)
  })

  test('a regional failure forgiven in the series is taken back from its hour too', async () => {
    const refused = await db().selectFrom('domains').select('id').where('domain', '=', 'refused.farm.test').executeTakeFirstOrThrow()
    await new LocationResults(db()).forgive(refused.id, '2026-06-10T14:00:00.000Z', 200)
    const { perScope, bySeries } = await bothWays()
    expect(perScope).toEqual({ checks: 8, failures: 3, since: null, firstRaw: Date.parse('2026-06-10T12:00:00Z') / 1000 })
    expect(perScope).toEqual(bySeries)
  })
})
