// A site's own changes on its search timeline: the DNS check notices a new address or
// nameserver set (not the first answer it reads), a move to another hosting server (the editor
// and the bulk action) and a replaced certificate are noted, and each shows with its own group
// and words. The Changes
// screen stays the SEO changes; another user's site's timeline stays closed.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll, startClock } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { fakeLookup, fakeRecords } from './helpers/outbound'
import { createUser, describeEachDb, login } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

interface Item { at: string, kind: string, group: string, label: string, text: string }

describeEachDb('site timeline: DNS, hosting and certificate changes', (kind) => {
  let c: CheckApp
  // The resolvers read these at every lookup, so a test can change the answer between runs.
  const addresses: Record<string, string> = { 'moved.example.org': '203.0.113.5', 'steady.example.org': '203.0.113.9' }
  const records: Record<string, { ns?: string[] }> = {
    'moved.example.org': { ns: ['ns1.old-dns.example', 'ns2.old-dns.example'] },
    'steady.example.org': { ns: ['ns1.old-dns.example'] }
  }
  const idOf = async (domain: string): Promise<string> =>
    (await c.t.app.db.selectFrom('domains').select('id').where('domain', '=', domain).where('user_id', '=', c.userId).executeTakeFirstOrThrow()).id
  // A moment after what it should show (the range ends before "now", and the test clock stands still).
  const timeline = async (domain: string, token = c.token): Promise<Item[]> => {
    c.clock.advance(1000)
    return expectStatus(await c.api.get(`/api/search/sites/${await idOf(domain)}/timeline?days=30`, token), 200).json().events
  }
  const siteChanges = (items: Item[]): Item[] => items.filter((e) => ['dns', 'hosting'].includes(e.group))

  beforeAll(async () => {
    c = await createCheckApp(kind, farm, { clock: startClock(), outbound: { lookup: fakeLookup(addresses), resolveRecords: fakeRecords(records) } })
    await saveAll(c, c.token, ['moved.example.org', 'steady.example.org', 'cert-year.farm.test'])
  })
  afterAll(async () => { await c.t.close() })

  test('the first DNS answer is no change; a new address and nameserver set the next day is one each, on the timeline', async () => {
    c.clock.advance(11 * 60_000)
    await c.t.app.checks.worker.drain()
    expect(await c.t.app.db.selectFrom('domain_dns').select('domain_id').execute()).toHaveLength(3)
    expect(siteChanges(await timeline('moved.example.org'))).toEqual([])

    addresses['moved.example.org'] = '198.51.100.7'
    records['moved.example.org'] = { ns: ['NS2.new-dns.example.', 'ns1.new-dns.example'] }
    c.clock.advance(24 * 60 * 60_000)
    await c.t.app.checks.worker.drain()
    const ranAt = c.clock.now().toISOString()
    const moved = siteChanges(await timeline('moved.example.org'))
    expect(moved.map((e) => [e.kind, e.group, e.label, e.text]).sort()).toEqual([
      ['change:dns-a', 'dns', 'DNS changed', 'DNS: 203.0.113.5 → 198.51.100.7'],
      ['change:dns-ns', 'dns', 'Nameservers changed', 'Nameservers: ns1.old-dns.example, ns2.old-dns.example → ns1.new-dns.example, ns2.new-dns.example']
    ])
    expect(moved[0].at).toBe(ranAt)
    // The unchanged site has none, and a third run with the same answer adds none.
    expect(siteChanges(await timeline('steady.example.org'))).toEqual([])
    c.clock.advance(24 * 60 * 60_000)
    await c.t.app.checks.worker.drain()
    expect(siteChanges(await timeline('moved.example.org'))).toHaveLength(2)
    // The Changes screen lists the SEO changes only.
    expect(expectStatus(await c.api.get('/api/scraper/changes', c.token), 200).json().changes.filter((ch: { kind: string }) => ch.kind.startsWith('dns'))).toEqual([])
  })

  test('a move to another server, in the editor or in bulk, is on the timeline; the first server is none', async () => {
    const put = async (server: string) => expectStatus(await c.api.put('/api/scraper/hosting-info/steady.example.org', { server, platform: 'Hetzner', email: 'ops@example.org' }, c.token), 200)
    await put('alpha')
    expect(siteChanges(await timeline('steady.example.org'))).toEqual([])
    await put('beta')
    // Saving the same server again is no move.
    await put('beta')
    expect(siteChanges(await timeline('steady.example.org')).map((e) => [e.kind, e.group, e.label, e.text])).toEqual([
      ['change:hosting', 'hosting', 'Moved to server beta', 'Hosting server: alpha → beta']
    ])

    await addServer(c.api, c.token, 'gamma')
    expect(expectStatus(await c.api.post('/api/scraper/bulk', { action: 'hostingServer', domains: ['steady.example.org', 'moved.example.org'], value: 'gamma' }, c.token), 200).json()).toMatchObject({ changed: 2 })
    const steady = siteChanges(await timeline('steady.example.org'))
    expect(steady.map((e) => e.label).sort()).toEqual(['Moved to server beta', 'Moved to server gamma'])
    // moved.example.org had no server before: put on one, not moved.
    expect(siteChanges(await timeline('moved.example.org')).filter((e) => e.group === 'hosting')).toEqual([])
  })

  test('a certificate other than the one seen before is "Certificate replaced"; the first one seen is nothing', async () => {
    const certificateItems = async (domain: string) => (await timeline(domain)).filter((e) => e.kind === 'change:certificate')
    // The farm's certificate was the first seen for this site: no change.
    expect(await certificateItems('cert-year.farm.test')).toEqual([])
    // The farm cannot swap a certificate: a new site is given an older one of another issuer as
    // seen before, then its first status check (a handshake of its own) sees the farm's.
    await saveAll(c, c.token, ['cert-20-days.farm.test'])
    const id = await idOf('cert-20-days.farm.test')
    const at = c.clock.now().toISOString()
    await c.t.app.db.insertInto('domain_certificates').values({ domain_id: id, valid_to: '2026-01-31T00:00:00.000Z', issuer: 'Old Test CA', names: '[]', name_mismatch: 0, error: null, checked_at: at }).execute()
    await c.t.app.checks.worker.drain()
    const seen = await c.t.app.db.selectFrom('domain_certificates').select(['valid_to', 'issuer']).where('domain_id', '=', id).executeTakeFirstOrThrow()
    expect(seen.issuer).not.toBe('Old Test CA')
    expect((await certificateItems('cert-20-days.farm.test')).map((e) => [e.group, e.label, e.text])).toEqual([
      ['certificate', 'Certificate replaced', `Old Test CA, valid until 2026-01-31 → ${seen.issuer}, valid until ${seen.valid_to.slice(0, 10)}`]
    ])
  })

  test('another user cannot read the timeline of these sites', async () => {
    await createUser(c.t, c.adminToken, { name: 'Other', email: `other-${kind}@sitefleet.test`, password: 'other-password-1' })
    const other = await login(c.t, `other-${kind}@sitefleet.test`, 'other-password-1')
    const res = await c.api.get(`/api/search/sites/${await idOf('moved.example.org')}/timeline`, other)
    expect(expectStatus(res, 404).json().message).toBe('Domain not found')
  })
})
