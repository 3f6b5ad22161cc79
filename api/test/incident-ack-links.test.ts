// The acknowledge link in every alert message, through the real app, its worker, a real SMTP
// server and a real webhook receiver: GET shows a page naming the incident and whom the link
// went to and changes nothing; only the POST acknowledges, once; links expire; a forged or
// altered link is refused; only the token's hash is stored; no sign-in is needed.
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { html, send } from './farm/kit'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createReceiver } from './helpers/receiver'
import { describeEachDb } from './helpers/test-app'

const hooks = createReceiver('hooks.farm.test')
const SITES = ['ack0.farm.test', 'ack1.farm.test']
const statusOf = new Map<string, number>()
const sites: FarmSite[] = [hooks.site, ...SITES.map((host): FarmSite => ({
  host,
  handle: (req, res) => send(req, res, html(`<title>${host}</title>`, '<p>Supplements</p>'), { status: statusOf.get(host) ?? 200 })
}))]

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
}, 60_000)
afterAll(async () => { await farm.close() })

const MINUTE = 60_000
const CONFIG = { alerts: { confirmSeconds: 60, groupMin: 3, selfCheckPercent: 50, telegramApiUrl: 'https://telegram.farm.test' }, checkIntervalMinutes: 1 }
const LINK = /Acknowledge: http:\/\/sitefleet\.test(\/ack\/\S+)/

describeEachDb('incident acknowledge links', (kind) => {
  let c: CheckApp

  beforeEach(async () => {
    statusOf.clear()
    hooks.clear()
    c = await createCheckApp(kind, farm, { config: CONFIG })
    c.t.smtp.messages.length = 0
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'email', name: 'Mail', target: 'ops@example.com' }, c.token), 201)
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'webhook', name: 'Ops hook', target: 'https://hooks.farm.test/hook', secret: 'webhook-signing-secret-1234' }, c.token), 201)
    for (const domain of SITES) expectStatus(await c.api.save(c.token, domain, {}), 201)
    await c.t.app.db.deleteFrom('checks').where('type', '!=', 'status').execute()
    await c.t.app.checks.worker.drain()
  }, 60_000)
  afterEach(async () => { await c.t.close() })

  const later = async (ms: number) => {
    c.clock.advance(ms)
    await c.t.app.checks.worker.drain()
  }
  const outage = async (host: string) => {
    statusOf.set(host, 500)
    // The grouping wait, then room for a retry should a send time out on a loaded machine.
    for (let i = 0; i < 12; i++) await later(MINUTE)
  }
  /** As a browser (or a mail scanner) follows it: no sign-in, asking for HTML. */
  const follow = async (method: 'GET' | 'POST', url: string) => await c.t.app.inject({
    method, url, headers: { accept: 'text/html', ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) }, ...(method === 'POST' ? { payload: '' } : {})
  })
  const mailLinks = () => c.t.smtp.messages.filter((m) => m.subject.startsWith('Sitefleet: ')).map((m) => LINK.exec(m.text)?.[1])
  const incident = async (id: number) => expectStatus(await c.api.get(`/api/incidents/${id}`, c.token), 200).json()

  test('GET shows whom it was sent to and changes nothing; the POST acknowledges once; a replay is refused; only the hash is stored', async () => {
    await outage('ack0.farm.test')
    const [mailLink] = mailLinks()
    expect(mailLink).toMatch(/^\/ack\/\d+\.\d+\.[A-Za-z0-9_-]{43}$/)
    const [hook] = hooks.at('/hook')
    const hookLink = new URL(hook.json.acknowledgeUrl as string)
    expect(hookLink.origin).toBe('http://sitefleet.test')
    expect(hookLink.pathname).not.toBe(mailLink)
    const id = hook.json.incidentId as number

    for (let i = 0; i < 2; i++) {
      const page = await follow('GET', mailLink!)
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.body).toContain('Acknowledge this incident?')
      expect(page.body).toContain('This link was sent to ops@example.com.')
      expect(page.body).toContain(`Incident #${id}: ack0.farm.test is down`)
      expect(page.body).toContain(`<form method="post" action="${mailLink!}">`)
    }
    expect((await incident(id)).incident.state).toBe('open')

    const stored = await c.t.app.db.withTables<{ incident_ack_links: { token_hash: string, recipient: string } }>().selectFrom('incident_ack_links').selectAll().execute()
    expect(stored.map((s) => s.recipient).sort()).toEqual(['Ops hook (webhook)', 'ops@example.com'])
    expect(JSON.stringify(stored)).not.toContain(mailLink!.split('.').at(-1))

    const done = await follow('POST', mailLink!)
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('Incident acknowledged')
    expect(done.body).toContain('Acknowledged as ops@example.com')
    const after = await incident(id)
    expect(after.incident).toMatchObject({ state: 'acknowledged', acknowledgedBy: 'ops@example.com (acknowledge link)' })
    expect(after.timeline.filter((e: { kind: string }) => e.kind === 'acknowledged')).toEqual([expect.objectContaining({ actor: 'ops@example.com (acknowledge link)' })])

    // Replayed: refused, and nothing more happens.
    const replay = await follow('POST', mailLink!)
    expect(replay.statusCode).toBe(410)
    expect(replay.body).toContain('Link already used')
    expect((await follow('GET', mailLink!)).statusCode).toBe(410)
    // The webhook's link, unused, now says who acknowledged; its POST changes nothing more.
    const other = await follow('GET', hookLink.pathname)
    expect(other.body).toContain('It was acknowledged by ops@example.com (acknowledge link)')
    expect(other.body).toContain('This link was sent to Ops hook (webhook).')
    expect((await incident(id)).timeline.filter((e: { kind: string }) => e.kind === 'acknowledged')).toHaveLength(1)
  })

  test('a forged or altered link is refused, and an expired one acknowledges nothing', async () => {
    await outage('ack0.farm.test')
    const [link] = mailLinks()
    const [deliveryId, expires, signature] = link!.slice('/ack/'.length).split('.')
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    const forged = [
      `/ack/${deliveryId}.${expires}.${flipped}`,
      `/ack/${Number(deliveryId) + 1}.${expires}.${signature}`,
      `/ack/${deliveryId}.${Number(expires) + 86_400}.${signature}`,
      '/ack/not-a-token'
    ]
    for (const url of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await follow(method, url)
        expect(answer.statusCode).toBe(404)
        expect(answer.body).toContain('This acknowledge link is not valid')
      }
    }
    const id = (await c.api.get('/api/incidents', c.token)).json().incidents[0].id
    expect((await incident(id)).incident.state).toBe('open')

    // 24 hours later the link has expired.
    await later(24 * 60 * MINUTE)
    for (const method of ['GET', 'POST'] as const) {
      const answer = await follow(method, link!)
      expect(answer.statusCode).toBe(410)
      expect(answer.body).toContain('Link expired')
    }
    expect((await incident(id)).incident.state).toBe('open')
  })
})
