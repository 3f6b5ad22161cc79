// Personal API tokens: shown once, stored hashed, accepted as a bearer token on every
// data call; a read token gets 403 on writes; admin calls only with an admin's write token;
// revoked tokens and tokens of a deleted user stop at once; last used is recorded (throttled).
import { createHash } from 'node:crypto'
import { LAST_USED_THROTTLE_MS } from '../src/platform/auth/api-token-auth'
import { testClock, type TestClock } from './helpers/checks'
import { api, type Api } from './helpers/domains'
import { createTestApp, createUser, describeEachDb, login, signInAnnAndBob, type TestApp } from './helpers/test-app'

describeEachDb('API tokens', (kind) => {
  let t: TestApp
  let http: Api
  let clock: TestClock
  let admin: string
  let ann: string
  let annId: string
  let bob: string
  beforeAll(async () => {
    clock = testClock()
    t = await createTestApp(kind, { deps: { now: clock.now } })
    http = api(t)
    ;({ admin, ann, annId, bob } = await signInAnnAndBob(t))
  })
  afterAll(async () => { await t.close() })

  const mint = async (session: string, access: 'read' | 'write', name = `${access} token`): Promise<{ token: string, id: string }> => {
    const res = await http.post('/auth/tokens', { name, access }, session)
    expect(res.statusCode).toBe(201)
    return { token: res.json().token, id: res.json().apiToken.id }
  }

  test('created once, listed without the token, stored as its SHA-256', async () => {
    const res = await http.post('/auth/tokens', { name: 'CI script', access: 'read' }, ann)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ success: true, apiToken: { name: 'CI script', access: 'read', lastUsedAt: null } })
    expect(body.token).toMatch(/^sft_[A-Za-z0-9_-]{43}$/)

    const list = await http.get('/auth/tokens', ann)
    expect(list.statusCode).toBe(200)
    expect(list.json()).toEqual([{ id: body.apiToken.id, name: 'CI script', access: 'read', createdAt: clock.now().toISOString(), lastUsedAt: null, revokedAt: null, revokedReason: null }])
    expect(list.body).not.toContain(body.token)

    const row = await t.app.db.selectFrom('api_tokens').selectAll().where('id', '=', body.apiToken.id).executeTakeFirstOrThrow()
    expect(row.token_hash).toBe(createHash('sha256').update(body.token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(body.token.slice(4))
    // Bob sees none of Ann's tokens.
    expect((await http.get('/auth/tokens', bob)).json()).toEqual([])
  })

  test('bad input gets a clear 400', async () => {
    for (const body of [{ name: 'x', access: 'admin' }, { name: '', access: 'read' }, { access: 'read' }, { name: '   ', access: 'write' }]) {
      const res = await http.post('/auth/tokens', body, ann)
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 })
      expect(res.json().message).toEqual(expect.any(String))
    }
  })

  test('a read token reads every data call and gets 403 on writes', async () => {
    const { token } = await mint(ann, 'read')
    expect((await http.save(ann, 'ann-read.com')).statusCode).toBe(201)
    const all = await http.get('/api/scraper/all', token)
    expect(all.statusCode).toBe(200)
    expect(JSON.stringify(all.json())).toContain('ann-read.com')
    expect((await http.get('/api/hosting/get-hostingInfo', token)).statusCode).toBe(200)

    const save = await http.save(token, 'ann-read-2.com')
    expect(save.statusCode).toBe(403)
    expect(save.json()).toEqual({ success: false, message: 'This API token is read-only' })
    expect((await http.del('/api/scraper/domain/ann-read.com', token)).statusCode).toBe(403)
    expect((await http.get('/api/scraper/all', ann)).body).toContain('ann-read.com')
  })

  test('a write token writes as its user, and only their domains', async () => {
    const { token } = await mint(ann, 'write')
    expect((await http.save(token, 'ann-write.com')).statusCode).toBe(201)
    expect((await http.get('/api/scraper/all', ann)).body).toContain('ann-write.com')
    expect((await http.get('/api/scraper/all', bob)).body).not.toContain('ann-write.com')
    expect((await http.save(bob, 'bob-own.com')).statusCode).toBe(201)
    expect((await http.get('/api/scraper/all', token)).body).not.toContain('bob-own.com')
  })

  test('tokens cannot manage tokens or unlock dating', async () => {
    const { token } = await mint(ann, 'write')
    expect((await http.post('/auth/tokens', { name: 'more', access: 'write' }, token)).statusCode).toBe(403)
    expect((await http.get('/auth/tokens', token)).statusCode).toBe(403)
    expect((await http.post('/auth/dating-access', { password: 'x' }, token)).statusCode).toBe(403)
    // An ordinary user's token has no dating access: the password is per session.
    expect((await http.get('/dating/scraper/all', token)).statusCode).toBe(403)
  })

  test('admin calls: only an admin\'s write token', async () => {
    const userWrite = await mint(ann, 'write')
    const adminRead = await mint(admin, 'read')
    const adminWrite = await mint(admin, 'write')
    expect((await http.get('/admin/users', userWrite.token)).statusCode).toBe(403)
    expect((await http.get('/admin/users', adminRead.token)).statusCode).toBe(403)
    const ok = await http.get('/admin/users', adminWrite.token)
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toContain('ann@example.com')
    // Admins reach the dating scope with their tokens, as they do with sessions.
    expect((await http.get('/dating/scraper/all', adminRead.token)).statusCode).toBe(200)
    // Signing up users is an admin call too (and a write).
    expect((await http.post('/auth/signup', { name: 'Z', email: 'z@example.com', password: 'z-password-1' }, adminRead.token)).statusCode).toBe(403)
    expect((await http.post('/auth/signup', { name: 'Z', email: 'z@example.com', password: 'z-password-1' }, adminWrite.token)).statusCode).toBe(201)
  })

  test('revoked at once; only by its owner', async () => {
    const { token, id } = await mint(ann, 'read')
    expect((await http.get('/api/scraper/all', token)).statusCode).toBe(200)
    const foreign = await http.del(`/auth/tokens/${id}`, bob)
    expect(foreign.statusCode).toBe(404)
    expect((await http.get('/api/scraper/all', token)).statusCode).toBe(200)
    const res = await http.del(`/auth/tokens/${id}`, ann)
    expect(res.json()).toEqual({ success: true, message: 'API token revoked' })
    const after = await http.get('/api/scraper/all', token)
    expect(after.statusCode).toBe(401)
    expect(after.json()).toEqual({ success: false, message: 'Invalid or expired token' })
    expect((await http.del(`/auth/tokens/${id}`, ann)).statusCode).toBe(404)
    // A made-up token of the right form is no token either.
    expect((await http.get('/api/scraper/all', 'sft_' + 'A'.repeat(43))).statusCode).toBe(401)
  })

  test('last used is recorded, at most once a minute', async () => {
    const { token, id } = await mint(ann, 'read', 'last used')
    const lastUsed = async (): Promise<string | null> => (await http.get('/auth/tokens', ann)).json().find((x: { id: string }) => x.id === id).lastUsedAt
    expect(await lastUsed()).toBeNull()
    const first = clock.now().toISOString()
    await http.get('/api/scraper/all', token)
    expect(await lastUsed()).toBe(first)
    clock.advance(LAST_USED_THROTTLE_MS / 2)
    await http.get('/api/scraper/all', token)
    expect(await lastUsed()).toBe(first)
    clock.advance(LAST_USED_THROTTLE_MS)
    await http.get('/api/scraper/all', token)
    expect(await lastUsed()).toBe(clock.now().toISOString())
  })

  test("a deleted user's tokens stop working", async () => {
    const carolId = await createUser(t, admin, { name: 'Carol', email: 'carol@example.com', password: 'carol-password-1' })
    const carol = await login(t, 'carol@example.com', 'carol-password-1')
    const { token } = await mint(carol, 'write')
    expect((await http.get('/api/scraper/all', token)).statusCode).toBe(200)
    await t.app.db.deleteFrom('users').where('id', '=', carolId).execute()
    expect((await http.get('/api/scraper/all', token)).statusCode).toBe(401)
    expect(annId).toEqual(expect.any(String))
  })

  test('the OpenAPI document describes the bearer scheme and the token calls', async () => {
    const doc = (await http.get('/docs/json')).json()
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(doc.components.securitySchemes.bearerAuth.description).toContain('API token')
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/auth/tokens/', '/auth/tokens/{id}']))
  })
})
