// The Bing calls of each scope against the farm's fake Bing: GET unindexed-domains from stored
// results (ownership, causes, unknown never listed) and GET bing-check, which makes the Bing
// check type's rows due for the checks worker (here drained by the test, as a worker would run).
import { BING_TYPE } from '../src/components/indexing/jobs/bing-index-check'
import { checkType, CheckWorker } from '../src/job-types'
import { BingRepository } from '../src/components/indexing/bing-repository'
import { parseConnectTo } from '../src/platform/outbound/connect-to'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import * as fakeBing from './farm/sites/bing'
import { bingQueries } from './farm/sites/bing'
import { FAST_WORKER, startClock } from './helpers/checks'
import { api, type Api, expectStatus, PREFIX, scanResult } from './helpers/domains'
import { farmOutbound } from './helpers/outbound'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp, withDatingAccess } from './helpers/test-app'

const DAY_MS = 24 * 60 * 60 * 1000

async function waitUntil (condition: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

describeEachDb('Bing index calls', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let alice: string
  let aliceId: string
  let bob: string
  const clock = startClock()
  /** A worker that runs only the Bing checks (the status checks of these made-up names would fail). */
  const runChecks = async () => await new CheckWorker(
    { db: t.app.db, dialect: t.kind, client: t.app.outbound, mailer: t.app.mailer, config: t.config, now: clock.now, log: t.app.log, types: new Map([[BING_TYPE, checkType(BING_TYPE)]]) },
    FAST_WORKER
  ).drain()

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { bingSearchUrl: 'https://bing.farm.test/search', connectTo: parseConnectTo(farm.connectTo()) },
      deps: { outbound: farmOutbound(farm, { responseTimeoutMs: 3000, totalTimeoutMs: 5000 }), now: clock.now, checks: FAST_WORKER }
    })
    http = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    aliceId = await createUser(t, admin, { name: 'Alice', email: 'alice@example.com', password: 'alice-password-1' })
    await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-12' })
    alice = withDatingAccess(t, await login(t, 'alice@example.com', 'alice-password-1'))
    bob = withDatingAccess(t, await login(t, 'bob@example.com', 'bob-password-12'))
  })
  afterAll(async () => { await t.close() })
  beforeEach(() => { bingQueries.length = 0 })

  const unindexed = async (token: string, scope: keyof typeof PREFIX = 'natural', query = '') =>
    expectStatus(await http.get(`${PREFIX[scope]}/unindexed-domains${query}`, token), 200).json()
  const check = async (token: string, scope: keyof typeof PREFIX = 'natural', query = '?force=true') =>
    expectStatus(await http.get(`${PREFIX[scope]}/bing-check${query}`, token), 200).json()
  const saveAll = async (token: string, domains: string[], scope: keyof typeof PREFIX = 'natural') => {
    for (const domain of domains) expectStatus(await http.save(token, domain, { scope }), 201)
  }

  test('both calls need a bearer token', async () => {
    expect((await http.get('/api/scraper/unindexed-domains')).statusCode).toBe(401)
    expect((await http.get('/casino/scraper/bing-check?force=true')).statusCode).toBe(401)
  })

  test('before any check a domain is listed with no check time (the screen says "Never")', async () => {
    await saveAll(alice, ['nothing-first.example'])
    expect(await unindexed(alice)).toEqual({ success: true, unindexed: [{ domain: 'nothing-first.example', lastBingCheck: '' }] })
  })

  test('a forced check lists exactly the domains Bing has no results for; captcha, block and errors never', async () => {
    await saveAll(alice, ['indexed-one.example', 'nothing-two.example', 'captcha-three.example', 'blocked-four.example', 'redesign-five.example'])
    const started = await check(alice)
    expect(started).toEqual({ success: true, message: 'Bing check started', queued: 6 })
    await runChecks()
    expect(bingQueries.sort()).toEqual([
      'site:blocked-four.example', 'site:captcha-three.example', 'site:indexed-one.example',
      'site:nothing-first.example', 'site:nothing-two.example', 'site:redesign-five.example'
    ])
    const body = await unindexed(alice)
    expect(body.unindexed.map((e: { domain: string }) => e.domain)).toEqual(['nothing-first.example', 'nothing-two.example'])
    for (const entry of body.unindexed) {
      expect(Object.keys(entry).sort()).toEqual(['domain', 'lastBingCheck'])
      expect(entry.lastBingCheck).toBe(clock.now().toISOString())
    }
  })

  test('a captcha day keeps the last real answer: listed stays listed, with its old time', async () => {
    const before = (await unindexed(alice)).unindexed.find((e: { domain: string }) => e.domain === 'nothing-two.example')
    const rows = await t.app.db.selectFrom('domains').select(['id']).where('domain', '=', 'nothing-two.example').execute()
    // Bing now answers this name with its captcha page.
    await new BingRepository(t.app.db).save(rows[0].id, { state: 'unknown', reason: 'captcha' }, null, new Date().toISOString())
    const after = (await unindexed(alice)).unindexed.find((e: { domain: string }) => e.domain === 'nothing-two.example')
    expect(after).toEqual(before)
  })

  test('ownership: a user sees only their own; an admin everyone\'s, with the owner; ?owner narrows', async () => {
    await saveAll(bob, ['nothing-bob.example', 'nothing-two.example'])
    await check(bob)
    await runChecks()
    expect((await unindexed(bob)).unindexed.map((e: { domain: string }) => e.domain)).toEqual(['nothing-bob.example', 'nothing-two.example'])
    expect((await unindexed(alice)).unindexed.map((e: { domain: string }) => e.domain)).not.toContain('nothing-bob.example')

    const all = (await unindexed(admin)).unindexed
    // By name; one name of two owners in either order.
    expect(all.map((e: { domain: string, owner: { name: string } }) => `${e.domain} ${e.owner.name}`).sort()).toEqual([
      'nothing-bob.example Bob', 'nothing-first.example Alice', 'nothing-two.example Alice', 'nothing-two.example Bob'
    ])
    const onlyAlice = (await unindexed(admin, 'natural', `?owner=${aliceId}`)).unindexed
    expect(onlyAlice.map((e: { domain: string }) => e.domain)).toEqual(['nothing-first.example', 'nothing-two.example'])
    expect(onlyAlice[0].owner).toEqual({ _id: aliceId, name: 'Alice' })

    // A user cannot read someone else's list, nor check someone else's domains.
    expect((await http.get(`/api/scraper/unindexed-domains?owner=${aliceId}`, bob)).statusCode).toBe(403)
    expect((await http.get(`/api/scraper/bing-check?force=true&owner=${aliceId}`, bob)).statusCode).toBe(403)
  })

  test('scopes are separate: a casino check asks only about casino domains', async () => {
    await saveAll(alice, ['nothing-casino.example'], 'casino')
    expect(await unindexed(alice, 'casino')).toEqual({ success: true, unindexed: [{ domain: 'nothing-casino.example', lastBingCheck: '' }] })
    expect((await check(alice, 'casino')).queued).toBe(1)
    await runChecks()
    expect(bingQueries).toEqual(['site:nothing-casino.example'])
    const [entry] = (await unindexed(alice, 'casino')).unindexed
    expect(entry.domain).toBe('nothing-casino.example')
    expect(entry.lastBingCheck).not.toBe('')
    expect((await unindexed(alice, 'dating')).unindexed).toEqual([])
  })

  test('likely causes from the latest scan and status: noindex, robots.txt, non-200', async () => {
    const data = (domain: string, fields: Record<string, unknown>) => scanResult(domain, fields)
    expectStatus(await http.save(bob, 'nothing-noindex.example', { data: data('nothing-noindex.example', { noindex: true }) }), 201)
    expectStatus(await http.save(bob, 'nothing-robots.example', { data: data('nothing-robots.example', { robotsTxt: 'User-agent: *\nDisallow: /\n' }) }), 201)
    expectStatus(await http.save(bob, 'nothing-gone.example', { data: data('nothing-gone.example', { statusCode: 404 }) }), 201)
    expectStatus(await http.save(bob, 'nothing-all.example', {
      data: data('nothing-all.example', { statusCode: 503, noindex: true, robotsTxt: 'User-agent: bingbot\nDisallow: /' })
    }), 201)
    await check(bob)
    await runChecks()
    const causes = Object.fromEntries((await unindexed(bob)).unindexed.map((e: { domain: string, cause?: string }) => [e.domain, e.cause]))
    expect(causes).toEqual({
      'nothing-all.example': 'status 503; noindex meta/header; robots.txt disallows all',
      'nothing-bob.example': undefined,
      'nothing-gone.example': 'status 404',
      'nothing-noindex.example': 'noindex meta/header',
      'nothing-robots.example': 'robots.txt disallows all',
      'nothing-two.example': undefined
    })
  })

  test('bing-check answers at once; the check finishes in the background, once however often it was asked', async () => {
    await saveAll(bob, ['nothing-once.example'], 'dating')
    expect(await check(bob, 'dating')).toEqual({ success: true, message: 'Bing check started', queued: 1 })
    // The call only made the check due: Bing was not asked while it answered.
    expect(bingQueries).toEqual([])
    expect((await unindexed(bob, 'dating')).unindexed).toEqual([{ domain: 'nothing-once.example', lastBingCheck: '' }])
    // Pressing again before it ran asks nothing twice.
    expect((await check(bob, 'dating')).queued).toBe(1)
    await runChecks()
    expect((await unindexed(bob, 'dating')).unindexed.map((e: { domain: string }) => e.domain)).toEqual(['nothing-once.example'])
    expect(bingQueries).toEqual(['site:nothing-once.example'])
  })

  test('without force nothing is queued: the daily schedule covers every domain', async () => {
    await saveAll(alice, ['nothing-new.example'], 'dating')
    expect((await check(alice, 'dating', '')).queued).toBe(0)
    expect((await check(alice, 'dating', '?force=false')).queued).toBe(0)
    expect((await check(alice, 'dating', '?force=true')).queued).toBe(1)
    await runChecks()
  })

  test('the schedule asks about new domains within 15 minutes and every domain again a day later, once', async () => {
    await saveAll(alice, ['indexed-daily.example', 'nothing-daily.example'], 'casino')
    await runChecks()
    expect(bingQueries).toEqual([])
    clock.advance(15 * 60_000)
    await runChecks()
    expect(bingQueries.sort()).toEqual(['site:indexed-daily.example', 'site:nothing-daily.example'])
    bingQueries.length = 0
    await runChecks()
    expect(bingQueries).toEqual([])
    // A day later every domain of every user and scope is due again, and asked once.
    const names = (await t.app.db.selectFrom('domains').select('domain').execute()).map((d) => `site:${d.domain}`)
    clock.advance(DAY_MS + 60_000)
    await runChecks()
    expect(bingQueries.sort()).toEqual([...new Set(names)].sort())
  })

  test('a domain Bing indexed that it no longer has writes a "bing-deindexed" event, once', async () => {
    await saveAll(bob, ['nothing-drop.example', 'nothing-never.example'], 'casino')
    const ids = Object.fromEntries((await t.app.db.selectFrom('domains').select(['id', 'domain']).where('domain', 'like', 'nothing-%.example').where('super_category', '=', 'casino').execute()).map((d) => [d.domain, d.id]))
    // Yesterday's answer: indexed (only for the first one).
    await new BingRepository(t.app.db).save(ids['nothing-drop.example'], { state: 'indexed' }, null, new Date(clock.now().getTime() - DAY_MS).toISOString())
    await check(bob, 'casino')
    await runChecks()
    const events = async () => await t.app.db.selectFrom('events').select(['kind', 'domain']).where('kind', '=', 'bing-deindexed').execute()
    expect(await events()).toEqual([{ kind: 'bing-deindexed', domain: 'nothing-drop.example' }])
    await check(bob, 'casino')
    await runChecks()
    expect(await events()).toHaveLength(1)
  })

  test('deleting a domain removes its result', async () => {
    expectStatus(await http.del('/api/scraper/domain/nothing-bob.example', bob), 200)
    expect((await unindexed(bob)).unindexed.map((e: { domain: string }) => e.domain)).not.toContain('nothing-bob.example')
  })
})

