// Bad input never crashes the process and always gets a JSON answer with the
// right status: wrong types, malformed JSON, huge bodies, other content types,
// unknown routes, rate limits and a failing database.
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, describeEachDb, login, postJson, type TestApp } from './helpers/test-app'

const AUTH_CALLS = ['/auth/initiatelogin', '/auth/verify-code', '/auth/signup', '/auth/request-reset-code', '/auth/reset-password', '/auth/dating-access']

describeEachDb('bad requests', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { datingAccessPassword: 'secret word' } })
    token = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
  })
  afterAll(async () => { await t.close() })

  const send = async (url: string, payload: string | Buffer, contentType = 'application/json') =>
    await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${token}` } })

  afterEach(async () => {
    // Whatever happened, the app still answers.
    const health = await t.app.inject({ url: '/healthz' })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ status: 'ok' })
  })

  test('wrong types get a 400 naming the field', async () => {
    const cases: Array<[string, object, string]> = [
      ['/auth/initiatelogin', { email: 123, password: 'x' }, 'Email must be a string'],
      ['/auth/initiatelogin', { email: ADMIN_EMAIL, password: ['x'] }, 'Password must be a string'],
      ['/auth/verify-code', { email: ADMIN_EMAIL, code: 123456 }, 'Code must be a string'],
      ['/auth/signup', { name: { first: 'A' }, email: 'a@example.com', password: 'long-enough' }, 'Name must be a string'],
      ['/auth/request-reset-code', { email: true }, 'Email must be a string'],
      ['/auth/reset-password', { email: ADMIN_EMAIL, code: '123456', newPassword: 12345678 }, 'New password must be a string'],
      ['/auth/dating-access', { password: null }, 'Password must be a string']
    ]
    for (const [url, body, message] of cases) {
      const res = await postJson(t.app, url, body, token)
      expect({ url, status: res.statusCode, json: res.json() })
        .toEqual({ url, status: 400, json: { success: false, message, error: { details: [{ message }] } } })
    }
  })

  test('every auth call: missing body, malformed JSON, JSON array, text/plain, huge body', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) })
    for (const url of AUTH_CALLS) {
      const empty = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` } })
      expect({ url, status: empty.statusCode, success: empty.json().success }).toEqual({ url, status: 400, success: false })

      const emptyJson = await send(url, '')
      expect({ url, status: emptyJson.statusCode, success: emptyJson.json().success }).toEqual({ url, status: 400, success: false })

      const malformed = await send(url, '{"email": "a@example.com",')
      expect({ url, status: malformed.statusCode, json: malformed.json() })
        .toEqual({ url, status: 400, json: { success: false, message: 'Malformed JSON body' } })

      const array = await send(url, '["a@example.com"]')
      expect({ url, status: array.statusCode }).toEqual({ url, status: 400 })
      expect(array.json().message).toMatch(/required|JSON object/)

      const text = await send(url, 'email=a@example.com', 'text/plain')
      expect({ url, status: text.statusCode, success: text.json().success }).toEqual({ url, status: 415, success: false })
      expect(text.json().message).toMatch(/^Unsupported content type/)

      const big = await send(url, huge)
      expect({ url, status: big.statusCode, json: big.json() })
        .toEqual({ url, status: 413, json: { success: false, message: 'Request body is too large' } })
    }
  })

  test('an empty JSON body on login gets the spec text', async () => {
    const res = await send('/auth/initiatelogin', '')
    expect(res.json()).toEqual({ success: false, message: 'All fields are required', error: { details: [{ message: 'All fields are required' }] } })
  })

  test('extra fields are ignored, not stored', async () => {
    const res = await postJson(t.app, '/auth/signup', { name: 'Mallory', email: 'mallory@example.com', password: 'long-enough', role: 'admin' }, token)
    expect(res.statusCode).toBe(201)
    expect(res.json().user.role).toBe('user')
  })

  test('unknown API routes answer a JSON 404', async () => {
    for (const [method, url] of [['GET', '/auth/nothing'], ['GET', '/api/scraper/nothing'], ['DELETE', '/auth/signup'], ['GET', '/casino'], ['POST', '/nothing']] as const) {
      const res = await t.app.inject({ method, url, headers: { accept: 'application/json' } })
      expect({ method, url, status: res.statusCode, json: res.json() }).toEqual({ method, url, status: 404, json: { success: false, message: 'Not found' } })
    }
  })
})

describeEachDb('rate limit', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind, { config: { authRateLimit: 3 } }) })
  afterAll(async () => { await t.close() })

  test('the 4th call in a minute answers 429; another e-mail is counted apart', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await postJson(t.app, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: 'wrong-password' })).statusCode).toBe(401)
    }
    const limited = await postJson(t.app, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ success: false, message: 'Too many requests. Please try again later.' })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)

    const other = await postJson(t.app, '/auth/initiatelogin', { email: 'someone@example.com', password: 'whatever' })
    expect(other.statusCode).toBe(401)
  })

  test('code guessing is limited too', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await postJson(t.app, '/auth/verify-code', { email: 'x@example.com', code: '000000' })).statusCode)
    expect(statuses).toEqual([401, 401, 401, 429])
  })
})

describeEachDb('database failure', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind) })
  afterAll(async () => { await t.close() })

  test('answers 500 without internals and /healthz says 503', async () => {
    await t.app.db.destroy()
    const res = await postJson(t.app, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ success: false, message: 'Internal server error' })
    const health = await t.app.inject({ url: '/healthz' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({ status: 'error' })
  })
})
