// Admin listing calls: non-admin users without secrets, counts across users per scope,
// one user's domains of every scope; 403 for a user token and 401 without one.
import { api, type Api, expectStatus } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp, withDatingAccess } from './helpers/test-app'

describeEachDb('admin calls', (kind) => {
  let t: TestApp
  let a: Api
  let admin: string
  let alice: string
  let aliceId: string
  let bobId: string

  beforeAll(async () => {
    t = await createTestApp(kind)
    a = api(t)
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    aliceId = await createUser(t, admin, { name: 'Alice', email: 'alice@example.com', password: 'alice-password' })
    bobId = await createUser(t, admin, { name: 'Bob', email: 'bob@example.com', password: 'bob-password' })
    alice = await login(t, 'alice@example.com', 'alice-password')
    const bob = withDatingAccess(t, await login(t, 'bob@example.com', 'bob-password'))
    expectStatus(await a.save(alice, 'keto-one.com'), 201)
    expectStatus(await a.save(alice, 'keto-two.com'), 201)
    expectStatus(await a.save(alice, 'slots.com', { scope: 'casino', category: 'Slots' }), 201)
    expectStatus(await a.save(bob, 'bob-keto.com'), 201)
    expectStatus(await a.save(bob, 'bob-date.com', { scope: 'dating', category: 'Match' }), 201)
    expectStatus(await a.save(admin, 'admin-own.com'), 201)
  })
  afterAll(async () => { await t.close() })

  test('GET /admin/users lists the non-admin users with _id, name and email only', async () => {
    const res = expectStatus(await a.get('/admin/users', admin), 200)
    expect(res.json()).toEqual([
      { _id: aliceId, name: 'Alice', email: 'alice@example.com' },
      { _id: bobId, name: 'Bob', email: 'bob@example.com' }
    ])
    expect(res.body).not.toMatch(/password|hash/i)
  })

  test('GET /admin/domain-count/{category} counts across all users, per scope', async () => {
    const counts: Record<string, number> = {}
    for (const category of ['natural', 'casino', 'dating']) {
      counts[category] = expectStatus(await a.get(`/admin/domain-count/${category}`, admin), 200).json().count
    }
    expect(counts).toEqual({ natural: 4, casino: 1, dating: 1 })
    const bad = expectStatus(await a.get('/admin/domain-count/poker', admin), 400)
    expect(bad.json()).toMatchObject({ success: false, message: 'Category must be one of: natural, casino, dating' })
  })

  test("GET /admin/user/{userId}/domains gives that user's domains of every scope", async () => {
    const res = expectStatus(await a.get(`/admin/user/${aliceId}/domains`, admin), 200)
    const rows = res.json() as Array<{ domain: string, superCategory: string, statusCode: number | null }>
    expect(rows.map((r) => [r.superCategory, r.domain])).toEqual([
      ['casino', 'slots.com'], ['natural', 'keto-one.com'], ['natural', 'keto-two.com']
    ])
    expect(rows[0].statusCode).toBe(200)
    const unknown = expectStatus(await a.get('/admin/user/no-such-user/domains', admin), 404)
    expect(unknown.json()).toEqual({ success: false, message: 'User not found' })
  })

  test('every admin call answers 403 to a user token and 401 without one', async () => {
    for (const url of ['/admin/users', '/admin/domain-count/natural', `/admin/user/${aliceId}/domains`]) {
      const asUser = await a.get(url, alice)
      expect({ url, status: asUser.statusCode, body: asUser.json() }).toEqual({ url, status: 403, body: { success: false, message: 'Admin access required' } })
      const anonymous = await a.get(url)
      expect({ url, status: anonymous.statusCode, success: anonymous.json().success }).toEqual({ url, status: 401, success: false })
    }
  })
})
