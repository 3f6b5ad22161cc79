// A session token stands for the account as it is now: a password reset logs out every session,
// a deleted account's token and a demoted admin's token stop working. Each request checks the
// account's token version and role from a small cache that lives SESSION_CACHE_MS, so another
// replica (or a change made in the database directly) takes effect within that time.
import { SESSION_CACHE_MS } from '../src/platform/auth/sessions'
import { testClock, type TestClock } from './helpers/checks'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createTwinApp, createUser, decodeJwt, describeEachDb, login, postJson, type TestApp } from './helpers/test-app'

const INVALID = { success: false, message: 'Invalid or expired token' }

describeEachDb('session tokens', (kind) => {
  let t: TestApp
  let clock: TestClock
  let admin: string
  beforeAll(async () => {
    clock = testClock()
    t = await createTestApp(kind, { deps: { now: clock.now } })
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
  })
  afterAll(async () => { await t.close() })

  const read = async (token: string, url = '/api/scraper/all') => await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } })
  const resetPassword = async (app: TestApp, email: string, newPassword: string): Promise<void> => {
    await postJson(app.app, '/auth/request-reset-code', { email })
    await app.app.afterResponse.idle()
    const res = await postJson(app.app, '/auth/reset-password', { email, code: app.smtp.codeFor(email), newPassword })
    expect(res.statusCode).toBe(200)
  }

  test('the token still carries what the front end reads', async () => {
    const user = { name: 'Pia', email: 'pia@example.com', password: 'pia-password-1' }
    const id = await createUser(t, admin, user)
    expect(decodeJwt(await login(t, user.email, user.password))).toMatchObject({ sub: id, role: 'user', name: 'Pia', email: user.email })
  })

  test('a password reset logs out every session at once', async () => {
    const bob = { name: 'Bob', email: 'bob@example.com', password: 'bob-password-1' }
    await createUser(t, admin, bob)
    const laptop = await login(t, bob.email, bob.password)
    const phone = await login(t, bob.email, bob.password)
    expect((await read(laptop)).statusCode).toBe(200)
    expect((await read(phone)).statusCode).toBe(200)

    await resetPassword(t, bob.email, 'bob-password-2')
    for (const token of [laptop, phone]) {
      for (const url of ['/api/scraper/all', '/auth/me', '/dating/scraper/categories']) {
        const res = await read(token, url)
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 401, body: INVALID })
      }
    }
    expect((await read(await login(t, bob.email, 'bob-password-2'))).statusCode).toBe(200)
  })

  test("a deleted account's token reads nothing and starts nothing", async () => {
    const carol = { name: 'Carol', email: 'carol@example.com', password: 'carol-password-1' }
    const id = await createUser(t, admin, carol)
    const token = await login(t, carol.email, carol.password)
    expect((await read(token)).statusCode).toBe(200)

    await t.app.db.deleteFrom('users').where('id', '=', id).execute()
    clock.advance(SESSION_CACHE_MS)
    for (const url of ['/api/scraper/all', '/api/scraper/refresh-and-errors', '/casino/scraper/error-domain', '/api/hosting/get-hostingInfo']) {
      const res = await read(token, url)
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 401, body: INVALID })
    }
    const save = await t.app.inject({ method: 'POST', url: '/api/scraper/save', headers: { authorization: `Bearer ${token}` }, payload: { domain: 'ghost.com', data: {}, brandCategory: 'X', issueDate: null } })
    expect(save.statusCode).toBe(401)
  })

  test("a demoted admin's token loses admin reads", async () => {
    const dan = { name: 'Dan', email: 'dan@example.com', password: 'dan-password-1' }
    const id = await createUser(t, admin, dan)
    // Roles are changed in the database by an operator: there is no call for it.
    await t.app.db.updateTable('users').set({ role: 'admin' }).where('id', '=', id).execute()
    const token = await login(t, dan.email, dan.password)
    expect(decodeJwt(token).role).toBe('admin')
    expect((await read(token, '/admin/users')).statusCode).toBe(200)

    await t.app.db.updateTable('users').set({ role: 'user' }).where('id', '=', id).execute()
    clock.advance(SESSION_CACHE_MS)
    const res = await read(token, '/admin/users')
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: INVALID })
    // Signing in again gives a token with the new role.
    const fresh = await login(t, dan.email, dan.password)
    expect(decodeJwt(fresh).role).toBe('user')
    expect((await read(fresh, '/admin/users')).statusCode).toBe(403)
    expect((await read(fresh)).statusCode).toBe(200)
  })

  test('a reset through another replica reaches this one within the cache time', async () => {
    const other = await createTwinApp(t, { now: clock.now })
    try {
      const eve = { name: 'Eve', email: 'eve@example.com', password: 'eve-password-1' }
      await createUser(t, admin, eve)
      const token = await login(t, eve.email, eve.password)
      expect((await read(token)).statusCode).toBe(200)

      await resetPassword({ ...t, app: other.app }, eve.email, 'eve-password-2')
      expect((await other.app.inject({ url: '/api/scraper/all', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401)
      clock.advance(SESSION_CACHE_MS)
      expect((await read(token)).statusCode).toBe(401)
    } finally {
      await other.close()
    }
  })
})
