// The Bing calls of each scope against the farm's fake Bing: GET unindexed-domains from stored
// results (ownership, causes, unknown never listed) and GET bing-check in the background.
import { queueDueBingChecks, startBingSchedule } from '../src/checks/bing'
import { parseConnectTo } from '../src/connect-to'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { bingQueries } from './farm/sites/bing'
import { api, type Api, expectStatus, PREFIX, scanResult } from './helpers/domains'
import { farmOutbound } from './helpers/outbound'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

async function waitUntil (condition: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
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

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { bingSearchUrl: 'https://bing.farm.test/search', connectTo: parseConnectTo(farm.connectTo()) },
      deps: { outbound: farmOutbound(farm, { responseTimeoutMs: 3000, totalTimeoutMs: 5000 }) }
    })
    http = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    aliceId = await createUser(t, admin, { name: 'Alice', email: 'alice@example.com', password: 'alice-password-1' })
    await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-12' })
    alice = await login(t, 'alice@example.com', 'alice-password-1')
    bob = await login(t, 'bob@example.com', 'bob-password-12')
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
    await t.app.bing.runner.idle()
    expect(bingQueries.sort()).toEqual([
      'site:blocked-four.example', 'site:captcha-three.example', 'site:indexed-one.example',
      'site:nothing-first.example', 'site:nothing-two.example', 'site:redesign-five.example'
    ])
    const body = await unindexed(alice)
    expect(body.unindexed.map((e: { domain: string }) => e.domain)).toEqual(['nothing-first.example', 'nothing-two.example'])
    for (const entry of body.unindexed) {
      expect(Object.keys(entry).sort()).toEqual(['domain', 'lastBingCheck'])
      expect(Date.now() - Date.parse(entry.lastBingCheck)).toBeLessThan(60_000)
    }
  })

  test('a captcha day keeps the last real answer: listed stays listed, with its old time', async () => {
    const before = (await unindexed(alice)).unindexed.find((e: { domain: string }) => e.domain === 'nothing-two.example')
    const rows = await t.app.db.selectFrom('domains').select(['id']).where('domain', '=', 'nothing-two.example').execute()
    // Bing now answers this name with its captcha page.
    await t.app.bing.repository.record(rows[0].id, { state: 'unknown', reason: 'captcha' }, null, new Date().toISOString())
    const after = (await unindexed(alice)).unindexed.find((e: { domain: string }) => e.domain === 'nothing-two.example')
    expect(after).toEqual(before)
  })

  test('ownership: a user sees only their own; an admin everyone\'s, with the owner; ?owner narrows', async () => {
    await saveAll(bob, ['nothing-bob.example', 'nothing-two.example'])
    await check(bob)
    await t.app.bing.runner.idle()
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
    await t.app.bing.runner.idle()
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
    await t.app.bing.runner.idle()
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

  test('bing-check answers at once and the check finishes in the background', async () => {
    await saveAll(bob, ['slow-one.example'], 'dating')
    const started = Date.now()
    expect(await check(bob, 'dating')).toEqual({ success: true, message: 'Bing check started', queued: 1 })
    // The fake Bing takes 1.5 s for slow-* names; the call did not wait for it.
    expect(Date.now() - started).toBeLessThan(1000)
    expect((await unindexed(bob, 'dating')).unindexed).toEqual([{ domain: 'slow-one.example', lastBingCheck: '' }])
    // Pressing again while it runs queues nothing twice.
    expect((await check(bob, 'dating')).queued).toBe(0)
    await t.app.bing.runner.idle()
    expect((await unindexed(bob, 'dating')).unindexed.map((e: { domain: string }) => e.domain)).toEqual(['slow-one.example'])
    expect(bingQueries).toEqual(['site:slow-one.example'])
  })

  test('without force only domains not checked for a day are queued', async () => {
    await saveAll(alice, ['nothing-new.example'], 'dating')
    expect((await check(alice, 'dating', '')).queued).toBe(1)
    await t.app.bing.runner.idle()
    expect((await check(alice, 'dating', '?force=false')).queued).toBe(0)
    expect((await check(alice, 'dating', '?force=true')).queued).toBe(1)
    await t.app.bing.runner.idle()
  })

  test('the daily schedule queues never-checked and day-old domains, once', async () => {
    await saveAll(alice, ['indexed-daily.example', 'nothing-daily.example'], 'casino')
    const { repository, runner } = t.app.bing
    expect(await queueDueBingChecks(repository, runner)).toBe(2)
    await runner.idle()
    expect(bingQueries.sort()).toEqual(['site:indexed-daily.example', 'site:nothing-daily.example'])
    expect(await queueDueBingChecks(repository, runner)).toBe(0)
    // A day and a minute later every domain of every user and scope is due again.
    const total = Number((await t.app.db.selectFrom('domains').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000)
    expect(await queueDueBingChecks(repository, runner, tomorrow)).toBe(total)
    await runner.idle()
  })

  test('the schedule\'s timer runs the ticks on its own, and stops', async () => {
    await saveAll(bob, ['nothing-timer.example'], 'casino')
    const { repository, runner } = t.app.bing
    const stop = startBingSchedule(repository, runner, t.app.log, 20)
    try {
      await waitUntil(async () => (await unindexed(bob, 'casino')).unindexed[0]?.lastBingCheck !== '')
    } finally {
      stop()
    }
    await runner.idle()
    expect(bingQueries).toEqual(['site:nothing-timer.example'])
  })

  test('deleting a domain removes its result', async () => {
    expectStatus(await http.del('/api/scraper/domain/nothing-bob.example', bob), 200)
    expect((await unindexed(bob)).unindexed.map((e: { domain: string }) => e.domain)).not.toContain('nothing-bob.example')
  })
})

describeEachDb('Bing checks and shutdown', (kind) => {
  test('closing the app while a check waits on Bing neither hangs nor throws', async () => {
    const t = await createTestApp(kind, {
      config: { bingSearchUrl: 'https://bing.farm.test/search', connectTo: parseConnectTo(farm.connectTo()) },
      deps: { outbound: farmOutbound(farm, { responseTimeoutMs: 3000, totalTimeoutMs: 5000 }) }
    })
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    expectStatus(await api(t).save(admin, 'slow-shutdown.example'), 201)
    expect((await api(t).get('/api/scraper/bing-check?force=true', admin)).json().queued).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(t.app.bing.runner.size).toBe(1)
    const started = Date.now()
    await t.close()
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
