// The database going away under running processes. On PostgreSQL, the api (`npm start`) and a
// worker (`npm run worker`) run as real processes: their sessions are ended with
// pg_terminate_backend during a burst of saves, with checks running and an alert in the outbox;
// then the api's database is unreachable for 10 s behind a proxy the test cuts. Both live on,
// answer 503 (never a hang, never a 500) only while the database is away, and recover by
// themselves. On SQLite, a full disk and a read-only database fail the request with a clear
// message and lose nothing.
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import {
  COMMIT_UNKNOWN_MESSAGE, DATABASE_FULL_MESSAGE, DATABASE_READ_ONLY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE
} from '../src/platform/db/database-errors'
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { send } from './farm/kit'
import { type ApiProcess, postgresUrl, spawnApi } from './helpers/spawned-api'
import { createCheckApp, eventually } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { burst, saveOverHttp, terminateBackends, timeUntil } from './helpers/outage'
import { createReceiver } from './helpers/receiver'
import { startTcpProxy } from './helpers/tcp-proxy'
import { describeEachDb } from './helpers/test-app'
import { spawnWorker, stopWorkers, type WorkerProcess } from './helpers/worker-process'

// o0-o19 saved first, o20-o99 by the burst, o100 on by the probes of recovery.
const SITES = 200
const sites: FarmSite[] = Array.from({ length: SITES }, (_, i) => ({
  host: `o${i}.farm.test`,
  handle: async (req, res) => { send(req, res, '<!doctype html><title>ok</title><p>fine</p>') }
}))
const hooks = createReceiver('hooks.farm.test')

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites: [...sites, hooks.site] })
}, 60_000)
afterAll(async () => { await farm.close() })

const stopApi = async (api: ApiProcess | undefined): Promise<void> => {
  if (api === undefined || !api.alive()) return
  api.child.kill('SIGKILL')
  await api.exited
}

