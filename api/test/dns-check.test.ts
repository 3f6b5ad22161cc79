// The DNS check: daily A/AAAA, NS and MX through the product's own resolver, never
// the system's: a name pinned by CONNECT_TO resolves to its pin, others through the injected
// lookup; the records are stored and shown in the domain details. An internal address (private,
// loopback, link-local, unique-local…) is stored and shown only for a pinned name:
// others would map the internal network. Documentation addresses map nothing and stay.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll, startClock } from './helpers/checks'
import { fakeLookup, fakeRecords } from './helpers/outbound'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

describeEachDb('dns check', (kind) => {
  let c: CheckApp
  beforeAll(async () => {
    // The injected resolvers answer for mail.example.org and the *.corp.example names (internal addresses);
    // shop.farm.test is pinned to the farm (loopback).
    const outbound = {
      lookup: fakeLookup({ 'mail.example.org': '2001:db8::25', 'db.corp.example': '10.0.3.7', 'v6.corp.example': 'fd00::7', 'mapped.corp.example': '::ffff:192.168.4.4' }),
      resolveRecords: fakeRecords({
        'mail.example.org': { ns: ['ns1.example-dns.net', 'ns2.example-dns.net'], mx: ['10 mx1.example.org', '20 mx2.example.org'] },
        'shop.farm.test': { ns: ['ns.farm.test'] }
      })
    }
    c = await createCheckApp(kind, farm, { clock: startClock(), outbound })
    await saveAll(c, c.token, ['shop.farm.test', 'mail.example.org', 'nowhere.example.net', 'db.corp.example', 'v6.corp.example', 'mapped.corp.example'])
  })
  afterAll(async () => { await c.t.close() })

  test('runs after its first-run delay, then daily, and the details show the records', async () => {
    await c.t.app.checks.worker.drain()
    expect(await c.t.app.db.selectFrom('domain_dns').select('domain_id').execute()).toEqual([])
    c.clock.advance(11 * 60_000)
    await c.t.app.checks.worker.drain()
    const details = async (domain: string) => (await c.api.get(`/api/scraper/domain/${domain}`, c.token)).json().dns
    expect(await details('shop.farm.test')).toEqual({ a: ['127.0.0.1'], aaaa: [], ns: ['ns.farm.test'], mx: [] })
    expect(await details('mail.example.org')).toEqual({ a: [], aaaa: ['2001:db8::25'], ns: ['ns1.example-dns.net', 'ns2.example-dns.net'], mx: ['10 mx1.example.org', '20 mx2.example.org'] })
    // Private addresses of names nobody pinned are neither stored nor shown; the pinned loopback above is.
    expect(await details('db.corp.example')).toEqual({ a: [], aaaa: [], ns: [], mx: [] })
    expect(await details('v6.corp.example')).toEqual({ a: [], aaaa: [], ns: [], mx: [] })
    expect(await details('mapped.corp.example')).toEqual({ a: [], aaaa: [], ns: [], mx: [] })
    const stored = await c.t.app.db.selectFrom('domain_dns').selectAll().execute()
    expect(JSON.stringify(stored)).not.toMatch(/10\.0\.3\.7|fd00::7|192\.168\.4\.4/)
    // A name that does not exist has no records (not an error of the check).
    expect(await details('nowhere.example.net')).toEqual({ a: [], aaaa: [], ns: [], mx: [] })
    const due = await c.t.app.db.selectFrom('checks').select('due_at').where('type', '=', 'dns').execute()
    expect(due.every((d) => d.due_at === new Date(c.clock.now().getTime() + 24 * 60 * 60_000).toISOString())).toBe(true)
  })
})
