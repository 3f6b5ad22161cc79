// Alerts end to end through the real app, its worker and the test web farm: sites go
// down and up, the alert builder decides once per cause, the outbox delivers to a real SMTP
// server and a real HTTP receiver (webhook with HMAC, Slack, Discord, Telegram's Bot API).
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { html, send } from './farm/kit'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { createReceiver, expectedSignature } from './helpers/receiver'
import { createUser, describeEachDb, login } from './helpers/test-app'

const hooks = createReceiver('hooks.farm.test')
const telegram = createReceiver('telegram.farm.test')
const SITES = Array.from({ length: 12 }, (_, i) => `al${i}.farm.test`)
/** Each site's answer right now (tests set it); 200 when unset. */
const statusOf = new Map<string, number>()
const sites: FarmSite[] = [hooks.site, telegram.site, ...SITES.map((host): FarmSite => ({
  host,
  handle: (req, res) => send(req, res, html(`<title>${host}</title>`, '<p>Supplements</p>'), { status: statusOf.get(host) ?? 200 })
}))]

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
}, 60_000)
afterAll(async () => { await farm.close() })

const SECRET = 'webhook-signing-secret-1234'
const TOKEN = '123456789:AAEabcdefghijklmnopqrstuvwxyz012345'
const MINUTE = 60_000
const ALERTS = { confirmSeconds: 60, groupMin: 3, selfCheckPercent: 50, telegramApiUrl: 'https://telegram.farm.test' }
// Status checks every minute, so each step of the test clock is a check round.
const CONFIG = { alerts: ALERTS, checkIntervalMinutes: 1 }

