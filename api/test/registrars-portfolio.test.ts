// Registrar accounts and the portfolio: credentials are write-only, another user's
// account is not found, the "not monitored" and "registrar unknown" lists, Add through the
// import path, the registrar's expiry in THE effective-expiry rule (registry, registrar,
// estimate) with its source and the registry/registrar mismatch flag and event, hosting info's
// domain platform, and the renewals: windows, costs by registrar/account/category, forecast,
// auto-renew-off and lock-off lists, CSV and the overview card.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import type { FakeRegAccount } from './farm/sites/registrars'
import { type CheckApp, createCheckApp, saveAll, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createUser, describeEachDb, login } from './helpers/test-app'
import { addAccount, credentialsFor, dayIn, type Fakes, REGISTRAR_WORKER, registrarConfig, registrarFakes, runSyncs } from './helpers/registrars'

describeEachDb('registrar accounts and the portfolio', (kind) => {
  let farm: Farm
  let fakes: Fakes
  let c: CheckApp
  let bob: string
  let porkbunId: string
  let namecheapId: string
  const pork: FakeRegAccount = {
    secret: 'pork-secret-XYZ',
    domains: [
      { name: 'alpha.com', expires: dayIn(20), autoRenew: false },
      { name: 'beta.com', expires: dayIn(60), locked: false },
      { name: 'newone.com', expires: dayIn(100) },
      { name: 'newtwo.com', expires: dayIn(200) },
      { name: 'newthree.org', expires: dayIn(300) }
    ]
  }
  const cheap: FakeRegAccount = { secret: 'cheap-secret-QRS', domains: [{ name: 'gamma.com', expires: dayIn(25) }] }

  beforeAll(async () => {
    assertFarmCaTrusted()
    fakes = registrarFakes({ porkbun: { accounts: { 'pk-main': pork } }, namecheap: { accounts: { ncmain: cheap }, prices: { com: '13.98' } } })
    farm = await startFarm({ sites: Object.values(fakes).map((f) => f.site) })
    c = await createCheckApp(kind, farm, { clock: startClock(), config: { registrars: registrarConfig() }, worker: REGISTRAR_WORKER })
    await createUser(c.t, c.adminToken, { name: 'Bob', email: 'bob@example.com', password: 'bob-password-1' })
    bob = await login(c.t, 'bob@example.com', 'bob-password-1')
    await saveAll(c, c.token, ['alpha.com'], { issueDate: null })
    expectStatus(await c.api.save(c.token, 'beta.com', { category: 'Brand B', issueDate: null }), 201)
    await saveAll(c, c.token, ['orphan.com'], { issueDate: dayIn(-300) })
    await saveAll(c, c.token, ['gamma.com'], { scope: 'casino', issueDate: null })
    const beta = await c.t.app.db.selectFrom('domains').select('id').where('domain', '=', 'beta.com').executeTakeFirstOrThrow()
    // The registry (RDAP) says 70 days, the registrar 60: they disagree.
    await c.t.app.db.insertInto('domain_registry').values({ domain_id: beta.id, expiry_date: dayIn(70), registration_date: null, last_changed: null, registrar: 'Porkbun LLC', statuses: '[]', nameservers: '[]', server: null, error: null, checked_at: new Date().toISOString() }).execute()
    porkbunId = (await addAccount(c, c.token, 'porkbun', 'Porkbun main', credentialsFor('porkbun', 'pk-main', pork))).id
    namecheapId = (await addAccount(c, c.token, 'namecheap', 'Namecheap', credentialsFor('namecheap', 'ncmain', cheap))).id
    await runSyncs(c)
  })
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('credentials are sealed at rest and never returned; wrong or missing fields are refused', async () => {
    const list = expectStatus(await c.api.get('/api/registrars', c.token), 200)
    expect(list.body).not.toMatch(/pork-secret-XYZ|cheap-secret-QRS|credentials/)
    expect(list.json().accounts.map((a: { name: string }) => a.name)).toEqual(['Namecheap', 'Porkbun main'])
    const stored = await c.t.app.db.selectFrom('registrar_accounts').select('credentials').execute()
    for (const row of stored) expect(row.credentials).not.toMatch(/secret|pk-main|ncmain/)
    const renamed = expectStatus(await c.api.put(`/api/registrars/${porkbunId}`, { name: 'Porkbun main' }, c.token), 200)
    expect(renamed.body).not.toMatch(/pork-secret-XYZ/)
    expect(expectStatus(await c.api.post('/api/registrars', { provider: 'godaddy', name: 'x', credentials: { key: 'k' } }, c.token), 400).json().message).toMatch(/secret/)
    expect(expectStatus(await c.api.post('/api/registrars', { provider: 'namesilo', name: 'x', credentials: { apiKey: 'k', password: 'p' } }, c.token), 400).json().message).toMatch(/no field "password"/)
  })

  test("another user's account is not found; an admin sees everyone's with ?all=true", async () => {
    expect(expectStatus(await c.api.get('/api/registrars', bob), 200).json().accounts).toEqual([])
    expectStatus(await c.api.put(`/api/registrars/${porkbunId}`, { name: 'mine now' }, bob), 404)
    expectStatus(await c.api.post(`/api/registrars/${porkbunId}/test`, {}, bob), 404)
    expectStatus(await c.api.post(`/api/registrars/${porkbunId}/sync`, {}, bob), 404)
    expectStatus(await c.api.del(`/api/registrars/${porkbunId}`, bob), 404)
    expectStatus(await c.api.get('/api/registrars?all=true', bob), 403)
    const all = expectStatus(await c.api.get('/api/registrars?all=true', c.adminToken), 200).json().accounts
    expect(all.find((a: { id: string }) => a.id === porkbunId)).toMatchObject({ ownerId: c.userId, provider: 'porkbun', lastSyncResult: 'ok', domainCount: 5 })
    expect(expectStatus(await c.api.get('/api/registrars/not-monitored', bob), 200).json()).toMatchObject({ items: [], total: 0 })
  })

  test('Test reads the first page now with the stored credentials', async () => {
    expect(expectStatus(await c.api.post(`/api/registrars/${porkbunId}/test`, {}, c.token), 200).json()).toMatchObject({ ok: true, result: 'ok', message: expect.stringMatching(/5 domains/) })
  })

  test('"not monitored" lists the account domains not saved; "registrar unknown" the saved ones no account holds', async () => {
    const page = expectStatus(await c.api.get('/api/registrars/not-monitored?limit=2', c.token), 200).json()
    expect(page.total).toBe(3)
    expect(page.items).toEqual([
      { domain: 'newone.com', accountId: porkbunId, accountName: 'Porkbun main', provider: 'porkbun', expiresAt: dayIn(100), autoRenew: true },
      { domain: 'newthree.org', accountId: porkbunId, accountName: 'Porkbun main', provider: 'porkbun', expiresAt: dayIn(300), autoRenew: true }
    ])
    const unknown = expectStatus(await c.api.get('/api/registrars/unknown', c.token), 200).json()
    expect(unknown).toMatchObject({ total: 1, items: [{ domain: 'orphan.com', superCategory: 'natural' }] })
  })

  test('the registrar expiry joins the effective-expiry rule with its source; registry and registrar a day or more apart are flagged', async () => {
    const alpha = expectStatus(await c.api.get('/api/scraper/domain/alpha.com', c.token), 200).json()
    expect(alpha).toMatchObject({
      expiryDate: dayIn(20),
      expirySource: 'registrar',
      expiryMismatch: false,
      registrarAccount: { accountId: porkbunId, accountName: 'Porkbun main', provider: 'porkbun', autoRenew: false, locked: true, renewal: { currency: 'USD', amount: 10.98 } }
    })
    const beta = expectStatus(await c.api.get('/api/scraper/domain/beta.com', c.token), 200).json()
    expect(beta).toMatchObject({ expiryDate: dayIn(70), expirySource: 'registry', expiryMismatch: true, registrarAccount: { locked: false } })
    const orphan = expectStatus(await c.api.get('/api/scraper/domain/orphan.com', c.token), 200).json()
    expect(orphan).toMatchObject({ expirySource: 'estimated', expiryMismatch: false, registrarAccount: null })
    const mismatch = await c.t.app.db.selectFrom('events').select(['domain', 'data', 'domain_id']).where('kind', '=', 'registrar-expiry-mismatch').execute()
    expect(mismatch.map((e) => e.domain)).toEqual(['beta.com'])
    expect(JSON.parse(mismatch[0].data)).toMatchObject({ registryExpiry: dayIn(70), registrarExpiry: dayIn(60) })
    expect(mismatch[0].domain_id).not.toBeNull()
  })

  test('the domain list rows carry the registrar account, as the details do; a rename of the account reaches the cached list', async () => {
    const alphaAccount = { accountId: porkbunId, accountName: 'Porkbun main', provider: 'porkbun', autoRenew: false, locked: true, renewal: { currency: 'USD', amount: 10.98 } }
    type Row = { domain: string, registrarAccount: unknown }
    const byName = (rows: Row[]): Record<string, unknown> => Object.fromEntries(rows.map((r) => [r.domain, r.registrarAccount]))
    const all = byName(expectStatus(await c.api.get('/api/scraper/all', c.token), 200).json())
    expect(all).toEqual({
      'alpha.com': alphaAccount,
      'beta.com': { ...alphaAccount, autoRenew: true, locked: false },
      'orphan.com': null
    })
    // The same object as the details answer's registrarAccount.
    expect(expectStatus(await c.api.get('/api/scraper/domain/beta.com', c.token), 200).json().registrarAccount).toEqual(all['beta.com'])
    expect(byName(expectStatus(await c.api.get('/api/scraper/by-category/Brand%20B', c.token), 200).json())).toEqual({ 'beta.com': all['beta.com'] })
    const casino = byName(expectStatus(await c.api.get('/casino/scraper/all', c.token), 200).json())
    expect(casino).toEqual({ 'gamma.com': { accountId: namecheapId, accountName: 'Namecheap', provider: 'namecheap', autoRenew: true, locked: true, renewal: { currency: 'USD', amount: 13.98 } } })
    // An admin's list of everyone's records carries it too.
    const admin = expectStatus(await c.api.get('/api/scraper/all', c.adminToken), 200).json() as Row[]
    expect(admin.find((r) => r.domain === 'alpha.com')?.registrarAccount).toEqual(alphaAccount)
    // Renaming the account invalidates the cached list (its checks area, served within the lag).
    expectStatus(await c.api.put(`/api/registrars/${namecheapId}`, { name: 'Namecheap renamed' }, c.token), 200)
    c.clock.advance(10_000)
    const after = byName(expectStatus(await c.api.get('/casino/scraper/all', c.token), 200).json())
    expect(after['gamma.com']).toMatchObject({ accountName: 'Namecheap renamed' })
    expectStatus(await c.api.put(`/api/registrars/${namecheapId}`, { name: 'Namecheap' }, c.token), 200)
  })

  test("hosting info's empty domain platform is filled with the registrar", async () => {
    const rows = await c.t.app.db.selectFrom('domain_hosting as h').innerJoin('domains as d', 'd.id', 'h.domain_id').select(['d.domain', 'h.domain_platform']).orderBy('d.domain').execute()
    expect(rows).toEqual([{ domain: 'alpha.com', domain_platform: 'Porkbun' }, { domain: 'beta.com', domain_platform: 'Porkbun' }, { domain: 'gamma.com', domain_platform: 'Namecheap' }])
  })

  test('renewals: windows with count and cost by registrar, account and category; forecast; auto-renew-off and lock-off; CSV; overview card', async () => {
    const body = expectStatus(await c.api.get('/api/scraper/renewals', c.token), 200).json()
    const [d30, d90, d365] = body.windows
    expect(d30).toEqual({
      days: 30,
      count: 1,
      cost: [{ currency: 'USD', amount: 10.98 }],
      byRegistrar: [{ provider: 'porkbun', count: 1, cost: [{ currency: 'USD', amount: 10.98 }] }],
      byAccount: [{ accountId: porkbunId, accountName: 'Porkbun main', count: 1, cost: [{ currency: 'USD', amount: 10.98 }] }],
      byCategory: [{ brandCategory: expect.any(String), count: 1, cost: [{ currency: 'USD', amount: 10.98 }] }]
    })
    // orphan.com: the estimate (issue date + 1 year) says it renews in 65 days, at an unknown price.
    expect(d90).toMatchObject({ days: 90, count: 3, cost: [{ currency: 'USD', amount: 21.96 }] })
    expect(d365).toMatchObject({ days: 365, count: 3, cost: [{ currency: 'USD', amount: 21.96 }] })
    expect(body.forecast).toHaveLength(12)
    expect(body.forecast.reduce((n: number, m: { count: number }) => n + m.count, 0)).toBe(3)
    expect(body.autoRenewOff).toEqual([{ domain: 'alpha.com', expiresAt: dayIn(20), accountName: 'Porkbun main', provider: 'porkbun' }])
    expect(body.lockOff).toEqual([{ domain: 'beta.com', expiresAt: dayIn(70), accountName: 'Porkbun main', provider: 'porkbun' }])
    expect(body.domains.map((d: { domain: string, expirySource: string }) => [d.domain, d.expirySource])).toEqual([['alpha.com', 'registrar'], ['orphan.com', 'estimated'], ['beta.com', 'registry']])
    const csv = expectStatus(await c.api.get('/api/scraper/renewals.csv?days=30', c.token), 200)
    expect(csv.headers['content-type']).toMatch(/text\/csv/)
    expect(csv.body.trim().split('\r\n')).toEqual([
      'Domain,Brand category,Expires,Expiry source,Registrar,Account,Auto-renew,Locked,Renewal price,Currency',
      `alpha.com,${d30.byCategory[0].brandCategory as string},${dayIn(20)},registrar,porkbun,Porkbun main,no,yes,10.98,USD`
    ])
    const casino = expectStatus(await c.api.get('/casino/scraper/renewals', c.token), 200).json()
    expect(casino.windows[0]).toMatchObject({ count: 1, cost: [{ currency: 'USD', amount: 13.98 }], byRegistrar: [{ provider: 'namecheap' }] })
    const overview = expectStatus(await c.api.get('/api/scraper/overview', c.token), 200).json()
    expect(overview.renewals30).toEqual({ count: 1, cost: [{ currency: 'USD', amount: 10.98 }] })
    // The expiring card counts by the same rule: alpha.com by its registrar date.
    expect(overview.expiring.domains).toBe(1)
    expect(expectStatus(await c.api.get('/api/scraper/renewals', bob), 200).json().windows[2].count).toBe(0)
  })

  test('Add saves chosen not-monitored domains through the import path; others are skipped with why', async () => {
    const res = expectStatus(await c.api.post('/api/registrars/not-monitored/add', { domains: ['newone.com', 'NewTwo.com', 'alpha.com', 'nowhere.com'], superCategory: 'natural', brandCategory: 'Found at registrar' }, c.token), 200).json()
    expect(res.added).toBe(2)
    expect(res.skipped.map((s: { domain: string }) => s.domain).sort()).toEqual(['alpha.com', 'nowhere.com'])
    await c.t.app.checks.worker.drain()
    const saved = await c.t.app.db.selectFrom('domains').select(['domain', 'category']).where('category', '=', 'Found at registrar').orderBy('domain').execute()
    expect(saved).toEqual([{ domain: 'newone.com', category: 'Found at registrar' }, { domain: 'newtwo.com', category: 'Found at registrar' }])
    expect(expectStatus(await c.api.get('/api/registrars/not-monitored', c.token), 200).json()).toMatchObject({ total: 1, items: [{ domain: 'newthree.org' }] })
  })

  test('deleting an account removes what its syncs stored', async () => {
    expectStatus(await c.api.del(`/api/registrars/${namecheapId}`, c.token), 204)
    expect(await c.t.app.db.selectFrom('registrar_domains').select('domain').where('account_id', '=', namecheapId).execute()).toEqual([])
    expect(expectStatus(await c.api.get('/api/registrars/unknown', c.token), 200).json().items.map((i: { domain: string }) => i.domain)).toContain('gamma.com')
  })
})