describeEachDb('Bing checks and shutdown', (kind) => {
  test('closing the app while a check waits on Bing neither hangs nor throws, and hands the check back', async () => {
    // Bing holds the answer and the client would wait an hour: only stopping can end the check.
    const t = await createTestApp(kind, {
      config: { bingSearchUrl: 'https://bing.farm.test/search', connectTo: parseConnectTo(farm.connectTo()), workerEnabled: true },
      deps: { outbound: farmOutbound(farm, { responseTimeoutMs: 3_600_000, totalTimeoutMs: 3_600_000 }), checks: FAST_WORKER }
    })
    fakeBing.holdQueries()
    try {
      const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
      expectStatus(await api(t).save(admin, 'held-shutdown.example'), 201)
      expectStatus(await api(t).get('/api/scraper/bing-check?force=true', admin), 200)
      await waitUntil(async () => fakeBing.heldQueries() === 1)
      const db = t.app.db
      await t.app.checks.worker.stop()
      // Stopped while Bing still held the answer: the request was aborted, the check handed back.
      await waitUntil(async () => fakeBing.heldQueries() === 0)
      expect(await db.selectFrom('checks').select(['lease_owner', 'round']).where('type', '=', 'bing').execute()).toEqual([{ lease_owner: null, round: 0 }])
      await t.close()
    } finally {
      fakeBing.releaseHeldQueries()
    }
  })
})
