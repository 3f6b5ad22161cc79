// How one status result moves a domain's health (checks/status/health.ts): a blip is re-checked
// before it counts, a confirmed failure is one "site-down", a 200 after it one "site-recovered",
// a site never seen up stays quiet, noindex appearing is noticed.
import { type Health, transition } from '../src/components/monitoring/jobs/health'

const T0 = '2026-06-10T12:00:00.000Z'
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()
const up: Health = { statusCode: 200, failingSince: null, downSince: null, noindex: false }
const CONFIRM = 60_000
const fail = (statusCode = 503) => ({ statusCode, error: `HTTP ${statusCode}`, noindex: null })
const ok = (noindex = false) => ({ statusCode: 200, error: null, noindex })

test('a first failure after 200 is only a suspicion: re-checked after the confirmation time', () => {
  expect(transition(up, fail(), T0, CONFIRM)).toEqual({
    next: { statusCode: 503, failingSince: T0, downSince: null, noindex: false }, events: [], recheckInMs: CONFIRM
  })
})

test('a failure that outlives the re-check is one site-down event; later failures add none', () => {
  const suspect = transition(up, fail(), T0, CONFIRM).next
  const confirmed = transition(suspect, fail(500), at(60), CONFIRM)
  expect(confirmed.events).toEqual([{ kind: 'site-down', data: { statusCode: 500, error: 'HTTP 500', since: T0 } }])
  expect(confirmed.next.downSince).toBe(T0)
  expect(confirmed.recheckInMs).toBeUndefined()
  expect(transition(confirmed.next, fail(), at(900), CONFIRM).events).toEqual([])
})

test('a re-check that comes early (a refresh) asks for another one at the confirmation time', () => {
  const suspect = transition(up, fail(), T0, CONFIRM).next
  expect(transition(suspect, fail(), at(20), CONFIRM)).toMatchObject({ events: [], recheckInMs: 40_000 })
})

test('a blip (fails once, then 200) writes nothing', () => {
  const suspect = transition(up, fail(), T0, CONFIRM).next
  expect(transition(suspect, ok(), at(60), CONFIRM)).toEqual({ next: up, events: [] })
})

test('a down site answering 200 recovers, with how long it was down', () => {
  const down: Health = { statusCode: 503, failingSince: T0, downSince: T0, noindex: false }
  expect(transition(down, ok(), at(3600), CONFIRM).events).toEqual([
    { kind: 'site-recovered', data: { downSince: T0, durationMs: 3_600_000, statusCode: 503 } }
  ])
})

test('a site never seen up (new, parked) fails without a streak or event', () => {
  const never: Health = { statusCode: null, failingSince: null, downSince: null, noindex: null }
  const first = transition(never, fail(499), T0, CONFIRM)
  expect(first).toEqual({ next: { statusCode: 499, failingSince: null, downSince: null, noindex: null }, events: [] })
  expect(transition(first.next, fail(499), at(3600), CONFIRM).events).toEqual([])
})

test('without confirmation (0 s) the first failure counts at once', () => {
  expect(transition(up, fail(), T0, 0).events).toEqual([{ kind: 'site-down', data: { statusCode: 503, error: 'HTTP 503', since: T0 } }])
})

test('noindex appearing on a page that had none is an event; unknown before, or a failed read, is not', () => {
  expect(transition(up, { ...ok(true), noindexSource: 'meta robots' }, T0, CONFIRM).events).toEqual([{ kind: 'noindex-appeared', data: { source: 'meta robots' } }])
  expect(transition({ ...up, noindex: null }, ok(true), T0, CONFIRM).events).toEqual([])
  expect(transition({ ...up, noindex: true }, ok(true), T0, CONFIRM).events).toEqual([])
  // A failed read keeps what was known.
  expect(transition(up, fail(), T0, CONFIRM).next.noindex).toBe(false)
})
