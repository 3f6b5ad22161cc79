// A password reset revokes the account's API tokens: a reset ends every
// session, and an `sft_` token minted from a stolen session must stop with it. The reset e-mail
// says so; GET /auth/tokens keeps listing the revoked tokens with when and why; another user's
// tokens are untouched; tokens created after the reset work.
import { api, type Api } from './helpers/domains'
import { testClock, type TestClock } from './helpers/checks'
import { createTestApp, describeEachDb, postJson, signInAnnAndBob, login, type TestApp } from './helpers/test-app'

describeEachDb('a password reset revokes API tokens', (kind) => {
  let t: TestApp
  let http: Api
  let clock: TestClock
  let ann: string
  let bob: string
  beforeAll(async () => {
    clock = testClock()
    t = await createTestApp(kind, { deps: { now: clock.now } })
    http = api(t)
    ;({ ann, bob } = await signInAnnAndBob(t))
  })
  afterAll(async () => { await t.close() })

  const mint = async (session: string, name: string, access: 'read' | 'write' = 'write'): Promise<{ token: string, id: string }> => {
    const res = await http.post('/auth/tokens', { name, access }, session)
    expect(res.statusCode).toBe(201)
    return { token: res.json().token, id: res.json().apiToken.id }
  }

  test('the reset e-mail says the tokens go; after the reset they answer 401 and are listed as revoked', async () => {
    const write = await mint(ann, 'stolen write')
    const read = await mint(ann, 'stolen read', 'read')
    const bobs = await mint(bob, 'bob script')
    expect((await http.get('/api/scraper/all', write.token)).statusCode).toBe(200)

    expect((await postJson(t.app, '/auth/request-reset-code', { email: 'ann@example.com' })).statusCode).toBe(200)
    await t.app.afterResponse.idle()
    const mail = t.smtp.mailsTo('ann@example.com').at(-1)!
    expect(mail.text).toContain('Resetting your password also revokes all your API tokens')

    const before = Date.now()
    const done = await postJson(t.app, '/auth/reset-password', { email: 'ann@example.com', code: t.smtp.codeFor('ann@example.com'), newPassword: 'ann-new-password-1' })
    expect(done.statusCode).toBe(200)

    for (const token of [write.token, read.token]) {
      const res = await http.get('/api/scraper/all', token)
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 401, body: { success: false, message: 'Invalid or expired token' } })
    }
    expect((await http.save(write.token, 'after-reset.com')).statusCode).toBe(401)
    // Bob's token is his own: untouched.
    expect((await http.get('/api/scraper/all', bobs.token)).statusCode).toBe(200)

    const session = await login(t, 'ann@example.com', 'ann-new-password-1')
    const list = (await http.get('/auth/tokens', session)).json() as Array<{ id: string, revokedAt: string | null, revokedReason: string | null }>
    const revoked = list.filter((x) => x.id === write.id || x.id === read.id)
    expect(revoked).toHaveLength(2)
    for (const token of revoked) {
      expect(token.revokedReason).toBe('password-reset')
      expect(Date.parse(token.revokedAt!)).toBeGreaterThanOrEqual(before - 1000)
    }
    expect((await http.get('/auth/tokens', bob)).json()).toEqual([expect.objectContaining({ id: bobs.id, revokedAt: null, revokedReason: null })])

    // A token made after the reset works; the revoked ones can be deleted from the list.
    const fresh = await mint(session, 'new script')
    expect((await http.get('/api/scraper/all', fresh.token)).statusCode).toBe(200)
    expect((await http.del(`/auth/tokens/${write.id}`, session)).statusCode).toBe(200)
    expect(((await http.get('/auth/tokens', session)).json() as Array<{ id: string }>).map((x) => x.id).sort()).toEqual([fresh.id, read.id].sort())
  })
})
