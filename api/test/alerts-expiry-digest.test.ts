// The expiry watch (domains 30/7/1 days before and expired, servers 10/3/1 and expired: one
// event per threshold of one expiry date, however often it runs) and the daily digest e-mail
// (at the user's hour in their time zone, once per day).
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { expectStatus } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { describeEachDb } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
}, 60_000)
afterAll(async () => { await farm.close() })

const DAY = 24 * 60 * 60_000

describeEachDb('expiry events and the daily digest', (kind) => {
  let c: CheckApp
  beforeEach(async () => {
    // 2026-06-10 12:00 UTC
    c = await createCheckApp(kind, farm)
    c.t.smtp.messages.length = 0
  }, 60_000)
  afterEach(async () => { await c.t.close() })

  const events = async () => (await c.t.app.db.selectFrom('events').select(['kind', 'domain', 'data']).orderBy('id').execute())
    .map((e) => ({ kind: e.kind, domain: e.domain, data: JSON.parse(e.data) as Record<string, unknown> }))
  /** Saves a domain; its checks are taken away (these made-up names would only fail them). */
  const save = async (domain: string, issueDate: string) => {
    expectStatus(await c.api.save(c.token, domain, { issueDate }), 201)
    await c.t.app.db.deleteFrom('checks').execute()
  }

  test('domains: 30, 7 and 1 days before and once expired, each once; a renewal starts over', async () => {
    await save('month.example', '2025-07-05') // expires 2026-07-05: 25 days → the 30-day threshold
    await save('week.example', '2025-06-15') // 5 days → 7
    await save('tomorrow.example', '2025-06-11') // 1 day
    await save('gone.example', '2025-06-01') // expired 9 days ago
    await save('later.example', '2025-09-01') // 83 days: nothing yet
    await save('ancient.example', '2024-01-01') // expired long ago: not news
    await c.t.app.checks.worker.drain()
    await c.t.app.checks.worker.drain()
    expect((await events()).map((e) => [e.kind, e.domain, e.data.threshold ?? null, e.data.expiryDate]).sort()).toEqual([
      ['domain-expired', 'gone.example', null, '2026-06-01'],
      ['domain-expiring', 'month.example', 30, '2026-07-05'],
      ['domain-expiring', 'tomorrow.example', 1, '2026-06-11'],
      ['domain-expiring', 'week.example', 7, '2026-06-15']
    ])
    // Three weeks later: month.example reaches 7 days, the others have nothing new but expiry.
    c.clock.advance(21 * DAY)
    await c.t.app.checks.worker.drain()
    const after = (await events()).slice(4).map((e) => [e.kind, e.domain]).sort()
    expect(after).toEqual([['domain-expired', 'tomorrow.example'], ['domain-expired', 'week.example'], ['domain-expiring', 'month.example']])
    // Renewing week.example (a new expiry date) lets its thresholds come again a year on.
    expectStatus(await c.api.post('/api/scraper/renew', { domains: ['week.example'] }, c.token), 200)
    c.clock.set('2027-06-12T12:00:00.000Z')
    await c.t.app.checks.worker.drain()
    expect((await events()).filter((e) => e.domain === 'week.example').map((e) => [e.kind, e.data.expiryDate])).toEqual([
      ['domain-expiring', '2026-06-15'], ['domain-expired', '2026-06-15'], ['domain-expiring', '2027-06-15']
    ])
  })

  test('servers: 10, 3 and 1 days before and once expired', async () => {
    await addServer(c.api, c.token, 'web-10', { ServerExpiryDate: '2026-06-19', platform: 'Vultr', email: 'billing@example.com' })
    await addServer(c.api, c.token, 'web-3', { ServerExpiryDate: '2026-06-12' })
    await addServer(c.api, c.token, 'web-far', { ServerExpiryDate: '2026-09-01' })
    await c.t.app.checks.worker.drain()
    const first = await events()
    expect(first.map((e) => [e.kind, e.data.server, e.data.days]).sort()).toEqual([['server-expiring', 'web-10', 9], ['server-expiring', 'web-3', 2]])
    expect(first.find((e) => e.data.server === 'web-10')?.data).toMatchObject({ platform: 'Vultr', email: 'billing@example.com', expiryDate: '2026-06-19' })
    c.clock.advance(3 * DAY)
    await c.t.app.checks.worker.drain()
    expect((await events()).slice(2).map((e) => [e.kind, e.data.server]).sort()).toEqual([['server-expired', 'web-3']])
  })

  test('the daily digest goes out at the user\'s hour in their time zone, once a day, with what is wrong', async () => {
    await save('digest-a.example', '2025-06-15') // expiring in 5 days
    await addServer(c.api, c.token, 'web-digest', { ServerExpiryDate: '2026-06-13' })
    const row = await c.t.app.db.selectFrom('domains').select('id').where('domain', '=', 'digest-a.example').executeTakeFirstOrThrow()
    await c.t.app.db.updateTable('domains').set({ status_code: 503, last_checked: c.clock.now().toISOString() }).where('id', '=', row.id).execute()
    await c.t.app.db.insertInto('affiliate_results').values({ domain_id: row.id, checked_at: c.clock.now().toISOString(), affiliate_link: 'https://x.example/go/1', outcome: 'broken', link_status: 404, error: 'HTTP 404' }).execute()
    // 12:00 UTC is 14:00 in Berlin; the digest is asked for at 15:00 there.
    expectStatus(await c.api.put('/api/alerts/rules', { routes: {}, categories: ['natural', 'casino', 'dating'], quietHours: null, timezone: 'Europe/Berlin', digestHour: 15 }, c.token), 200)
    await c.t.app.checks.worker.drain()
    const digests = () => c.t.smtp.messages.filter((m) => m.subject.startsWith('Sitefleet daily digest'))
    expect(digests()).toEqual([])
    c.clock.advance(60 * 60_000)
    await c.t.app.checks.worker.drain()
    c.clock.advance(10 * 60_000)
    await c.t.app.checks.worker.drain()
    expect(digests()).toHaveLength(1)
    const mail = { ...digests()[0], text: digests()[0].text.replace(/\r\n/g, '\n') }
    expect(mail.subject).toBe('Sitefleet daily digest 2026-06-10: 1 down, 4 to look at')
    expect(mail.text).toContain('Sites down now: 1\n  - digest-a.example (503)')
    expect(mail.text).toContain('Broken affiliate links: 1\n  - digest-a.example')
    expect(mail.text).toContain('Domains expiring within 10 days: 1\n  - digest-a.example: 2026-06-15 (5 days)')
    expect(mail.text).toContain('Servers expiring within 10 days: 1\n  - web-digest: 2026-06-13 (3 days)')
    expect(mail.text).toContain('Sites not indexed by Bing: none')
    // The next day, again once.
    c.clock.advance(24 * 60 * 60_000)
    await c.t.app.checks.worker.drain()
    await c.t.app.checks.worker.drain()
    expect(digests().map((m) => m.subject.slice(0, 33))).toEqual(['Sitefleet daily digest 2026-06-10', 'Sitefleet daily digest 2026-06-11'])
  })

  test("the digest's expiring domains go by the registry's date where the rdap check found one", async () => {
    await save('renewed.example', '2025-06-16') // estimate 2026-06-16 (6 days), but renewed to 2029
    await save('registry.example', '2024-01-01') // estimate long past, but the registry says 8 days
    await save('estimate.example', '2025-06-14') // no registry date: the estimate, 4 days
    const registry = async (domain: string, expiry: string) => {
      const { id } = await c.t.app.db.selectFrom('domains').select('id').where('domain', '=', domain).executeTakeFirstOrThrow()
      await c.t.app.db.insertInto('domain_registry').values({ domain_id: id, expiry_date: expiry, registration_date: null, last_changed: null, registrar: null, statuses: '[]', nameservers: '[]', server: null, error: null, checked_at: c.clock.now().toISOString() }).execute()
    }
    await registry('renewed.example', '2029-06-16')
    await registry('registry.example', '2026-06-18')
    expectStatus(await c.api.put('/api/alerts/rules', { routes: {}, categories: ['natural', 'casino', 'dating'], quietHours: null, timezone: 'UTC', digestHour: 13 }, c.token), 200)
    c.clock.advance(60 * 60_000)
    await c.t.app.checks.worker.drain()
    const [mail] = c.t.smtp.messages.filter((m) => m.subject.startsWith('Sitefleet daily digest'))
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('Domains expiring within 10 days: 2\n  - estimate.example: 2026-06-14 (4 days)\n  - registry.example: 2026-06-18 (8 days)\n')
  })
})
