// Stored credentials under SECRETS_KEY, apart from JWT_SECRET: a new session secret ends the
// sessions and nothing else; `npm run rotate-secrets` moves every sealed value to a new key in
// batches, and a rotation interrupted half-way leaves every credential usable and is finished by
// running it again. What a user notices is a webhook test message signed with the secret they
// entered (a real receiver on the farm) and registrar credentials the sync can read.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { databaseUrlIn, runCli } from './helpers/cli'
import { expectStatus } from './helpers/domains'
import { farmOutbound } from './helpers/outbound'
import { createReceiver, expectedSignature } from './helpers/receiver'
import { createTwinApp, describeEachDb, login, type TestApp } from './helpers/test-app'
import { buildApp } from '../src/app'
import type { AppConfig } from '../src/platform/config/config'
import { resealAll } from '../src/platform/lib/reseal'
import { SecretBox, secretsKeyId } from '../src/platform/lib/secret-box'
import { SEALED_COLUMNS } from '../src/sealed-columns'

const hooks = createReceiver('hooks.farm.test')
let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites: [hooks.site] })
}, 60_000)
afterAll(async () => { await farm.close() })

const KEY_1 = 'first-secrets-key-0123456789abcdefghijkl'
const KEY_2 = 'second-secrets-key-0123456789abcdefghijk'
const OTHER_JWT = 'another-session-secret-0123456789abcdefghij'
const hookSecret = (i: number): string => `webhook-signing-secret-${i}-xyz`
const CREDENTIALS = (i: number): Record<string, string> => ({ key: `godaddy-key-${i}`, secret: `godaddy-secret-${i}` })

