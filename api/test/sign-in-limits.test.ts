// Guessing passwords and codes: a per-account limit that no number of source
// addresses gets around, with delays that grow; a per-address limit across accounts (password
// spraying); a cap on reset codes mailed per account and hour. The counters live in the database,
// so api replicas on one database share every limit (tested with two app instances).
import type { LightMyRequestResponse } from 'fastify'
import { testClock, type TestClock } from './helpers/checks'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createTwinApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

const ACCOUNT_LIMITED = (wait: string): string => `Too many failed attempts for this account. Please try again in ${wait}.`
const NETWORK_LIMITED = 'Too many sign-in requests from your network. Please try again later.'
const RESET_LIMITED = 'Too many reset codes requested for this email. Please try again later.'

const from = (n: number): string => `203.0.113.${n}`
const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function post (t: TestApp, url: string, payload: object, remoteAddress = from(1)): Promise<LightMyRequestResponse> {
  return await t.app.inject({ method: 'POST', url, payload, remoteAddress })
}

const outcome = (res: LightMyRequestResponse) => ({ status: res.statusCode, message: res.json().message as string, retryAfter: res.headers['retry-after'] })

describeEachDb('per-account limit', (kind) => {
  let t: TestApp
  let clock: TestClock
  const bob = { name: 'Bob', email: 'bob@example.com', password: 'bob-password-1' }
  const initiate = async (password: string, address = from(1), email = bob.email) => await post(t, '/auth/initiatelogin', { email, password }, address)

  beforeAll(async () => {
    clock = testClock()
    t = await createTestApp(kind, { config: { signInFreeAttempts: 5 }, deps: { now: clock.now } })
    await createUser(t, await login(t, ADMIN_EMAIL, ADMIN_PASSWORD), bob)
  })
  afterAll(async () => { await t.close() })

  test('20 addresses guessing one password: five tries, then 429 whatever the address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) statuses.push((await initiate(`guess-${i}`, from(10 + i))).statusCode)
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)])
    const refused = await initiate(bob.password, from(99))
    expect(outcome(refused)).toEqual({ status: 429, message: ACCOUNT_LIMITED('1 second'), retryAfter: '1' })
    // Another account is not held back by bob's.
    expect((await initiate('whatever', from(10), 'carol@example.com')).statusCode).toBe(401)
  })

  test('each further wrong try doubles the wait; the right password afterwards clears it', async () => {
    clock.advance(1000)
    expect((await initiate('guess-a', from(30))).statusCode).toBe(401)
    expect(outcome(await initiate(bob.password, from(31)))).toEqual({ status: 429, message: ACCOUNT_LIMITED('2 seconds'), retryAfter: '2' })
    clock.advance(1999)
    expect((await initiate(bob.password, from(32))).statusCode).toBe(429)
    clock.advance(1)
    expect((await initiate('guess-b', from(33))).statusCode).toBe(401)
    expect(outcome(await initiate(bob.password))).toEqual({ status: 429, message: ACCOUNT_LIMITED('4 seconds'), retryAfter: '4' })
    // Long waits read in minutes.
    for (let wait = 4_000; wait < 256_000; wait *= 2) {
      clock.advance(wait)
      expect((await initiate('guess-c')).statusCode).toBe(401)
    }
    expect(outcome(await initiate(bob.password))).toEqual({ status: 429, message: ACCOUNT_LIMITED('5 minutes'), retryAfter: '256' })

    clock.advance(256_000)
    expect((await initiate(bob.password)).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await initiate(`fresh-${i}`, from(40 + i))).statusCode).toBe(401)
    expect((await initiate('one-too-many')).statusCode).toBe(429)
    clock.advance(1000)
  })

  test('login codes: guesses from many addresses are limited apart from the password', async () => {
    clock.advance(3600_000)
    expect((await initiate(bob.password)).statusCode).toBe(200)
    const code = t.smtp.codeFor(bob.email)
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push((await post(t, '/auth/verify-code', { email: bob.email, code: wrong(code) }, from(50 + i))).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
    // A new code does not buy new guesses: the password step passes, the code step still waits.
    expect((await initiate(bob.password)).statusCode).toBe(200)
    const fresh = await post(t, '/auth/verify-code', { email: bob.email, code: t.smtp.codeFor(bob.email) })
    expect(outcome(fresh)).toEqual({ status: 429, message: ACCOUNT_LIMITED('1 second'), retryAfter: '1' })
    clock.advance(1000)
    expect((await post(t, '/auth/verify-code', { email: bob.email, code: t.smtp.codeFor(bob.email) })).statusCode).toBe(200)
  })

  test('reset codes: guesses from many addresses are limited', async () => {
    clock.advance(3600_000)
    expect((await post(t, '/auth/request-reset-code', { email: bob.email })).statusCode).toBe(200)
    await t.app.afterResponse.idle()
    const code = t.smtp.codeFor(bob.email)
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      statuses.push((await post(t, '/auth/reset-password', { email: bob.email, code: wrong(code), newPassword: 'bob-password-2' }, from(60 + i))).statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429])
  })
})

