// Footprints from DNS records: once the DNS check has read a domain, its A/AAAA
// addresses are its IP clusters (one cluster per address) and its NS names, normalised, its
// nameserver set; until then the status check's connected IP stands in. Names resolve through
// CONNECT_TO pins and injected resolvers only: the moved-* sites are pinned to a redirect server
// of their own on 127.0.0.2 that sends visitors on to a farm site on 127.0.0.1, so the status
// check connects to one address while their DNS points to another.
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { DataArea } from '../src/platform/db/schema'
import type { LookupFn } from '../src/platform/outbound'
import { parseConnectTo } from '../src/platform/outbound/connect-to'
import { assertFarmCaTrusted, type Farm, FARM_CERTS_DIR, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll, startClock } from './helpers/checks'
import { expectStatus, scanResult } from './helpers/domains'
import { fakeRecords } from './helpers/outbound'
import { createUser, describeEachDb, type DbKind, login } from './helpers/test-app'

let farm: Farm
let redirector: https.Server
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
  const read = (ext: string): Buffer => fs.readFileSync(path.join(FARM_CERTS_DIR, `farm.${ext}`))
  redirector = https.createServer({ key: read('key'), cert: read('crt') }, (_req, res) => {
    res.writeHead(301, { location: 'https://net-c.farm.test/' }).end()
  })
  await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.2', resolve))
}, 60_000)
afterAll(async () => {
  await new Promise((resolve) => redirector.close(resolve))
  await farm.close()
})

const MOVED = ['moved-a.farm.test', 'moved-b.farm.test', 'moved-c.farm.test']
const NS_SET = 'ns1.farm-dns.test, ns2.farm-dns.test'

