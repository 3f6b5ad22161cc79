// Incidents through the real app, its worker and the test web farm: an outage opens an
// incident, its recovery resolves it (and says so), the same cause firing again soon reopens it;
// people acknowledge, snooze, resolve and annotate; read tokens and other users cannot act.
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { html, send } from './farm/kit'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createUser, describeEachDb, login } from './helpers/test-app'
import { EventRepository } from '../src/components/events'

const SITES = ['inc0.farm.test', 'inc1.farm.test']
const statusOf = new Map<string, number>()
const sites: FarmSite[] = SITES.map((host): FarmSite => ({
  host,
  handle: (req, res) => send(req, res, html(`<title>${host}</title>`, '<p>Supplements</p>'), { status: statusOf.get(host) ?? 200 })
}))

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
}, 60_000)
afterAll(async () => { await farm.close() })

const MINUTE = 60_000
const CONFIG = { alerts: { confirmSeconds: 60, groupMin: 3, selfCheckPercent: 50, telegramApiUrl: 'https://telegram.farm.test' }, checkIntervalMinutes: 1, incidentReopenMinutes: 30 }

interface Incident { id: number, state: string, title: string, acknowledgedBy: string | null, resolvedBy: string | null, snoozedUntil: string | null, snoozedUntilRecovery: boolean, snoozeReason: string | null }
interface Entry { kind: string, actor: string, text: string, at: string }

