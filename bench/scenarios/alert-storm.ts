// alert-storm: BENCH_STORM_SITES sites on 40 hosting servers (one platform account), all up; then
// one check round in which BENCH_STORM_DOWN of them (whole servers) answer 500. Everything runs
// through the product: the worker's status checks, the events, the alert builder's grouping and
// the outbox delivering to a real webhook receiver. Reported: the messages sent (goal: at most
// 41, one per server plus a possible self-check) against one per down site (per-monitor alerting,
// as Uptime Kuma sends), and the time from the end of the round to the last delivery against the
// builder's grouping wait. Then the incidents: the number opened, and the escalation messages of
// a one-step policy (after BENCH_STORM_ESCALATE_MINUTES without an acknowledgement, notify a
// second webhook), the app's clock moved past the step once the round's alerts are out.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import { holdMs } from '../../api/src/components/alerts/jobs/alert-builder'
import { buildApp } from '../../api/src/app'
import { parseConnectTo } from '../../api/src/platform/outbound/connect-to'
import { DUE_NOW } from '../../api/src/platform/jobs/check-repository'
import { AlertChannelService } from '../../api/src/components/alerts/alert-channel-service'
import { AlertSettingsService } from '../../api/src/components/alerts/alert-settings-service'
import { PolicyService } from '../../api/src/components/incidents/escalation/policy-service'
import { fakeLookup } from '../../api/test/helpers/outbound'
import { testConfig, tempDir } from '../../api/test/helpers/test-app'
import { type FarmReady, pinsFor, stormHost } from '../lib/bench-farm'
import { startChild } from '../lib/child'
import { envInt, report } from '../lib/report'

const FARM = path.join(__dirname, '..', 'lib', 'bench-farm.ts')
const SERVERS = 40

