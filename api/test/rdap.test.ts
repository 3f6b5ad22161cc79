// The RDAP check against a fake registry in the farm modelled on real answers: the
// registry's expiry replaces the estimate (issue date + 1 year) in the domain details and the
// expiring list, 404 / no expiration / no RDAP service keep the estimate labelled "estimated",
// 429 + Retry-After defers the lookup, a renewal shows at the next lookup (Refresh, or Save of
// a registry-dated row), redemption period becomes an event, and the schedule is daily near expiry.
import { addDays, addMonths } from '../src/platform/lib/calendar'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { fakeRdapRegistry, rdapDaysFromNow } from './farm/sites/rdap'
import { dayIn, daysLeftAt, startDay as today } from './farm/start-time'
import { type CheckApp, createCheckApp, saveAll, startClock } from './helpers/checks'
import { describeEachDb } from './helpers/test-app'

const DAY_MS = 24 * 60 * 60 * 1000

function registry () {
  return fakeRdapRegistry('rdap.farm.test', {
    prefix: '/rdap',
    bootstrap: { com: 'https://rdap.farm.test/rdap/', net: 'https://rdap.farm.test/rdap/' },
    domains: {
      'registered.com': { expiry: rdapDaysFromNow(20), registrar: 'Example Registrar, LLC', nameservers: ['NS1.EXAMPLE-DNS.NET', 'NS2.EXAMPLE-DNS.NET'] },
      'soon.com': { expiry: rdapDaysFromNow(6), registrar: 'GoDaddy.com, LLC' },
      'three-years.com': { expiry: rdapDaysFromNow(800) },
      'noexpiry.net': { expiry: null, registrar: 'NameCheap, Inc.' },
      'renewed.com': { expiry: rdapDaysFromNow(5) },
      'redemption.com': { expiry: rdapDaysFromNow(-40), statuses: ['redemption period'] },
      'busy.com': { expiry: rdapDaysFromNow(100), throttle: { times: 1, retryAfter: '1' } },
      'listed.com': { expiry: rdapDaysFromNow(30) }
    }
  })
}

interface Details { expiryDate: string | null, expirySource: string, registrar: string | null, registryStatus: string[], issueDate: string | null }

