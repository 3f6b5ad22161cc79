// Escalation through the real app, its worker, the farm and the SMTP capture, time driven by the
// job runtime's clock: an unacknowledged incident notifies each step's channels and the on-call
// person on time, round after round, and stops at an acknowledgement (in Sitefleet or by the link
// in the escalation message); a snooze moves the next step; another user's policies are unreachable.
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { html, send } from './farm/kit'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createUser, describeEachDb, login } from './helpers/test-app'

const HOST = 'esc0.farm.test'
let down = false
const sites: FarmSite[] = [{ host: HOST, handle: (req, res) => send(req, res, html(`<title>${HOST}</title>`, '<p>Shop</p>'), { status: down ? 500 : 200 }) }]

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
}, 60_000)
afterAll(async () => { await farm.close() })

const MINUTE = 60_000
const CONFIG = { alerts: { confirmSeconds: 60, groupMin: 3, selfCheckPercent: 50, telegramApiUrl: 'https://telegram.farm.test' }, checkIntervalMinutes: 1, incidentReopenMinutes: 30 }
const LINK = /Acknowledge: http:\/\/sitefleet\.test(\/ack\/\S+)/

interface Entry { kind: string, actor: string, text: string }

describeEachDb('escalation', (kind) => {
  let c: CheckApp
  const email = 'admin@sitefleet.test'
  let policyId: string

  beforeEach(async () => {
    down = false
    c = await createCheckApp(kind, farm, { config: CONFIG })
    const mail = expectStatus(await c.api.post('/api/alerts/channels', { kind: 'email', name: 'Mail', target: 'ops@example.com' }, c.token), 201).json().channel.id as string
    const boss = expectStatus(await c.api.post('/api/alerts/channels', { kind: 'email', name: 'Boss', target: 'boss@example.com' }, c.token), 201).json().channel.id as string
    // The user's rotation, set up by an admin with the admin on call: notified at their account e-mail.
    const adminId = (await c.t.app.db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirstOrThrow()).id
    const rotation = expectStatus(await c.api.post(`/api/oncall-rotations?owner=${c.userId}`, { name: 'Ops', timezone: 'UTC', period: 'daily', handoffTime: '00:00', startDate: '2026-06-01', memberIds: [adminId] }, c.adminToken), 201).json().rotation.id as string
    policyId = expectStatus(await c.api.post('/api/escalation-policies', {
      name: 'Wake people up',
      repeats: 1,
      steps: [{ afterMinutes: 15, channelIds: [boss], rotationIds: [] }, { afterMinutes: 10, channelIds: [], rotationIds: [rotation] }]
    }, c.token), 201).json().policy.id as string
    // Outages go to Mail only; Boss hears of them only through escalation.
    const rules = expectStatus(await c.api.get('/api/alerts/rules', c.token), 200).json().rules
    expectStatus(await c.api.put('/api/alerts/rules', { ...rules, routes: { 'site-down': [mail], 'site-recovered': [mail] }, escalationPolicyId: policyId }, c.token), 200)
    expect(expectStatus(await c.api.get('/api/alerts/rules', c.token), 200).json().rules.escalationPolicyId).toBe(policyId)
    expectStatus(await c.api.save(c.token, HOST, {}), 201)
    await c.t.app.db.deleteFrom('checks').where('type', '!=', 'status').execute()
    await c.t.app.checks.worker.drain()
    c.t.smtp.messages.length = 0
  }, 60_000)
  afterEach(async () => { await c.t.close() })

  const later = async (ms: number) => {
    c.clock.advance(ms)
    await c.t.app.checks.worker.drain()
  }
  /** Moves the clock to `minutes` after the incident opened (minute by minute, as the worker would run). */
  const upTo = async (openedAt: string, minutes: number) => {
    while (c.clock.now().getTime() < Date.parse(openedAt) + minutes * MINUTE) await later(Math.min(MINUTE, Date.parse(openedAt) + minutes * MINUTE - c.clock.now().getTime()))
  }
  const mailsTo = (to: string) => c.t.smtp.messages.filter((m) => m.to.includes(to)).map((m) => ({ subject: m.subject, text: m.text.replace(/\r\n/g, '\n') }))
  const escalations = () => c.t.smtp.messages.filter((m) => m.subject.startsWith('Sitefleet: Not acknowledged')).map((m) => m.to.join(','))
  const opened = async (): Promise<{ id: number, openedAt: string }> => {
    down = true
    for (let i = 0; i < 8 && (await c.t.app.db.selectFrom('incidents').select('id').execute()).length === 0; i++) await later(MINUTE)
    const row = await c.t.app.db.selectFrom('incidents').select(['id', 'opened_at']).executeTakeFirstOrThrow()
    return { id: Number(row.id), openedAt: row.opened_at }
  }
  const timeline = async (id: number): Promise<Entry[]> => expectStatus(await c.api.get(`/api/incidents/${id}`, c.token), 200).json().timeline

  test('steps fire on time to their channels and to whoever is on call, the policy repeats, and acknowledging stops it', async () => {
    const incident = await opened()
    await upTo(incident.openedAt, 14)
    expect(escalations()).toEqual([])
    expect(mailsTo('ops@example.com')).toHaveLength(1)

    await upTo(incident.openedAt, 15)
    expect(escalations()).toEqual(['boss@example.com'])
    const [boss] = mailsTo('boss@example.com')
    expect(boss.subject).toBe(`Sitefleet: Not acknowledged: ${HOST} is down (500: HTTP 500 Internal Server Error)`)
    expect(boss.text).toContain(`Incident #${incident.id} is not acknowledged 15 minutes after it opened`)
    expect(boss.text).toContain('step 1 of 2, round 1 of 2')
    expect(boss.text).toMatch(LINK)

    // Step 2, ten minutes later: the on-call person (the admin), at their account e-mail.
    await upTo(incident.openedAt, 24)
    expect(escalations()).toEqual(['boss@example.com'])
    await upTo(incident.openedAt, 25)
    expect(escalations()).toEqual(['boss@example.com', email])
    expect(mailsTo(email)[0].text).toContain('step 2 of 2, round 1 of 2')

    // The repeat: step 1 again 15 minutes later, then nothing once acknowledged.
    await upTo(incident.openedAt, 40)
    expect(escalations()).toEqual(['boss@example.com', email, 'boss@example.com'])
    expect(mailsTo('boss@example.com')[1].text).toContain('step 1 of 2, round 2 of 2')
    expectStatus(await c.api.post(`/api/incidents/${incident.id}/acknowledge`, {}, c.token), 200)
    await upTo(incident.openedAt, 120)
    expect(escalations()).toHaveLength(3)

    const steps = (await timeline(incident.id)).filter((e) => e.kind === 'escalated')
    expect(steps.map((e) => [e.actor, e.text])).toEqual([
      ['Sitefleet', 'Step 1 of 2, round 1 of 2 (Wake people up): notified Boss (email)'],
      ['Sitefleet', 'Step 2 of 2, round 1 of 2 (Wake people up): notified Admin: admin@sitefleet.test (account e-mail), on call in Ops'],
      ['Sitefleet', 'Step 1 of 2, round 2 of 2 (Wake people up): notified Boss (email)']
    ])
    // Each escalation message's delivery is on the timeline too.
    expect((await timeline(incident.id)).filter((e) => e.kind === 'delivery').map((e) => e.actor)).toEqual(['Mail (email)', 'Boss (email)', 'Admin (account e-mail) (email)', 'Boss (email)'])
    // The implicit account e-mail channel is in nobody's list of channels.
    const names = async (token: string) => expectStatus(await c.api.get('/api/alerts/channels', token), 200).json().channels.map((ch: { name: string }) => ch.name).sort()
    expect(await names(c.token)).toEqual(['Boss', 'Mail'])
    expect(await names(c.adminToken)).toEqual([])
  })

  test('the acknowledge link in an escalation message acknowledges and stops the escalation', async () => {
    const incident = await opened()
    await upTo(incident.openedAt, 15)
    const link = LINK.exec(mailsTo('boss@example.com')[0].text)![1]
    const res = await c.t.app.inject({ method: 'POST', url: link, headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Acknowledged as boss@example.com')
    await upTo(incident.openedAt, 120)
    expect(escalations()).toEqual(['boss@example.com'])
    const detail = expectStatus(await c.api.get(`/api/incidents/${incident.id}`, c.token), 200).json()
    expect(detail.incident).toMatchObject({ state: 'acknowledged', acknowledgedBy: 'boss@example.com (acknowledge link)' })
  })

  test('a snooze moves the next step by its length; the recovery resolves the incident and ends the escalation', async () => {
    const incident = await opened()
    await upTo(incident.openedAt, 10)
    const until = new Date(Date.parse(incident.openedAt) + 40 * MINUTE).toISOString()
    expectStatus(await c.api.post(`/api/incidents/${incident.id}/snooze`, { reason: 'Deploying', until }, c.token), 200)
    // Step 1 was due at 15 minutes; the 30-minute snooze from minute 10 moves it to 45.
    await upTo(incident.openedAt, 44)
    expect(escalations()).toEqual([])
    await upTo(incident.openedAt, 45)
    expect(escalations()).toEqual(['boss@example.com'])
    down = false
    await upTo(incident.openedAt, 50)
    expect(expectStatus(await c.api.get(`/api/incidents/${incident.id}`, c.token), 200).json().incident.state).toBe('resolved')
    await upTo(incident.openedAt, 120)
    expect(escalations()).toEqual(['boss@example.com'])
  })

  test('another user\'s policies are unreachable and refused; steps name only your own channels and rotations; read tokens only read', async () => {
    await createUser(c.t, c.adminToken, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-12' })
    const bob = await login(c.t, 'bob@example.com', 'bob-password-12')
    expectStatus(await c.api.get(`/api/escalation-policies/${policyId}`, bob), 404)
    expectStatus(await c.api.put(`/api/escalation-policies/${policyId}`, { name: 'Mine', repeats: 0, steps: [{ afterMinutes: 1, channelIds: [], rotationIds: [] }] }, bob), 404)
    expectStatus(await c.api.del(`/api/escalation-policies/${policyId}`, bob), 404)
    expect(expectStatus(await c.api.get('/api/escalation-policies', bob), 200).json().policies).toEqual([])
    const bobRules = expectStatus(await c.api.get('/api/alerts/rules', bob), 200).json().rules
    expect(expectStatus(await c.api.put('/api/alerts/rules', { ...bobRules, escalationPolicyId: policyId }, bob), 400).json().message).toBe('The rules name an escalation policy that does not exist')

    const mine = expectStatus(await c.api.get(`/api/escalation-policies/${policyId}`, c.token), 200).json().policy
    const bobChannel = expectStatus(await c.api.post('/api/alerts/channels', { kind: 'email', name: 'Bob mail', target: 'bob@example.com' }, bob), 201).json().channel.id as string
    const bobRotation = expectStatus(await c.api.post('/api/oncall-rotations', { name: 'B', timezone: 'UTC', period: 'daily', handoffTime: '00:00', startDate: '2026-06-01', memberIds: [] }, bob), 400)
    expect(bobRotation.json().message).toBeDefined()
    const step = (s: object) => ({ name: 'X', repeats: 0, steps: [{ afterMinutes: 5, channelIds: [], rotationIds: [], ...s }] })
    expect(expectStatus(await c.api.post('/api/escalation-policies', step({ channelIds: [bobChannel] }), c.token), 400).json().message).toBe('A step names a channel that does not exist')
    expect(expectStatus(await c.api.post('/api/escalation-policies', step({ rotationIds: ['nope'] }), c.token), 400).json().message).toBe('A step names a rotation that does not exist')
    expect(expectStatus(await c.api.post('/api/escalation-policies', step({}), c.token), 400).json().message).toBe('Each step notifies at least one channel or rotation')

    const read = expectStatus(await c.api.post('/auth/tokens', { name: 'wall', access: 'read' }, c.token), 201).json().token as string
    expect(expectStatus(await c.api.get('/api/escalation-policies', read), 200).json().policies.map((p: { id: string }) => p.id)).toEqual([policyId])
    expect(expectStatus(await c.api.put(`/api/escalation-policies/${policyId}`, { name: mine.name, repeats: 0, steps: mine.steps }, read), 403).json().message).toBe('This API token is read-only')

    // Deleting the policy clears it from the rules.
    expectStatus(await c.api.del(`/api/escalation-policies/${policyId}`, c.token), 200)
    expect(expectStatus(await c.api.get('/api/alerts/rules', c.token), 200).json().rules.escalationPolicyId).toBeNull()
  })
})