// Documentation addresses: the guard refuses them, so nothing ever connects there.
const ADDRESSES: Record<string, string[]> = {
  'multi-a.example.org': ['203.0.113.7', '203.0.113.8'],
  'multi-b.example.org': ['203.0.113.8'],
  'multi-c.example.org': ['203.0.113.7', '2001:db8::7']
}
const lookup: LookupFn = async (hostname) => {
  const list = ADDRESSES[hostname]
  if (list === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
}
// The same set in another order and spelling (upper case, the root's trailing dot).
const resolveRecords = fakeRecords({
  'net-a.farm.test': { ns: ['NS2.Farm-DNS.test.', 'ns1.farm-dns.test'] },
  'net-b.farm.test': { ns: ['ns1.farm-dns.test', 'ns2.farm-dns.test'] },
  'moved-a.farm.test': { ns: ['ns1.farm-dns.test'] },
  'moved-c.farm.test': { ns: ['ns2.farm-dns.test', 'ns1.farm-dns.test'] }
})

interface Cluster { kind: string, label: string, value: string, size: number, members: string[] }

describeEachDb('footprints from DNS records', (kind: DbKind) => {
  let c: CheckApp
  const advanceAndDrain = async (minutes: number): Promise<void> => {
    c.clock.advance(minutes * 60_000)
    await c.t.app.checks.worker.drain()
  }
  const clusters = async (token = c.token, query = ''): Promise<Cluster[]> => expectStatus(await c.api.get(`/api/scraper/footprints${query}`, token), 200).json().clusters
  const byKey = async (token = c.token, query = ''): Promise<Record<string, Cluster>> => Object.fromEntries((await clusters(token, query)).map((cl) => [`${cl.kind} ${cl.value}`, cl]))

  beforeAll(async () => {
    const port = (redirector.address() as AddressInfo).port
    const pins = [farm.connectTo(), ...MOVED.map((h) => `${h}:443:127.0.0.2:${port},${h}:80:127.0.0.2:${port}`)].join(',')
    // The clock starts at the real time: saving a domain dates its first checks by it.
    c = await createCheckApp(kind, farm, { clock: startClock(), outbound: { connectTo: parseConnectTo(pins), lookup, resolveRecords } })
    await saveAll(c, c.token, ['net-a.farm.test', 'net-b.farm.test', 'moved-a.farm.test', 'moved-b.farm.test', ...Object.keys(ADDRESSES)])
    await c.t.app.checks.worker.drain() // status checks only: the DNS check waits 10 minutes
  }, 120_000)
  afterAll(async () => { await c.t.close() })

  test('before the DNS check, sites cluster by the address the status check connected to', async () => {
    const list = await byKey()
    // The moved sites' status checks end at net-c's server after the redirect.
    expect(list['ip 127.0.0.1']).toMatchObject({ label: 'IP address', size: 4, members: ['moved-a.farm.test', 'moved-b.farm.test', 'net-a.farm.test', 'net-b.farm.test'] })
    expect(Object.keys(list).filter((k) => k.startsWith('ns '))).toEqual([])
  })

  test('after it, the A/AAAA records decide: the redirecting pair shares its own server, two records mean two clusters', async () => {
    await advanceAndDrain(11)
    const list = await byKey()
    expect(list['ip 127.0.0.2']).toMatchObject({ size: 2, members: ['moved-a.farm.test', 'moved-b.farm.test'] })
    expect(list['ip 127.0.0.1']).toMatchObject({ size: 2, members: ['net-a.farm.test', 'net-b.farm.test'] })
    expect(list['ip 203.0.113.7']).toMatchObject({ size: 2, members: ['multi-a.example.org', 'multi-c.example.org'] })
    expect(list['ip 203.0.113.8']).toMatchObject({ size: 2, members: ['multi-a.example.org', 'multi-b.example.org'] })
    expect(list['ip 2001:db8::7']).toBeUndefined() // one site only
  })

  test('one nameserver set, whatever order and spelling the resolver answered in; a subset is another set', async () => {
    const list = await byKey()
    expect(list[`ns ${NS_SET}`]).toMatchObject({ label: 'Nameserver set', size: 2, members: ['net-a.farm.test', 'net-b.farm.test'] })
    expect(Object.keys(list).filter((k) => k.startsWith('ns '))).toEqual([`ns ${NS_SET}`])
  })

  test('a domain without DNS records still clusters by its connected IP; later status checks leave DNS addresses alone', async () => {
    await saveAll(c, c.token, ['net-c.farm.test', 'loner.farm.test'])
    await c.t.app.checks.worker.drain()
    let list = await byKey()
    expect(list['ip 127.0.0.1'].members).toEqual(['loner.farm.test', 'net-a.farm.test', 'net-b.farm.test', 'net-c.farm.test'])
    // An hour on: every status check runs again (the moved pair connects to 127.0.0.1 again).
    await advanceAndDrain(61)
    list = await byKey()
    expect(list['ip 127.0.0.1'].members).toEqual(['loner.farm.test', 'net-a.farm.test', 'net-b.farm.test', 'net-c.farm.test'])
    expect(list['ip 127.0.0.2'].members).toEqual(['moved-a.farm.test', 'moved-b.farm.test'])
  })

  test('status checks that find the same addresses leave the Footprints answers be: they have a change counter of their own', async () => {
    const version = async (area: DataArea): Promise<number> => Number((await c.t.app.db.selectFrom('data_versions')
      .select((eb) => eb.fn.sum<string | number>('version').as('v')).where('area', '=', area).executeTakeFirst())?.v ?? 0)
    const before = { checks: await version('checks:natural'), footprints: await version('footprints:natural') }
    expect(before.footprints).toBeGreaterThan(0) // the first status and DNS checks found the addresses
    // An hour on: every status check runs again and connects to the same addresses.
    await advanceAndDrain(61)
    expect(await version('checks:natural')).toBeGreaterThan(before.checks)
    // So a check round does not rebuild the clusters (70,000 memberships at 50,000 domains) every few seconds.
    expect(await version('footprints:natural')).toBe(before.footprints)
  })

  test('a re-scan replaces the page footprints and keeps the DNS ones', async () => {
    const before = await byKey()
    expectStatus(await c.api.post('/api/scraper/scan', { domain: 'net-a.farm.test' }, c.token), 200)
    const after = await byKey()
    for (const key of [`ns ${NS_SET}`, 'ip 127.0.0.1', 'ip 127.0.0.2']) expect(after[key]).toEqual(before[key])
  })

  test('ownership: another user\'s domain on the same server and nameservers joins no cluster of ours', async () => {
    await createUser(c.t, c.adminToken, { name: `Dns ${kind}`, email: `fp-dns-${kind}@sitefleet.test`, password: 'fp-password-1' })
    const other = await login(c.t, `fp-dns-${kind}@sitefleet.test`, 'fp-password-1')
    expectStatus(await c.api.save(other, 'moved-c.farm.test'), 201)
    await advanceAndDrain(11)
    expect(await clusters(other)).toEqual([])
    const ours = await byKey()
    expect(ours['ip 127.0.0.2'].members).toEqual(['moved-a.farm.test', 'moved-b.farm.test'])
    expect(ours[`ns ${NS_SET}`].members).toEqual(['net-a.farm.test', 'net-b.farm.test'])
    // The admin's view of everyone's domains has them together.
    const all = await byKey(c.adminToken)
    expect(all['ip 127.0.0.2'].members).toEqual(MOVED)
    // Its status check (connected to 127.0.0.1 via the redirect) ran alongside its DNS check.
    expect(all['ip 127.0.0.1'].members).not.toContain('moved-c.farm.test')
    expect(all[`ns ${NS_SET}`].members).toEqual(['moved-c.farm.test', 'net-a.farm.test', 'net-b.farm.test'])
  })

  test('a client\'s save cannot plant an IP or nameserver set; its page footprints count', async () => {
    const footprints = [{ kind: 'ns', value: 'forged.example' }, { kind: 'ip', value: '203.0.113.99' }, { kind: 'gtm', value: 'GTM-FORGED1' }]
    for (const domain of ['forged-a.example.org', 'forged-b.example.org']) {
      expectStatus(await c.api.save(c.token, domain, { data: scanResult(domain, { footprints }) }), 201)
    }
    await advanceAndDrain(11) // their status and DNS checks: no such names
    const list = await byKey()
    expect(list['gtm GTM-FORGED1']?.members).toEqual(['forged-a.example.org', 'forged-b.example.org'])
    expect(list['ns forged.example']).toBeUndefined()
    expect(list['ip 203.0.113.99']).toBeUndefined()
  })

  test('the CSV export lists the nameserver set, quoted', async () => {
    const lines = expectStatus(await c.api.get('/api/scraper/footprints.csv', c.token), 200).body.trim().split('\r\n')
    expect(lines).toContain(`Nameserver set,"${NS_SET}",2,net-a.farm.test`)
    expect(lines).toContain('IP address,127.0.0.2,2,moved-b.farm.test')
  })
})