describeEachDb('rdap check, RDAP_BASE_URL', (kind) => {
  let farm: Farm
  let fake: ReturnType<typeof registry>
  let c: CheckApp
  const details = async (domain: string): Promise<Details> => (await c.api.get(`/api/scraper/domain/${domain}`, c.token)).json()
  beforeAll(async () => {
    assertFarmCaTrusted()
    fake = registry()
    farm = await startFarm({ sites: [fake.site] })
    c = await createCheckApp(kind, farm, { clock: startClock(), config: { rdap: { baseUrl: 'https://rdap.farm.test/rdap', requestIntervalMs: 0 } } })
    // Issue dates whose estimate would say something else than the registry.
    await saveAll(c, c.token, ['registered.com', 'soon.com', 'noexpiry.net', 'renewed.com', 'redemption.com', 'busy.com'], { issueDate: addMonths(today(), -2) })
    await saveAll(c, c.token, ['three-years.com'], { issueDate: addDays(addMonths(today(), -12), 5) })
    await saveAll(c, c.token, ['unknown-name.com'], { issueDate: addDays(addMonths(today(), -12), 3) })
    await c.t.app.checks.worker.drain()
    // busy.com was answered 429 (Retry-After: 1): its lookup was deferred; a little later it runs.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    c.clock.advance(5 * 60_000)
    await c.t.app.checks.worker.drain()
  })
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('the registry expiry, registrar and statuses replace the estimate in the domain details', async () => {
    expect(await details('registered.com')).toMatchObject({
      expiryDate: dayIn(20),
      expirySource: 'registry',
      registrar: 'Example Registrar, LLC',
      registryStatus: ['client delete prohibited', 'client transfer prohibited', 'client update prohibited'],
      issueDate: addMonths(today(), -2)
    })
    const row = await c.t.app.db.selectFrom('domain_registry as r').innerJoin('domains as d', 'd.id', 'r.domain_id')
      .select(['r.nameservers', 'r.registration_date', 'r.last_changed', 'r.error']).where('d.domain', '=', 'registered.com').executeTakeFirstOrThrow()
    expect(row).toEqual({ nameservers: '["ns1.example-dns.net","ns2.example-dns.net"]', registration_date: '2015-03-01', last_changed: '2025-02-12', error: null })
  })

  test('404, or an answer without expiration, keeps the estimate labelled estimated', async () => {
    expect(await details('unknown-name.com')).toMatchObject({ expiryDate: addDays(today(), 3), expirySource: 'estimated', registrar: null })
    expect(await details('noexpiry.net')).toMatchObject({ expiryDate: addMonths(addMonths(today(), -2), 12), expirySource: 'estimated', registrar: 'NameCheap, Inc.' })
    expect(fake.lookups.find((l) => l.name === 'unknown-name.com')?.status).toBe(404)
  })

  test('429 with Retry-After defers the lookup, which succeeds afterwards', async () => {
    expect(fake.lookups.filter((l) => l.name === 'busy.com').map((l) => l.status)).toEqual([429, 200])
    expect(await details('busy.com')).toMatchObject({ expiryDate: dayIn(100), expirySource: 'registry' })
  })

  test('the expiring list uses the effective expiry: registry dates in, estimates the registry contradicts out', async () => {
    const body = (await c.api.get('/api/scraper/expiring', c.token)).json()
    const expiring = body.expiring.map((e: { domain: string, expiryDate: string, expirySource: string, daysLeft: number }) => [e.domain, e.expiryDate, e.expirySource, e.daysLeft])
    const left = (day: string): number => daysLeftAt(c.clock.now(), day)
    expect(expiring).toEqual([
      ['unknown-name.com', dayIn(3), 'estimated', left(dayIn(3))],
      ['renewed.com', dayIn(5), 'registry', left(dayIn(5))],
      ['soon.com', dayIn(6), 'registry', left(dayIn(6))]
    ])
    // three-years.com: issued a year ago (estimate in 5 days) but registered until 800 days from now.
    expect(body.reminder).toEqual([expect.objectContaining({ domain: 'redemption.com', expiryDate: dayIn(-40), expirySource: 'registry', registryStatus: ['redemption period'] })])
  })

  test('a status that threatens the domain becomes an event', async () => {
    const events = await c.t.app.db.selectFrom('events').select(['domain', 'data']).where('kind', '=', 'registry-status').execute()
    expect(events.map((e) => [e.domain, JSON.parse(e.data).appeared])).toEqual([['redemption.com', ['redemption period']]])
  })

  test('near expiry the lookup is daily, otherwise weekly', async () => {
    const due = async (domain: string): Promise<number> => {
      const row = await c.t.app.db.selectFrom('checks as k').innerJoin('domains as d', 'd.id', 'k.domain_id')
        .select(['k.due_at']).where('k.type', '=', 'rdap').where('d.domain', '=', domain).executeTakeFirstOrThrow()
      return Math.round((Date.parse(row.due_at) - c.clock.now().getTime()) / DAY_MS)
    }
    expect(await due('soon.com')).toBe(1)
    expect(await due('registered.com')).toBe(1)
    expect(await due('three-years.com')).toBe(7)
  })

  test('Refresh looks the domain up again at once: a renewal moves the date', async () => {
    fake.domains.get('soon.com')!.expiry = rdapDaysFromNow(371)
    const res = await c.api.post('/api/scraper/registry-refresh/soon.com', {}, c.token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, domain: 'soon.com', expiryDate: dayIn(371), expirySource: 'registry', registrar: 'GoDaddy.com, LLC', registryError: null })
    expect(await details('soon.com')).toMatchObject({ expiryDate: dayIn(371) })
    expect((await c.api.post('/api/scraper/registry-refresh/not-mine.com', {}, c.token)).statusCode).toBe(404)
    expect((await c.api.post('/api/scraper/registry-refresh/soon.com', {}, c.adminToken)).statusCode).toBe(404)
    expect((await c.api.post(`/api/scraper/registry-refresh/soon.com?owner=${c.userId}`, {}, c.adminToken)).statusCode).toBe(200)
  })

  test('Save (renew) of a registry-dated row looks it up instead of adding a year to the issue date', async () => {
    fake.domains.get('renewed.com')!.expiry = rdapDaysFromNow(370)
    const res = await c.api.post('/api/scraper/renew', { domains: ['renewed.com', 'unknown-name.com'] }, c.token)
    expect(res.statusCode).toBe(200)
    expect(await details('renewed.com')).toMatchObject({ expiryDate: dayIn(370), expirySource: 'registry', issueDate: addMonths(today(), -2) })
    // The estimated one is renewed the spec's way.
    expect(await details('unknown-name.com')).toMatchObject({ issueDate: addDays(today(), 3), expirySource: 'estimated' })
    const expiring = (await c.api.get('/api/scraper/expiring', c.token)).json().expiring.map((e: { domain: string }) => e.domain)
    expect(expiring).toEqual([])
  })

  test('the expiry watch alerts on the registry date', async () => {
    // The first round's watch may have run before the lookups (the estimate was all there was then).
    await c.t.app.db.deleteFrom('events').where('kind', 'in', ['domain-expiring', 'domain-expired']).execute()
    c.clock.advance(2 * 60 * 60_000)
    await c.t.app.checks.worker.drain()
    const events = await c.t.app.db.selectFrom('events').select(['domain', 'kind', 'data']).where('kind', 'in', ['domain-expiring', 'domain-expired']).orderBy('domain').execute()
    const byDomain = new Map(events.map((e) => [e.domain, { kind: e.kind, ...JSON.parse(e.data) }]))
    expect(byDomain.get('registered.com')).toMatchObject({ kind: 'domain-expiring', threshold: 30, expiryDate: dayIn(20), source: 'registry' })
    // three-years.com's estimate is 5 days away, but its registry says 800: no alert.
    expect(byDomain.has('three-years.com')).toBe(false)
  })
})

