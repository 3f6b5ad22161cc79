// The domain data API of one user: save, list, categories, counts,
// scraped data, note, delete and rename, with the exact texts and shapes the screens read.
import { api, type Api, expectStatus, PREFIX, scanResult } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp, withDatingAccess } from './helpers/test-app'

describeEachDb('domains of one user', (kind) => {
  let t: TestApp
  let a: Api
  let token: string
  let userId: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    a = api(t)
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    userId = await createUser(t, admin, { name: 'Uma User', email: 'uma@example.com', password: 'uma-password' })
    token = withDatingAccess(t, await login(t, 'uma@example.com', 'uma-password'))
  })
  afterAll(async () => { await t.close() })

  const record = (domain: string, overrides: Record<string, unknown> = {}) => ({
    _id: expect.any(String),
    domain,
    note: '',
    statusCode: 200,
    superCategory: 'natural',
    category: 'Keto',
    issueDate: '2026-01-15',
    lastChecked: '2026-11-20T10:00:00.000Z',
    ...overrides
  })
  /** A list row also says which registrar account holds the domain: none here. */
  const listed = (domain: string, overrides: Record<string, unknown> = {}) => ({ ...record(domain, overrides), registrarAccount: null })

  test('save answers 201 with the record; the name is normalised', async () => {
    const res = await a.save(token, 'https://WWW.Keto-Shop.com:443/path?q=1', { data: scanResult('www.keto-shop.com') })
    expectStatus(res, 201)
    expect(res.json()).toEqual({ success: true, message: 'Domain saved successfully', domain: record('www.keto-shop.com') })
    expect(res.json().domain.owner).toBeUndefined()
  })

  test('saving the same name again answers 409 with "duplicate key"', async () => {
    const res = await a.save(token, 'www.keto-shop.com.', { category: 'Other' })
    expectStatus(res, 409)
    expect(res.json()).toEqual({ success: false, message: 'duplicate key: www.keto-shop.com is already in your saved list' })
    const all = (await a.get(`${PREFIX.natural}/all`, token)).json()
    expect(all.filter((r: { domain: string }) => r.domain === 'www.keto-shop.com')).toEqual([listed('www.keto-shop.com')])
  })

  test('the same name in another scope is a separate record', async () => {
    const res = await a.save(token, 'www.keto-shop.com', { scope: 'casino', category: 'Slots', issueDate: null })
    expectStatus(res, 201)
    expect(res.json().domain).toEqual(record('www.keto-shop.com', { superCategory: 'casino', category: 'Slots', issueDate: null }))
  })

  test('lists, categories and counts', async () => {
    await a.save(token, 'b-vitamins.net', { category: '  Vitamins ', data: scanResult('b-vitamins.net', { statusCode: 404 }) })
    await a.save(token, 'apple-diet.org', { category: 'keto diet', issueDate: '' })
    await a.save(token, 'zz-keto.com')

    const all = await a.get(`${PREFIX.natural}/all`, token)
    expectStatus(all, 200)
    expect(all.json()).toEqual([
      listed('apple-diet.org', { category: 'keto diet', issueDate: null }),
      listed('b-vitamins.net', { category: 'Vitamins', statusCode: 404 }),
      listed('www.keto-shop.com'),
      listed('zz-keto.com')
    ])

    const byCategory = await a.get(`${PREFIX.natural}/by-category/Keto`, token)
    expect(byCategory.json().map((r: { domain: string }) => r.domain)).toEqual(['www.keto-shop.com', 'zz-keto.com'])
    const encoded = await a.get(`${PREFIX.natural}/by-category/${encodeURIComponent('keto diet')}`, token)
    expect(encoded.json().map((r: { domain: string }) => r.domain)).toEqual(['apple-diet.org'])
    expect((await a.get(`${PREFIX.natural}/by-category/Nothing`, token)).json()).toEqual([])

    expect((await a.get(`${PREFIX.natural}/categories`, token)).json()).toEqual(['Keto', 'keto diet', 'Vitamins'])
    expect((await a.get(`${PREFIX.natural}/category-counts`, token)).json()).toEqual({ Keto: 2, 'keto diet': 1, Vitamins: 1 })
    expect((await a.get(`${PREFIX.casino}/categories`, token)).json()).toEqual(['Slots'])
    expect((await a.get(`${PREFIX.dating}/all`, token)).json()).toEqual([])
    expect((await a.get(`${PREFIX.dating}/category-counts`, token)).json()).toEqual({})
  })

  test('a category named like an Object property is counted, not swallowed', async () => {
    await a.save(token, 'proto.example', { scope: 'dating', category: '__proto__' })
    expect((await a.get(`${PREFIX.dating}/category-counts`, token)).json()).toEqual(JSON.parse('{"__proto__":1}'))
    expectStatus(await a.del(`${PREFIX.dating}/domain/proto.example`, token), 200)
  })

  test('GET domain/:domain answers the scraped data; the path name is normalised too', async () => {
    const res = await a.get(`${PREFIX.natural}/domain/WWW.Keto-Shop.COM`, token)
    expectStatus(res, 200)
    // Never looked up at a registry, no handshake, no DNS yet: the estimate, labelled so.
    const realDates = { expiryDate: '2027-01-15', expirySource: 'estimated', expiryMismatch: false, registrarAccount: null, registrar: null, registryStatus: [], certificate: null, dns: null }
    expect(res.json()).toEqual({ ...scanResult('www.keto-shop.com'), issueDate: '2026-01-15', ...realDates, locationId: null })

    const missing = await a.get(`${PREFIX.natural}/domain/nothing-here.com`, token)
    expectStatus(missing, 404)
    expect(missing.json()).toEqual({ success: false, message: 'Domain not found' })
    expectStatus(await a.get(`${PREFIX.natural}/domain/not a domain`, token), 404)
  })

  test('a scan with only a status code is stored with empty defaults and without extra fields', async () => {
    expectStatus(await a.save(token, 'bare.example', { scope: 'dating', data: { statusCode: 301, secret: 'x' } }), 201)
    const data = (await a.get(`${PREFIX.dating}/domain/bare.example`, token)).json()
    expect(data).toEqual(expect.objectContaining({
      domain: 'bare.example', title: '', h1: [], images: [], wordCount: 0, schemaPresent: false, statusCode: 301, issueDate: '2026-01-15'
    }))
    expect(Date.parse(data.lastChecked)).toBeGreaterThan(Date.now() - 60_000)
    expect(data.secret).toBeUndefined()
  })

  test('note: save, read back, delete', async () => {
    const saved = await a.put(`${PREFIX.natural}/note/zz-keto.com`, { note: 'Renew with the other registrar' }, token)
    expectStatus(saved, 200)
    expect(saved.json()).toEqual({ success: true, message: 'Note saved' })
    const find = async () => (await a.get(`${PREFIX.natural}/all`, token)).json().find((r: { domain: string }) => r.domain === 'zz-keto.com')
    expect((await find()).note).toBe('Renew with the other registrar')

    const deleted = await a.del(`${PREFIX.natural}/note/zz-keto.com`, token)
    expect(deleted.json()).toEqual({ success: true, message: 'Note deleted successfully' })
    expect((await find()).note).toBe('')

    const missing = await a.put(`${PREFIX.natural}/note/unknown.com`, { note: 'x' }, token)
    expectStatus(missing, 404)
    expect(missing.json()).toEqual({ success: false, message: 'Domain not found' })
    expectStatus(await a.del(`${PREFIX.natural}/note/unknown.com`, token), 404)
  })

  test('rename keeps the record, its scan and note; default scope is natural', async () => {
    await a.put(`${PREFIX.natural}/note/zz-keto.com`, { note: 'kept' }, token)
    const res = await a.put('/api/scraper/update-domain-name', { oldDomain: 'zz-keto.com', newDomain: ' ZZ-Keto.net ' }, token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: 'Domain name updated successfully' })
    const all = (await a.get(`${PREFIX.natural}/all`, token)).json()
    expect(all.map((r: { domain: string }) => r.domain)).toEqual(['apple-diet.org', 'b-vitamins.net', 'www.keto-shop.com', 'zz-keto.net'])
    expect(all[3].note).toBe('kept')
    expect((await a.get(`${PREFIX.natural}/domain/zz-keto.net`, token)).json()).toMatchObject({ domain: 'zz-keto.net', title: 'Title of zz-keto.com' })
    expectStatus(await a.get(`${PREFIX.natural}/domain/zz-keto.com`, token), 404)
    // Unchanged name: nothing to do, still a success.
    expectStatus(await a.put('/api/scraper/update-domain-name', { oldDomain: 'zz-keto.net', newDomain: 'zz-keto.net' }, token), 200)
  })

  test('rename finds the one scope that holds the name, or uses the one given', async () => {
    expectStatus(await a.put('/api/scraper/update-domain-name', { oldDomain: 'bare.example', newDomain: 'bare2.example' }, token), 200)
    expect((await a.get(`${PREFIX.dating}/all`, token)).json().map((r: { domain: string }) => r.domain)).toEqual(['bare2.example'])

    // www.keto-shop.com is in natural and casino: the given scope decides which one is renamed.
    expectStatus(await a.put('/api/scraper/update-domain-name', { oldDomain: 'www.keto-shop.com', newDomain: 'keto-shop.com', superCategory: 'casino' }, token), 200)
    expect((await a.get(`${PREFIX.casino}/all`, token)).json().map((r: { domain: string }) => r.domain)).toEqual(['keto-shop.com'])
    expect((await a.get(`${PREFIX.natural}/domain/www.keto-shop.com`, token)).statusCode).toBe(200)

    const wrongScope = await a.put('/api/scraper/update-domain-name', { oldDomain: 'bare2.example', newDomain: 'x.example', superCategory: 'casino' }, token)
    expectStatus(wrongScope, 404)
    expect(wrongScope.json()).toEqual({ success: false, message: 'Domain not found' })
  })

  test('rename errors: invalid new name, taken name, unknown old name', async () => {
    for (const newDomain of ['not a domain', 'localhost', 'ftp://x.com', '']) {
      const res = await a.put('/api/scraper/update-domain-name', { oldDomain: 'zz-keto.net', newDomain }, token)
      expectStatus(res, 400)
      expect(res.json().message).toBe('Invalid domain values')
    }
    const taken = await a.put('/api/scraper/update-domain-name', { oldDomain: 'zz-keto.net', newDomain: 'apple-diet.org' }, token)
    expectStatus(taken, 409)
    expect(taken.json()).toEqual({ success: false, message: 'duplicate key: apple-diet.org is already in your saved list' })
    const unknown = await a.put('/api/scraper/update-domain-name', { oldDomain: 'never-saved.com', newDomain: 'x.example' }, token)
    expectStatus(unknown, 404)
    expect(unknown.json()).toEqual({ success: false, message: 'Domain not found' })
    expect((await a.get(`${PREFIX.natural}/all`, token)).json().map((r: { domain: string }) => r.domain))
      .toEqual(['apple-diet.org', 'b-vitamins.net', 'www.keto-shop.com', 'zz-keto.net'])
  })

  test('delete removes the record and its scan; a second delete is 404', async () => {
    const res = await a.del(`${PREFIX.natural}/domain/B-Vitamins.net`, token)
    expectStatus(res, 200)
    expect(res.json()).toEqual({ success: true, message: 'Domain deleted successfully' })
    expectStatus(await a.get(`${PREFIX.natural}/domain/b-vitamins.net`, token), 404)
    expect((await a.get(`${PREFIX.natural}/categories`, token)).json()).toEqual(['Keto', 'keto diet'])
    const again = await a.del(`${PREFIX.natural}/domain/b-vitamins.net`, token)
    expectStatus(again, 404)
    expect(again.json()).toEqual({ success: false, message: 'Domain not found' })
    // Its name can be saved again.
    expectStatus(await a.save(token, 'b-vitamins.net'), 201)
    expect(userId).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('a scope only ever sees its own records', async () => {
    // www.keto-shop.com exists in natural only now (the casino copy was renamed to keto-shop.com).
    expectStatus(await a.get(`${PREFIX.casino}/domain/www.keto-shop.com`, token), 404)
    expectStatus(await a.del(`${PREFIX.dating}/domain/www.keto-shop.com`, token), 404)
    expectStatus(await a.put(`${PREFIX.casino}/note/www.keto-shop.com`, { note: 'x' }, token), 404)
    expectStatus(await a.get(`${PREFIX.dating}/hosting-info/www.keto-shop.com`, token), 404)
    expect((await a.get(`${PREFIX.casino}/by-category/Keto`, token)).json()).toEqual([])
    expect((await a.get(`${PREFIX.natural}/by-category/Slots`, token)).json()).toEqual([])
    expect((await a.get(`${PREFIX.casino}/all`, token)).json().map((r: { superCategory: string }) => r.superCategory)).toEqual(['casino'])
    expect((await a.get(`${PREFIX.natural}/all`, token)).json().find((r: { domain: string }) => r.domain === 'www.keto-shop.com').note).toBe('')
  })
})
