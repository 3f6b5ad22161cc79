// Footprints: the scanner reads analytics and ad IDs, affiliate IDs, generator and theme from
// farm pages; the status check stores the connected IP; GET {scope}/footprints groups the
// caller's sites by what they share (clusters of two or more, largest first, with members) and
// the CSV export escapes formula cells. Ownership: a user sees only their own domains.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { createUser, describeEachDb, type DbKind, login } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
}, 60_000)
afterAll(async () => { await farm.close() })

const NET = ['net-a.farm.test', 'net-b.farm.test', 'net-c.farm.test', 'loner.farm.test']
const HOSTING = { platform: 'Hostinger', email: 'ops@example.com', server: 'srv 1', domainPlatform: 'Namecheap', domainEmail: 'reg@example.com', cloudflare: 'No' }

interface Cluster { kind: string, label: string, value: string, size: number, members: string[] }

describeEachDb('footprints', (kind: DbKind) => {
  let c: CheckApp
  beforeAll(async () => {
    c = await createCheckApp(kind, farm)
    for (const domain of NET) {
      const data = expectStatus(await c.api.post('/api/scraper/scan', { domain }, c.token), 200).json()
      expectStatus(await c.api.save(c.token, domain, { data }), 201)
    }
    // Two of them on one hosting server.
    for (const domain of ['net-a.farm.test', 'loner.farm.test']) expectStatus(await c.api.put(`/api/scraper/hosting-info/${domain}`, HOSTING, c.token), 200)
    await c.t.app.checks.worker.drain() // status checks: the connected IP
  }, 120_000)
  afterAll(async () => { await c.t.close() })

  const clusters = async (token = c.token, query = ''): Promise<Cluster[]> => expectStatus(await c.api.get(`/api/scraper/footprints${query}`, token), 200).json().clusters

  test('the scan answers each page\'s footprints', async () => {
    const scan = expectStatus(await c.api.post('/api/scraper/scan', { domain: 'net-a.farm.test' }, c.token), 200).json()
    expect(scan.footprints).toEqual(expect.arrayContaining([
      { kind: 'gtm', value: 'GTM-NET123' },
      { kind: 'ga4', value: 'G-NETWORK123' },
      { kind: 'adsense', value: 'ca-pub-1234567890123456' },
      { kind: 'theme', value: 'wordpress casino-pro' },
      { kind: 'generator', value: 'WordPress 6.4.2' },
      { kind: 'affiliate-id', value: 'partner.example.test btag=net-777' }
    ]))
    expect(scan.footprints).toHaveLength(6)
  })

  test('sites are grouped by what they share, largest cluster first, with members', async () => {
    const list = await clusters()
    const byKey = Object.fromEntries(list.map((cl) => [`${cl.kind} ${cl.value}`, cl]))
    // The farm answers every host from one address: all four share it.
    expect(byKey['ip 127.0.0.1']).toMatchObject({ label: 'IP address', size: 4, members: [...NET].sort() })
    expect(byKey['gtm GTM-NET123']).toMatchObject({ label: 'Google Tag Manager', size: 3, members: ['net-a.farm.test', 'net-b.farm.test', 'net-c.farm.test'] })
    expect(byKey['affiliate-id partner.example.test btag=net-777'].size).toBe(3)
    for (const key of ['ga4 G-NETWORK123', 'adsense ca-pub-1234567890123456', 'generator WordPress 6.4.2', 'theme wordpress casino-pro']) {
      expect(byKey[key]).toMatchObject({ size: 2, members: ['net-a.farm.test', 'net-b.farm.test'] })
    }
    expect(byKey['server srv 1 (Hostinger, ops@example.com)']).toMatchObject({ label: 'Hosting server', size: 2, members: ['loner.farm.test', 'net-a.farm.test'] })
    expect(byKey['account Hostinger, ops@example.com']).toMatchObject({ label: 'Hosting account', size: 2 })
    // Nothing only one site has (the loner's own IDs, net-c's UA).
    expect(list.every((cl) => cl.size >= 2)).toBe(true)
    expect(list.some((cl) => cl.value === 'GTM-NET124' || cl.value === 'UA-1234567-1')).toBe(false)
    const sizes = list.map((cl) => cl.size)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    expect(list[0].kind).toBe('ip')
  })

  test('a re-scan replaces the page footprints, the IP stays', async () => {
    const before = await clusters()
    await c.api.post('/api/scraper/scan', { domain: 'net-b.farm.test' }, c.token)
    expect(await clusters()).toEqual(before)
  })

  test('ownership: other users see none of these; admins see them with or without ?owner', async () => {
    await createUser(c.t, c.adminToken, { name: `Fp ${kind}`, email: `fp-${kind}@sitefleet.test`, password: 'fp-password-1' })
    const other = await login(c.t, `fp-${kind}@sitefleet.test`, 'fp-password-1')
    expect(await clusters(other)).toEqual([])
    expectStatus(await c.api.get(`/api/scraper/footprints?owner=${c.userId}`, other), 403)
    expect((await clusters(c.adminToken, `?owner=${c.userId}`)).length).toBeGreaterThan(5)
    expect((await clusters(c.adminToken)).length).toBeGreaterThan(5)
    expect(await clusters(c.token, '')).not.toEqual([])
    expect(expectStatus(await c.api.get('/casino/scraper/footprints', c.token), 200).json().clusters).toEqual([])
    expectStatus(await c.api.get('/api/scraper/footprints'), 401)
  })

  test('CSV export: one row per member, formula cells escaped', async () => {
    // A generator that a spreadsheet would run as a formula.
    await c.t.app.db.updateTable('domain_footprints').set({ value: '=HYPERLINK("http://evil.test")' })
      .where('kind', '=', 'generator').execute()
    const res = expectStatus(await c.api.get('/api/scraper/footprints.csv', c.token), 200)
    expect(res.headers['content-type']).toMatch(/^text\/csv/)
    expect(res.headers['content-disposition']).toBe('attachment; filename="footprints-natural.csv"')
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe('Shared,Value,Cluster size,Domain')
    expect(lines[1]).toBe('IP address,127.0.0.1,4,loner.farm.test')
    expect(lines).toContain('Generator,"\'=HYPERLINK(""http://evil.test"")",2,net-a.farm.test')
    expect(lines.some((l) => l.startsWith('Generator,=') || l.startsWith('Generator,"='))).toBe(false)
  })

  test('moved to another scope, domains take their footprints along; the cached answers show it at once', async () => {
    const naturalCsv = async (): Promise<string> => expectStatus(await c.api.get('/api/scraper/footprints.csv', c.token), 200).body
    // Both answers are cached now.
    expect((await clusters()).find((cl) => cl.value === 'GTM-NET123')?.size).toBe(3)
    expect(await naturalCsv()).toContain('Google Tag Manager,GTM-NET123,3,net-a.farm.test')
    const move = await c.api.post('/api/scraper/bulk', { action: 'superCategory', domains: ['net-a.farm.test', 'net-b.farm.test'], value: 'casino' }, c.token)
    expect(expectStatus(move, 200).json()).toMatchObject({ changed: 2 })
    const natural = await clusters()
    expect(natural.find((cl) => cl.value === 'GTM-NET123')).toBeUndefined() // net-c alone
    expect(natural.find((cl) => cl.kind === 'ip')?.members).toEqual(['loner.farm.test', 'net-c.farm.test'])
    expect(await naturalCsv()).not.toContain('GTM-NET123')
    const casino: Cluster[] = expectStatus(await c.api.get('/casino/scraper/footprints', c.token), 200).json().clusters
    expect(casino.find((cl) => cl.value === 'G-NETWORK123')).toMatchObject({ size: 2, members: ['net-a.farm.test', 'net-b.farm.test'] })
    const csv = expectStatus(await c.api.get('/casino/scraper/footprints.csv', c.token), 200)
    expect(csv.headers['content-disposition']).toBe('attachment; filename="footprints-casino.csv"')
    expect(csv.body.split('\r\n')).toContain('Google Tag Manager,GTM-NET123,2,net-b.farm.test')
  })

  test('a big cluster lists its first 20 members with its size and the path of the CSV, which lists them all', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `big-${String(i).padStart(2, '0')}.com`)
    for (const name of names) expectStatus(await c.api.save(c.token, name), 201)
    const db = c.t.app.db
    const domains = await db.selectFrom('domains').select(['id', 'user_id', 'super_category']).where('domain', 'in', names).execute()
    await db.insertInto('domain_footprints').values(domains.map((d) => ({ domain_id: d.id, user_id: d.user_id, super_category: d.super_category, kind: 'adsense', value: 'ca-pub-1000000000000001' }))).execute()
    // A footprint written outside the app's write path: the cached answers learn of it from a save.
    expectStatus(await c.api.save(c.token, 'big-trigger.com'), 201)
    const body = expectStatus(await c.api.get('/api/scraper/footprints', c.token), 200).json()
    expect(body.csv).toBe('/api/scraper/footprints.csv')
    const big = (body.clusters as Cluster[]).find((cl) => cl.value === 'ca-pub-1000000000000001')
    expect(big).toMatchObject({ kind: 'adsense', size: 25, members: names.slice(0, 20) })
    const admin = expectStatus(await c.api.get(`/api/scraper/footprints?owner=${c.userId}`, c.adminToken), 200).json()
    expect(admin.csv).toBe(`/api/scraper/footprints.csv?owner=${c.userId}`)
    const rows = expectStatus(await c.api.get(body.csv, c.token), 200).body.split('\r\n').filter((l: string) => l.includes('ca-pub-1000000000000001'))
    expect(rows).toEqual(names.map((name) => `AdSense publisher,ca-pub-1000000000000001,25,${name}`))
  })
})