describeEachDb('rdap check, IANA bootstrap', (kind) => {
  let farm: Farm
  let fake: ReturnType<typeof registry>
  let c: CheckApp
  beforeAll(async () => {
    assertFarmCaTrusted()
    fake = registry()
    farm = await startFarm({ sites: [fake.site] })
    c = await createCheckApp(kind, farm, { clock: startClock(), config: { rdap: { bootstrapUrl: 'https://rdap.farm.test/dns.json', requestIntervalMs: 0 } } })
    await c.t.app.checks.worker.drain() // the weekly bootstrap refresh runs first
    await saveAll(c, c.token, ['listed.com', 'plain.de'], { issueDate: addMonths(today(), -11) })
    await c.t.app.checks.worker.drain()
  })
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('the refreshed bootstrap names the server; a TLD without RDAP keeps the estimate', async () => {
    const stored = await c.t.app.db.selectFrom('system_state').select('value').where('key', '=', 'rdap-dns-bootstrap').executeTakeFirstOrThrow()
    expect(JSON.parse(stored.value).services).toEqual([[['com', 'net'], ['https://rdap.farm.test/rdap/']]])
    const listed = (await c.api.get('/api/scraper/domain/listed.com', c.token)).json()
    expect(listed).toMatchObject({ expiryDate: dayIn(30), expirySource: 'registry' })
    const plain = (await c.api.get('/api/scraper/domain/plain.de', c.token)).json()
    expect(plain).toMatchObject({ expiryDate: addMonths(addMonths(today(), -11), 12), expirySource: 'estimated', registrar: null })
    expect(fake.lookups.map((l) => l.name)).toEqual(['listed.com'])
    const row = await c.t.app.db.selectFrom('domain_registry as r').innerJoin('domains as d', 'd.id', 'r.domain_id')
      .select(['r.error', 'r.server']).where('d.domain', '=', 'plain.de').executeTakeFirstOrThrow()
    expect(row).toEqual({ error: 'No RDAP service for .de', server: null })
  })
})
