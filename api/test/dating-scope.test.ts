// The dating category is behind its access password on the server, not only in the user layout's
// prompt: every dating/scraper call answers 403 to a user whose session has not passed
// POST /auth/dating-access. Passing it answers a session token carrying the dating claim (same
// account, same expiry). Admins are exempt.
import { api, expectStatus, PREFIX } from './helpers/domains'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, decodeJwt, describeEachDb, login, postJson, type TestApp } from './helpers/test-app'

const LOCKED = { success: false, message: 'Dating access required: enter the dating category password first' }
const DATING_PASSWORD = 'let-me-date'

describeEachDb('dating scope', (kind) => {
  let t: TestApp
  let admin: string
  let token: string
  const user = { name: 'Lou', email: 'lou@example.com', password: 'lou-password-1' }

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { datingAccessPassword: DATING_PASSWORD } })
    admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, user)
    token = await login(t, user.email, user.password)
  })
  afterAll(async () => { await t.close() })

  const unlock = async (password: string, bearer = token) => await postJson(t.app, '/auth/dating-access', { password }, bearer)

  test('without the password every dating call answers 403; other scopes work', async () => {
    const a = api(t)
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `${PREFIX.dating}/all`], ['GET', `${PREFIX.dating}/categories`], ['GET', `${PREFIX.dating}/category-counts`],
      ['GET', `${PREFIX.dating}/by-category/Keto`], ['GET', `${PREFIX.dating}/domain/date.example.com`],
      ['GET', `${PREFIX.dating}/error-domain`], ['GET', `${PREFIX.dating}/refresh-and-errors`], ['GET', `${PREFIX.dating}/expiring`],
      ['GET', `${PREFIX.dating}/get-affiliate-errors`], ['GET', `${PREFIX.dating}/unindexed-domains`],
      ['POST', `${PREFIX.dating}/save`, { domain: 'date.example.com', data: {}, brandCategory: 'Dates', issueDate: null }],
      ['POST', `${PREFIX.dating}/scan`, { domain: 'date.example.com' }],
      ['PUT', `${PREFIX.dating}/note/date.example.com`, { note: 'x' }],
      ['DELETE', `${PREFIX.dating}/domain/date.example.com`]
    ]
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) })
      expect({ method, url, status: res.statusCode, body: res.json() }).toEqual({ method, url, status: 403, body: LOCKED })
    }
    expectStatus(await a.get(`${PREFIX.natural}/all`, token), 200)
    expectStatus(await a.get(`${PREFIX.casino}/categories`, token), 200)
  })

  test('a wrong password grants nothing', async () => {
    const res = await unlock('wrong-password')
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { success: false, message: 'Incorrect password.' } })
    expect((await api(t).get(`${PREFIX.dating}/all`, token)).statusCode).toBe(403)
  })

  test('the right password answers a token for the same session that opens the dating scope', async () => {
    const res = await unlock(DATING_PASSWORD)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ success: true, message: 'Access granted', jwtToken: expect.any(String) })
    const before = decodeJwt(token)
    const after = decodeJwt(body.jwtToken)
    expect(after).toMatchObject({ sub: before.sub, role: 'user', name: 'Lou', email: user.email, exp: before.exp, dating: true })

    const a = api(t)
    expectStatus(await a.save(body.jwtToken, 'date.example.com', { scope: 'dating', category: 'Dates' }), 201)
    expect((await a.get(`${PREFIX.dating}/all`, body.jwtToken)).json().map((d: { domain: string }) => d.domain)).toEqual(['date.example.com'])
    // The token that never passed the password still does not.
    expect((await a.get(`${PREFIX.dating}/all`, token)).statusCode).toBe(403)
  })

  test('renaming a dating domain through the natural prefix needs the password too', async () => {
    const granted = (await unlock(DATING_PASSWORD)).json().jwtToken as string
    const rename = async (bearer: string, body: object) => await api(t).put('/api/scraper/update-domain-name', body, bearer)
    for (const body of [{ oldDomain: 'date.example.com', newDomain: 'dates.example.com' }, { oldDomain: 'date.example.com', newDomain: 'dates.example.com', superCategory: 'dating' }]) {
      const res = await rename(token, body)
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: LOCKED })
    }
    expectStatus(await rename(granted, { oldDomain: 'date.example.com', newDomain: 'dates.example.com' }), 200)
  })

  test('admins are exempt', async () => {
    expectStatus(await api(t).get(`${PREFIX.dating}/all`, admin), 200)
    expectStatus(await api(t).get(`${PREFIX.dating}/all?owner=${String(decodeJwt(token).sub)}`, admin), 200)
  })

  test('a forged dating claim is refused', async () => {
    const [header, payload, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), dating: true })).toString('base64url')
    expect((await api(t).get(`${PREFIX.dating}/all`, `${header}.${forged}.${signature}`)).statusCode).toBe(401)
    expect(payload).not.toBe(forged)
  })
})
