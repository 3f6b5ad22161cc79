// Admin creates users; the token guards
// every data route: 401 without or with a bad token, 403 for non-admins.
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, decodeJwt, describeEachDb, login, postJson, type TestApp } from './helpers/test-app'

describeEachDb('signup and tokens', (kind) => {
  let t: TestApp
  let adminToken: string
  let userToken: string
  const alice = { name: 'Alice Example', email: 'alice@example.com', password: 'alice-password' }

  beforeAll(async () => {
    t = await createTestApp(kind)
    adminToken = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
  })
  afterAll(async () => { await t.close() })

  const signup = async (body: object, token: string | undefined = adminToken) => await postJson(t.app, '/auth/signup', body, token)
  const expectDetail = (res: { statusCode: number, json: () => any }, status: number, message: string): void => {
    expect(res.statusCode).toBe(status)
    expect(res.json()).toMatchObject({ success: false, message, error: { details: [{ message }] } })
  }

  test('an admin creates a user who can then log in as role user', async () => {
    const res = await signup({ ...alice, name: '  Alice Example ', email: 'Alice@Example.com' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      message: 'User created successfully',
      user: { _id: expect.any(String), name: 'Alice Example', email: 'alice@example.com', role: 'user' }
    })
    expect(JSON.stringify(body)).not.toContain('password')

    userToken = await login(t, alice.email, alice.password)
    const me = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${userToken}` } })
    expect(me.json()).toEqual({ success: true, user: body.user })
  })

  test('a duplicate e-mail answers 409 with a detail message', async () => {
    expectDetail(await signup({ ...alice, email: 'ALICE@example.com' }), 409, 'Email is already registered')
  })

  test('validation messages a person can read', async () => {
    expectDetail(await signup({ ...alice, email: 'not-an-email' }), 400, 'Please enter a valid email address')
    expectDetail(await signup({ ...alice, email: 'bob@example.com', password: 'short' }), 400, 'Password must be at least 8 characters')
    expectDetail(await signup({ email: 'bob@example.com', password: 'long-enough' }), 400, 'Name is required')
    expectDetail(await signup({ name: '   ', email: 'bob@example.com', password: 'long-enough' }), 400, 'Name is required')
    expectDetail(await signup({ name: 'Bob', password: 'long-enough' }), 400, 'Email is required')
    expectDetail(await signup({ name: 'Bob', email: 'bob@example.com' }), 400, 'Password is required')
    expectDetail(await signup({ name: 'Bob', email: 123, password: 'long-enough' }), 400, 'Email must be a string')
    // Nothing was created by the failed attempts.
    expect((await postJson(t.app, '/auth/initiatelogin', { email: 'bob@example.com', password: 'long-enough' })).statusCode).toBe(401)
  })

  test('a user token is refused with 403', async () => {
    const res = await signup({ name: 'Eve', email: 'eve@example.com', password: 'eve-password' }, userToken)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ success: false, message: 'Admin access required' })
  })

  test('no token, a garbage token or a forged token answer 401', async () => {
    const body = { name: 'Eve', email: 'eve@example.com', password: 'eve-password' }
    const none = await postJson(t.app, '/auth/signup', body)
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ success: false, message: 'Missing authentication token' })

    const garbage = await signup(body, 'not-a-jwt')
    expect(garbage.statusCode).toBe(401)
    expect(garbage.json()).toEqual({ success: false, message: 'Invalid or expired token' })

    // Same payload, signature from another secret: must not pass.
    const [header, payload] = adminToken.split('.')
    const forged = await signup(body, `${header}.${payload}.${Buffer.from('x'.repeat(32)).toString('base64url')}`)
    expect(forged.statusCode).toBe(401)

    const me = await t.app.inject({ url: '/auth/me' })
    expect(me.statusCode).toBe(401)
    expect(me.json().message).toBe('Missing authentication token')
  })

  test('an expired token answers 401', async () => {
    const expired = t.app.tokens.sign({ sub: String(decodeJwt(adminToken).sub), role: 'admin', name: 'Admin', email: ADMIN_EMAIL, ver: 0 })
    expect((await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${expired}` } })).statusCode).toBe(200)
    const realNow = Date.now
    // Thirteen hours later the 12-hour token is no longer valid.
    Date.now = () => realNow() + 13 * 3600 * 1000
    try {
      const res = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${expired}` } })
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toBe('Invalid or expired token')
    } finally {
      Date.now = realNow
    }
  })

  test('createUser helper returns the new id', async () => {
    const id = await createUser(t, adminToken, { name: 'Carol', email: 'carol@example.com', password: 'carol-password' })
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describeEachDb('dating access', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { datingAccessPassword: 'open sesame' } })
    token = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
  })
  afterAll(async () => { await t.close() })

  test('the right password is accepted', async () => {
    const res = await postJson(t.app, '/auth/dating-access', { password: 'open sesame' }, token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Access granted', jwtToken: expect.any(String) })
  })

  test('a wrong password is refused with the spec text', async () => {
    for (const password of ['open sesame ', 'wrong', '']) {
      const res = await postJson(t.app, '/auth/dating-access', { password }, token)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ success: false, message: 'Incorrect password.' })
    }
  })

  test('requires a signed-in user', async () => {
    const res = await postJson(t.app, '/auth/dating-access', { password: 'open sesame' })
    expect(res.statusCode).toBe(401)
  })
})

describeEachDb('dating access without DATING_ACCESS_PASSWORD', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind) })
  afterAll(async () => { await t.close() })

  test('every password is refused', async () => {
    const token = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    for (const password of ['', 'anything', 'undefined']) {
      const res = await postJson(t.app, '/auth/dating-access', { password }, token)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Incorrect password.')
    }
  })
})
