// Ownership: a user never sees or changes another user's domains through any
// call (404 or empty, never the data); an admin reads everyone's and changes another user's
// records only when naming them with ?owner=<userId>.
import { api, type Api, expectStatus, PREFIX, scanResult } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp, withDatingAccess } from './helpers/test-app'

const RENAME = '/api/scraper/update-domain-name'
const HOSTING = { platform: 'Hostinger', email: 'ops@alice.example', server: 'alice-srv-1', domainPlatform: 'Namecheap', domainEmail: 'reg@alice.example', cloudflare: 'yes' }

describeEachDb('domain ownership', (kind) => {
  let t: TestApp
  let a: Api
  let admin: string
  let alice: string
  let bob: string
  let aliceId: string
  let bobId: string
  let adminId: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    a = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    adminId = (await a.get('/auth/me', admin)).json().user._id
    aliceId = await createUser(t, admin, { name: 'Alice', email: 'alice@example.com', password: 'alice-password' })
    bobId = await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password' })
    alice = withDatingAccess(t, await login(t, 'alice@example.com', 'alice-password'))
    bob = withDatingAccess(t, await login(t, 'bob@example.com', 'bob-password'))

    expectStatus(await a.save(alice, 'alice-keto.com', { category: 'Keto' }), 201)
    expectStatus(await a.save(alice, 'shared-name.com', { category: 'Shared', data: scanResult('shared-name.com', { title: 'Alice title' }) }), 201)
    expectStatus(await a.save(alice, 'alice-slots.com', { scope: 'casino', category: 'Slots' }), 201)
    expectStatus(await a.put(`${PREFIX.natural}/note/alice-keto.com`, { note: 'alice secret' }, alice), 200)
    expectStatus(await a.put(`${PREFIX.natural}/hosting-info/alice-keto.com`, HOSTING, alice), 200)
  })
  afterAll(async () => { await t.close() })

  const aliceView = async () => ({
    natural: (await a.get(`${PREFIX.natural}/all`, alice)).json(),
    casino: (await a.get(`${PREFIX.casino}/all`, alice)).json(),
    keto: (await a.get(`${PREFIX.natural}/domain/alice-keto.com`, alice)).json(),
    hosting: (await a.get(`${PREFIX.natural}/hosting-info/alice-keto.com`, alice)).json(),
    server: (await a.get('/api/hosting/by-server/alice-srv-1', alice)).json()
  })

  test("a second user sees none of the first user's domains through any call, and changes nothing", async () => {
    const before = await aliceView()
    expect(before.natural.map((r: { domain: string }) => r.domain)).toEqual(['alice-keto.com', 'shared-name.com'])

    for (const scope of ['natural', 'casino', 'dating'] as const) {
      expect((await a.get(`${PREFIX[scope]}/all`, bob)).json()).toEqual([])
      expect((await a.get(`${PREFIX[scope]}/categories`, bob)).json()).toEqual([])
      expect((await a.get(`${PREFIX[scope]}/category-counts`, bob)).json()).toEqual({})
    }
    expect((await a.get(`${PREFIX.natural}/by-category/Keto`, bob)).json()).toEqual([])
    expect((await a.get(`${PREFIX.casino}/by-category/Slots`, bob)).json()).toEqual([])

    const notFound = { success: false, message: 'Domain not found' }
    const calls = [
      await a.get(`${PREFIX.natural}/domain/alice-keto.com`, bob),
      await a.get(`${PREFIX.casino}/domain/alice-slots.com`, bob),
      await a.del(`${PREFIX.natural}/domain/alice-keto.com`, bob),
      await a.del(`${PREFIX.casino}/domain/alice-slots.com`, bob),
      await a.put(`${PREFIX.natural}/note/alice-keto.com`, { note: 'bob was here' }, bob),
      await a.del(`${PREFIX.natural}/note/alice-keto.com`, bob),
      await a.get(`${PREFIX.natural}/hosting-info/alice-keto.com`, bob),
      await a.put(`${PREFIX.natural}/hosting-info/alice-keto.com`, { ...HOSTING, cloudflare: 'bob' }, bob),
      await a.put(RENAME, { oldDomain: 'alice-keto.com', newDomain: 'bob-owns-it.com' }, bob),
      await a.put(RENAME, { oldDomain: 'alice-slots.com', newDomain: 'bob-owns-it.com', superCategory: 'casino' }, bob)
    ]
    for (const res of calls) {
      expectStatus(res, 404)
      expect(res.json()).toEqual(notFound)
      expect(res.body).not.toContain('alice')
    }
    const server = await a.get('/api/hosting/by-server/alice-srv-1', bob)
    expectStatus(server, 404)
    expect(server.json()).toEqual({ success: false, message: 'Server not found' })

    // A user naming someone else with ?owner is refused outright.
    for (const res of [
      await a.get(`${PREFIX.natural}/all?owner=${aliceId}`, bob),
      await a.get(`${PREFIX.natural}/domain/alice-keto.com?owner=${aliceId}`, bob),
      await a.del(`${PREFIX.natural}/domain/alice-keto.com?owner=${aliceId}`, bob),
      await a.get(`/api/hosting/by-server/alice-srv-1?owner=${aliceId}`, bob)
    ]) {
      expectStatus(res, 403)
      expect(res.json()).toEqual({ success: false, message: 'Admin access required' })
    }
    expect(await aliceView()).toEqual(before)
  })

  test('another user may save the same name; each sees only their own copy', async () => {
    expectStatus(await a.save(bob, 'shared-name.com', { category: 'Bob stuff', data: scanResult('shared-name.com', { title: 'Bob title' }) }), 201)
    expect((await a.get(`${PREFIX.natural}/domain/shared-name.com`, bob)).json().title).toBe('Bob title')
    expect((await a.get(`${PREFIX.natural}/domain/shared-name.com`, alice)).json().title).toBe('Alice title')
    expect((await a.get(`${PREFIX.natural}/categories`, bob)).json()).toEqual(['Bob stuff'])
    // Bob's own hosting server of the same name is his, not Alice's.
    expectStatus(await a.put(`${PREFIX.natural}/hosting-info/shared-name.com`, { ...HOSTING, platform: 'Bob host', email: 'bob@host.example' }, bob), 200)
    expect((await a.get('/api/hosting/by-server/alice-srv-1', bob)).json()).toEqual({ success: true, platform: 'Bob host', email: 'bob@host.example' })
    expect((await a.get('/api/hosting/by-server/alice-srv-1', alice)).json()).toEqual({ success: true, platform: 'Hostinger', email: 'ops@alice.example' })
  })

  test("an admin reads everyone's records, with the owner", async () => {
    const all = (await a.get(`${PREFIX.natural}/all`, admin)).json()
    expect(all.map((r: { domain: string, owner: { name: string } }) => [r.domain, r.owner.name])).toEqual([
      ['alice-keto.com', 'Alice'], ['shared-name.com', expect.any(String)], ['shared-name.com', expect.any(String)]
    ])
    expect(all.find((r: { domain: string }) => r.domain === 'alice-keto.com')).toMatchObject({ note: 'alice secret', owner: { _id: aliceId, name: 'Alice' } })
    expect(all.filter((r: { domain: string }) => r.domain === 'shared-name.com').map((r: { owner: { _id: string } }) => r.owner._id).sort())
      .toEqual([aliceId, bobId].sort())

    expect((await a.get(`${PREFIX.natural}/categories`, admin)).json()).toEqual(['Bob stuff', 'Keto', 'Shared'])
    expect((await a.get(`${PREFIX.natural}/category-counts`, admin)).json()).toEqual({ 'Bob stuff': 1, Keto: 1, Shared: 1 })
    expect((await a.get(`${PREFIX.casino}/by-category/Slots`, admin)).json()).toEqual([expect.objectContaining({ domain: 'alice-slots.com', owner: { _id: aliceId, name: 'Alice' } })])
    expect((await a.get(`${PREFIX.natural}/domain/alice-keto.com`, admin)).json().title).toBe('Title of alice-keto.com')
    expect((await a.get(`${PREFIX.natural}/hosting-info/alice-keto.com`, admin)).json().hostingInfo).toEqual(HOSTING)
    // One user's records only, with ?owner.
    expect((await a.get(`${PREFIX.natural}/all?owner=${bobId}`, admin)).json().map((r: { domain: string }) => r.domain)).toEqual(['shared-name.com'])
    expect((await a.get(`${PREFIX.natural}/category-counts?owner=${aliceId}`, admin)).json()).toEqual({ Keto: 1, Shared: 1 })
    const unknown = await a.get(`${PREFIX.natural}/all?owner=no-such-user`, admin)
    expectStatus(unknown, 404)
    expect(unknown.json()).toEqual({ success: false, message: 'User not found' })
  })

  test('an admin opening a shared name gets their own record first, else the latest updated', async () => {
    // Bob's copy was updated last (his hosting save does not touch the record; his note does).
    expectStatus(await a.put(`${PREFIX.natural}/note/shared-name.com`, { note: 'bob touched it' }, bob), 200)
    expect((await a.get(`${PREFIX.natural}/domain/shared-name.com`, admin)).json().title).toBe('Bob title')
    // ISO times in milliseconds: make sure the second update is strictly later.
    await new Promise((resolve) => setTimeout(resolve, 5))
    expectStatus(await a.put(`${PREFIX.natural}/note/shared-name.com`, { note: 'alice touched it' }, alice), 200)
    expect((await a.get(`${PREFIX.natural}/domain/shared-name.com`, admin)).json().title).toBe('Alice title')
    expect((await a.get(`${PREFIX.natural}/domain/shared-name.com?owner=${bobId}`, admin)).json().title).toBe('Bob title')

    expectStatus(await a.save(admin, 'shared-name.com', { data: scanResult('shared-name.com', { title: 'Admin title' }) }), 201)
    expect((await a.get(`${PREFIX.natural}/domain/shared-name.com`, admin)).json().title).toBe('Admin title')
    const own = (await a.get(`${PREFIX.natural}/all?owner=${adminId}`, admin)).json()
    expect(own).toEqual([expect.objectContaining({ domain: 'shared-name.com', owner: { _id: adminId, name: expect.any(String) } })])
  })

  test("an admin changes another user's record only with ?owner", async () => {
    const before = await aliceView()
    // Without ?owner the admin acts on their own records: Alice's are not touched.
    for (const res of [
      await a.del(`${PREFIX.natural}/domain/alice-keto.com`, admin),
      await a.put(`${PREFIX.natural}/note/alice-keto.com`, { note: 'admin' }, admin),
      await a.del(`${PREFIX.natural}/note/alice-keto.com`, admin),
      await a.put(`${PREFIX.natural}/hosting-info/alice-keto.com`, HOSTING, admin),
      await a.put(RENAME, { oldDomain: 'alice-keto.com', newDomain: 'admin-renamed.com' }, admin)
    ]) expectStatus(res, 404)
    expect(await aliceView()).toEqual(before)

    const q = `?owner=${aliceId}`
    expect((await a.put(`${PREFIX.natural}/note/alice-keto.com${q}`, { note: 'checked by admin' }, admin)).json()).toEqual({ success: true, message: 'Note saved' })
    expectStatus(await a.put(`${PREFIX.natural}/hosting-info/alice-keto.com${q}`, { ...HOSTING, cloudflare: 'no' }, admin), 200)
    expectStatus(await a.put(`${RENAME}${q}`, { oldDomain: 'alice-keto.com', newDomain: 'alice-keto.net' }, admin), 200)
    const saved = await a.save(admin, 'for-alice.com', { query: q, category: 'Gift' })
    expectStatus(saved, 201)
    expect(saved.json().domain.owner).toEqual({ _id: aliceId, name: 'Alice' })

    const natural = (await a.get(`${PREFIX.natural}/all`, alice)).json()
    expect(natural.map((r: { domain: string }) => r.domain)).toEqual(['alice-keto.net', 'for-alice.com', 'shared-name.com'])
    expect(natural[0].note).toBe('checked by admin')
    expect((await a.get(`${PREFIX.natural}/hosting-info/alice-keto.net`, alice)).json().hostingInfo.cloudflare).toBe('no')
    expect((await a.get(`/api/hosting/by-server/alice-srv-1${q}`, admin)).json()).toEqual({ success: true, platform: 'Hostinger', email: 'ops@alice.example' })

    expectStatus(await a.del(`${PREFIX.natural}/domain/for-alice.com${q}`, admin), 200)
    expectStatus(await a.get(`${PREFIX.natural}/domain/for-alice.com`, alice), 404)
    const unknown = await a.del(`${PREFIX.natural}/domain/alice-keto.net?owner=nobody`, admin)
    expectStatus(unknown, 404)
    expect(unknown.json()).toEqual({ success: false, message: 'User not found' })
  })

  test('users never get the owner field', async () => {
    for (const r of (await a.get(`${PREFIX.natural}/all`, alice)).json()) expect(r.owner).toBeUndefined()
    expect((await a.save(bob, 'bob-only.com')).json().domain.owner).toBeUndefined()
  })
})
