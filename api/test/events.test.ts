// Events written by check results in their own transaction, through the real
// worker against farm sites that change: a blip writes nothing, a confirmed outage one
// "site-down" and later one "site-recovered"; noindex appearing and an affiliate link breaking
// and working again are events too.
import { assertFarmCaTrusted, type Farm, type FarmSite, startFarm } from './farm'
import { html, send } from './farm/kit'
import { type CheckApp, createCheckApp, saveAll } from './helpers/checks'
import { describeEachDb } from './helpers/test-app'

/** What the changing sites answer right now (tests set it). */
const state = { status: 200, noindex: false, offer: 200 }
const sites: FarmSite[] = [
  {
    host: 'moody.farm.test',
    handle: (req, res) => send(req, res, html(`<title>Moody</title>${state.noindex ? '<meta name="robots" content="noindex,follow">' : ''}`,
      '<h1>Moody</h1><p>Best supplements. <a href="https://moody-offer.farm.test/go/deal">Buy now</a></p>'), { status: state.status })
  },
  { host: 'moody-offer.farm.test', handle: (req, res) => send(req, res, html('<title>Offer</title>', '<h1>Deal</h1>'), { status: state.offer }) }
]

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites })
}, 60_000)
afterAll(async () => { await farm.close() })

const MINUTE = 60_000

describeEachDb('events from check results', (kind) => {
  let c: CheckApp
  const events = async () => (await c.t.app.db.selectFrom('events').select(['kind', 'domain', 'data', 'occurred_at', 'user_id']).orderBy('id').execute())
    .map((e) => ({ ...e, data: JSON.parse(e.data) as Record<string, unknown> }))
  const run = async (type: string) => {
    // Make this type's checks due now and run them as the worker would.
    await c.t.app.db.updateTable('checks').set({ due_at: c.clock.now().toISOString() }).where('type', '=', type).execute()
    await c.t.app.checks.worker.drain()
  }

  beforeAll(async () => {
    c = await createCheckApp(kind, farm, { config: { alerts: { confirmSeconds: 60, groupMin: 3, selfCheckPercent: 50, telegramApiUrl: 'http://127.0.0.1:9' } } })
    Object.assign(state, { status: 200, noindex: false, offer: 200 })
    await saveAll(c, c.token, ['moody.farm.test'])
    await c.t.app.db.deleteFrom('checks').where('type', '=', 'bing').execute()
    await c.t.app.checks.worker.drain()
  }, 60_000)
  afterAll(async () => { await c.t.close() })

  test('a site that fails once and then answers again writes nothing', async () => {
    state.status = 503
    await run('status')
    // The failure is re-checked after ALERT_CONFIRM_SECONDS, not after the 60-minute interval.
    const row = await c.t.app.db.selectFrom('checks').select('due_at').where('type', '=', 'status').executeTakeFirstOrThrow()
    expect(row.due_at).toBe(new Date(c.clock.now().getTime() + MINUTE).toISOString())
    state.status = 200
    c.clock.advance(MINUTE)
    const recorded = c.t.app.checks.worker.stats.recorded
    await c.t.app.checks.worker.drain()
    // The re-check ran (and found the site up).
    expect(c.t.app.checks.worker.stats.recorded - recorded).toBe(1)
    expect(await events()).toEqual([])
  })

  test('a site that stays down is one "site-down" after the re-check, and one "site-recovered" later', async () => {
    state.status = 500
    const since = c.clock.now().toISOString()
    await run('status')
    c.clock.advance(MINUTE)
    await c.t.app.checks.worker.drain()
    c.clock.advance(60 * MINUTE)
    await c.t.app.checks.worker.drain()
    expect(await events()).toEqual([{ kind: 'site-down', domain: 'moody.farm.test', user_id: c.userId, occurred_at: new Date(Date.parse(since) + MINUTE).toISOString(), data: { statusCode: 500, error: 'HTTP 500 Internal Server Error', since } }])
    state.status = 200
    c.clock.advance(60 * MINUTE)
    await c.t.app.checks.worker.drain()
    const all = await events()
    expect(all.map((e) => e.kind)).toEqual(['site-down', 'site-recovered'])
    expect(all[1].data).toEqual({ downSince: since, durationMs: 121 * MINUTE, statusCode: 500 })
    await c.t.app.db.deleteFrom('events').execute()
  })

  test('noindex appearing on the page is noticed by the status check, once', async () => {
    state.noindex = true
    await run('status')
    await run('status')
    expect((await events()).map((e) => [e.kind, e.data])).toEqual([['noindex-appeared', { source: 'meta robots' }]])
    state.noindex = false
    await run('status')
    await c.t.app.db.deleteFrom('events').execute()
  })

  test('an affiliate link that breaks, and works again, is one event each', async () => {
    state.offer = 404
    await run('affiliate')
    await run('affiliate')
    state.offer = 200
    await run('affiliate')
    const all = await events()
    expect(all.map((e) => [e.kind, e.data.affiliateLink])).toEqual([
      ['affiliate-broken', 'https://moody-offer.farm.test/go/deal'], ['affiliate-fixed', 'https://moody-offer.farm.test/go/deal']
    ])
    expect(all[0].data.linkStatus).toBe(404)
  })
})