describeEachDb('incidents', (kind) => {
  let c: CheckApp

  beforeEach(async () => {
    statusOf.clear()
    c = await createCheckApp(kind, farm, { config: CONFIG })
    c.t.smtp.messages.length = 0
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'email', name: 'Mail', target: 'ops@example.com' }, c.token), 201)
    for (const domain of SITES) expectStatus(await c.api.save(c.token, domain, {}), 201)
    await c.t.app.db.deleteFrom('checks').where('type', '!=', 'status').execute()
    await c.t.app.checks.worker.drain()
  }, 60_000)
  afterEach(async () => { await c.t.close() })

  const later = async (ms: number) => {
    c.clock.advance(ms)
    await c.t.app.checks.worker.drain()
  }
  const list = async (token = c.token): Promise<Incident[]> => expectStatus(await c.api.get('/api/incidents', token), 200).json().incidents
  const detail = async (id: number, token = c.token): Promise<{ incident: Incident, timeline: Entry[] }> => expectStatus(await c.api.get(`/api/incidents/${id}`, token), 200).json()
  const act = async (id: number, what: string, body: unknown = {}, token = c.token) => await c.api.post(`/api/incidents/${id}/${what}`, body, token)
  const mails = () => c.t.smtp.messages.filter((m) => m.subject.startsWith('Sitefleet: ')).map((m) => ({ subject: m.subject, text: m.text.replace(/\r\n/g, '\n') }))
  /** Takes a site down for long enough to be alerted (confirmation and grouping wait included). */
  const outage = async (host: string) => {
    statusOf.set(host, 500)
    for (let i = 0; i < 8; i++) await later(MINUTE)
  }
  const recovery = async (host: string) => {
    statusOf.delete(host)
    for (let i = 0; i < 3; i++) await later(MINUTE)
  }

  test('an outage opens an incident; its recovery resolves it and says so; firing again within the window reopens it, later opens a new one', async () => {
    await outage('inc0.farm.test')
    const [opened] = await list()
    expect(opened).toMatchObject({ state: 'open', title: 'inc0.farm.test is down (500: HTTP 500 Internal Server Error)', acknowledgedBy: null })
    expect(mails()).toHaveLength(1)
    expect(mails()[0].text).toContain(`Incident #${opened.id} opened.`)
    const first = await detail(opened.id)
    expect(first.timeline.map((e) => [e.kind, e.actor])).toEqual([['opened', 'Sitefleet'], ['delivery', 'Mail (email)']])
    expect(first.timeline[1].text).toMatch(/delivered$/)

    await recovery('inc0.farm.test')
    expect(mails()).toHaveLength(2)
    expect(mails()[1].text).toContain(`This resolves incident #${opened.id}.`)
    const resolved = await detail(opened.id)
    expect(resolved.incident).toMatchObject({ state: 'resolved', resolvedBy: 'Sitefleet' })
    expect(resolved.timeline.filter((e) => e.kind === 'resolved').map((e) => e.text)).toEqual([expect.stringMatching(/^Recovered: inc0\.farm\.test is up again/)])

    // Down again 10 minutes later: the same incident, reopened.
    await later(10 * MINUTE)
    await outage('inc0.farm.test')
    expect((await list()).map((i) => [i.id, i.state])).toEqual([[opened.id, 'open']])
    expect((await detail(opened.id)).timeline.map((e) => e.kind)).toContain('reopened')
    expect(mails().at(-1)!.text).toContain(`Incident #${opened.id} reopened.`)

    // Recovered, then down again after more than 30 minutes: a new incident, listed first.
    await recovery('inc0.farm.test')
    await later(45 * MINUTE)
    await outage('inc0.farm.test')
    const after = await list()
    expect(after.map((i) => i.state)).toEqual(['open', 'resolved'])
    expect(after[0].id).not.toBe(opened.id)
    expect(after[1].id).toBe(opened.id)
  })

  test('acknowledge, note and resolve by hand record who and when; a snooze until recovery silences the cause and ends when it recovers', async () => {
    await outage('inc0.farm.test')
    await outage('inc1.farm.test')
    const [second, first] = await list()
    const acked = expectStatus(await act(first.id, 'acknowledge'), 200).json()
    expect(acked).toMatchObject({ message: 'Incident acknowledged', incident: { state: 'acknowledged', acknowledgedBy: expect.stringMatching(/^Watcher/) } })
    expect(expectStatus(await act(first.id, 'acknowledge'), 409).json().message).toBe('Only an open incident can be acknowledged')
    // Open ones first: the acknowledged one after the open one.
    expect((await list()).map((i) => i.id)).toEqual([second.id, first.id])
    expectStatus(await act(first.id, 'notes', { text: 'Restarting the web server' }), 200)
    expectStatus(await act(first.id, 'resolve'), 200)
    expect(expectStatus(await act(first.id, 'resolve'), 409).json().message).toBe('The incident is already resolved')
    const timeline = (await detail(first.id)).timeline.filter((e) => e.kind !== 'delivery')
    expect(timeline.map((e) => [e.kind, e.actor.startsWith('Watcher') ? 'user' : e.actor, e.text])).toEqual([
      ['opened', 'Sitefleet', expect.any(String)],
      ['acknowledged', 'user', ''],
      ['note', 'user', 'Restarting the web server'],
      ['resolved', 'user', 'Resolved by hand']
    ])

    // Snooze input is checked, and nothing is lost by a bad one.
    expect(expectStatus(await act(second.id, 'snooze', { reason: 'x' }), 400).json().message).toBe('Snooze until a time or until it recovers (untilRecovery), not both')
    expect(expectStatus(await act(second.id, 'snooze', { reason: 'x', until: '2001-01-01T00:00:00Z' }), 400).json().message).toMatch(/^Snooze until a valid time in the future/)
    expect(expectStatus(await act(second.id, 'snooze', { reason: 'x', until: 'soon' }), 400).json().message).toMatch(/^Snooze until a valid time in the future/)
    const snoozed = expectStatus(await act(second.id, 'snooze', { reason: 'Provider maintenance', untilRecovery: true }), 200).json().incident
    expect(snoozed).toMatchObject({ state: 'open', snoozedUntilRecovery: true, snoozeReason: 'Provider maintenance' })
    await recovery('inc1.farm.test')
    const ended = (await detail(second.id)).incident
    expect(ended).toMatchObject({ state: 'resolved', snoozedUntilRecovery: false, snoozedUntil: null, resolvedBy: 'Sitefleet' })
  })

  test('a snoozed incident records its alerts and sends nothing until the snooze ends', async () => {
    const domain = (await c.t.app.db.selectFrom('domains').select(['id', 'domain']).where('domain', '=', 'inc0.farm.test').executeTakeFirstOrThrow())
    const expiring = async (days: number) => {
      await new EventRepository(c.t.app.db).record([{ userId: c.userId, kind: 'domain-expiring', occurredAt: c.clock.now().toISOString(), domainId: domain.id, domain: domain.domain, superCategory: 'natural', data: { days, expiryDate: '2026-07-10' } }])
      await later(MINUTE)
    }
    await expiring(30)
    const [incident] = await list()
    expect(mails()).toHaveLength(1)
    expectStatus(await act(incident.id, 'snooze', { reason: 'Renewal ordered', until: new Date(c.clock.now().getTime() + 2 * 86_400_000).toISOString() }), 200)
    await expiring(7)
    expect(mails()).toHaveLength(1)
    expect((await detail(incident.id)).timeline.filter((e) => e.kind === 'alert').map((e) => e.text)).toEqual([expect.stringMatching(/expires in 7 days.*\(not sent: snoozed\)$/)])
    await later(3 * 86_400_000)
    await expiring(1)
    expect(mails()).toHaveLength(2)
    expect((await list()).map((i) => i.id)).toEqual([incident.id])
  })

  test('read tokens see but cannot act; another user reaches nothing (404); dating incidents need dating access', async () => {
    await outage('inc0.farm.test')
    const [incident] = await list()
    const read = expectStatus(await c.api.post('/auth/tokens', { name: 'wall', access: 'read' }, c.token), 201).json().token as string
    expect((await list(read)).map((i) => i.id)).toEqual([incident.id])
    expectStatus(await c.api.get(`/api/incidents/${incident.id}`, read), 200)
    expect(expectStatus(await act(incident.id, 'acknowledge', {}, read), 403).json().message).toBe('This API token is read-only')

    await createUser(c.t, c.adminToken, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-12' })
    const bob = await login(c.t, 'bob@example.com', 'bob-password-12')
    expect(await list(bob)).toEqual([])
    expect(expectStatus(await c.api.get(`/api/incidents/${incident.id}`, bob), 404).json().message).toBe('Incident not found')
    for (const what of ['acknowledge', 'resolve']) expectStatus(await act(incident.id, what, {}, bob), 404)
    expectStatus(await act(incident.id, 'notes', { text: 'mine' }, bob), 404)
    expectStatus(await act(incident.id, 'snooze', { reason: 'x', untilRecovery: true }, bob), 404)
    expectStatus(await c.api.get(`/api/incidents?owner=${c.userId}`, bob), 403)
    expect((await detail(incident.id)).incident.state).toBe('open')
    // An admin reads everyone's, with the owner, and acts only by naming the owner.
    expect((await list(c.adminToken))[0]).toMatchObject({ id: incident.id, owner: { _id: c.userId } })
    expectStatus(await act(incident.id, 'acknowledge', {}, c.adminToken), 404)
    expectStatus(await c.api.post(`/api/incidents/${incident.id}/acknowledge?owner=${c.userId}`, {}, c.adminToken), 200)

    // A dating domain's incident: hidden from a session without the dating password.
    const datingDomain = await c.t.app.db.selectFrom('domains').select('id').where('domain', '=', 'inc1.farm.test').executeTakeFirstOrThrow()
    await c.t.app.db.updateTable('domains').set({ super_category: 'dating' }).where('id', '=', datingDomain.id).execute()
    await outage('inc1.farm.test')
    const dating = (await list()).find((i) => i.title.startsWith('inc1'))!
    const plain = await login(c.t, (await c.t.app.db.selectFrom('users').select('email').where('id', '=', c.userId).executeTakeFirstOrThrow()).email, 'watcher-password')
    expect((await list(plain)).map((i) => i.id)).toEqual([incident.id])
    expectStatus(await c.api.get(`/api/incidents/${dating.id}`, plain), 404)
    expectStatus(await act(dating.id, 'acknowledge', {}, plain), 404)
  })

  test('MTTA and MTTR per month', async () => {
    await outage('inc0.farm.test')
    const [incident] = await list()
    await later(10 * MINUTE)
    expectStatus(await act(incident.id, 'acknowledge'), 200)
    await later(20 * MINUTE)
    expectStatus(await act(incident.id, 'resolve'), 200)
    const months = expectStatus(await c.api.get('/api/incidents/stats?months=2', c.token), 200).json().months
    const month = c.clock.now().toISOString().slice(0, 7)
    expect(months).toHaveLength(2)
    expect(months[1]).toEqual({ month, incidents: 1, mttaMinutes: expect.any(Number), mttrMinutes: expect.any(Number) })
    expect(months[1].mttrMinutes - months[1].mttaMinutes).toBe(20)
    expect(months[0]).toMatchObject({ incidents: 0, mttaMinutes: null, mttrMinutes: null })
  })
})
