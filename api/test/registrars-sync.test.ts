// The registrar-sync check against fakes of Namecheap, GoDaddy, Porkbun and NameSilo
// in the test farm, answering in each API's documented format: paging over several pages, an
// empty account, each error the account shows, 429 with retry, a second sync that changes
// nothing and writes nothing, a renewal moving the date, auto-renew off raising its event once,
// a lock turned off, a domain moved between accounts, and three failures in a row.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import type { FakeRegAccount } from './farm/sites/registrars'
import { type CheckApp, createCheckApp, eventually, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'
import { daysLeftAt } from './farm/start-time'
import { account, addAccount, credentialsFor, dayIn, type Fakes, manyDomains, type ProviderName, REGISTRAR_WORKER, registrarConfig, registrarFakes, syncNow } from './helpers/registrars'

describeEachDb('registrar sync against the four fakes', (kind) => {
  let farm: Farm
  let fakes: Fakes
  let c: CheckApp
  const accounts: Record<string, FakeRegAccount> = {}
  const add = async (provider: ProviderName, key: string, fake: FakeRegAccount, name = `${provider} ${key}`): Promise<string> => {
    fakes[provider].accounts.set(key, fake)
    accounts[key] = fake
    return (await addAccount(c, c.token, provider, name, credentialsFor(provider, key, fake))).id
  }
  const rows = async (accountId: string) => await c.t.app.db.selectFrom('registrar_domains').selectAll().where('account_id', '=', accountId).orderBy('domain').execute()
  const events = async (kindName: string) => await c.t.app.db.selectFrom('events').select(['domain', 'data']).where('kind', '=', kindName).where('user_id', '=', c.userId).execute()

  beforeAll(async () => {
    assertFarmCaTrusted()
    fakes = registrarFakes()
    farm = await startFarm({ sites: Object.values(fakes).map((f) => f.site) })
    c = await createCheckApp(kind, farm, { clock: startClock(), config: { registrars: registrarConfig() }, worker: REGISTRAR_WORKER })
  })
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('Namecheap: getList paged 100 a page over 3 pages, XML dates and flags, renewal prices from getPricing', async () => {
    const domains = manyDomains('nc', 250)
    domains[0] = { ...domains[0], expires: '2027-02-28', created: '2016-02-15', autoRenew: false, locked: false, privacy: false }
    const id = await add('namecheap', 'ncuser', { secret: 'nc-key', domains })
    const a = await syncNow(c, c.token, id)
    expect(a).toMatchObject({ lastSyncResult: 'ok', failuresInARow: 0, domainCount: 250, sync: { state: 'idle', done: 250, total: 250 } })
    const pages = fakes.namecheap.requests.filter((r) => r.op === 'namecheap.domains.getList')
    expect(pages.map((r) => r.status)).toEqual([200, 200, 200])
    const first = (await rows(id))[0]
    expect(first).toMatchObject({ domain: 'nc-0001.com', tld: 'com', expires_on: '2027-02-28', created_on: '2016-02-15', nameservers: null })
    expect([first.auto_renew, first.locked, first.privacy].map(Number)).toEqual([0, 0, 0])
    const prices = await c.t.app.db.selectFrom('registrar_prices').select(['tld', 'renew_minor', 'currency']).where('account_id', '=', id).orderBy('tld').execute()
    expect(prices.map((p) => [p.tld, Number(p.renew_minor), p.currency])).toEqual([['com', 1098, 'USD'], ['net', 1298, 'USD'], ['org', 998, 'USD']])
  })

  test('GoDaddy: marker paging over 1000-domain pages with sso-key, ISO date-times, nameservers', async () => {
    const id = await add('godaddy', 'gd-key', { secret: 'gd-secret', domains: manyDomains('gd', 2100, { nameservers: ['ns1.example.net', 'ns2.example.net'] }) })
    const a = await syncNow(c, c.token, id)
    expect(a).toMatchObject({ lastSyncResult: 'ok', domainCount: 2100, sync: { done: 2100, total: 2100 } })
    expect(fakes.godaddy.requests.filter((r) => r.status === 200)).toHaveLength(3)
    const one = (await rows(id)).find((r) => r.domain === 'gd-0002.com')
    expect(one).toMatchObject({ expires_on: dayIn(41), created_on: '2020-02-29', nameservers: '["ns1.example.net","ns2.example.net"]' })
    // GoDaddy's API has no price list.
    expect(await c.t.app.db.selectFrom('registrar_prices').select('tld').where('account_id', '=', id).execute()).toEqual([])
  })

  test('Porkbun: listAll by start (1000 a call), "YYYY-MM-DD HH:MM:SS" dates, pricing/get', async () => {
    const id = await add('porkbun', 'pk1', { secret: 'pk-secret', domains: manyDomains('pk', 1500, { autoRenew: false }) })
    const a = await syncNow(c, c.token, id)
    expect(a).toMatchObject({ lastSyncResult: 'ok', domainCount: 1500 })
    expect(fakes.porkbun.requests.filter((r) => r.op === '/api/json/v3/domain/listAll').map((r) => r.status)).toEqual([200, 200])
    expect((await rows(id))[4]).toMatchObject({ domain: 'pk-0005.com', expires_on: dayIn(44), created_on: '2020-02-29' })
    expect(Number((await rows(id))[4].auto_renew)).toBe(0)
  })

  test('NameSilo: listDomains, getDomainInfo per domain in steps of 500 (Yes/No flags, nameservers), getPrices', async () => {
    const id = await add('namesilo', 'ns-key-1', { domains: manyDomains('ns', 1100, { locked: false }) })
    const a = await syncNow(c, c.token, id)
    expect(a).toMatchObject({ lastSyncResult: 'ok', domainCount: 1100, sync: { done: 1100, total: 1100 } })
    expect(fakes.namesilo.requests.filter((r) => r.op === '/api/getDomainInfo')).toHaveLength(1100)
    expect(fakes.namesilo.requests.filter((r) => r.op === '/api/listDomains')).toHaveLength(3)
    const row = (await rows(id))[0]
    expect(row).toMatchObject({ domain: 'ns-0001.com', expires_on: dayIn(40), nameservers: '["ns1.dnsowl.com","ns2.dnsowl.com"]' })
    expect(Number(row.locked)).toBe(0)
    expect((await c.t.app.db.selectFrom('registrar_prices').select('tld').where('account_id', '=', id).execute()).length).toBe(3)
  })

  test('an empty account syncs fine with nothing in it', async () => {
    const id = await add('porkbun', 'pk-empty', { secret: 's', domains: [] })
    expect(await syncNow(c, c.token, id)).toMatchObject({ lastSyncResult: 'ok', domainCount: 0, sync: { state: 'idle', done: 0, total: 0 } })
  })

  test.each([
    ['namecheap', 'nc-bad', { secret: 'right' }, 'wrong', 'bad-key', /API Key is invalid/],
    ['namecheap', 'nc-ip', { secret: 'k', refuse: 'ip' }, undefined, 'ip-not-whitelisted', /Invalid request IP: 203\.0\.113\.7.*Whitelist/],
    ['godaddy', 'gd-bad', { secret: 'right' }, 'wrong', 'bad-key', /UNABLE|authenticate/i],
    ['godaddy', 'gd-small', { secret: 's', refuse: 'plan' }, undefined, 'plan-denied', /403 ACCESS_DENIED.*10 or more domains/],
    ['porkbun', 'pk-bad', { secret: 'right' }, 'wrong', 'bad-key', /Invalid API key/],
    ['namesilo', 'ns-ip', { refuse: 'ip' }, undefined, 'ip-not-whitelisted', /cannot be accessed from your IP/]
  ] as Array<[ProviderName, string, Partial<FakeRegAccount>, string | undefined, string, RegExp]>)('%s account %s: the failure is shown as its SyncResult with why; nothing stored', async (provider, key, fake, wrongSecret, result, message) => {
    const real: FakeRegAccount = { domains: manyDomains(key, 3), ...fake }
    const id = await add(provider, key, real)
    if (wrongSecret !== undefined) {
      expectStatus(await c.api.put(`/api/registrars/${id}`, { credentials: credentialsFor(provider, key, { ...real, secret: wrongSecret }) }, c.token), 200)
    }
    const a = await syncNow(c, c.token, id)
    expect(a).toMatchObject({ lastSyncResult: result, failuresInARow: 1, domainCount: 0, sync: { state: 'idle' } })
    expect(a.lastSyncMessage).toMatch(message)
    const test = expectStatus(await c.api.post(`/api/registrars/${id}/test`, {}, c.token), 200).json()
    expect(test).toMatchObject({ ok: false, result })
  })

  test('unreachable: a transport failure is "unreachable"', async () => {
    const id = await add('namesilo', 'ns-down', { domains: [] })
    const saved = c.t.app.config.registrars.namesilo.url
    // A name nothing answers for (no such host).
    c.t.app.config.registrars.namesilo.url = 'https://api.registrar.invalid/api'
    try {
      const a = await syncNow(c, c.token, id)
      expect(a).toMatchObject({ lastSyncResult: 'unreachable' })
      expect(a.lastSyncMessage).toMatch(/NameSilo could not be reached/)
    } finally {
      c.t.app.config.registrars.namesilo.url = saved
    }
  })

  test('429 with a retry time: the request is sent again after it and the sync succeeds; 429 after 429 ends as rate-limited', async () => {
    const id = await add('godaddy', 'gd-busy', { secret: 's', domains: manyDomains('busy', 5), throttle: { times: 1, retryAfter: 1 } })
    const started = Date.now()
    expect(await syncNow(c, c.token, id)).toMatchObject({ lastSyncResult: 'ok', domainCount: 5 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(900)
    const statuses = fakes.godaddy.requests.slice(-2).map((r) => r.status)
    expect(statuses).toEqual([429, 200])
    const id2 = await add('namecheap', 'nc-busy', { secret: 'k', domains: manyDomains('busy2', 5), throttle: { times: 20, retryAfter: 0 } })
    const a = await syncNow(c, c.token, id2)
    expect(a).toMatchObject({ lastSyncResult: 'rate-limited' })
    expect(a.lastSyncMessage).toMatch(/429/)
  })

  test('a second sync with nothing changed writes no domain, page or price row; only the sync time moves', async () => {
    const id = await add('namecheap', 'nc-still', { secret: 'k', domains: manyDomains('still', 230) })
    const first = await syncNow(c, c.token, id)
    const snapshot = async () => ({
      domains: await rows(id),
      pages: await c.t.app.db.selectFrom('registrar_sync_pages').selectAll().where('account_id', '=', id).orderBy('step').execute(),
      prices: await c.t.app.db.selectFrom('registrar_prices').selectAll().where('account_id', '=', id).orderBy('tld').execute()
    })
    const before = await snapshot()
    c.clock.advance(60 * 60_000)
    const second = await syncNow(c, c.token, id)
    expect(second.lastSyncAt! > first.lastSyncAt!).toBe(true)
    expect(await snapshot()).toEqual(before)
  })

  test('a renewal moves the date; auto-renew turned off near expiry raises auto-renew-off once; a lock turned off raises transfer-lock-off', async () => {
    const fake: FakeRegAccount = { secret: 'k', domains: [{ name: 'renewing.com', expires: dayIn(20) }, { name: 'lapsing.com', expires: dayIn(12) }, { name: 'guarded.com', expires: dayIn(200) }] }
    const id = await add('porkbun', 'pk-life', fake)
    await syncNow(c, c.token, id)
    expect(await events('auto-renew-off')).toEqual([])
    fake.domains[0] = { ...fake.domains[0], expires: dayIn(20 + 365) }
    fake.domains[1] = { ...fake.domains[1], autoRenew: false }
    fake.domains[2] = { ...fake.domains[2], locked: false }
    c.clock.advance(60_000)
    await syncNow(c, c.token, id)
    const byName = new Map((await rows(id)).map((r) => [r.domain, r]))
    expect(byName.get('renewing.com')?.expires_on).toBe(dayIn(385))
    await syncNow(c, c.token, id)
    const autoRenew = await events('auto-renew-off')
    expect(autoRenew).toHaveLength(1)
    expect(autoRenew[0].domain).toBe('lapsing.com')
    // Days left as the product counts them at the sync: from the clock's day, which the advances above may have moved past midnight.
    expect(JSON.parse(autoRenew[0].data)).toMatchObject({ days: daysLeftAt(c.clock.now(), dayIn(12)), expiryDate: dayIn(12) })
    const lock = await events('transfer-lock-off')
    expect(lock.map((e) => e.domain)).toEqual(['guarded.com'])
  })

  test('a domain moved between accounts leaves the first and joins the second', async () => {
    const a: FakeRegAccount = { secret: 'a', domains: [{ name: 'mover.com', expires: dayIn(100) }, { name: 'stayer-a.com', expires: dayIn(100) }] }
    const b: FakeRegAccount = { secret: 'b', domains: [{ name: 'stayer-b.com', expires: dayIn(100) }] }
    const idA = await add('porkbun', 'pk-a', a)
    const idB = await add('porkbun', 'pk-b', b)
    await syncNow(c, c.token, idA)
    await syncNow(c, c.token, idB)
    b.domains.push(a.domains.shift()!)
    await syncNow(c, c.token, idA)
    await syncNow(c, c.token, idB)
    expect((await rows(idA)).map((r) => r.domain)).toEqual(['stayer-a.com'])
    expect((await rows(idB)).map((r) => r.domain)).toEqual(['mover.com', 'stayer-b.com'])
    expect(await account(c, c.token, idA)).toMatchObject({ domainCount: 1, lastSyncResult: 'ok' })
  })

  test('three failed syncs in a row raise registrar-sync-failed once; the last good data stays', async () => {
    const fake: FakeRegAccount = { secret: 'k', domains: manyDomains('kept', 4) }
    const id = await add('godaddy', 'gd-flaky', fake)
    await syncNow(c, c.token, id)
    fake.refuse = 'plan'
    for (let i = 1; i <= 4; i++) expect(await syncNow(c, c.token, id)).toMatchObject({ lastSyncResult: 'plan-denied', failuresInARow: i, domainCount: 4 })
    const failed = await c.t.app.db.selectFrom('events').select('data').where('kind', '=', 'registrar-sync-failed').execute()
    expect(failed).toHaveLength(1)
    expect(JSON.parse(failed[0].data)).toMatchObject({ failures: 3, result: 'plan-denied' })
    delete fake.refuse
    expect(await syncNow(c, c.token, id)).toMatchObject({ lastSyncResult: 'ok', failuresInARow: 0, domainCount: 4 })
  })
})

describeEachDb('registrar sync in the started worker', (kind) => {
  let farm: Farm
  let fakes: Fakes
  let c: CheckApp
  beforeAll(async () => {
    assertFarmCaTrusted()
    fakes = registrarFakes({ godaddy: { accounts: { live: { secret: 's', domains: manyDomains('live', 30) } } } })
    farm = await startFarm({ sites: Object.values(fakes).map((f) => f.site) })
    // Paced 50 ms apart: the run waits for its turns in its own slot, not a general one.
    c = await createCheckApp(kind, farm, { clock: startClock(), config: { registrars: registrarConfig(50) }, worker: REGISTRAR_WORKER })
  })
  afterAll(async () => {
    await c.t.app.checks.worker.stop()
    await c.t.close()
    await farm.close()
  })

  test('Sync now is run by the running worker; the progress ends at done = total', async () => {
    const id = (await addAccount(c, c.token, 'godaddy', 'Live', { key: 'live', secret: 's' })).id
    c.t.app.checks.worker.start()
    const a = await eventually(async () => { const x = await account(c, c.token, id); return x.lastSyncResult === 'ok' ? x : undefined })
    expect(a).toMatchObject({ domainCount: 30, sync: { state: 'idle', done: 30, total: 30 } })
    expect(c.t.app.checks.worker.stats.generalPaceWaits).toBe(0)
    expect(fakes.godaddy.requests.length).toBeGreaterThan(0)
  })
})
