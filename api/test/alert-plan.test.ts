// The alert builder's decisions (alerts/builder/plan.ts) event by event: hold for the group,
// server then account grouping, stragglers joining an open alert, an ending event following the
// one it ends, muting, silence without a channel, suppression while Sitefleet is offline.
import { type PlanLookups, planAlerts } from '../src/components/alerts/jobs/plan'
import { isOffline } from '../src/components/alerts/jobs/self-check'
import type { DomainHosting } from '../src/components/alerts/alert-facts-repository'
import type { StoredEvent } from '../src/components/events/event-repository'

const T0 = Date.parse('2026-06-10T12:00:00.000Z')
let nextId = 1
function event (fields: Partial<StoredEvent> & { domain: string }): StoredEvent {
  return {
    id: nextId++,
    userId: 'u1',
    kind: 'site-down',
    occurredAt: new Date(T0).toISOString(),
    domainId: `id-${fields.domain}`,
    superCategory: 'natural',
    serverId: null,
    data: { statusCode: 500 },
    alertState: 'pending',
    alertId: null,
    ...fields
  }
}
const host = (server: string, account = 'acc-1'): DomainHosting => ({ serverId: server, serverName: server, accountId: account, platform: 'DO', email: 'ops@example.com' })

function lookups (hosting: Record<string, DomainHosting>, overrides: Partial<PlanLookups> = {}): PlanLookups {
  return {
    hosting: (e) => e.domain === null ? undefined : hosting[e.domain],
    muted: () => false,
    channels: () => ['ch-1'],
    endedState: () => 'sent',
    openGroupAlert: async () => undefined,
    ...overrides
  }
}
const options = (now = T0 + 60_000) => ({ now, holdMs: 30_000, groupMin: 3, offline: false })

test('outages wait for their group; then 3+ on one server are one alert, fewer on one account one more, the rest single', async () => {
  const hosting = { a: host('s1'), b: host('s1'), c: host('s1'), d: host('s2', 'acc-2'), e: host('s3', 'acc-2'), f: host('s4', 'acc-2'), g: host('s5', 'acc-3') }
  const events = Object.keys(hosting).map((d) => event({ domain: d }))
  const early = await planAlerts(events, lookups(hosting), options(T0 + 10_000))
  expect(early).toEqual({ states: [], joins: [], alerts: [], held: 7 })
  const plan = await planAlerts(events, lookups(hosting), options())
  expect(plan.alerts.map((a) => [a.by, a.groupKey, a.events.map((e) => e.domain).join(',')])).toEqual([
    ['server', 'server:s1', 'a,b,c'],
    ['account', 'account:acc-2', 'd,e,f'],
    ['single', 'domain:id-g', 'g']
  ])
})

test('a domain without hosting, and kinds that do not group, go out at once, one each', async () => {
  const plan = await planAlerts([event({ domain: 'lone' }), event({ domain: 'x', kind: 'affiliate-broken' })], lookups({ x: host('s1') }), options(T0))
  expect(plan.alerts.map((a) => [a.by, a.kind, a.events[0].domain])).toEqual([['single', 'site-down', 'lone'], ['single', 'affiliate-broken', 'x']])
})

test('an outage of a server with a recent open alert joins it instead of a new message', async () => {
  const hosting = { a: host('s1'), b: host('s1') }
  const plan = await planAlerts([event({ domain: 'a' }), event({ domain: 'b' })], lookups(hosting, {
    openGroupAlert: async (_u, key, kind) => key === 'server:s1' && kind === 'site-down' ? 42 : undefined
  }), options())
  expect(plan).toMatchObject({ alerts: [], joins: [{ ids: [expect.any(Number), expect.any(Number)], alertId: 42 }] })
})

test('a recovery follows the outage it ends: sent only if that was; waits while it is pending', async () => {
  const rec = (domain: string) => event({ domain, kind: 'site-recovered', data: { durationMs: 1000 } })
  const states: Record<string, 'sent' | 'muted' | 'suppressed' | 'pending' | 'none'> = { s: 'sent', m: 'muted', x: 'suppressed', p: 'pending', n: 'none' }
  const plan = await planAlerts(Object.keys(states).map(rec), lookups({}, { endedState: (e) => states[e.domain!] }), options())
  expect(plan.alerts.map((a) => a.events[0].domain)).toEqual(['s'])
  expect(plan.states.map((s) => s.state)).toEqual(['muted', 'suppressed', 'silent'])
  expect(plan.held).toBe(1)
})

test('maintenance mutes, no channel is silent, an unknown kind is silent, offline suppresses outages only', async () => {
  const events = [event({ domain: 'a' }), event({ domain: 'b' }), event({ domain: 'c', kind: 'retired-kind' }), event({ domain: 'd', kind: 'affiliate-broken' })]
  const plan = await planAlerts(events, lookups({}, {
    muted: (e) => e.domain === 'a',
    channels: (e) => e.domain === 'b' ? [] : ['ch-1']
  }), options())
  expect(plan.states.map((s) => s.state)).toEqual(['muted', 'silent', 'silent'])
  expect(plan.alerts.map((a) => a.events[0].domain)).toEqual(['d'])
  const offline = await planAlerts([event({ domain: 'e' }), event({ domain: 'f', kind: 'affiliate-broken' })], lookups({}), { ...options(), offline: true })
  expect(offline.states).toEqual([{ ids: [expect.any(Number)], state: 'suppressed' }])
  expect(offline.alerts.map((a) => a.kind)).toEqual(['affiliate-broken'])
})

test('offline: a domain found on a blocklist meanwhile is no outage and goes out', async () => {
  const listed = event({ domain: 'g', kind: 'blocklisted' })
  const plan = await planAlerts([listed, event({ domain: 'h' })], lookups({}), { ...options(), offline: true })
  expect(plan.states).toEqual([{ ids: [expect.any(Number)], state: 'suppressed' }])
  expect(plan.alerts.map((a) => [a.kind, a.events.map((e) => e.domain)])).toEqual([['blocklisted', ['g']]])
})

test('the self-check: most recent checks failing, spread over most servers, is Sitefleet offline; a few dead servers are not', () => {
  const settings = { confirmSeconds: 60, groupMin: 3, selfCheckPercent: 50, telegramApiUrl: '' }
  // 60 of 100 sites failing, all of them on 2 of 40 servers (re-checked first): not offline.
  expect(isOffline({ checked: 100, failing: 60, servers: 40, failingServers: 2 }, settings)).toBe(false)
  // The same share spread over most servers: offline.
  expect(isOffline({ checked: 100, failing: 60, servers: 40, failingServers: 30 }, settings)).toBe(true)
  // Exactly half is not more than half; too few sites say nothing.
  expect(isOffline({ checked: 100, failing: 50, servers: 100, failingServers: 50 }, settings)).toBe(false)
  expect(isOffline({ checked: 9, failing: 9, servers: 9, failingServers: 9 }, settings)).toBe(false)
})
