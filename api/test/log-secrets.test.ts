// The api's log, as an operator's log store receives it: JSON lines with each request's reqId, at
// the most verbose level, through the product's own logger options. The registrar and alert
// flows run (sign-ins, an API token, a webhook channel with its signing secret sending an alert,
// registrar accounts syncing and one refused, a probe calling in with good and bad tokens), and
// no password, token or secret of theirs appears anywhere in what was written.
import { Writable } from 'node:stream'
import { DEFAULT_ALERT_SETTINGS } from '../src/components/alerts/settings'
import { DEFAULT_OPS_SETTINGS } from '../src/platform/config/ops-settings'
import { loggerOptions } from '../src/platform/http/logger'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createReceiver } from './helpers/receiver'
import { addAccount, credentialsFor, manyDomains, REGISTRAR_WORKER, registrarConfig, registrarFakes, syncNow } from './helpers/registrars'
import { ADMIN_PASSWORD, describeEachDb } from './helpers/test-app'

const hooks = createReceiver('hooks.farm.test')
const fakes = registrarFakes()
const CHANNEL_SECRET = 'channel-signing-secret-4242'
const REGISTRAR_SECRET = 'godaddy-account-secret-5151'
const WRONG_REGISTRAR_SECRET = 'godaddy-wrong-secret-6161'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites: [hooks.site, ...Object.values(fakes).map((f) => f.site)] })
}, 60_000)
afterAll(async () => { await farm.close() })

describeEachDb('what the log holds', (kind) => {
  test('JSON lines with request ids, and no secret of the registrar and alert flows', async () => {
    let written = ''
    const stream = new Writable({ write (chunk: Buffer, _encoding, done) { written += chunk.toString(); done() } })
    const c = await createCheckApp(kind, farm, {
      config: { registrars: registrarConfig(), alerts: { ...DEFAULT_ALERT_SETTINGS, confirmSeconds: 0 } },
      worker: REGISTRAR_WORKER,
      logger: loggerOptions({ ...DEFAULT_OPS_SETTINGS, logLevel: 'trace' }, stream)
    })
    const secrets: string[] = [ADMIN_PASSWORD, 'watcher-password', c.token, c.adminToken, CHANNEL_SECRET, REGISTRAR_SECRET, WRONG_REGISTRAR_SECRET]
    try {
      // A failed sign-in and a personal API token in use.
      expect((await c.api.post('/auth/initiatelogin', { email: 'nobody@sitefleet.test', password: 'not-the-password-77' })).statusCode).toBeGreaterThanOrEqual(400)
      secrets.push('not-the-password-77')
      const apiToken = expectStatus(await c.api.post('/auth/tokens', { name: 'CI', access: 'read' }, c.token), 201).json().token as string
      secrets.push(apiToken)
      expectStatus(await c.api.get('/api/scraper/all', apiToken), 200)

      // An alert through a signed webhook whose receiver fails (the error path logs most).
      hooks.clear()
      hooks.answer('/w', 500)
      expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Hook', target: 'https://hooks.farm.test/w', secret: CHANNEL_SECRET }, c.token), 201)
      expectStatus(await c.api.save(c.token, 'shop.example', {}), 201)
      const db = c.t.app.db
      await db.updateTable('checks').set({ due_at: '9999-01-01T00:00:00.000Z' }).execute()
      const d = await db.selectFrom('domains').select(['id', 'domain']).executeTakeFirstOrThrow()
      await db.insertInto('events').values({
        user_id: c.userId,
        kind: 'affiliate-broken',
        occurred_at: new Date().toISOString(),
        domain_id: d.id,
        domain: d.domain,
        super_category: 'natural' as const,
        data: JSON.stringify({ affiliateLink: `https://${d.domain}/go/x`, error: 'HTTP 404' })
      }).execute()
      for (let i = 0; i < 3 && hooks.at('/w').length === 0; i++) await c.t.app.checks.worker.drain()
      expect(hooks.at('/w').length).toBeGreaterThan(0)

      // Registrar accounts: one syncs, one is refused for its wrong secret.
      fakes.godaddy.accounts.set('good-key', { secret: REGISTRAR_SECRET, domains: manyDomains('logged', 3) })
      const good = await addAccount(c, c.token, 'godaddy', 'GoDaddy', credentialsFor('godaddy', 'good-key', fakes.godaddy.accounts.get('good-key')!))
      expect((await syncNow(c, c.token, good.id)).lastSyncResult).toBe('ok')
      fakes.godaddy.accounts.set('bad-key', { secret: 'the-real-one-7171', domains: [] })
      const bad = await addAccount(c, c.token, 'godaddy', 'Wrong', { key: 'bad-key', secret: WRONG_REGISTRAR_SECRET })
      expect((await syncNow(c, c.token, bad.id)).lastSyncResult).not.toBe('ok')

      // A probe calls in, and someone tries a wrong probe token.
      const probe = expectStatus(await c.api.post('/api/locations', { name: 'Frankfurt' }, c.adminToken), 201).json().token as string
      secrets.push(probe)
      expectStatus(await c.api.post('/api/probe/heartbeat', { version: 'test' }, probe), 200)
      expect((await c.api.post('/api/probe/heartbeat', { version: 'test' }, `${probe.slice(0, -4)}abcd`)).statusCode).toBe(401)
    } finally {
      await c.t.close()
    }

    const lines = written.trim().split('\n')
    expect(lines.length).toBeGreaterThan(50)
    const records = lines.map((line) => JSON.parse(line) as { reqId?: string, msg?: string })
    expect(records.filter((r) => r.msg === 'incoming request').every((r) => typeof r.reqId === 'string')).toBe(true)
    for (const secret of secrets) expect({ secret, found: written.includes(secret) }).toEqual({ secret, found: false })
  }, 300_000)
})