describeEachDb('the database going away', (kind) => {
  if (kind === 'postgres') {
    test('sessions ended during a burst of saves: both processes live, 503 at most, nothing lost or done twice', async () => {
      const c = await createCheckApp(kind, farm)
      const workers: WorkerProcess[] = []
      let api: ApiProcess | undefined
      try {
        hooks.clear()
        const db = c.t.app.db
        expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/w', secret: 'a-long-enough-secret-123' }, c.token), 201)
        for (let i = 0; i < 20; i++) expectStatus(await c.api.save(c.token, `o${i}.farm.test`), 201)
        const first = await db.selectFrom('domains').select(['id', 'domain']).where('domain', '=', 'o0.farm.test').executeTakeFirstOrThrow()
        await db.insertInto('events').values({
          user_id: c.userId, kind: 'affiliate-broken', occurred_at: new Date().toISOString(), domain_id: first.id, domain: first.domain, super_category: 'natural', data: JSON.stringify({ affiliateLink: 'https://o0.farm.test/go/x', error: 'HTTP 404' })
        }).execute()

        // The alert's delivery is held at the receiver: it is still in the outbox, its lease
        // taken, when the sessions end.
        hooks.hold()
        const tag = randomBytes(4).toString('hex')
        const names = { api: `sf-outage-api-${tag}`, worker: `sf-outage-worker-${tag}` }
        // A 60 s lease: the delivery run's deadline (half of it) outlasts the hold at the receiver
        // on a slow machine, so the one send is never cut off by it.
        const env = { CHECK_LEASE_SECONDS: '60', ALERT_CONFIRM_SECONDS: '0', CONNECT_TO: farm.connectTo() }
        workers.push(spawnWorker(c, farm, 'outage-w', { ...env, DATABASE_URL: postgresUrl(c.t, names.worker) }))
        api = await spawnApi(c.t, farm, postgresUrl(c.t, names.api), env)
        await eventually(async () => hooks.requests.length > 0, 60_000)

        // Full service (health, and a save) is polled from the moment the sessions end.
        let ended: string[] = []
        let endedAt = 0
        let recoveredAt = 0
        let recovery: Promise<number> | undefined
        let probes = 0
        const answers = await burst(api.url, c.token, sites.slice(20, 100).map((s) => s.host), 4, 8, async () => {
          endedAt = Date.now()
          ended = await terminateBackends([names.api, names.worker])
          hooks.release()
          recovery = timeUntil(async () => (await fetch(`${api!.url}/healthz`)).status === 200 &&
            (await saveOverHttp(api!.url, c.token, `o${100 + probes++}.farm.test`)).status === 201)
            .then(() => { recoveredAt = Date.now(); return recoveredAt - endedAt })
        })
        expect(new Set(ended)).toEqual(new Set([names.api, names.worker]))
        const recoveredMs = await recovery
        console.log(`sessions ended: full service ${recoveredMs} ms later; 503s: ${answers.filter((a) => a.status === 503).length} of ${answers.length} saves`)

        // Every answer came, and each is a save or a 503 saying the database is away (or went away
        // while the save committed, so it may or may not have been applied).
        const away = [DATABASE_UNAVAILABLE_MESSAGE, COMMIT_UNKNOWN_MESSAGE]
        expect(answers.filter((a) => a.status !== 201 && !(a.status === 503 && away.includes(a.message ?? '')))).toEqual([])
        // ... and the 503s came only while the connections were being replaced (a save that failed
        // its second try just before the first probe got through may answer a moment after it).
        expect(answers.filter((a) => a.status === 503 && (a.at < endedAt || a.at > recoveredAt + 1000))).toEqual([])
        expect(api.alive()).toBe(true)
        expect(workers[0].child.exitCode).toBeNull()

        // Every acknowledged save is there.
        const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.domain)
        const saved = await db.selectFrom('domains').select('domain').where('domain', 'in', acknowledged).execute()
        expect(saved.map((d) => d.domain).sort()).toEqual([...acknowledged].sort())

        // The first twenty sites are each checked in their round, once: one result per round.
        const firstTwenty = sites.slice(0, 20).map((s) => s.host)
        await eventually(async () => {
          const rounds = await db.selectFrom('checks as k').innerJoin('domains as d', 'd.id', 'k.domain_id')
            .select('k.round').where('k.type', '=', 'status').where('d.domain', 'in', firstTwenty).execute()
          return rounds.length === 20 && rounds.every((r) => r.round >= 1)
        }, 150_000)
        // Rounds and results in one statement, so one snapshot: the worker goes on checking the
        // sites saved during the burst, and two reads could fall on either side of a round it records.
        const checks = await db.selectFrom('checks as k').innerJoin('domains as d', 'd.id', 'k.domain_id')
          .select((eb) => ['d.id', 'k.round', eb.selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id')
            .whereRef('s.domain_id', '=', 'd.id').where('s.type', '=', 'status').select(eb.fn.countAll<string | number>().as('n')).as('results')])
          .where('k.type', '=', 'status').execute()
        for (const check of checks) expect([check.id, Number(check.results)]).toEqual([check.id, check.round])

        // The alert waiting in the outbox reached its channel once.
        const held = String(hooks.requests[0].headers['x-sitefleet-delivery'])
        await eventually(async () => (await db.selectFrom('alert_deliveries').select('state').where('id', '=', Number(held)).executeTakeFirst())?.state === 'delivered', 90_000)
        expect(hooks.at('/w').filter((r) => r.answered && String(r.headers['x-sitefleet-delivery']) === held)).toHaveLength(1)
        expect(api.output()).not.toMatch(/Unhandled 'error' event/)
      } finally {
        hooks.release()
        await stopApi(api)
        await stopWorkers(workers)
        await c.t.close()
      }
    }, 360_000)

    test('the database unreachable for 10 s: /healthz and requests answer 503 naming it; recovery without a restart', async () => {
      const c = await createCheckApp(kind, farm)
      const proxy = await startTcpProxy(Number(new URL(c.t.config.databaseUrl ?? '').port || 5432))
      let api: ApiProcess | undefined
      try {
        hooks.clear()
        const db = c.t.app.db
        expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/w', secret: 'a-long-enough-secret-123' }, c.token), 201)
        expectStatus(await c.api.save(c.token, 'o0.farm.test'), 201)
        const first = await db.selectFrom('domains').select(['id', 'domain']).executeTakeFirstOrThrow()
        await db.insertInto('events').values({
          user_id: c.userId, kind: 'affiliate-broken', occurred_at: new Date().toISOString(), domain_id: first.id, domain: first.domain, super_category: 'natural', data: JSON.stringify({ affiliateLink: 'https://o0.farm.test/go/x', error: 'HTTP 404' })
        }).execute()
        hooks.hold()
        // A 60 s lease: the delivery run's deadline (half of it) outlasts the outage.
        const env = { CHECK_LEASE_SECONDS: '60', ALERT_CONFIRM_SECONDS: '0', CONNECT_TO: farm.connectTo() }
        api = await spawnApi(c.t, farm, postgresUrl(c.t, `sf-outage-proxy-${randomBytes(4).toString('hex')}`, proxy.hostPort), env)
        await eventually(async () => hooks.requests.length > 0, 60_000)

        // The alert is sent while the database is away: its delivery is recorded once it is back.
        proxy.cut()
        hooks.release()
        const cutAt = Date.now()
        while (Date.now() - cutAt < 10_000) {
          const health = await fetch(`${api.url}/healthz`, { signal: AbortSignal.timeout(15_000) })
          expect(health.status).toBe(503)
          expect(await health.json()).toMatchObject({ status: 'error', message: 'Database unavailable', down: ['database'] })
          const list = await fetch(`${api.url}/api/scraper/all`, { headers: { authorization: `Bearer ${c.token}` }, signal: AbortSignal.timeout(15_000) })
          expect(list.status).toBe(503)
          expect(list.headers.get('retry-after')).toBe('5')
          expect(await list.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE })
          const save = await saveOverHttp(api.url, c.token, 'o1.farm.test')
          expect([save.status, save.message]).toEqual([503, DATABASE_UNAVAILABLE_MESSAGE])
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
        expect(api.alive()).toBe(true)

        proxy.restore()
        const recoveredMs = await timeUntil(async () => (await fetch(`${api!.url}/healthz`)).status === 200)
        console.log(`database back: /healthz 200 after ${recoveredMs} ms`)
        expect((await saveOverHttp(api.url, c.token, 'o1.farm.test')).status).toBe(201)
        // The api's own checks worker resumed: the domain saved after the outage gets its status.
        await eventually(async () => {
          const d = await c.t.app.db.selectFrom('domains').select('status_code').where('domain', '=', 'o1.farm.test').executeTakeFirst()
          return d?.status_code === 200
        }, 90_000)
        expect(api.alive()).toBe(true)
        const held = String(hooks.requests[0].headers['x-sitefleet-delivery'])
        await eventually(async () => (await db.selectFrom('alert_deliveries').select('state').where('id', '=', Number(held)).executeTakeFirst())?.state === 'delivered', 90_000)
        expect(hooks.at('/w').filter((r) => String(r.headers['x-sitefleet-delivery']) === held)).toHaveLength(1)
      } finally {
        hooks.release()
        await stopApi(api)
        await proxy.close()
        await c.t.close()
      }
    }, 180_000)
  } else {
    test('a full disk: the save fails with a clear message, the process lives, nothing saved is lost', async () => {
      const c = await createCheckApp(kind, farm)
      try {
        const db = c.t.app.db
        expectStatus(await c.api.save(c.token, 'o0.farm.test'), 201)
        // The file may not grow past the pages it has: what a disk with no space left does.
        const pages = (await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0].page_count
        await sql.raw(`pragma max_page_count = ${pages}`).execute(db)
        let full: { domain: string, statusCode: number, body: { message?: string } } | undefined
        for (let i = 1; i < 60 && full === undefined; i++) {
          const res = await c.api.save(c.token, `o${i}.farm.test`)
          if (res.statusCode !== 201) full = { domain: `o${i}.farm.test`, statusCode: res.statusCode, body: res.json() }
        }
        expect(full).toEqual({ domain: full?.domain, statusCode: 507, body: { success: false, message: DATABASE_FULL_MESSAGE } })
        const listed = await c.api.get('/api/scraper/all', c.token)
        expect(listed.statusCode).toBe(200)
        expect(listed.body).toContain('o0.farm.test')
        expect(listed.body).not.toContain(`"${full!.domain}"`)

        await sql`pragma max_page_count = 1073741823`.execute(db)
        expectStatus(await c.api.save(c.token, full!.domain), 201)
      } finally {
        await c.t.close()
      }
    })

    test('a read-only database: the save fails with a clear message, reads go on, nothing is lost', async () => {
      const c = await createCheckApp(kind, farm)
      try {
        const db = c.t.app.db
        expectStatus(await c.api.save(c.token, 'o0.farm.test'), 201)
        // SQLite refuses every write with SQLITE_READONLY, as with a file or mount made read-only.
        await sql`pragma query_only = 1`.execute(db)
        const refused = await c.api.save(c.token, 'o1.farm.test')
        expect([refused.statusCode, refused.json()]).toEqual([503, { success: false, message: DATABASE_READ_ONLY_MESSAGE }])
        const listed = await c.api.get('/api/scraper/all', c.token)
        expect(listed.statusCode).toBe(200)
        expect(listed.body).toContain('o0.farm.test')

        await sql`pragma query_only = 0`.execute(db)
        expectStatus(await c.api.save(c.token, 'o1.farm.test'), 201)
      } finally {
        await c.t.close()
      }
    })
  }
})
