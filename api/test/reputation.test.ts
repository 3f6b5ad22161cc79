// Reputation end to end through the real app and its worker: a fake blocklist resolver on
// loopback (UDP, and TCP for a truncated answer) answers Spamhaus DBL and ZEN, SURBL and URIBL
// names, and a fake Safe Browsing answers at its real host name through CONNECT_TO. The first
// round is silent but for a summary; later listings and delistings are events through the
// rules, a server's listed IP is one grouped alert naming the server and the count, a refused
// query is an error on the provider that neither creates nor ends a listing, and one IP shared
// by many sites is asked once.
import type { LookupFn } from '../src/platform/outbound'
import { checkType } from '../src/job-types'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type FakeDnsbl, startFakeDnsbl } from './farm/fake-dnsbl'
import { type FakeGoogleLists, fakeGoogleLists } from './farm/sites/google-lists'
import { type CheckApp, createCheckApp, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { createUser, describeEachDb, login } from './helpers/test-app'

const KEY = 'dqskey1234567890'
const DBL = `.${KEY}.dbl.dq.spamhaus.net`
const ZEN = `.${KEY}.zen.dq.spamhaus.net`
const DAY = 24 * 60 * 60_000
const SERVER_ONE = ['s1.example', 's2.example', 's3.example', 's4.example']
const SERVER_TWO = ['t1.example', 't2.example', 't3.example', 't4.example']
const OWN = ['spam-shop.example', 'phish.example', 'clean.example', 'refused.example', 'flaky.example', 'big.example']

// Documentation addresses: nothing ever connects there; the DNS check records them as the sites' IPs.
const ADDRESSES: Record<string, string> = {
  ...Object.fromEntries(SERVER_ONE.map((d) => [d, '198.51.100.7'])),
  ...Object.fromEntries(SERVER_TWO.map((d) => [d, '198.51.100.9'])),
  'clean.example': '203.0.113.20'
}
const lookup: LookupFn = async (hostname) => {
  const address = ADDRESSES[hostname]
  if (address === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return [{ address, family: 4 }]
}

function firstAnswers (): Record<string, string[]> {
  return {
    [`spam-shop.example${DBL}`]: ['127.0.1.2'],
    [`phish.example${DBL}`]: ['127.0.1.4', '127.0.1.103'],
    'phish.example.multi.surbl.org': ['127.0.0.24'],
    'phish.example.multi.uribl.com': ['127.0.0.14'],
    [`refused.example${DBL}`]: ['127.255.255.254'],
    [`flaky.example${DBL}`]: ['127.0.1.2'],
    [`big.example${DBL}`]: ['127.0.1.5'],
    [`7.100.51.198${ZEN}`]: ['127.0.0.4', '127.0.0.10']
  }
}

interface EventRow { kind: string, message: string, domain: string | null, alertState: string, alert: { title: string, domains: string[] } | null }

describeEachDb('reputation: blocklists and unsafe-site flags', (kind) => {
  let farm: Farm
  let dnsbl: FakeDnsbl
  let google: FakeGoogleLists
  let c: CheckApp
  let otherToken: string
  const events = async (token = c.token): Promise<EventRow[]> => expectStatus(await c.api.get('/api/alerts/events?limit=200', token), 200).json().events
  const listings = async () => await c.t.app.db.selectFrom('reputation_listings' as never).selectAll().orderBy('id' as never).execute() as unknown as Array<{ provider: string, value: string, category: string, code: string, first_seen: string, last_checked: string, delisted_at: string | null, baseline: number }>
  const later = async (ms: number) => {
    c.clock.advance(ms)
    await c.t.app.checks.worker.drain()
  }

  beforeAll(async () => {
    assertFarmCaTrusted()
    dnsbl = await startFakeDnsbl(firstAnswers())
    dnsbl.truncate.add(`big.example${DBL}`)
    google = fakeGoogleLists()
    google.threats.set('https://phish.example/', ['SOCIAL_ENGINEERING'])
    farm = await startFarm({ sites: google.sites })
    const spacingMs = { 'spamhaus-dbl': 0, 'spamhaus-zen': 0, surbl: 0, uribl: 0, web: 0 }
    c = await createCheckApp(kind, farm, {
      clock: startClock(),
      outbound: { lookup },
      config: { reputation: { resolver: { host: '127.0.0.1', port: dnsbl.port }, spamhausKey: KEY, surbl: true, uribl: true, web: { kind: 'safe-browsing', key: 'sb-key-0123456789' }, intervalMs: DAY, spacingMs } }
    })
    expectStatus(await c.api.post('/api/alerts/channels', { kind: 'email', name: 'Mail', target: 'ops@example.com' }, c.token), 201)
    await addServer(c.api, c.token, 'web-1', { platform: 'DigitalOcean', email: 'ops@example.com' })
    await addServer(c.api, c.token, 'web-2', { platform: 'DigitalOcean', email: 'ops@example.com' })
    for (const domain of [...OWN, ...SERVER_ONE, ...SERVER_TWO]) expectStatus(await c.api.save(c.token, domain, {}), 201)
    for (const domain of SERVER_ONE) expectStatus(await c.api.put(`/api/scraper/hosting-info/${domain}`, { server: 'web-1' }, c.token), 200)
    for (const domain of SERVER_TWO) expectStatus(await c.api.put(`/api/scraper/hosting-info/${domain}`, { server: 'web-2' }, c.token), 200)
    // Another user saves one of the same names and one of their own.
    await createUser(c.t, c.adminToken, { name: 'Other', email: 'other@sitefleet.test', password: 'other-password' })
    otherToken = await login(c.t, 'other@sitefleet.test', 'other-password')
    for (const domain of ['phish.example', 'b-only.example']) expectStatus(await c.api.save(otherToken, domain, {}), 201)
    dnsbl.answers.set(`b-only.example${DBL}`, ['127.0.1.2'])
    // The DNS check finds the sites' IPs first; the other checks of these made-up sites stay out.
    const targets = await c.t.app.db.selectFrom('domains').select(['id as domainId', 'domain', 'user_id as userId', 'super_category as superCategory']).execute()
    await c.t.app.checks.worker.runNow(checkType('dns'), targets)
    await c.t.app.db.deleteFrom('checks').execute()
    await c.t.app.checks.worker.drain()
  }, 120_000)
  afterAll(async () => {
    await c.t.close()
    await farm.close()
    await dnsbl.close()
  })

  test('the first round stores what is listed today, decoded, and says it in one summary per user, not one alert per listing', async () => {
    const rows = await listings()
    const open = (provider: string, value: string) => rows.filter((r) => r.provider === provider && r.value === value && r.delisted_at === null).map((r) => r.category).sort()
    expect(open('spamhaus-dbl', 'spam-shop.example')).toEqual(['spam domain'])
    expect(open('spamhaus-dbl', 'phish.example')).toEqual(['abused spammed redirector domain', 'phish domain'])
    expect(open('spamhaus-dbl', 'big.example')).toEqual(['malware domain'])
    expect(open('surbl', 'phish.example')).toEqual(['MW (malware)', 'PH (phishing)'])
    expect(open('uribl', 'phish.example')).toEqual(['black', 'grey', 'red'])
    expect(open('spamhaus-zen', '198.51.100.7')).toEqual(['PBL (end-user range, ISP)', 'XBL (exploited host)'])
    expect(open('web', 'phish.example')).toEqual(['SOCIAL_ENGINEERING'])
    expect(open('spamhaus-dbl', 'clean.example')).toEqual([])
    expect(rows.every((r) => r.baseline === 1)).toBe(true)

    const mine = await events()
    expect(mine.filter((e) => ['blocklisted', 'unsafe-site', 'delisted'].includes(e.kind))).toEqual([])
    const summaries = mine.filter((e) => e.kind === 'reputation-summary').map((e) => e.message)
    expect(summaries).toContain('Spamhaus ZEN is now checked. Listed today: 1 of your domains and IP addresses (198.51.100.7). Changes from now on are alerted one by one; see Reputation.')
    expect(summaries).toContain('Spamhaus DBL is now checked. Listed today: 4 of your domains and IP addresses (big.example, flaky.example, phish.example, spam-shop.example). Changes from now on are alerted one by one; see Reputation.')
    // The other user's summary names their sites only.
    const theirs = (await events(otherToken)).filter((e) => e.kind === 'reputation-summary' && e.message.startsWith('Spamhaus DBL')).map((e) => e.message)
    expect(theirs).toEqual(['Spamhaus DBL is now checked. Listed today: 2 of your domains and IP addresses (b-only.example, phish.example). Changes from now on are alerted one by one; see Reputation.'])
  })

  test('a refused query is an error on the provider, never a listing', async () => {
    const values = await c.t.app.db.selectFrom('reputation_values' as never).selectAll().where('value' as never, '=', 'refused.example' as never).execute() as unknown as Array<{ provider: string, error: string | null }>
    expect(values.find((v) => v.provider === 'spamhaus-dbl')?.error).toBe('Spamhaus refused the query (127.255.255.254: the query came through a public or open resolver)')
    expect((await listings()).filter((r) => r.value === 'refused.example')).toEqual([])
  })

  test('one IP shared by many sites and one name saved by two users are each asked once; a truncated answer is asked again over TCP', () => {
    expect(dnsbl.asked.filter((q) => q.name === `7.100.51.198${ZEN}`)).toHaveLength(1)
    expect(dnsbl.asked.filter((q) => q.name === `phish.example${DBL}`)).toHaveLength(1)
    expect(dnsbl.asked.filter((q) => q.name === `big.example${DBL}`).map((q) => q.over)).toEqual(['udp', 'tcp'])
    const sb = google.requests.filter((r) => r.api === 'safe-browsing')
    expect(sb).toHaveLength(1)
    expect(sb[0].urls).toHaveLength(new Set([...OWN, ...SERVER_ONE, ...SERVER_TWO, 'b-only.example']).size)
    // The key travels in a header, never in a URL a log could hold.
    expect(sb[0]).toMatchObject({ key: 'sb-key-0123456789', query: '' })
  })

  test('the next day: new listings and delistings are events, a server IP is one grouped alert, a refusal changes nothing', async () => {
    const before = (await listings()).find((r) => r.provider === 'spamhaus-dbl' && r.value === 'flaky.example')
    dnsbl.answers.delete(`spam-shop.example${DBL}`)
    dnsbl.answers.set(`clean.example${DBL}`, ['127.0.1.6'])
    dnsbl.answers.set(`flaky.example${DBL}`, ['127.255.255.255'])
    dnsbl.answers.set(`9.100.51.198${ZEN}`, ['127.0.0.2'])
    google.threats.set('https://clean.example/', ['MALWARE'])
    await later(DAY + 60_000)
    await later(60_000)

    const mine = await events()
    const of = (k: string) => mine.filter((e) => e.kind === k)
    expect(of('blocklisted').map((e) => e.domain).sort()).toEqual(['clean.example', ...SERVER_TWO].sort())
    expect(of('blocklisted').find((e) => e.domain === 'clean.example')?.message).toMatch(/^clean\.example: the domain clean\.example is listed on Spamhaus DBL as botnet C&C domain since 2\d{3}-.*Look it up: https:\/\/check\.spamhaus\.org\/results\/\?query=clean\.example$/)
    expect(of('blocklisted').find((e) => e.domain === 't1.example')?.message).toContain('t1.example: its IP 198.51.100.9 is listed on Spamhaus ZEN as SBL (spam source)')
    expect(of('delisted').map((e) => e.message)).toEqual([expect.stringMatching(/^spam-shop\.example: the domain spam-shop\.example is no longer listed on Spamhaus DBL \(spam domain/)])
    expect(of('unsafe-site').map((e) => e.message)).toEqual([expect.stringMatching(/^clean\.example is flagged as unsafe by Google Safe Browsing: MALWARE since .*transparencyreport\.google\.com/)])
    // The server's four sites: one alert naming the server and the count.
    const grouped = of('blocklisted').filter((e) => SERVER_TWO.includes(e.domain ?? ''))
    expect(new Set(grouped.map((e) => e.alert?.title))).toEqual(new Set(['4 sites on server web-2 (DigitalOcean, ops@example.com) are on a blocklist']))
    expect(c.t.smtp.messages.filter((m) => m.subject.includes('are on a blocklist'))).toHaveLength(1)
    // The refusal neither ended nor re-opened flaky.example's listing.
    const after = (await listings()).filter((r) => r.provider === 'spamhaus-dbl' && r.value === 'flaky.example')
    expect(after).toEqual([{ ...before, last_checked: before?.last_checked }])
    // The other user hears nothing about this user's sites.
    const theirs = (await events(otherToken)).filter((e) => e.kind !== 'reputation-summary')
    expect(theirs).toEqual([])
  })

  test('the API: what is listed now by list and category, the history of a domain and of a server, and nobody else sees them', async () => {
    const now = expectStatus(await c.api.get('/api/scraper/reputation', c.token), 200).json()
    expect(now.providers.map((p: { id: string, on: boolean }) => [p.id, p.on])).toEqual([['spamhaus-dbl', true], ['spamhaus-zen', true], ['surbl', true], ['uribl', true], ['web', true]])
    expect(now.resolverMissing).toBe(false)
    const zen = now.listings.filter((l: { provider: string }) => l.provider === 'spamhaus-zen')
    expect(zen.map((l: { value: string, category: string, domainCount: number }) => [l.value, l.category, l.domainCount])).toEqual([
      ['198.51.100.7', 'PBL (end-user range, ISP)', 4], ['198.51.100.9', 'SBL (spam source)', 4], ['198.51.100.7', 'XBL (exploited host)', 4]
    ])
    expect(zen[1]).toMatchObject({ list: 'Spamhaus ZEN', kind: 'ip', domains: SERVER_TWO, delistedAt: null, lookupUrl: 'https://check.spamhaus.org/results/?query=198.51.100.9' })
    expect(now.listings.some((l: { value: string }) => l.value === 'spam-shop.example' || l.value === 'b-only.example')).toBe(false)

    const history = expectStatus(await c.api.get('/api/scraper/reputation/domain/spam-shop.example', c.token), 200).json().listings
    expect(history).toEqual([expect.objectContaining({ list: 'Spamhaus DBL', category: 'spam domain', delistedAt: expect.any(String) })])
    const web2 = (await c.t.app.db.selectFrom('hosting_servers').select('id').where('name', '=', 'web-2').executeTakeFirstOrThrow()).id
    const server = expectStatus(await c.api.get(`/api/reputation/servers/${web2}`, c.token), 200).json().listings
    expect(server.map((l: { value: string, category: string, domainCount: number }) => [l.value, l.category, l.domainCount])).toEqual([['198.51.100.9', 'SBL (spam source)', 4]])

    // The other user: none of this user's listings, not their server, not the dating scope without its password.
    const theirs = expectStatus(await c.api.get('/api/scraper/reputation', otherToken), 200).json().listings
    expect(theirs.map((l: { value: string }) => l.value).sort()).toEqual(['b-only.example', 'phish.example', 'phish.example', 'phish.example', 'phish.example', 'phish.example', 'phish.example', 'phish.example', 'phish.example'])
    expect(expectStatus(await c.api.get('/api/scraper/reputation/domain/clean.example', otherToken), 200).json().listings).toEqual([])
    expectStatus(await c.api.get(`/api/reputation/servers/${web2}`, otherToken), 404)
    expectStatus(await c.api.get('/dating/scraper/reputation', otherToken), 403)
  })

  test('the detail pages\' histories: a read token reads them, the dating scope needs its access, another user\'s server is unknown', async () => {
    const read = expectStatus(await c.api.post('/auth/tokens', { name: 'wall', access: 'read' }, c.token), 201).json().token as string
    const own = expectStatus(await c.api.get('/api/scraper/reputation/domain/S1.example', read), 200).json().listings
    expect(own.map((l: { list: string, value: string, category: string, delistedAt: string | null }) => [l.list, l.value, l.category, l.delistedAt])).toEqual([
      ['Spamhaus ZEN', '198.51.100.7', 'PBL (end-user range, ISP)', null], ['Spamhaus ZEN', '198.51.100.7', 'XBL (exploited host)', null]
    ])
    const web1 = (await c.t.app.db.selectFrom('hosting_servers').select('id').where('name', '=', 'web-1').executeTakeFirstOrThrow()).id
    expect(expectStatus(await c.api.get(`/api/reputation/servers/${web1}`, read), 200).json().listings).toHaveLength(2)
    expectStatus(await c.api.get('/dating/scraper/reputation/domain/s1.example', otherToken), 403)
    expectStatus(await c.api.get(`/api/reputation/servers/${web1}`, otherToken), 404)
    expectStatus(await c.api.get('/api/reputation/servers/no-such-server', c.token), 404)
    // An admin reads one user's history by naming them; the other user's own copy of a name is theirs alone.
    const other = (await c.t.app.db.selectFrom('users').select('id').where('email', '=', 'other@sitefleet.test').executeTakeFirstOrThrow()).id
    const theirs = expectStatus(await c.api.get(`/api/scraper/reputation/domain/b-only.example?owner=${other}`, c.adminToken), 200).json().listings
    expect(theirs.map((l: { list: string, category: string }) => [l.list, l.category])).toEqual([['Spamhaus DBL', 'spam domain']])
    expect(expectStatus(await c.api.get('/api/scraper/reputation/domain/b-only.example', c.token), 200).json().listings).toEqual([])
  })

  test('the overview card: domains and IPs listed now, by list, the ones newly listed this week (not the first round\'s), each user their own', async () => {
    const read = expectStatus(await c.api.post('/auth/tokens', { name: 'card', access: 'read' }, c.token), 201).json().token as string
    const mine = expectStatus(await c.api.get('/api/scraper/reputation/summary', read), 200).json()
    expect(mine).toEqual({
      domains: 4,
      ips: 2,
      newLast7Days: 2,
      byList: [
        { provider: 'spamhaus-dbl', list: 'Spamhaus DBL', kind: 'domain', listed: 4 },
        { provider: 'web', list: 'Google Safe Browsing', kind: 'domain', listed: 2 },
        { provider: 'spamhaus-zen', list: 'Spamhaus ZEN', kind: 'ip', listed: 2 },
        { provider: 'surbl', list: 'SURBL', kind: 'domain', listed: 1 },
        { provider: 'uribl', list: 'URIBL', kind: 'domain', listed: 1 }
      ]
    })
    expect(expectStatus(await c.api.get('/api/scraper/reputation/summary', otherToken), 200).json()).toMatchObject({ domains: 2, ips: 0, newLast7Days: 0 })
    expect(expectStatus(await c.api.get('/api/scraper/reputation/summary', c.adminToken), 200).json().domains).toBe(5)
    expectStatus(await c.api.get('/dating/scraper/reputation/summary', otherToken), 403)
  })

  test('a domain saved after a round is looked up at the next run, not at the next periodic sync', async () => {
    dnsbl.answers.set(`late.example${DBL}`, ['127.0.1.2'])
    expectStatus(await c.api.save(c.token, 'late.example', {}), 201)
    await c.t.app.db.deleteFrom('checks').where('type', 'not like', 'reputation-%').execute()
    await later(61_000)
    expect(dnsbl.asked.filter((q) => q.name === `late.example${DBL}`)).toHaveLength(1)
    expect((await events()).filter((e) => e.kind === 'blocklisted' && e.domain === 'late.example').map((e) => e.message)).toEqual([expect.stringContaining('late.example is listed on Spamhaus DBL as spam domain')])
  })

  test('the end of a Google flag is said, as a delisting is, since its flag was', async () => {
    google.threats.delete('https://clean.example/')
    for (const ms of [DAY + 60_000, 60_000]) await later(ms)
    const cleared = (await events()).filter((e) => e.kind === 'unsafe-site-cleared')
    expect(cleared.map((e) => [e.domain, e.alertState])).toEqual([['clean.example', 'sent']])
    expect(cleared[0].message).toMatch(/^clean\.example is no longer flagged as unsafe by Google Safe Browsing \(MALWARE, flagged since .*transparencyreport\.google\.com/)
  })
})
