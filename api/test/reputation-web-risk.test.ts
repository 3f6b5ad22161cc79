// Google Web Risk (the commercial API) at its real host name through CONNECT_TO: one home page a
// request, its threat types stored as the site's flags, the key in a header; an answer that is
// not 200 is an error on the value, never a flag, and no DNS list is asked without a resolver.
import { Writable } from 'node:stream'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type FakeGoogleLists, fakeGoogleLists } from './farm/sites/google-lists'
import { type CheckApp, createCheckApp, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'

describeEachDb('reputation: Google Web Risk', (kind) => {
  let farm: Farm
  let google: FakeGoogleLists
  let c: CheckApp
  const warnings: string[] = []
  const row = async (table: string, value: string) => await c.t.app.db.selectFrom(table as never).selectAll().where('value' as never, '=', value as never).execute() as unknown as Array<Record<string, unknown>>

  beforeAll(async () => {
    assertFarmCaTrusted()
    google = fakeGoogleLists()
    google.threats.set('https://bad.example/', ['MALWARE', 'UNWANTED_SOFTWARE'])
    google.failing.add('https://broken.example/')
    farm = await startFarm({ sites: google.sites })
    c = await createCheckApp(kind, farm, {
      clock: startClock(),
      // SURBL on without DNSBL_RESOLVER: said once, nothing asked.
      config: { reputation: { spamhausKey: undefined, surbl: true, uribl: false, web: { kind: 'web-risk', key: 'web-risk-key-0123' }, intervalMs: 86_400_000, spacingMs: { web: 0 } } },
      logger: { level: 'warn', stream: new Writable({ write (chunk: Buffer, _enc, done) { warnings.push(chunk.toString('utf8')); done() } }) }
    })
    for (const domain of ['bad.example', 'good.example', 'broken.example']) expectStatus(await c.api.save(c.token, domain, {}), 201)
    await c.t.app.db.deleteFrom('checks').execute()
    await c.t.app.checks.worker.drain()
    c.clock.advance(2 * 60_000)
    await c.t.app.checks.worker.drain()
  }, 120_000)
  afterAll(async () => {
    await c.t.close()
    await farm.close()
  })

  test('each home page is asked once with every threat type, the key in a header', () => {
    const asked = google.requests.filter((r) => r.api === 'web-risk')
    expect(asked.map((r) => r.urls[0]).sort()).toEqual(['https://bad.example/', 'https://broken.example/', 'https://good.example/'])
    expect(asked.every((r) => r.key === 'web-risk-key-0123' && !r.query.includes('key=') && r.query.includes('threatTypes=SOCIAL_ENGINEERING'))).toBe(true)
  })

  test('the threat types are the flags; an error is shown on the value and flags nothing', async () => {
    expect((await row('reputation_listings', 'bad.example')).map((r) => r.category).sort()).toEqual(['MALWARE', 'UNWANTED_SOFTWARE'])
    expect(await row('reputation_listings', 'good.example')).toEqual([])
    expect(await row('reputation_listings', 'broken.example')).toEqual([])
    expect((await row('reputation_values', 'broken.example'))[0]).toMatchObject({ provider: 'web', error: 'Web Risk answered HTTP 503' })
  })

  test('a DNS list without DNSBL_RESOLVER is said once in the log and on the provider', async () => {
    const surbl = await c.t.app.db.selectFrom('reputation_providers' as never).selectAll().where('provider' as never, '=', 'surbl' as never).executeTakeFirstOrThrow() as unknown as { last_error: string }
    expect(surbl.last_error).toMatch(/^DNSBL_RESOLVER is not set/)
    expect(warnings.filter((w) => w.includes('DNSBL_RESOLVER is not set'))).toHaveLength(1)
  })
})
