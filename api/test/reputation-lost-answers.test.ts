// A blocklist answer lost on the way (UDP carries no delivery promise) is asked again in the
// same run: twice over UDP, then over TCP, each try taking a turn of the list's rate like any
// query. A listing behind one lost answer is found at once; a name whose every try goes
// unanswered is an error on the provider, retried at a later run, and neither creates nor ends a
// listing. The fake resolver on loopback drops the answers.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type FakeDnsbl, startFakeDnsbl } from './farm/fake-dnsbl'
import { type CheckApp, createCheckApp, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { describeEachDb } from './helpers/test-app'

const KEY = 'dqskey1234567890'
const DBL = `.${KEY}.dbl.dq.spamhaus.net`
const DAY = 24 * 60 * 60_000
/** A DBL turn every second: wide enough that a try outside the turns would land between two. */
const SPACING_MS = 1000

interface ListingRow { value: string, category: string, delisted_at: string | null }
interface EventRow { kind: string, domain: string | null }

describeEachDb('reputation: a lost blocklist answer', (kind) => {
  let farm: Farm
  let dnsbl: FakeDnsbl
  let c: CheckApp
  const listings = async (value: string) => await c.t.app.db.selectFrom('reputation_listings' as never).selectAll().where('value' as never, '=', value as never).execute() as unknown as ListingRow[]
  const asked = (name: string) => dnsbl.asked.filter((q) => q.name === `${name}${DBL}`).map((q) => q.over)
  const dbl = async () => (expectStatus(await c.api.get('/api/scraper/reputation', c.token), 200).json().providers as Array<{ id: string, error: string | null, failing: number }>).find((p) => p.id === 'spamhaus-dbl')
  const later = async (ms: number) => {
    c.clock.advance(ms)
    await c.t.app.checks.worker.drain()
  }

  beforeAll(async () => {
    assertFarmCaTrusted()
    dnsbl = await startFakeDnsbl({
      [`a-lost-once.example${DBL}`]: ['127.0.1.2'],
      [`b-listed.example${DBL}`]: ['127.0.1.4'],
      [`c-clean.example${DBL}`]: []
    })
    dnsbl.answers.delete(`c-clean.example${DBL}`)
    dnsbl.drop.set(`a-lost-once.example${DBL}`, 1)
    farm = await startFarm({ sites: [] })
    c = await createCheckApp(kind, farm, {
      clock: startClock(),
      // A run with every try of two names lost takes seconds of real waits (timeouts, turns).
      worker: { leaseMs: 120_000, checkTimeoutMs: 60_000 },
      config: { reputation: { resolver: { host: '127.0.0.1', port: dnsbl.port }, spamhausKey: KEY, surbl: false, uribl: false, intervalMs: DAY, spacingMs: { 'spamhaus-dbl': SPACING_MS, 'spamhaus-zen': SPACING_MS } } }
    })
    for (const domain of ['a-lost-once.example', 'b-listed.example', 'c-clean.example']) expectStatus(await c.api.save(c.token, domain, {}), 201)
    // Only the reputation lanes: the other checks of these made-up sites stay out.
    await c.t.app.db.deleteFrom('checks').where('type', 'not like', 'reputation-%').execute()
    await c.t.app.checks.worker.drain()
  }, 120_000)
  afterAll(async () => {
    await c.t.close()
    await farm.close()
    await dnsbl.close()
  })

  test('the first answer lost: asked again at the list\'s next turn, and the listing is found in the same run', async () => {
    expect(asked('a-lost-once.example')).toEqual(['udp', 'udp'])
    expect((await listings('a-lost-once.example')).map((l) => [l.category, l.delisted_at])).toEqual([['spam domain', null]])
    // The try again waited for a turn: it came after the two turns already taken, not between them.
    expect(dnsbl.asked.map((q) => q.name.replace(DBL, ''))).toEqual(['a-lost-once.example', 'b-listed.example', 'c-clean.example', 'a-lost-once.example'])
    expect(await dbl()).toMatchObject({ error: null, failing: 0 })
  })

  test('every try lost: an error on the provider, retried later; no listing created, none ended', async () => {
    dnsbl.asked.length = 0
    // The listed name stops answering and a new name, listed, never answers: had the silence
    // been read as "not listed", the one would be delisted and the other stay unknown.
    dnsbl.drop.set(`b-listed.example${DBL}`, Infinity)
    dnsbl.answers.delete(`b-listed.example${DBL}`)
    dnsbl.answers.set(`d-silent.example${DBL}`, ['127.0.1.2'])
    dnsbl.drop.set(`d-silent.example${DBL}`, Infinity)
    expectStatus(await c.api.save(c.token, 'd-silent.example', {}), 201)
    await c.t.app.db.deleteFrom('checks').where('type', 'not like', 'reputation-%').execute()
    await later(DAY + 60_000)

    expect(asked('b-listed.example')).toEqual(['udp', 'udp', 'tcp'])
    expect(asked('d-silent.example')).toEqual(['udp', 'udp', 'tcp'])
    expect((await listings('b-listed.example')).map((l) => [l.category, l.delisted_at])).toEqual([['phish domain', null]])
    expect(await listings('d-silent.example')).toEqual([])
    expect((await c.t.app.db.selectFrom('events').select(['kind', 'domain']).where('kind', 'in', ['blocklisted', 'delisted']).execute() as EventRow[])).toEqual([])
    const provider = await dbl()
    expect(provider?.failing).toBe(2)
    expect(provider?.error).toMatch(/^No answer from DNSBL_RESOLVER 127\.0\.0\.1:\d+ for [bd]-\w+\.example\.dqskey1234567890\.dbl\.dq\.spamhaus\.net after 3 tries \(2 over UDP, 1 over TCP\)$/)

    // An hour later the lists answer again: the retry finds the new listing, and the old one stands.
    dnsbl.drop.clear()
    dnsbl.answers.set(`b-listed.example${DBL}`, ['127.0.1.4'])
    await later(61 * 60_000)
    expect((await listings('d-silent.example')).map((l) => [l.category, l.delisted_at])).toEqual([['spam domain', null]])
    expect((await listings('b-listed.example')).map((l) => [l.category, l.delisted_at])).toEqual([['phish domain', null]])
    expect(await dbl()).toMatchObject({ error: null, failing: 0 })
  })
})
