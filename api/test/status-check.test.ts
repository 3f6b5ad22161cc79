// The status check against the web farm, through the real app: one site per status class gets
// the spec's code, the domain's statusCode/lastChecked follow, every result is kept in
// the history, and GET {scope}/error-domain lists exactly the domains not at 200.
// The one table of status meanings, the one the screens show: a code outside it shows as "Unknown".
import { STATUS_MEANINGS } from '../../shared/src/lib/status-meanings'
import { CHECK_TYPES, splitBySubject } from '../src/job-types'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp, saveAll } from './helpers/checks'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const CASES: Array<[string, number, string]> = [
  ['shop.farm.test', 200, 'a healthy page'],
  ['redirect.farm.test', 200, '301 → 302 → another host answering 200: the final status counts'],
  ['http-only.farm.test', 200, 'no https at all: judged by plain http'],
  ['mentions-suspension.farm.test', 200, 'a page that only mentions a suspension far down'],
  ['endless.farm.test', 200, 'an endless body: read up to the cap, not forever'],
  ['notfound.farm.test', 404, '404'],
  ['gone.farm.test', 410, '410'],
  ['ratelimited.farm.test', 429, '429'],
  ['error.farm.test', 500, '500'],
  ['badgateway.farm.test', 502, '502'],
  ['unavailable.farm.test', 503, '503'],
  ['expired.farm.test', 497, 'expired certificate, although plain http works'],
  ['self-signed.farm.test', 495, 'self-signed certificate'],
  ['mismatch.example.test', 496, 'certificate for another host name'],
  ['nowhere.invalid-tld.test', 499, 'NXDOMAIN (the injected DNS knows no such name)'],
  ['tarpit.farm.test', 526, 'TLS never completes: connect timeout'],
  ['handshake.farm.test', 525, 'TLS handshake aborted'],
  ['slow.farm.test', 408, 'headers arrive after the response timeout'],
  ['hang.farm.test', 408, 'never answers at all'],
  ['suspended.farm.test', 498, "cPanel's Account Suspended page served with 200"],
  ['registrar-expired.farm.test', 498, "a registrar's expired-domain page"],
  ['refused.farm.test', 503, 'connection refused on both ports'],
  ['reset.farm.test', 502, 'connection reset mid-request']
]

describeEachDb('status check', (kind) => {
  let c: CheckApp
  let byDomain: Map<string, { statusCode: number, lastChecked: string | null }>
  beforeAll(async () => {
    c = await createCheckApp(kind, farm)
    await saveAll(c, c.token, CASES.map(([domain]) => domain))
    // The saved records claim 200 (the client's scan); the checks decide.
    const ran = await c.t.app.checks.worker.drain()
    // every domain check due at once (status, affiliate…) of every domain, and each system check once
    const { domain, system } = splitBySubject(CHECK_TYPES)
    expect(ran).toBe(CASES.length * domain.filter((t) => t.firstRunDelayMs === undefined).length + system.length)
    const res = await c.api.get('/api/scraper/error-domain', c.token)
    expect(res.statusCode).toBe(200)
    byDomain = new Map(res.json().errorDomains.map((e: { domain: string, statusCode: number, lastChecked: string | null }) => [e.domain, e]))
  })
  afterAll(async () => { await c.t.close() })

  test.each(CASES)('%s → %i (%s)', async (domain, code) => {
    expect(STATUS_MEANINGS[code]).toBeDefined()
    const all = (await c.api.get('/api/scraper/all', c.token)).json() as Array<{ domain: string, statusCode: number, lastChecked: string }>
    const record = all.find((d) => d.domain === domain)
    expect(record).toMatchObject({ statusCode: code, lastChecked: c.clock.now().toISOString() })
    if (code === 200) expect(byDomain.has(domain)).toBe(false)
    else expect(byDomain.get(domain)).toEqual({ domain, statusCode: code, lastChecked: c.clock.now().toISOString(), locations: ['home'] })
  })

  test('error-domain answers exactly the non-200 domains, sorted, and nothing is refreshing', async () => {
    const res = await c.api.get('/api/scraper/error-domain', c.token)
    const expected = CASES.filter(([, code]) => code !== 200).map(([domain]) => domain).sort()
    expect(res.json().errorDomains.map((e: { domain: string }) => e.domain)).toEqual(expected)
    expect(res.json().refreshing).toBe(false)
  })

  test('every result is kept in the history with its time and response time', async () => {
    const rows = await c.t.app.db.selectFrom('history_raw as h').innerJoin('history_series as s', 's.id', 'h.series_id').select(['h.at', 'h.code', 'h.ms', 'h.error']).where('s.type', '=', 'status').execute()
    expect(rows).toHaveLength(CASES.length)
    for (const row of rows) {
      expect(Number(row.at)).toBe(Math.floor(c.clock.now().getTime() / 1000))
      expect(row.ms).toEqual(expect.any(Number))
    }
    const expired = rows.find((r) => r.code === 497)
    expect(expired?.error).toMatch(/expired/)
  })

  test('a domain never checked is not listed; other scopes are separate', async () => {
    const res = await c.api.get('/casino/scraper/error-domain', c.token)
    expect(res.json()).toEqual({ errorDomains: [], refreshing: false })
  })

  test('error-domain needs a bearer token', async () => {
    const res = await c.api.get('/api/scraper/error-domain')
    expect(res.statusCode).toBe(401)
  })
})