describeEachDb('per-address limit across accounts', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind, { config: { authIpRateLimit: 10 } }) })
  afterAll(async () => { await t.close() })

  test('one address trying one password on 30 accounts is stopped; other addresses are not', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 30; i++) statuses.push((await post(t, '/auth/initiatelogin', { email: `user${i}@example.com`, password: 'Summer2026!' }, from(7))).statusCode)
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)])
    const refused = await post(t, '/auth/request-reset-code', { email: 'someone@example.com' }, from(7))
    expect(outcome(refused)).toMatchObject({ status: 429, message: NETWORK_LIMITED })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await post(t, '/auth/initiatelogin', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, from(8))).statusCode).toBe(200)
  })
})

describeEachDb('reset codes mailed per account and hour', (kind) => {
  let t: TestApp
  let clock: TestClock
  beforeAll(async () => {
    clock = testClock()
    t = await createTestApp(kind, { config: { resetCodesPerHour: 5 }, deps: { now: clock.now } })
    await createUser(t, await login(t, ADMIN_EMAIL, ADMIN_PASSWORD), { name: 'Vic', email: 'vic@example.com', password: 'vic-password-1' })
  })
  afterAll(async () => { await t.close() })

  const request = async (email: string, address: string) => await post(t, '/auth/request-reset-code', { email }, address)

  test('at most 5 codes an hour, whatever the addresses; registered or not, the answers are the same', async () => {
    for (const email of ['vic@example.com', 'nobody@example.com']) {
      const outcomes = []
      for (let i = 0; i < 8; i++) outcomes.push(outcome(await request(email, from(100 + i))))
      expect(outcomes.slice(0, 5)).toEqual(Array(5).fill({ status: 200, message: 'If that email is registered, a reset code has been sent.', retryAfter: undefined }))
      expect(outcomes.slice(5).map((o) => [o.status, o.message])).toEqual(Array(3).fill([429, RESET_LIMITED]))
    }
    await t.app.afterResponse.idle()
    expect(t.smtp.mailsTo('vic@example.com')).toHaveLength(5)

    clock.advance(3600_000)
    expect((await request('vic@example.com', from(120))).statusCode).toBe(200)
    await t.app.afterResponse.idle()
    expect(t.smtp.mailsTo('vic@example.com')).toHaveLength(6)
  })
})

describeEachDb('two api replicas on one database', (kind) => {
  let a: TestApp
  let b: TestApp
  beforeAll(async () => {
    a = await createTestApp(kind, { config: { authRateLimit: 3, authIpRateLimit: 8, signInFreeAttempts: 5 } })
    b = await createTwinApp(a)
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  test('share the per-client limit: the 4th call in a minute is refused, whichever replica takes it', async () => {
    const replicas = [a, b, a, b]
    const statuses = []
    for (const r of replicas) statuses.push((await post(r, '/auth/initiatelogin', { email: 'dan@example.com', password: 'x' }, from(1))).statusCode)
    expect(statuses).toEqual([401, 401, 401, 429])
  })

  test('share the per-account limit', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post(i % 2 === 0 ? a : b, '/auth/initiatelogin', { email: 'eve@example.com', password: `guess-${i}` }, from(20 + i))).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  test('share the per-address limit', async () => {
    const statuses = []
    for (let i = 0; i < 10; i++) statuses.push((await post(i % 2 === 0 ? a : b, '/auth/initiatelogin', { email: `f${i}@example.com`, password: 'x' }, from(40))).statusCode)
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429])
  })
})

describeEachDb('behind a load balancer (TRUST_PROXY)', (kind) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(kind, { config: { authIpRateLimit: 2, trustProxy: true } }) })
  afterAll(async () => { await t.close() })

  test('clients are told apart by X-Forwarded-For, not by the balancer\'s address', async () => {
    const call = async (client: string) => (await t.app.inject({
      method: 'POST', url: '/auth/initiatelogin', payload: { email: 'gil@example.com', password: 'x' }, remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': client }
    })).statusCode
    expect([await call(from(1)), await call(from(1)), await call(from(1))]).toEqual([401, 401, 429])
    expect(await call(from(2))).toBe(401)
  })
})