/** A webhook receiver counting what arrives, and when. */
async function receiver (): Promise<{ port: number, times: number[], bodies: any[], close: () => Promise<void> }> {
  const times: number[] = []
  const bodies: any[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => { raw += chunk })
    req.on('end', () => {
      times.push(performance.now())
      bodies.push(JSON.parse(raw))
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, times, bodies, close: async () => await new Promise((resolve) => server.close(() => resolve(undefined))) }
}

export async function run (): Promise<void> {
  const sites = envInt('BENCH_STORM_SITES', 5000)
  const down = envInt('BENCH_STORM_DOWN', 2000)
  const concurrency = envInt('BENCH_CONCURRENCY', 32)
  const escalateMinutes = envInt('BENCH_STORM_ESCALATE_MINUTES', 5)
  const startedAt = new Date().toISOString()
  const farm = await startChild<FarmReady>(FARM, { BENCH_FARM_STORM: String(sites), BENCH_FARM_STORM_DOWN: String(down) })
  const hook = await receiver()
  const hosts = Array.from({ length: sites }, (_, i) => stormHost(i))
  const config = testConfig({
    dataDir: tempDir('sitefleet-bench-storm-'),
    checkConcurrency: concurrency,
    connectTo: parseConnectTo(`${pinsFor(hosts, farm.ready)},hooks.bench.test:80:127.0.0.1:${hook.port}`),
    alerts: { confirmSeconds: 0, groupMin: 3, selfCheckPercent: 50, telegramApiUrl: 'http://127.0.0.1:9' }
  })
  // The app's clock: the wall clock, moved ahead to the escalation step once the alerts are out.
  let ahead = 0
  const now = () => new Date(Date.now() + ahead)
  const app = buildApp(config, { logger: false, now, outbound: { connectTo: config.connectTo, lookup: fakeLookup() }, checks: { pollMs: 20, systemPollMs: 200 } })
  await app.ready()
  try {
    const db = app.db
    const admin = await db.selectFrom('users').select(['id', 'name']).executeTakeFirstOrThrow()
    const channels = new AlertChannelService(db, config, { client: app.outbound, mailer: app.mailer, config }, now)
    const caller = { id: admin.id, role: 'admin' as const, name: admin.name }
    const storm = await channels.create(caller, { kind: 'webhook', name: 'Storm hook', target: 'http://hooks.bench.test/storm', secret: 'bench-signing-secret-123' })
    const escalation = await channels.create(caller, { kind: 'webhook', name: 'Escalation hook', target: 'http://hooks.bench.test/escalate', secret: 'bench-signing-secret-123' })
    const policy = await new PolicyService(db, now).create(caller, { name: 'Storm', repeats: 0, steps: [{ afterMinutes: escalateMinutes, channelIds: [escalation.id], rotationIds: [] }] }, undefined)
    // The round's kinds go to the storm hook; the escalation hook hears only the escalation.
    const stormOnly = Object.fromEntries(['site-down', 'site-recovered', 'sitefleet-offline', 'sitefleet-online'].map((kind) => [kind, [storm.id]]))
    await new AlertSettingsService(db, now).saveRules(caller, { routes: stormOnly, categories: ['natural', 'casino', 'dating'], quietHours: null, timezone: 'UTC', digestHour: null, escalationPolicyId: policy.id })
    await seed(db, admin.id, hosts)

    // The round: every status check due now, the worker runs them all.
    const worker = app.checks.worker
    const t0 = performance.now()
    worker.start()
    let outageSeen: number | undefined
    // The round ends when every site's status check has been recorded once (a down site's
    // neighbours may be checked twice: they jump the queue when it goes down).
    const unchecked = async () => (await db.selectFrom('checks').select('domain_id').where('type', '=', 'status').where('round', '=', 0).limit(1).execute()).length
    while (await unchecked() > 0) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (outageSeen === undefined && (await db.selectFrom('events').select('id').limit(1).execute()).length > 0) outageSeen = performance.now()
    }
    const roundEnd = performance.now()
    // Then until the builder has decided every event and the outbox is empty.
    for (;;) {
      const pendingEvents = await db.selectFrom('events').select('id').where('alert_state', '=', 'pending').limit(1).execute()
      const pendingDeliveries = await db.selectFrom('alert_deliveries').select('id').where('state', '=', 'pending').limit(1).execute()
      const events = await db.selectFrom('events').select('id').limit(1).execute()
      if (events.length > 0 && pendingEvents.length === 0 && pendingDeliveries.length === 0) break
      if (performance.now() - roundEnd > 300_000) throw new Error('alerts not delivered within 5 minutes of the round')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const lastDelivery = Math.max(...hook.times)
    const roundBodies = [...hook.bodies]
    // Escalation: nobody acknowledges; the clock moves past the step (the status checks parked,
    // so no second round starts), and the escalation check queues one message per open incident.
    const incidents = (await db.selectFrom('incidents').select('id').execute()).length
    const open = (await db.selectFrom('incidents').select('id').where('state', '=', 'open').execute()).length
    await db.updateTable('checks').set({ due_at: '9999-01-01T00:00:00.000Z' }).execute()
    ahead = (escalateMinutes + 1) * 60_000
    const escalated = performance.now()
    for (;;) {
      const steps = await db.selectFrom('incident_timeline').select('id').where('kind', '=', 'escalated').execute()
      const pendingDeliveries = await db.selectFrom('alert_deliveries').select('id').where('state', '=', 'pending').limit(1).execute()
      if (steps.length >= open && pendingDeliveries.length === 0) break
      if (performance.now() - escalated > 120_000) throw new Error('escalation not delivered within 2 minutes')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await worker.stop()
    const escalations = hook.bodies.filter((b) => b.kind === 'incident-escalation')
    const firstOutage = outageSeen ?? roundEnd
    const downEvents = await db.selectFrom('events').select('id').where('kind', '=', 'site-down').execute()
    const kinds = roundBodies.map((b) => b.kind as string)
    const grouped = roundBodies.filter((b) => b.server !== undefined).map((b) => b.domains.length as number)
    report({
      scenario: 'alert-storm',
      startedAt,
      params: { BENCH_STORM_SITES: sites, BENCH_STORM_DOWN: down, servers: SERVERS, BENCH_CONCURRENCY: concurrency, ALERT_CONFIRM_SECONDS: 0, ALERT_GROUP_MIN: 3, BENCH_STORM_ESCALATE_MINUTES: escalateMinutes },
      rows: [
        { figure: 'messages sent for the round', ours: roundBodies.length, reference: downEvents.length, unit: 'messages', note: `goal ≤ 41; reference: one per down site (per-monitor alerting); kinds: ${JSON.stringify(count(kinds))}` },
        { figure: 'incidents opened for the round', ours: incidents, reference: downEvents.length, unit: 'incidents', note: 'one per cause, as the alerts; reference: one per down site' },
        { figure: 'escalation messages', ours: escalations.length, reference: downEvents.length, unit: 'messages', note: `a one-step policy (${escalateMinutes} min, one webhook), nobody acknowledging: one per open incident (${open}), so the round plus its escalation stays within 2 × 41; reference: one per down site` },
        { figure: 'end of round → last delivery', ours: Math.max(0, lastDelivery - roundEnd) / 1000, reference: holdMs(config) / 1000, unit: 's', note: '0: every alert was out before the round ended; reference: the grouping wait (ALERT_CONFIRM_SECONDS + 15 s)' },
        { figure: 'first outage seen → last delivery', ours: (lastDelivery - firstOutage) / 1000, reference: holdMs(config) / 1000, unit: 's', note: 'reference: the grouping wait, the floor for a grouped alert' },
        { figure: 'check round (all status checks)', ours: (roundEnd - t0) / 1000, unit: 's', note: `${sites} sites at CHECK_CONCURRENCY=${concurrency}` }
      ],
      notes: [
        `${downEvents.length} site-down events became ${roundBodies.length} messages; sites named per grouped message: ${JSON.stringify(grouped)} (a server's outages found after its alert went out join that alert without a new message).`,
        'Down sites are whole servers (sites are spread over 40 servers in order), so every outage has a cause to group by.'
      ]
    })
  } finally {
    await app.close()
    await hook.close()
    await farm.stop()
  }
}

function count (items: string[]): Record<string, number> {
  const out: Record<string, number> = {}
  for (const item of items) out[item] = (out[item] ?? 0) + 1
  return out
}

/** One account, 40 servers, the sites spread over them in order; all up, their status checks due. */
async function seed (db: ReturnType<typeof buildApp>['db'], userId: string, hosts: string[]): Promise<void> {
  const now = new Date().toISOString()
  const accountId = randomUUID()
  await db.insertInto('hosting_accounts').values({ id: accountId, user_id: userId, platform: 'DigitalOcean', email: 'ops@bench.test', created_at: now }).execute()
  const servers = Array.from({ length: SERVERS }, (_, i) => ({ id: randomUUID(), user_id: userId, account_id: accountId, name: `web-${i + 1}`, expiry_date: null, hosting_issue_date: null, created_at: now }))
  await db.insertInto('hosting_servers').values(servers).execute()
  const perServer = Math.ceil(hosts.length / SERVERS)
  for (let i = 0; i < hosts.length; i += 500) {
    const slice = hosts.slice(i, i + 500).map((domain, k) => ({ id: randomUUID(), domain, server: servers[Math.floor((i + k) / perServer)].id }))
    await db.insertInto('domains').values(slice.map((d) => ({
      id: d.id, user_id: userId, super_category: 'natural' as const, domain: d.domain, category: 'Storm', issue_date: null, status_code: 200, last_checked: now, created_at: now, updated_at: now
    }))).execute()
    await db.insertInto('domain_hosting').values(slice.map((d) => ({ domain_id: d.id, server_id: d.server }))).execute()
    await db.insertInto('checks').values(slice.map((d) => ({ domain_id: d.id, type: 'status', due_at: DUE_NOW }))).execute()
  }
}
