// Checks at portfolio scale: status checks are claimed before everything else, and
// paced checks (RDAP, Bing) run only in lanes of their own, so a paced backlog of any size never
// holds the general slots. Fake types stand in for the real ones: the scheduler is under test.
import { randomUUID } from 'node:crypto'
import { CheckWorker } from '../src/job-types'
import { CheckRepository, DUE_NOW } from '../src/platform/jobs/check-repository'
import { claimByPriority, claimPlan, claimTurns } from '../src/platform/jobs/claim-plan'
import { jobTypes } from '../src/platform/jobs/registry'
import { type CheckContext, type CheckResult, type CheckType, PRIORITY } from '../src/platform/jobs/types'
import { eventually } from './helpers/checks'
import { createTestApp, describeEachDb, type TestApp } from './helpers/test-app'

const silent = { info: () => {}, warn: () => {}, error: () => {} }
const OK: CheckResult = { statusCode: 200, responseMs: 1, error: null }

/** A fake check type; `started` logs each run's type as it begins. */
function fakeType (type: string, started: string[], extra: Partial<CheckType> = {}, before?: (ctx: CheckContext) => Promise<void>): CheckType {
  return {
    type,
    subject: 'domain',
    interval: () => 60 * 60_000,
    check: async (_target, ctx) => {
      started.push(type)
      await before?.(ctx)
      return OK
    },
    record: async () => undefined,
    ...extra
  }
}

describeEachDb('check lanes and priorities', (kind) => {
  let t: TestApp
  let userId: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    userId = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id
  }, 60_000)
  afterAll(async () => { await t.close() })
  afterEach(async () => {
    await t.app.db.deleteFrom('domains').execute()
    await t.app.db.deleteFrom('pacing').execute()
  })

  /** `count` domains, each with a row of `type` due at `dueAt` (and `paceKey` when given). */
  async function seed (prefix: string, count: number, type: string, dueAt: string, paceKey: string | null = null): Promise<void> {
    const now = new Date().toISOString()
    const domains = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(), user_id: userId, super_category: 'natural' as const, domain: `${prefix}-${i}.lanes.test`, category: 'x', created_at: now, updated_at: now
    }))
    for (let i = 0; i < domains.length; i += 500) {
      const batch = domains.slice(i, i + 500)
      await t.app.db.insertInto('domains').values(batch).execute()
      await t.app.db.insertInto('checks').values(batch.map((d) => ({ domain_id: d.id, type, due_at: dueAt, pace_key: paceKey }))).execute()
    }
  }

  const recorded = async (type: string): Promise<number> => Number((await t.app.db.selectFrom('checks').select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('type', '=', type).where('round', '>', 0).executeTakeFirstOrThrow()).n)

  test('a paced backlog of 2,000 RDAP checks does not delay 200 status checks beyond one claim cycle', async () => {
    const started: string[] = []
    const types = jobTypes(
      fakeType('fake-status', started, { priority: PRIORITY.first }),
      fakeType('fake-scan', started),
      // One registry answering once a second, as the default RDAP pacing.
      fakeType('fake-rdap', started, { pacing: { concurrency: 2 } }, async (ctx) => { await ctx.pace('fake-registry', 1000) })
    )
    // The backlog is due first (an import made it due "since forever"); status after it.
    await seed('rdap', 2000, 'fake-rdap', DUE_NOW)
    await seed('scan', 100, 'fake-scan', DUE_NOW)
    await seed('status', 200, 'fake-status', new Date(Date.now() - 1000).toISOString())
    const worker = new CheckWorker({ db: t.app.db, dialect: kind, client: t.app.outbound, mailer: t.app.mailer, config: t.config, now: () => new Date(), log: silent, types }, { concurrency: 200, pollMs: 50 })
    worker.start()
    try {
      await eventually(async () => await recorded('fake-status') === 200)
    } finally {
      await worker.stop()
    }
    // The first claim cycle took every status check: they began before any lower-tier check,
    // and only the lane's two slots ran RDAP meanwhile.
    const general = started.filter((type) => type !== 'fake-rdap')
    expect(general.slice(0, 200)).toEqual(Array(200).fill('fake-status'))
    const beforeLastStatus = started.slice(0, started.lastIndexOf('fake-status'))
    expect(beforeLastStatus.filter((type) => type === 'fake-rdap').length).toBeLessThanOrEqual(2)
    // No general slot ever waited for a pacing turn.
    expect(worker.stats.generalPaceWaits).toBe(0)
    // The rows the lane ran know their registry now: the next claim skips them while it has no turn.
    const keys = await t.app.db.selectFrom('checks').select('pace_key').where('type', '=', 'fake-rdap').where('pace_key', 'is not', null).execute()
    expect(keys.length).toBeGreaterThan(0)
    expect(new Set(keys.map((k) => k.pace_key))).toEqual(new Set(['fake-registry']))
  }, 120_000)

  test('priorities hold: status first, lower tiers fill only what is left, paced types never in general slots', async () => {
    const started: string[] = []
    const plan = claimPlan([
      fakeType('fake-scan', started),
      fakeType('fake-rdap', started, { pacing: { concurrency: 2 } }),
      fakeType('fake-status', started, { priority: PRIORITY.first })
    ])
    expect(plan).toEqual({ tiers: [['fake-status'], ['fake-scan']], lanes: [{ type: 'fake-rdap', concurrency: 2 }] })
    await seed('rdap', 20, 'fake-rdap', DUE_NOW)
    await seed('scan', 20, 'fake-scan', DUE_NOW)
    await seed('status', 6, 'fake-status', new Date(Date.now() - 1000).toISOString())
    const repo = new CheckRepository(t.app.db, kind)
    const args = { owner: 'w1', now: new Date().toISOString(), leaseUntil: new Date(Date.now() + 60_000).toISOString() }
    const first = await claimByPriority(repo, plan.tiers, 4, args)
    expect(first.map((j) => j.type)).toEqual(Array(4).fill('fake-status'))
    const second = await claimByPriority(repo, plan.tiers, 10, args)
    expect(second.map((j) => j.type)).toEqual([...Array(2).fill('fake-status'), ...Array(8).fill('fake-scan')])
  })

  test('a lane claims only rows whose pacing key has a turn to give (or is not known yet)', async () => {
    await seed('busy', 5, 'fake-rdap', DUE_NOW, 'busy-registry')
    await seed('idle', 2, 'fake-rdap', DUE_NOW, 'idle-registry')
    await seed('new', 1, 'fake-rdap', DUE_NOW)
    // The busy registry's next turn is a minute away; the idle one's has passed.
    await t.app.db.insertInto('pacing').values([{ key: 'busy-registry', next_at: Date.now() + 60_000 }, { key: 'idle-registry', next_at: 0 }]).execute()
    const repo = new CheckRepository(t.app.db, kind)
    const args = { owner: 'w1', now: new Date().toISOString(), leaseUntil: new Date(Date.now() + 60_000).toISOString() }
    const claimed = await claimTurns(repo, { type: 'fake-rdap', concurrency: 10 }, 10, args)
    const names = await t.app.db.selectFrom('domains').select('domain').where('id', 'in', claimed.map((j) => j.target.domainId)).orderBy('domain').execute()
    expect(names.map((n) => n.domain)).toEqual(['idle-0.lanes.test', 'idle-1.lanes.test', 'new-0.lanes.test'])
  })
})
