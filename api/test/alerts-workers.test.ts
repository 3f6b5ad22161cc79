// Alert delivery by `npm run worker` processes, one SIGKILLed while it is sending: every alert
// reaches its channel exactly once. The receiver holds its answers while the first worker sends,
// so the killed worker got no answer for anything; another worker takes its claims over when
// their lease runs out, with the same delivery ids. On PostgreSQL two workers share the database
// from the start; a SQLite file takes one writing process, so there the successor starts once the
// killed one is gone.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { createCheckApp, eventually } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createReceiver } from './helpers/receiver'
import { describeEachDb } from './helpers/test-app'
import { spawnWorker, stopWorkers, type WorkerProcess } from './helpers/worker-process'

const hooks = createReceiver('hooks.farm.test')
const ALERTS = 12

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites: [hooks.site] })
}, 60_000)
afterAll(async () => { await farm.close() })

describeEachDb('alert delivery across worker processes', (kind) => {
  test('each alert reaches the channel exactly once, even when the sending worker is SIGKILLed', async () => {
    const c = await createCheckApp(kind, farm)
    const workers: WorkerProcess[] = []
    try {
      hooks.clear()
      expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/w', secret: 'a-long-enough-secret-123' }, c.token), 201)
      const db = c.t.app.db
      // Alerts to send: one affiliate link broken on each of ALERTS domains (each its own cause).
      for (let i = 0; i < ALERTS; i++) expectStatus(await c.api.save(c.token, `shop${i}.example`, {}), 201)
      // The workers only deliver here: every domain check parked far ahead.
      await db.updateTable('checks').set({ due_at: '9999-01-01T00:00:00.000Z' }).execute()
      const domains = await db.selectFrom('domains').select(['id', 'domain']).execute()
      const now = new Date().toISOString()
      await db.insertInto('events').values(domains.map((d) => ({
        user_id: c.userId,
        kind: 'affiliate-broken',
        occurred_at: now,
        domain_id: d.id,
        domain: d.domain,
        super_category: 'natural' as const,
        data: JSON.stringify({ affiliateLink: `https://${d.domain}/go/x`, error: 'HTTP 404' })
      }))).execute()

      hooks.hold()
      const env = { CHECK_LEASE_SECONDS: '4', ALERT_CONFIRM_SECONDS: '0', CONNECT_TO: farm.connectTo() }
      workers.push(spawnWorker(c, farm, 'alerts-a', env))
      if (kind === 'postgres') workers.push(spawnWorker(c, farm, 'alerts-b', env))
      await eventually(async () => hooks.requests.length > 0, 60_000)
      // Kill whichever worker is sending, while the receiver still holds every answer.
      const sender = (await db.selectFrom('system_checks').select('lease_owner').where('type', '=', 'alert-delivery').executeTakeFirst())?.lease_owner
      const killed = workers.find((w) => w.id === sender)
      expect(killed).toBeDefined()
      killed!.child.kill('SIGKILL')
      await killed!.exited
      if (kind === 'sqlite') workers.push(spawnWorker(c, farm, 'alerts-b', env))
      hooks.release()

      await eventually(async () => {
        const states = await db.selectFrom('alert_deliveries').select('state').execute()
        return states.length === ALERTS && states.every((s) => s.state === 'delivered')
      }, 90_000)
      const answered = hooks.at('/w').filter((r) => r.answered)
      const ids = answered.map((r) => String(r.headers['x-sitefleet-delivery']))
      // Exactly once: one answered request per delivery, none twice.
      expect(ids.length).toBe(ALERTS)
      expect(new Set(ids).size).toBe(ALERTS)
      // The killed worker's requests never got an answer, and were sent again with their ids.
      const unanswered = hooks.at('/w').filter((r) => !r.answered).map((r) => String(r.headers['x-sitefleet-delivery']))
      expect(unanswered.length).toBeGreaterThan(0)
      for (const id of unanswered) expect(ids).toContain(id)
      const alerts = await db.selectFrom('alerts').select('id').execute()
      expect(alerts).toHaveLength(ALERTS)
    } finally {
      hooks.release()
      await stopWorkers(workers)
      await c.t.close()
    }
  }, 150_000)
})
