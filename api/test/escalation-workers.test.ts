// Escalation by `npm run worker` processes, one SIGKILLed mid-way: every step of every incident
// fires once, and each step's message reaches the channel once. Steps are due at once (the
// workers run on the wall clock), two steps per incident; the receiver holds its answers while
// the first worker sends, so the killed worker got no answer for anything, and another worker
// takes its claims over when their lease runs out. On PostgreSQL two workers share the database
// from the start; a SQLite file takes one writing process, so there the successor starts once
// the killed one is gone.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { createCheckApp, eventually } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createReceiver } from './helpers/receiver'
import { describeEachDb } from './helpers/test-app'
import { spawnWorker, stopWorkers, type WorkerProcess } from './helpers/worker-process'

const hooks = createReceiver('hooks.farm.test')
const INCIDENTS = 12
const STEPS = 2

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites: [hooks.site] })
}, 60_000)
afterAll(async () => { await farm.close() })

describeEachDb('escalation across worker processes', (kind) => {
  test('each step fires once and its message reaches the channel once, even when a worker is SIGKILLed', async () => {
    const c = await createCheckApp(kind, farm)
    const workers: WorkerProcess[] = []
    try {
      hooks.clear()
      const hook = expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/w', secret: 'a-long-enough-secret-123' }, c.token), 201).json().channel.id as string
      const step = { afterMinutes: 0, channelIds: [hook], rotationIds: [] }
      const policy = expectStatus(await c.api.post('/api/escalation-policies', { name: 'Now', repeats: 0, steps: [step, step] }, c.token), 201).json().policy.id as string
      const db = c.t.app.db
      await db.updateTable('checks').set({ due_at: '9999-01-01T00:00:00.000Z' }).execute()
      // Open incidents nobody acknowledged, their first step due now.
      const now = new Date().toISOString()
      for (let i = 0; i < INCIDENTS; i++) {
        await db.insertInto('incidents').values({
          user_id: c.userId,
          cause_key: `site-down|domain:${i}`,
          kind: 'site-down',
          title: `shop${i}.example is down`,
          super_category: 'natural',
          state: 'open',
          opened_at: now,
          last_alert_at: now,
          escalation_policy_id: policy,
          escalation_step: 0,
          escalation_due_at: now
        }).execute()
      }

      hooks.hold()
      const env = { CHECK_LEASE_SECONDS: '4', CONNECT_TO: farm.connectTo() }
      workers.push(spawnWorker(c, farm, 'esc-a', env))
      if (kind === 'postgres') workers.push(spawnWorker(c, farm, 'esc-b', env))
      await eventually(async () => hooks.requests.length > 0, 60_000)
      const sender = (await db.selectFrom('system_checks').select('lease_owner').where('type', '=', 'alert-delivery').executeTakeFirst())?.lease_owner
      const killed = workers.find((w) => w.id === sender)
      expect(killed).toBeDefined()
      killed!.child.kill('SIGKILL')
      await killed!.exited
      if (kind === 'sqlite') workers.push(spawnWorker(c, farm, 'esc-b', env))
      hooks.release()

      await eventually(async () => {
        const states = await db.selectFrom('alert_deliveries').select('state').execute()
        return states.length === INCIDENTS * STEPS && states.every((s) => s.state === 'delivered')
      }, 90_000)
      // Every step once: one escalation message and one timeline entry per step, none left due.
      expect(await db.selectFrom('alerts').select('id').where('kind', '=', 'incident-escalation').execute()).toHaveLength(INCIDENTS * STEPS)
      expect(await db.selectFrom('incident_timeline').select('id').where('kind', '=', 'escalated').execute()).toHaveLength(INCIDENTS * STEPS)
      const incidents = await db.selectFrom('incidents').select(['escalation_step', 'escalation_due_at']).execute()
      expect(incidents.map((i) => [Number(i.escalation_step), i.escalation_due_at])).toEqual(Array(INCIDENTS).fill([STEPS, null]))
      // Each message reached the channel once, with its acknowledge link; the unanswered ones were sent again with their ids.
      const answered = hooks.at('/w').filter((r) => r.answered)
      const ids = answered.map((r) => String(r.headers['x-sitefleet-delivery']))
      expect(ids.length).toBe(INCIDENTS * STEPS)
      expect(new Set(ids).size).toBe(INCIDENTS * STEPS)
      for (const r of answered) expect(r.json.acknowledgeUrl).toMatch(/^https?:\/\/[^/]+\/ack\/\d+\.\d+\./)
      const unanswered = hooks.at('/w').filter((r) => !r.answered).map((r) => String(r.headers['x-sitefleet-delivery']))
      expect(unanswered.length).toBeGreaterThan(0)
      for (const id of unanswered) expect(ids).toContain(id)
    } finally {
      hooks.release()
      await stopWorkers(workers)
      await c.t.close()
    }
  }, 150_000)
})
