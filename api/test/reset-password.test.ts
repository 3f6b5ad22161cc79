// Forgot password: request a mailed code, then set a new password
// with it. Same code rules as login: 10 minutes, 5 tries, once.
import { startSmtpCapture } from './helpers/mail'
import { createTestApp, createUser, describeEachDb, login, ADMIN_EMAIL, ADMIN_PASSWORD, postJson, type TestApp } from './helpers/test-app'

describeEachDb('password reset', (kind) => {
  let t: TestApp
  const bob = { name: 'Bob', email: 'bob@example.com', password: 'bob-old-password' }

  beforeAll(async () => {
    t = await createTestApp(kind)
    await createUser(t, await login(t, ADMIN_EMAIL, ADMIN_PASSWORD), bob)
  })
  afterAll(async () => { await t.close() })

  // The code is issued and mailed after the answer: wait for that before reading the mail.
  const requestCode = async (email = bob.email) => {
    const res = await postJson(t.app, '/auth/request-reset-code', { email })
    await t.app.afterResponse.idle()
    return res
  }
  const reset = async (code: string, newPassword: string, email = bob.email) =>
    await postJson(t.app, '/auth/reset-password', { email, code, newPassword })
  const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  test('the old password stops working and the new one works', async () => {
    const res = await requestCode()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'If that email is registered, a reset code has been sent.' })
    const mail = t.smtp.mailsTo(bob.email).at(-1)!
    expect(mail.subject).toMatch(/^Your Sitefleet password reset code is \d{6}$/)

    const done = await reset(t.smtp.codeFor(bob.email), 'bob-new-password')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ success: true, message: 'Password reset successfully' })

    const old = await postJson(t.app, '/auth/initiatelogin', { email: bob.email, password: bob.password })
    expect(old.statusCode).toBe(401)
    expect(await login(t, bob.email, 'bob-new-password')).toEqual(expect.any(String))
  })

  test('an unknown e-mail gets the same answer and no mail', async () => {
    const before = t.smtp.messages.length
    const res = await requestCode('stranger@example.com')
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('If that email is registered, a reset code has been sent.')
    expect(t.smtp.messages.length).toBe(before)
  })

  test('a reset code is not a login code and vice versa', async () => {
    await requestCode()
    const resetCode = t.smtp.codeFor(bob.email)
    const verify = await postJson(t.app, '/auth/verify-code', { email: bob.email, code: resetCode })
    expect(verify.statusCode).toBe(401)
    expect((await reset(resetCode, 'bob-password-3')).statusCode).toBe(200)
  })

  test('a code works once', async () => {
    await requestCode()
    const code = t.smtp.codeFor(bob.email)
    expect((await reset(code, 'bob-password-4')).statusCode).toBe(200)
    const again = await reset(code, 'bob-password-5')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Invalid or expired code')
    expect(await login(t, bob.email, 'bob-password-4')).toEqual(expect.any(String))
  })

  test('five wrong codes burn it', async () => {
    await requestCode()
    const code = t.smtp.codeFor(bob.email)
    for (let i = 0; i < 4; i++) expect((await reset(wrong(code), 'whatever-123')).json().message).toBe('Invalid or expired code')
    expect((await reset(wrong(code), 'whatever-123')).json().message).toBe('Too many incorrect attempts. Please request a new code.')
    const right = await reset(code, 'whatever-123')
    expect(right.statusCode).toBe(400)
    expect(right.json().message).toBe('Invalid or expired code')
  })

  test('an expired code is refused', async () => {
    await requestCode()
    await t.app.db.updateTable('one_time_codes').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute()
    expect((await reset(t.smtp.codeFor(bob.email), 'whatever-123')).json().message).toBe('Invalid or expired code')
  })

  test('a short new password is refused without using up the code', async () => {
    await requestCode()
    const code = t.smtp.codeFor(bob.email)
    const short = await reset(code, 'short')
    expect(short.statusCode).toBe(400)
    expect(short.json().error.details[0].message).toBe('New password must be at least 8 characters')
    expect((await reset(code, 'bob-password-6')).statusCode).toBe(200)
  })

  test('missing fields get the spec messages', async () => {
    const cases: Array<[string, object, string]> = [
      ['/auth/request-reset-code', {}, 'Email is required'],
      ['/auth/request-reset-code', { email: '' }, 'Email is required'],
      ['/auth/reset-password', { email: bob.email, code: '123456' }, 'All fields are required'],
      ['/auth/reset-password', { email: bob.email, newPassword: 'long-enough' }, 'All fields are required'],
      ['/auth/reset-password', { code: '123456', newPassword: 'long-enough' }, 'All fields are required']
    ]
    for (const [url, body, message] of cases) {
      const res = await postJson(t.app, url, body)
      expect({ url, body, status: res.statusCode, message: res.json().message }).toEqual({ url, body, status: 400, message })
    }
  })
})

describeEachDb('password reset answers before it mails', (kind) => {
  let t: TestApp
  const rita = { name: 'Rita', email: 'rita@example.com', password: 'rita-old-password' }

  beforeAll(async () => {
    t = await createTestApp(kind)
    await createUser(t, await login(t, ADMIN_EMAIL, ADMIN_PASSWORD), rita)
  })
  afterAll(async () => { await t.close() })

  test('the answer for a registered e-mail does not wait for the code to be issued and mailed', async () => {
    // A mail server that never acknowledges: an answer that waited for it would never come.
    const held = await startSmtpCapture({ hold: true })
    const app = await createTestApp(kind, { config: { smtpUrl: held.url } })
    try {
      await app.app.db.insertInto('users').values({
        id: 'rita-id', name: rita.name, email: rita.email, password_hash: 'x', role: 'user', created_at: new Date().toISOString()
      }).execute()
      let answered = false
      const answer = postJson(app.app, '/auth/request-reset-code', { email: rita.email }).then((res) => { answered = true; return res })
      await held.waitForMail(rita.email, 1)
      // The mail has reached the server, which has not acknowledged it: the answer is already out.
      expect(answered).toBe(true)
      expect((await answer).json()).toEqual({ success: true, message: 'If that email is registered, a reset code has been sent.' })
    } finally {
      held.release()
      await app.close()
      await held.close()
    }
  })

  test('the code mailed after the answer works', async () => {
    const res = await postJson(t.app, '/auth/request-reset-code', { email: rita.email })
    expect(res.json()).toEqual({ success: true, message: 'If that email is registered, a reset code has been sent.' })
    await t.app.afterResponse.idle()
    expect(t.smtp.mailsTo(rita.email)).toHaveLength(1)
    const done = await postJson(t.app, '/auth/reset-password', { email: rita.email, code: t.smtp.codeFor(rita.email), newPassword: 'rita-new-password' })
    expect(done.statusCode).toBe(200)
  })
})