describeEachDb('secrets key', (kind) => {
  let c: CheckApp
  const twins: TestApp[] = []

  beforeEach(async () => {
    hooks.clear()
    c = await createCheckApp(kind, farm)
  }, 60_000)
  afterEach(async () => {
    for (const twin of twins.splice(0)) await twin.close()
    await c.t.close()
  })

  /** The same database under other settings: the api restarted with a changed environment. */
  const restart = async (changes: Partial<AppConfig>): Promise<TestApp> => {
    // Each restart a few minutes later, so that the test messages sent through the earlier ones
    // do not count against this one's rate limit.
    const later = (twins.length + 1) * 5 * 60_000
    const twin = await createTwinApp({ ...c.t, config: { ...c.t.config, ...changes } }, { outbound: farmOutbound(farm), now: () => new Date(Date.now() + later) })
    twins.push(twin)
    return twin
  }
  /** The user's new session on `t` (whose JWT_SECRET may differ from the first app's). */
  const signIn = async (t: TestApp): Promise<string> => {
    const { email } = await t.app.db.selectFrom('users').select('email').where('id', '=', c.userId).executeTakeFirstOrThrow()
    return await login(t, email, 'watcher-password')
  }
  const addChannels = async (count: number, t: TestApp = c.t): Promise<string[]> => {
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/alerts/channels', headers: { authorization: `Bearer ${c.token}` }, payload: { kind: 'webhook', name: `Hook ${i}`, target: `https://hooks.farm.test/h${i}`, secret: hookSecret(i) } })
      ids.push(expectStatus(res, 201).json().channel.id)
    }
    return ids
  }
  const addAccounts = async (count: number, t: TestApp = c.t): Promise<void> => {
    for (let i = 0; i < count; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/registrars', headers: { authorization: `Bearer ${c.token}` }, payload: { provider: 'godaddy', name: `GoDaddy ${i}`, credentials: CREDENTIALS(i) } })
      expectStatus(res, 201)
    }
  }
  /** Sends each channel's test message through `t`; true when every one arrived signed with its secret. */
  const allSigned = async (t: TestApp, ids: string[], token = c.token): Promise<boolean[]> => {
    const out: boolean[] = []
    for (const [i, id] of ids.entries()) {
      hooks.clear()
      const res = await t.app.inject({ method: 'POST', url: `/api/alerts/channels/${id}/test`, headers: { authorization: `Bearer ${token}` } })
      const got = hooks.at(`/h${i}`)[0]
      out.push(res.statusCode === 200 && got !== undefined && got.headers['x-sitefleet-signature'] === expectedSignature(got.raw, hookSecret(i)))
    }
    return out
  }
  /** The registrar credentials as the sync reads them with `config`'s keys. */
  const accountCredentials = async (config: AppConfig): Promise<Array<Record<string, string> | null>> => {
    const rows = await c.t.app.db.selectFrom('registrar_accounts').select(['name', 'credentials']).orderBy('name').execute()
    const box = new SecretBox(config, 'registrar-credentials')
    return rows.map((r) => { const plain = box.open(r.credentials); return plain === null ? null : JSON.parse(plain) })
  }
  const keyMarks = async (t: TestApp = c.t): Promise<string[]> => {
    const channels = await t.app.db.selectFrom('alert_channels').select('secret').execute()
    const accounts = await t.app.db.selectFrom('registrar_accounts').select('credentials as secret').execute()
    return [...channels, ...accounts].map((r) => (r.secret ?? '').split('.').slice(0, (r.secret ?? '').startsWith('v2.') ? 2 : 1).join('.'))
  }

  it('with SECRETS_KEY set, a new JWT_SECRET ends the sessions and every stored credential still opens', async () => {
    const keyed = await restart({ secrets: { key: KEY_1, previous: [] } })
    const ids = await addChannels(2, keyed)
    await addAccounts(2, keyed)
    const oldSession = c.token

    const rotated = await restart({ secrets: { key: KEY_1, previous: [] }, jwtSecret: OTHER_JWT })
    expect((await rotated.app.inject({ method: 'GET', url: '/api/alerts/channels', headers: { authorization: `Bearer ${oldSession}` } })).statusCode).toBe(401)
    expect(await allSigned(rotated, ids, await signIn(rotated))).toEqual([true, true])
    expect(await accountCredentials(rotated.config)).toEqual([CREDENTIALS(0), CREDENTIALS(1)])
  })

  it('without SECRETS_KEY a new JWT_SECRET loses the stored credentials (why SECRETS_KEY exists)', async () => {
    const ids = await addChannels(1)
    const rotated = await restart({ jwtSecret: OTHER_JWT })
    const res = await rotated.app.inject({ method: 'POST', url: `/api/alerts/channels/${ids[0]}/test`, headers: { authorization: `Bearer ${await signIn(rotated)}` } })
    expect(res.statusCode).toBe(502)
    expect(res.json().message).toMatch(/secret cannot be read/)
  })

  it('moves to SECRETS_KEY and then to a new key, each rotation interrupted half-way and finished by running it again', async () => {
    const ids = await addChannels(5)
    await addAccounts(3)
    expect(new Set(await keyMarks())).toEqual(new Set(['v1']))

    // Interrupted after its first batch of two: the move from the JWT_SECRET key to KEY_1.
    const toKey1 = { secrets: { key: KEY_1, previous: [] }, jwtSecret: c.t.config.jwtSecret }
    const stop = (): never => { throw new Error('interrupted') }
    await expect(resealAll(c.t.app.db, SEALED_COLUMNS, toKey1, { batchSize: 2, afterBatch: stop })).rejects.toThrow('interrupted')
    const half = await keyMarks()
    expect(half.filter((m) => m === `v2.${secretsKeyId(KEY_1)}`)).toHaveLength(2)
    expect(half.filter((m) => m === 'v1')).toHaveLength(6)
    const api1 = await restart(toKey1)
    expect(await allSigned(api1, ids)).toEqual([true, true, true, true, true])

    const done = await resealAll(c.t.app.db, SEALED_COLUMNS, toKey1, { batchSize: 2 })
    expect(done.map((r) => [r.label, r.resealed, r.current, r.unreadable])).toEqual([['alert channel secrets', 3, 2, 0], ['registrar credentials', 3, 0, 0], ['search account credentials', 0, 0, 0], ['search OAuth client', 0, 0, 0]])
    expect(new Set(await keyMarks())).toEqual(new Set([`v2.${secretsKeyId(KEY_1)}`]))

    // KEY_1 leaked: KEY_2 seals, KEY_1 still opens until the rotation is done.
    const toKey2 = { secrets: { key: KEY_2, previous: [KEY_1] }, jwtSecret: c.t.config.jwtSecret }
    await expect(resealAll(c.t.app.db, SEALED_COLUMNS, toKey2, { batchSize: 3, afterBatch: stop })).rejects.toThrow('interrupted')
    const api2 = await restart(toKey2)
    expect(await allSigned(api2, ids)).toEqual([true, true, true, true, true])
    expect(await accountCredentials(api2.config)).toEqual([CREDENTIALS(0), CREDENTIALS(1), CREDENTIALS(2)])
    await resealAll(c.t.app.db, SEALED_COLUMNS, toKey2, { batchSize: 3 })
    expect(new Set(await keyMarks())).toEqual(new Set([`v2.${secretsKeyId(KEY_2)}`]))

    // Neither KEY_1 nor the old JWT_SECRET is needed any more.
    const api3 = await restart({ secrets: { key: KEY_2, previous: [] }, jwtSecret: OTHER_JWT })
    expect(await allSigned(api3, ids, await signIn(api3))).toEqual([true, true, true, true, true])
    expect(await accountCredentials(api3.config)).toEqual([CREDENTIALS(0), CREDENTIALS(1), CREDENTIALS(2)])
  })

  it('npm run rotate-secrets moves every stored secret to SECRETS_KEY and says so, never printing a key', async () => {
    const ids = await addChannels(2)
    await addAccounts(1)
    // The api stopped: on SQLite one process writes the file.
    await c.t.app.close()
    const { config } = c.t
    const run = await runCli('rotate-secrets', [], {
      DATA_DIR: config.dataDir,
      JWT_SECRET: config.jwtSecret,
      SECRETS_KEY: KEY_1,
      ...(config.databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrlIn(config.databaseUrl, config.databaseSchema ?? 'public') })
    })
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('alert channel secrets: 2 re-sealed, 0 already under the current key, 0 opened by no key given\n')
    expect(run.stdout).toContain('registrar credentials: 1 re-sealed, 0 already under the current key, 0 opened by no key given\n')
    expect(run.stdout).toContain('Every stored secret is sealed under SECRETS_KEY')
    for (const secret of [KEY_1, config.jwtSecret, hookSecret(0), CREDENTIALS(0).secret]) expect(run.stdout).not.toContain(secret)

    const started = await restart({ secrets: { key: KEY_1, previous: [] }, jwtSecret: OTHER_JWT })
    expect(new Set(await keyMarks(started))).toEqual(new Set([`v2.${secretsKeyId(KEY_1)}`]))
    expect(await allSigned(started, ids, await signIn(started))).toEqual([true, true])
  })

  it('leaves a value no given key opens as it is and reports it', async () => {
    await addChannels(2)
    const toKey1 = { secrets: { key: KEY_1, previous: [] }, jwtSecret: c.t.config.jwtSecret }
    await resealAll(c.t.app.db, SEALED_COLUMNS, toKey1)
    // KEY_1 is lost: KEY_2 alone cannot open what it sealed.
    const before = await c.t.app.db.selectFrom('alert_channels').select('secret').orderBy('id').execute()
    const report = await resealAll(c.t.app.db, SEALED_COLUMNS, { secrets: { key: KEY_2, previous: [] }, jwtSecret: c.t.config.jwtSecret })
    expect(report[0]).toMatchObject({ resealed: 0, unreadable: 2 })
    expect(await c.t.app.db.selectFrom('alert_channels').select('secret').orderBy('id').execute()).toEqual(before)
  })

  it('says at start-up how to move to SECRETS_KEY, and never logs a key', async () => {
    const lines: string[] = []
    const stream = { write: (line: string) => { lines.push(line) } }
    for (const secrets of [{ previous: [] }, { key: KEY_1, previous: [KEY_2] }]) {
      const app = buildApp({ ...c.t.config, secrets }, { logger: { level: 'info', stream } })
      await app.ready()
      await app.close()
    }
    const log = lines.join('')
    expect(log.match(/SECRETS_KEY is not set.*npm run rotate-secrets/g)).toHaveLength(1)
    for (const secret of [KEY_1, KEY_2, c.t.config.jwtSecret]) expect(log).not.toContain(secret)
  })
})
