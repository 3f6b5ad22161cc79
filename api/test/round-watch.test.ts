// A round that is behind says so: the round-watch check measures how long the oldest
// overdue status check has waited; GET /healthz and the admin overview's call show it, and admins
// get one "checks behind" event when it passes the check interval, one "caught up" after.
import { randomUUID } from 'node:crypto'
import { CHECK_TYPES, DOMAIN_CHECKS, DOMAIN_CHECK_NAMES } from '../src/job-types'
import { DUE_FIRST, DUE_NOW } from '../src/platform/jobs/check-repository'
import { firstRound } from '../src/platform/jobs/first-round'
import type { SystemCheckType, SystemContext } from '../src/platform/jobs/types'
import { testClock } from './helpers/checks'
import { api, type Api } from './helpers/domains'
import { createTestApp, describeEachDb, login, signInAnnAndBob, type TestApp } from './helpers/test-app'

const START = '2026-06-10T12:00:00.000Z'
const MINUTE = 60_000
const at = (ms: number): string => new Date(Date.parse(START) + ms).toISOString()

describeEachDb('round watch', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let annId: string
  const clock = testClock(START)
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { checkIntervalMinutes: 15 }, deps: { now: clock.now } })
    http = api(t)
    ;({ admin, annId } = await signInAnnAndBob(t))
  }, 60_000)
  afterAll(async () => { await t.close() })

  async function watch (): Promise<void> {
    const ctx = { db: t.app.db, dialect: kind, now: clock.now, signal: new AbortController().signal, config: t.config, domainCheckTypes: DOMAIN_CHECK_NAMES, firstRound: firstRound(DOMAIN_CHECKS, t.config) } as unknown as SystemContext
    await (CHECK_TYPES.get('round-watch') as SystemCheckType).check(ctx)
  }
  async function addDomain (name: string, createdAt: string, status: { due_at: string, last_run_at: string | null }): Promise<string> {
    const id = randomUUID()
    await t.app.db.insertInto('domains').values({ id, user_id: annId, super_category: 'natural', domain: name, category: 'x', created_at: createdAt, updated_at: createdAt }).execute()
    await t.app.db.insertInto('checks').values({ domain_id: id, type: 'status', ...status }).execute()
    return id
  }
  const health = async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).json()
  const adminEvents = async () => (await t.app.db.selectFrom('events as e').innerJoin('users as u', 'u.id', 'e.user_id')
    .select(['e.kind']).where('u.role', '=', 'admin').where('e.kind', 'like', 'checks-%').orderBy('e.occurred_at').execute())

  test('healthz and the admin overview show the oldest overdue status check; admins hear once when it passes the interval', async () => {
    expect((await health()).checks).toBeNull()
    // On time: one check due 2 minutes ago, a new domain (due "since forever") saved 5 minutes ago.
    const late = await addDomain('late.example.com', at(-60 * MINUTE), { due_at: at(-2 * MINUTE), last_run_at: at(-17 * MINUTE) })
    await addDomain('new.example.com', at(-5 * MINUTE), { due_at: DUE_NOW, last_run_at: null })
    await watch()
    expect(await health()).toEqual({ status: 'ok', checks: { oldestOverdueSeconds: 300, intervalSeconds: 900, behind: false, measuredAt: START } })
    expect(await adminEvents()).toEqual([])

    // 20 minutes later nothing has run: the new domain's first check has waited 25 minutes.
    clock.advance(20 * MINUTE)
    await watch()
    expect((await health()).checks).toMatchObject({ oldestOverdueSeconds: 25 * 60, behind: true })
    const overview = await http.get('/admin/checks-round', admin)
    expect(overview.statusCode).toBe(200)
    expect(overview.json()).toEqual({ round: { oldestOverdueSeconds: 1500, intervalSeconds: 900, behind: true, measuredAt: at(20 * MINUTE) } })
    await watch()
    const behind = await adminEvents()
    expect(behind.map((e) => e.kind)).toEqual(['checks-behind'])

    // The worker catches up: nothing overdue any more.
    await t.app.db.updateTable('checks').set({ due_at: at(30 * MINUTE), last_run_at: at(19 * MINUTE) }).execute()
    clock.advance(MINUTE)
    await watch()
    expect((await health()).checks).toMatchObject({ oldestOverdueSeconds: 0, behind: false })
    expect((await adminEvents()).map((e) => e.kind)).toEqual(['checks-behind', 'checks-caught-up'])
    // Users never see it; a user's token cannot read the figure.
    expect((await http.get('/admin/checks-round', await login(t, 'ann@example.com', 'ann-password-1'))).statusCode).toBe(403)
    await t.app.db.deleteFrom('domains').where('id', '=', late).execute()
  })

  test('a check made to jump the queue counts from its last run, and a big import from its saving', async () => {
    await t.app.db.deleteFrom('domains').execute()
    const now = clock.now()
    const ago = (ms: number): string => new Date(now.getTime() - ms).toISOString()
    // 600 domains imported 3 minutes ago (more than the figure reads row by row), all unchecked.
    for (let i = 0; i < 600; i++) await addDomain(`imported-${i}.example.com`, ago(3 * MINUTE), { due_at: DUE_NOW, last_run_at: null })
    await watch()
    expect((await health()).checks).toMatchObject({ oldestOverdueSeconds: 180, behind: false })
    // A sibling's failure pulled this one to the front; its last run was 40 minutes ago.
    await addDomain('jumped.example.com', ago(90 * MINUTE), { due_at: DUE_FIRST, last_run_at: ago(40 * MINUTE) })
    await watch()
    expect((await health()).checks).toMatchObject({ oldestOverdueSeconds: 40 * 60, behind: true })
  })
})
