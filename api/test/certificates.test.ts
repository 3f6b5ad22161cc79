// TLS certificates: the status check keeps the leaf certificate of its own handshake
// (farm sites whose certificates the farm signs with chosen dates), GET {scope}/certificates
// lists those expiring within 30 days and the expired ones, and 14/7/1 days and expiry become
// events once per certificate.
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll, startClock } from './helpers/checks'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const DOMAINS = ['cert-5-days.farm.test', 'cert-20-days.farm.test', 'cert-expired.farm.test', 'cert-mismatch.farm.test', 'cert-year.farm.test', 'shop.farm.test']
const ISSUER = 'Sitefleet Test Farm Runtime CA'

interface Listed { domain: string, validTo: string, issuer: string, daysLeft: number, names: string[], nameMismatch: boolean, owner?: { name: string } }

describeEachDb('certificates', (kind) => {
  let c: CheckApp
  beforeAll(async () => {
    // The farm signs its dated certificates relative to the real time: the clock starts there.
    c = await createCheckApp(kind, farm, { clock: startClock() })
    await saveAll(c, c.token, DOMAINS)
    await c.t.app.checks.worker.drain()
  })
  afterAll(async () => { await c.t.close() })

  test('lists certificates expiring within 30 days and expired ones, soonest first', async () => {
    const res = await c.api.get('/api/scraper/certificates', c.token)
    expect(res.statusCode).toBe(200)
    const list = res.json() as Listed[]
    expect(list.map((l) => [l.domain, l.daysLeft])).toEqual([['cert-expired.farm.test', -3], ['cert-5-days.farm.test', 5], ['cert-20-days.farm.test', 20]])
    for (const item of list) {
      expect(item).toMatchObject({ issuer: ISSUER, names: [item.domain], nameMismatch: false })
      expect(Number.isNaN(Date.parse(item.validTo))).toBe(false)
      expect(item.owner).toBeUndefined()
    }
  })

  test('an expired or mismatched certificate still fails the status check with its code', async () => {
    const all = (await c.api.get('/api/scraper/all', c.token)).json() as Array<{ domain: string, statusCode: number }>
    const code = new Map(all.map((d) => [d.domain, d.statusCode]))
    expect(code.get('cert-expired.farm.test')).toBe(497)
    expect(code.get('cert-mismatch.farm.test')).toBe(496)
    expect(code.get('cert-5-days.farm.test')).toBe(200)
  })

  test('the mismatch is flagged and a far-off certificate is stored but not listed', async () => {
    const rows = await c.t.app.db.selectFrom('domain_certificates as c').innerJoin('domains as d', 'd.id', 'c.domain_id')
      .select(['d.domain', 'c.name_mismatch', 'c.names', 'c.error', 'c.issuer']).execute()
    const byDomain = new Map(rows.map((r) => [r.domain, r]))
    expect(byDomain.get('cert-mismatch.farm.test')).toMatchObject({ name_mismatch: 1, names: '["elsewhere.farm.example"]', error: 'ERR_TLS_CERT_ALTNAME_INVALID' })
    expect(byDomain.get('cert-expired.farm.test')).toMatchObject({ name_mismatch: 0, error: 'CERT_HAS_EXPIRED' })
    expect(byDomain.get('cert-year.farm.test')).toMatchObject({ name_mismatch: 0, error: null, issuer: ISSUER })
    expect(byDomain.get('shop.farm.test')).toMatchObject({ issuer: 'Sitefleet Test Farm CA' })
    expect(rows).toHaveLength(DOMAINS.length)
  })

  test('14/7/1 days and expiry are events once per certificate', async () => {
    const events = async (): Promise<string[]> => (await c.t.app.db.selectFrom('events').select(['kind', 'domain', 'data'])
      .where('kind', 'like', 'certificate-%').orderBy('domain').execute()).map((e) => `${e.kind} ${e.domain ?? ''} ${String(JSON.parse(e.data).threshold ?? '')}`.trim())
    expect(await events()).toEqual(['certificate-expiring cert-5-days.farm.test 7', 'certificate-expired cert-expired.farm.test'])
    // The next round sees the same certificates: nothing new.
    c.clock.advance(15 * 60_000)
    await c.t.app.checks.worker.drain()
    expect(await events()).toEqual(['certificate-expiring cert-5-days.farm.test 7', 'certificate-expired cert-expired.farm.test'])
  })

  test('an admin sees everyone\'s with the owner; other scopes and users see none of them', async () => {
    const admin = (await c.api.get('/api/scraper/certificates', c.adminToken)).json() as Listed[]
    expect(admin.map((l) => l.domain)).toEqual(['cert-expired.farm.test', 'cert-5-days.farm.test', 'cert-20-days.farm.test'])
    expect(admin[0].owner?.name).toMatch(/^Watcher/)
    expect((await c.api.get(`/api/scraper/certificates?owner=${c.userId}`, c.adminToken)).json()).toHaveLength(3)
    expect((await c.api.get('/casino/scraper/certificates', c.token)).json()).toEqual([])
    const other = await c.api.get('/api/scraper/certificates?owner=someone-else', c.token)
    expect(other.statusCode).toBe(403)
  })

  test('the list and a domain\'s details count days left from the same clock', async () => {
    const fiveDays = async (): Promise<[number | undefined, number | undefined]> => {
      const listed = ((await c.api.get('/api/scraper/certificates', c.token)).json() as Listed[]).find((l) => l.domain === 'cert-5-days.farm.test')
      const details = (await c.api.get('/api/scraper/domain/cert-5-days.farm.test', c.token)).json() as { certificate: { daysLeft: number } | null }
      return [listed?.daysLeft, details.certificate?.daysLeft]
    }
    expect(await fiveDays()).toEqual([5, 5])
    // Two days on by the clock the checks run by: both answers say 3, not one of them 5.
    c.clock.advance(2 * 24 * 60 * 60_000)
    expect(await fiveDays()).toEqual([3, 3])
  })
})
