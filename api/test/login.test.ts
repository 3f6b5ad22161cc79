// Login: password step, mailed 6-digit code, JWT. Codes live 10
// minutes, work once and burn after 5 wrong tries.
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, decodeJwt, describeEachDb, login, postJson, type TestApp } from './helpers/test-app'

describeEachDb('login', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind) })
  afterAll(async () => { await t.close() })

  const initiate = async (email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> => {
    const res = await postJson(t.app, '/auth/initiatelogin', { email, password })
    expect(res.statusCode).toBe(200)
    return t.smtp.codeFor(email)
  }
  const verify = async (code: string, email = ADMIN_EMAIL) => await postJson(t.app, '/auth/verify-code', { email, code })
  const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  test('password then mailed code gives a JWT carrying sub, role, name', async () => {
    const before = t.smtp.mailsTo(ADMIN_EMAIL).length
    const res = await postJson(t.app, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Verification code sent to your email.' })

    const mails = t.smtp.mailsTo(ADMIN_EMAIL)
    expect(mails).toHaveLength(before + 1)
    const mail = mails[mails.length - 1]
    expect(mail.subject).toMatch(/^Your Sitefleet verification code is \d{6}$/)
    expect(mail.from).toBe('no-reply@sitefleet.test')
    const code = t.smtp.codeFor(ADMIN_EMAIL)
    expect(mail.text).toContain(code)

    const ok = await verify(code)
    expect(ok.statusCode).toBe(200)
    const body = ok.json()
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      user: { name: 'Admin', email: ADMIN_EMAIL, role: 'admin' }
    })
    expect(typeof body.user._id).toBe('string')
    const claims = decodeJwt(body.jwtToken)
    expect(claims).toMatchObject({ sub: body.user._id, role: 'admin', name: 'Admin', email: ADMIN_EMAIL })
    expect(Number(claims.exp) - Math.floor(Date.now() / 1000)).toBeGreaterThan(11 * 3600)

    const me = await t.app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${body.jwtToken}` } })
    expect(me.json()).toEqual({ success: true, user: body.user })
  })

  test('the e-mail is matched case-insensitively', async () => {
    const res = await postJson(t.app, '/auth/initiatelogin', { email: `  ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect((await verify(t.smtp.codeFor(ADMIN_EMAIL), ADMIN_EMAIL.toUpperCase())).statusCode).toBe(200)
  })

  test('wrong password and unknown e-mail get the same 401 and no mail', async () => {
    const mailsBefore = t.smtp.messages.length
    const badPassword = await postJson(t.app, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: 'not-the-password' })
    const unknown = await postJson(t.app, '/auth/initiatelogin', { email: 'nobody@example.com', password: ADMIN_PASSWORD })
    for (const res of [badPassword, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ success: false, message: 'Invalid email or password' })
    }
    expect(t.smtp.messages.length).toBe(mailsBefore)
  })

  test('a wrong code is refused, then the right one still works', async () => {
    const code = await initiate()
    const res = await verify(wrong(code))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ success: false, message: 'Invalid or expired code' })
    expect((await verify(code)).statusCode).toBe(200)
  })

  test('a code works only once', async () => {
    const code = await initiate()
    expect((await verify(code)).statusCode).toBe(200)
    const again = await verify(code)
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe('Invalid or expired code')
  })

  test('the fifth wrong code burns it: the right code fails afterwards', async () => {
    const code = await initiate()
    for (let i = 0; i < 4; i++) {
      expect((await verify(wrong(code))).json().message).toBe('Invalid or expired code')
    }
    const fifth = await verify(wrong(code))
    expect(fifth.statusCode).toBe(401)
    expect(fifth.json()).toEqual({ success: false, message: 'Too many incorrect attempts. Please log in again to get a new code.' })
    const right = await verify(code)
    expect(right.statusCode).toBe(401)
    expect(right.json().message).toBe('Invalid or expired code')
  })

  test('four wrong tries still leave the code usable', async () => {
    const code = await initiate()
    for (let i = 0; i < 4; i++) await verify(wrong(code))
    expect((await verify(code)).statusCode).toBe(200)
  })

  test('an expired code is refused', async () => {
    const code = await initiate()
    // Age the stored code past its 10 minutes.
    await t.app.db.updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('consumed_at', 'is', null)
      .execute()
    const res = await verify(code)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Invalid or expired code')
  })

  test('a new code replaces the previous one', async () => {
    const first = await initiate()
    const second = await initiate()
    if (first !== second) expect((await verify(first)).json().message).toBe('Invalid or expired code')
    expect((await verify(second)).statusCode).toBe(200)
  })

  test('a code for an unknown e-mail is refused', async () => {
    const res = await verify('123456', 'nobody@example.com')
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Invalid or expired code')
  })

  test('missing fields get the spec messages', async () => {
    const cases: Array<[string, object, string]> = [
      ['/auth/initiatelogin', { email: ADMIN_EMAIL }, 'All fields are required'],
      ['/auth/initiatelogin', { password: 'x' }, 'All fields are required'],
      ['/auth/initiatelogin', { email: '', password: '' }, 'All fields are required'],
      ['/auth/verify-code', { email: ADMIN_EMAIL }, 'Verification code is required'],
      ['/auth/verify-code', { code: '123456' }, 'Verification code is required'],
      ['/auth/verify-code', { email: ADMIN_EMAIL, code: '' }, 'Verification code is required']
    ]
    for (const [url, body, message] of cases) {
      const res = await postJson(t.app, url, body)
      expect({ url, body, status: res.statusCode, json: res.json() })
        .toEqual({ url, body, status: 400, json: { success: false, message, error: { details: [{ message }] } } })
    }
  })

  test('login() helper works for a freshly created user', async () => {
    const token = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    expect(decodeJwt(token).role).toBe('admin')
  })
})

describeEachDb('login without a working mail server', (kind) => {
  let t: TestApp
  // Port 9 (discard) on localhost: nothing listens, so the SMTP connection is refused.
  beforeAll(async () => { t = await createTestApp(kind, { config: { smtpUrl: 'smtp://127.0.0.1:9' } }) })
  afterAll(async () => { await t.close() })

  test('answers 502 with a message and keeps serving', async () => {
    const res = await postJson(t.app, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    expect(res.statusCode).toBe(502)
    expect(res.json()).toEqual({ success: false, message: 'Could not send the verification email. Try again later.' })
    expect((await t.app.inject({ url: '/healthz' })).json()).toMatchObject({ status: 'ok' })
  })
})