describeEachDb('alerts', (kind) => {
  let c: CheckApp

  beforeEach(async () => {
    hooks.clear()
    telegram.clear()
    statusOf.clear()
    c = await createCheckApp(kind, farm, { config: CONFIG })
    c.t.smtp.messages.length = 0
  }, 60_000)
  afterEach(async () => { await c.t.close() })

  const worker = () => c.t.app.checks.worker
  const post = async (url: string, body: unknown, token = c.token) => await c.api.post(url, body, token)
  const addChannel = async (body: Record<string, unknown>, token = c.token) => expectStatus(await post('/api/alerts/channels', body, token), 201).json().channel
  const allChannels = async (token = c.token) => [
    await addChannel({ kind: 'webhook', name: 'Ops hook', target: 'https://hooks.farm.test/hook', secret: SECRET }, token),
    await addChannel({ kind: 'slack', name: 'Slack', secret: 'https://hooks.farm.test/slack/T000/B000/xyz' }, token),
    await addChannel({ kind: 'discord', name: 'Discord', secret: 'https://hooks.farm.test/discord/123/abc' }, token),
    await addChannel({ kind: 'telegram', name: 'Telegram', target: '-1001234567890', secret: TOKEN }, token),
    await addChannel({ kind: 'email', name: 'Mail', target: 'ops@example.com' }, token)
  ]
  /** Saves the sites with status 200 (their scan said so), on `server` when given. */
  const save = async (domains: string[], server?: string, token = c.token) => {
    if (server !== undefined) await addServer(c.api, token, server, { platform: 'DigitalOcean', email: 'ops@example.com' })
    for (const domain of domains) {
      expectStatus(await c.api.save(token, domain, {}), 201)
      if (server !== undefined) expectStatus(await c.api.put(`/api/scraper/hosting-info/${domain}`, { server }, token), 200)
    }
    // Only the status checks matter here (the others would run against these pages too).
    await c.t.app.db.deleteFrom('checks').where('type', '!=', 'status').execute()
  }
  /** What the worker does in the next `ms` (the clock is the test's). */
  const later = async (ms: number) => {
    c.clock.advance(ms)
    await worker().drain()
  }
  const alertMails = () => c.t.smtp.messages.filter((m) => m.subject.startsWith('Sitefleet: '))
  const events = async (token = c.token) => expectStatus(await c.api.get('/api/alerts/events', token), 200).json().events

  test('channels: secrets are write-only, bad input names the field, the Test button reaches the receiver signed', async () => {
    const [hook, slack, , tg] = await allChannels()
    hooks.clear()
    const listed = expectStatus(await c.api.get('/api/alerts/channels', c.token), 200).json().channels
    expect(listed.map((ch: { kind: string }) => ch.kind).sort()).toEqual(['discord', 'email', 'slack', 'telegram', 'webhook'])
    expect(JSON.stringify(listed)).not.toContain(SECRET)
    expect(JSON.stringify(listed)).not.toContain(TOKEN)
    expect(JSON.stringify(listed)).not.toContain('/slack/T000')
    expect(listed.find((ch: { kind: string }) => ch.kind === 'webhook')).toMatchObject({ target: 'https://hooks.farm.test/hook', hasSecret: true, enabled: true })
    expect(slack.target).toBe('hooks.farm.test/…/xyz')
    expect(tg.target).toBe('-1001234567890')
    // And not in the database as such either (sealed).
    const stored = await c.t.app.db.selectFrom('alert_channels').select('secret').execute()
    expect(stored.every((s) => s.secret === null || !s.secret.includes(SECRET))).toBe(true)

    const bad = async (body: Record<string, unknown>) => expectStatus(await post('/api/alerts/channels', body), 400).json()
    expect((await bad({ kind: 'email', name: 'x', target: 'not-an-address' })).error.details[0]).toEqual({ message: 'Enter a valid e-mail address', field: 'target' })
    expect((await bad({ kind: 'webhook', name: 'x', target: 'ftp://x', secret: SECRET })).error.details[0].field).toBe('target')
    expect((await bad({ kind: 'webhook', name: 'x', target: 'https://hooks.farm.test/h', secret: 'short' })).error.details[0].field).toBe('secret')
    expect((await bad({ kind: 'telegram', name: 'x', target: '-100', secret: 'nope' })).error.details[0].field).toBe('secret')
    expect((await bad({ kind: 'pager', name: 'x' })).message).toBe('Kind must be one of: email, webhook, slack, discord, telegram')

    const test = expectStatus(await post(`/api/alerts/channels/${hook.id as string}/test`, {}), 200).json()
    expect(test).toEqual({ success: true, message: 'Test message sent', statusCode: 200 })
    const [got] = hooks.at('/hook')
    expect(got.headers['x-sitefleet-signature']).toBe(expectedSignature(got.raw, SECRET))
    expect(got.json).toMatchObject({ kind: 'test', message: 'This is a test message from Sitefleet for the channel "Ops hook".', domains: [] })

    // A receiver that refuses: the reason comes back, and nothing is retried.
    hooks.answer('/hook', 500)
    expect(expectStatus(await post(`/api/alerts/channels/${hook.id as string}/test`, {}), 502).json().message).toMatch(/HTTP 500/)
    // Updating without a secret keeps it; with one replaces it.
    expectStatus(await c.api.put(`/api/alerts/channels/${hook.id as string}`, { name: 'Renamed' }, c.token), 200)
    hooks.answer('/hook', 200)
    expectStatus(await post(`/api/alerts/channels/${hook.id as string}/test`, {}), 200)
    const last = hooks.at('/hook').at(-1)!
    expect(last.headers['x-sitefleet-signature']).toBe(expectedSignature(last.raw, SECRET))
  })

  test('ownership: another user neither sees nor touches a channel; an admin reads it only by naming the owner', async () => {
    const [hook] = await allChannels()
    await createUser(c.t, c.adminToken, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-12' })
    const bob = await login(c.t, 'bob@example.com', 'bob-password-12')
    expect(expectStatus(await c.api.get('/api/alerts/channels', bob), 200).json().channels).toEqual([])
    expectStatus(await c.api.put(`/api/alerts/channels/${hook.id as string}`, { name: 'mine' }, bob), 404)
    expectStatus(await post(`/api/alerts/channels/${hook.id as string}/test`, {}, bob), 404)
    expectStatus(await c.api.del(`/api/alerts/channels/${hook.id as string}`, bob), 404)
    expectStatus(await c.api.get(`/api/alerts/channels?owner=${c.userId}`, bob), 403)
    const asAdmin = expectStatus(await c.api.get(`/api/alerts/channels?owner=${c.userId}`, c.adminToken), 200).json().channels
    expect(asAdmin).toHaveLength(5)
    expect(hooks.requests).toEqual([])
  })

  test('a site that fails once and then recovers sends nothing', async () => {
    await allChannels()
    await save(['al0.farm.test'])
    await worker().drain()
    statusOf.set('al0.farm.test', 503)
    await later(MINUTE)
    const status = async () => (await c.t.app.db.selectFrom('domains').select('status_code').executeTakeFirstOrThrow()).status_code
    expect(await status()).toBe(503)
    statusOf.delete('al0.farm.test')
    // The re-check a minute later finds it up: a blip.
    for (let i = 0; i < 5; i++) await later(MINUTE)
    expect(await status()).toBe(200)
    expect(hooks.requests).toEqual([])
    expect(telegram.requests).toEqual([])
    expect(alertMails()).toEqual([])
    expect(await events()).toEqual([])
  })

  test('a site that stays down sends exactly one alert to every channel, and one recovery alert later', async () => {
    await allChannels()
    await save(['al1.farm.test'])
    await worker().drain()
    statusOf.set('al1.farm.test', 500)
    await later(MINUTE) // fails
    await later(MINUTE) // confirmed down
    for (let i = 0; i < 6; i++) await later(MINUTE) // grouping wait; the outbox delivers
    expect(hooks.at('/hook')).toHaveLength(1)
    const hook = hooks.at('/hook')[0]
    expect(hook.headers['x-sitefleet-signature']).toBe(expectedSignature(hook.raw, SECRET))
    expect(hook.json).toEqual({
      kind: 'site-down',
      message: 'al1.farm.test is down (500: HTTP 500 Internal Server Error)',
      occurredAt: expect.any(String),
      domains: ['al1.farm.test'],
      incidentId: expect.any(Number),
      acknowledgeUrl: expect.stringMatching(/^http:\/\/sitefleet\.test\/ack\//)
    })
    expect(hooks.at('/slack/T000/B000/xyz').map((r) => r.json)).toEqual([{ text: expect.stringMatching(/^\*al1\.farm\.test is down \(500: HTTP 500 Internal Server Error\)\*\nal1\.farm\.test is down \(500: HTTP 500 Internal Server Error\)\nIncident #\d+ opened\./) }])
    expect(hooks.at('/discord/123/abc')[0].json).toMatchObject({ username: 'Sitefleet', content: expect.stringContaining('**al1.farm.test is down') })
    expect(telegram.at(`/bot${TOKEN}/sendMessage`).map((r) => r.json)).toEqual([{ chat_id: '-1001234567890', text: expect.stringContaining('al1.farm.test is down'), disable_web_page_preview: true }])
    expect(alertMails().map((m) => [m.to[0], m.subject])).toEqual([['ops@example.com', 'Sitefleet: al1.farm.test is down (500: HTTP 500 Internal Server Error)']])

    // An hour more of the same failure: nothing new.
    for (let i = 0; i < 4; i++) await later(15 * MINUTE)
    expect(hooks.at('/hook')).toHaveLength(1)

    statusOf.delete('al1.farm.test')
    for (let i = 0; i < 4; i++) await later(15 * MINUTE)
    const recovered = hooks.at('/hook').map((r) => r.json)
    expect(recovered).toHaveLength(2)
    expect(recovered[1]).toMatchObject({ kind: 'site-recovered', domains: ['al1.farm.test'], message: expect.stringMatching(/^al1\.farm\.test is up again after 1 h/) })
    expect(alertMails()).toHaveLength(2)
    expect(telegram.requests).toHaveLength(2)

    // The history shows both, delivered to every channel.
    const history = await events()
    expect(history.map((e: { kind: string, alertState: string }) => [e.kind, e.alertState])).toEqual([['site-recovered', 'sent'], ['site-down', 'sent']])
    expect(history[1].alert.deliveries.map((d: { channelKind: string, state: string, attempts: number }) => [d.channelKind, d.state, d.attempts]).sort()).toEqual([
      ['discord', 'delivered', 1], ['email', 'delivered', 1], ['slack', 'delivered', 1], ['telegram', 'delivered', 1], ['webhook', 'delivered', 1]
    ])
  })

  test('five sites on one server going down send one grouped alert naming the server, the account and the sites', async () => {
    await addChannel({ kind: 'webhook', name: 'Ops hook', target: 'https://hooks.farm.test/hook', secret: SECRET })
    const down = SITES.slice(0, 5)
    await save(down, 'web-1')
    await save(['al5.farm.test'], 'web-2')
    await worker().drain()
    for (const host of down) statusOf.set(host, 502)
    for (let i = 0; i < 8; i++) await later(MINUTE)
    expect(hooks.at('/hook').map((r) => r.json)).toEqual([{
      kind: 'site-down',
      message: '5 sites on server web-1 (DigitalOcean, ops@example.com) are down',
      occurredAt: expect.any(String),
      domains: [...down].sort(),
      server: { name: 'web-1', platform: 'DigitalOcean', email: 'ops@example.com' },
      account: { platform: 'DigitalOcean', email: 'ops@example.com' },
      incidentId: expect.any(Number),
      acknowledgeUrl: expect.stringMatching(/^http:\/\/sitefleet\.test\/ack\//)
    }].map((expected) => ({ ...expected, domains: expect.arrayContaining(expected.domains) })))
    // Recoveries are grouped the same way.
    statusOf.clear()
    for (let i = 0; i < 4; i++) await later(15 * MINUTE)
    const all = hooks.at('/hook').map((r) => r.json)
    expect(all).toHaveLength(2)
    expect(all[1]).toMatchObject({ kind: 'site-recovered', message: '5 sites on server web-1 (DigitalOcean, ops@example.com) are up again' })
    expect(all[1].domains).toHaveLength(5)

    // The history: each site's events stay, and each group's events share one alert that names
    // every site of it, with its delivery (the Alerts page shows the group as one card).
    type Row = { domain: string, kind: string, alert: { id: number, title: string, domains: string[], deliveries: Array<{ state: string }> } | null }
    const history: Row[] = await events()
    expect(history).toHaveLength(10)
    for (const kind of ['site-down', 'site-recovered']) {
      const group = history.filter((e) => e.kind === kind)
      expect(group.map((e) => e.domain).sort()).toEqual([...down].sort())
      expect(new Set(group.map((e) => e.alert?.id)).size).toBe(1)
      expect([...group[0].alert!.domains].sort()).toEqual([...down].sort())
      expect(group[0].alert!.deliveries.map((d) => d.state)).toEqual(['delivered'])
    }
    expect(history.find((e) => e.kind === 'site-recovered')?.alert?.title).toBe('5 sites on server web-1 (DigitalOcean, ops@example.com) are up again')
  })

  test('60% of all checked sites failing at once sends only the self-check alert, to admins', async () => {
    await addChannel({ kind: 'webhook', name: 'User hook', target: 'https://hooks.farm.test/user', secret: SECRET })
    await addChannel({ kind: 'webhook', name: 'Admin hook', target: 'https://hooks.farm.test/admin', secret: SECRET }, c.adminToken)
    const all = SITES.slice(0, 10)
    await save(all)
    await worker().drain()
    for (const host of all.slice(0, 6)) statusOf.set(host, 526)
    for (let i = 0; i < 8; i++) await later(MINUTE)
    expect(hooks.at('/user')).toEqual([])
    expect(hooks.at('/admin').map((r) => r.json)).toEqual([expect.objectContaining({
      kind: 'sitefleet-offline',
      message: 'Sitefleet cannot reach the internet: 6 of 10 sites checked in the last 2 minutes failed. Alerts about single sites are held back until it can.',
      domains: []
    })])
    expect((await events()).map((e: { kind: string, alertState: string }) => [e.kind, e.alertState])).toEqual(Array(6).fill(['site-down', 'suppressed']))
  })

  test('a maintenance window mutes the alerts of its server', async () => {
    await addChannel({ kind: 'webhook', name: 'Ops hook', target: 'https://hooks.farm.test/hook', secret: SECRET })
    await save(['al6.farm.test'], 'web-9')
    await worker().drain()
    const servers = expectStatus(await c.api.get('/api/hosting/get-hostingInfo', c.token), 200).json().servers
    const window = expectStatus(await post('/api/alerts/maintenance', {
      serverId: servers[0]._id, startsAt: c.clock.now().toISOString(), endsAt: new Date(c.clock.now().getTime() + 3 * 60 * MINUTE).toISOString(), note: 'disk swap'
    }), 201).json().window
    expect(window).toMatchObject({ server: 'web-9', domain: null, note: 'disk swap', active: true })
    statusOf.set('al6.farm.test', 503)
    for (let i = 0; i < 8; i++) await later(MINUTE)
    expect(hooks.requests).toEqual([])
    expect((await events()).map((e: { kind: string, alertState: string }) => [e.kind, e.alertState])).toEqual([['site-down', 'muted']])
    // After the window, a new outage alerts again.
    expectStatus(await c.api.del(`/api/alerts/maintenance/${window.id as string}`, c.token), 200)
    expect(expectStatus(await c.api.get('/api/alerts/maintenance', c.token), 200).json().windows).toEqual([])
  })

  test('a receiver that is down for a while gets the alert after it comes back; every attempt is logged', async () => {
    await addChannel({ kind: 'webhook', name: 'Ops hook', target: 'https://hooks.farm.test/hook', secret: SECRET })
    await addChannel({ kind: 'email', name: 'Mail', target: 'ops@example.com' })
    await save(['al7.farm.test'])
    await worker().drain()
    hooks.answer('/hook', 503)
    statusOf.set('al7.farm.test', 500)
    for (let i = 0; i < 8; i++) await later(MINUTE)
    // The dead receiver did not hold up the e-mail.
    expect(alertMails()).toHaveLength(1)
    const tried = hooks.at('/hook').length
    expect(tried).toBeGreaterThanOrEqual(1)
    let [event] = await events()
    expect(event.alert.deliveries.find((d: { channelKind: string }) => d.channelKind === 'webhook')).toMatchObject({ state: 'pending', lastError: expect.stringMatching(/HTTP 503/) })
    hooks.answer('/hook', 200)
    for (let i = 0; i < 10; i++) await later(5 * MINUTE)
    const attempts = hooks.at('/hook')
    expect(attempts.length).toBe(tried + 1)
    expect(new Set(attempts.map((a) => a.headers['x-sitefleet-delivery'])).size).toBe(1)
    ;[event] = await events()
    expect(event.alert.deliveries.find((d: { channelKind: string }) => d.channelKind === 'webhook')).toMatchObject({ state: 'delivered', attempts: tried + 1, lastError: null })
    const logged = await c.t.app.db.selectFrom('alert_attempts').select(['ok', 'status_code']).orderBy('id').execute()
    expect(logged.filter((a) => a.status_code === 503)).toHaveLength(tried)
  })

  test('a receiver that never answers holds up only itself: the others are delivered meanwhile', async () => {
    // hang.farm.test accepts the request and never answers (the channel's timeout ends it).
    await addChannel({ kind: 'webhook', name: 'Dead hook', target: 'https://hang.farm.test/hook', secret: SECRET })
    await addChannel({ kind: 'email', name: 'Mail', target: 'ops@example.com' })
    await save(['al2.farm.test'])
    await worker().drain()
    statusOf.set('al2.farm.test', 500)
    for (let i = 0; i < 8; i++) await later(MINUTE)
    expect(alertMails()).toHaveLength(1)
    const attempts = await c.t.app.db.selectFrom('alert_attempts as a').innerJoin('alert_deliveries as d', 'd.id', 'a.delivery_id')
      .innerJoin('alert_channels as c', 'c.id', 'd.channel_id').select(['c.name', 'a.ok', 'a.error']).orderBy('a.id').execute()
    // The mail's attempt was logged first: it did not wait for the dead receiver (which is
    // retried later, and fails each time).
    expect(attempts.slice(0, 2).map((a) => [a.name, Number(a.ok)])).toEqual([['Mail', 1], ['Dead hook', 0]])
    expect(attempts.slice(1).every((a) => a.name === 'Dead hook' && Number(a.ok) === 0 && /could not be reached/.test(a.error ?? ''))).toBe(true)
  }, 120_000)

  test('rules: a kind routed to one channel only, a category filter, quiet hours that hold delivery', async () => {
    const [hook, , , , mail] = await allChannels()
    const rules = expectStatus(await c.api.get('/api/alerts/rules', c.token), 200).json()
    expect(rules.kinds.map((k: { kind: string }) => k.kind)).toEqual(expect.arrayContaining(['site-down', 'site-recovered', 'affiliate-broken', 'domain-expiring', 'server-expiring', 'bing-deindexed', 'noindex-appeared']))
    expect(rules.rules).toEqual({ routes: {}, categories: ['natural', 'casino', 'dating'], quietHours: null, timezone: 'UTC', digestHour: null, escalationPolicyId: null })
    // The test clock is 12:00 UTC: quiet until 14:00.
    expectStatus(await c.api.put('/api/alerts/rules', { routes: { 'site-down': [mail.id] }, categories: ['natural'], quietHours: { start: 11, end: 14 }, timezone: 'UTC', digestHour: null }, c.token), 200)
    expectStatus(await c.api.put('/api/alerts/rules', { routes: { 'site-down': ['someone-elses'] }, categories: [], quietHours: null, timezone: 'UTC', digestHour: null }, c.token), 400)
    expectStatus(await c.api.put('/api/alerts/rules', { routes: {}, categories: [], quietHours: null, timezone: 'Mars/Olympus', digestHour: null }, c.token), 400)
    await save(['al8.farm.test'])
    expectStatus(await c.api.save(c.token, 'al9.farm.test', { scope: 'casino' }), 201)
    await c.t.app.db.deleteFrom('checks').where('type', '!=', 'status').execute()
    await worker().drain()
    statusOf.set('al8.farm.test', 500)
    statusOf.set('al9.farm.test', 500)
    for (let i = 0; i < 8; i++) await later(MINUTE)
    expect(alertMails()).toEqual([]) // quiet hours
    const history = await events()
    expect(history.map((e: { domain: string, alertState: string }) => [e.domain, e.alertState]).sort()).toEqual([['al8.farm.test', 'sent'], ['al9.farm.test', 'silent']])
    const natural = history.find((e: { domain: string }) => e.domain === 'al8.farm.test')
    expect(natural.alert.deliveries).toEqual([expect.objectContaining({ channelId: mail.id, state: 'pending', attempts: 0, nextAttemptAt: '2026-06-10T14:00:00.000Z' })])
    c.clock.set('2026-06-10T14:00:30.000Z')
    await worker().drain()
    expect(alertMails().map((m) => m.subject)).toEqual(['Sitefleet: al8.farm.test is down (500: HTTP 500 Internal Server Error)'])
    expect(hooks.at('/hook')).toEqual([])
    void hook
  })

  test('the history: newest first, paged; a user sees their own, an admin everyone\'s with the owner', async () => {
    await save(['al10.farm.test', 'al11.farm.test'])
    await worker().drain()
    statusOf.set('al10.farm.test', 500)
    statusOf.set('al11.farm.test', 404)
    for (let i = 0; i < 8; i++) await later(MINUTE)
    const page1 = expectStatus(await c.api.get('/api/alerts/events?limit=1', c.token), 200).json()
    expect(page1.events).toHaveLength(1)
    const page2 = expectStatus(await c.api.get(`/api/alerts/events?limit=1&before=${page1.nextBefore as number}`, c.token), 200).json()
    expect([page1.events[0].domain, page2.events[0].domain].sort()).toEqual(['al10.farm.test', 'al11.farm.test'])
    // No channel: recorded, not sent.
    expect(page1.events[0]).toMatchObject({ kind: 'site-down', label: 'Site down', severity: 'critical', alertState: 'silent', alert: null })
    await createUser(c.t, c.adminToken, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-12' })
    const bob = await login(c.t, 'bob@example.com', 'bob-password-12')
    expect(await events(bob)).toEqual([])
    const asAdmin = await events(c.adminToken)
    expect(asAdmin.map((e: { owner: { _id: string } }) => e.owner._id)).toEqual([c.userId, c.userId])
    expectStatus(await c.api.get('/api/alerts/events', undefined), 401)
  })
})
