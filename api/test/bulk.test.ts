// Bulk actions: POST {scope}/bulk on named domains or the list's filter. Another
// user's domains are never touched, even when named; bad input is a clear 400 with no change.
// Selections larger than one batch (jobs): bulk-jobs.test.ts; the admin's list: bulk-admin.test.ts.
import { tldOf } from '../../shared/src/lib/tld'
import { tldGroup } from '../src/components/bulk/tld-group'
import { api, type Api } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

test('the api TLD group is the list filter\'s (shared/src/lib/tld.ts)', () => {
  for (const d of ['example.com', 'shop.example.co.uk', 'www.example.info', 'a.b.c.de', 'x.io', 'deep.sub.site.org', 'one.two.nz']) {
    expect(tldGroup(d)).toBe(tldOf(d))
  }
})

describeEachDb('bulk actions', (kind) => {
  let t: TestApp
  let http: Api
  let ann: string
  let annId: string
  let bob: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    http = api(t)
    ;({ ann, annId, bob } = await signInAnnAndBob(t))
  })
  afterAll(async () => { await t.close() })

  const rowsOf = async (user: string, names: string[]) => await t.app.db.selectFrom('domains as d').innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['d.domain', 'd.category', 'd.super_category', 'd.note', 'd.id']).where('u.email', '=', user).where('d.domain', 'in', names).orderBy('d.domain').orderBy('d.super_category').execute()
  const bulk = async (token: string, body: unknown, scope = '/api/scraper') => await http.post(`${scope}/bulk`, body, token)

  test("named domains: only the caller's change; another user's stay, even when named", async () => {
    for (const d of ['a1.com', 'a2.com']) expect((await http.save(ann, d, { category: 'Keto' })).statusCode).toBe(201)
    expect((await http.save(bob, 'a1.com', { category: 'Bob' })).statusCode).toBe(201)
    expect((await http.save(bob, 'b1.com', { category: 'Bob' })).statusCode).toBe(201)

    const res = await bulk(bob, { action: 'brandCategory', domains: ['a1.com', 'a2.com', 'b1.com'], value: 'Moved' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, action: 'brandCategory', matched: 2, changed: 2, notFound: 1 })
    expect((await rowsOf('ann@example.com', ['a1.com', 'a2.com'])).map((r) => r.category)).toEqual(['Keto', 'Keto'])
    expect((await rowsOf('bob@example.com', ['a1.com', 'b1.com'])).map((r) => r.category)).toEqual(['Moved', 'Moved'])

    const del = await bulk(bob, { action: 'delete', domains: ['a2.com'] })
    expect(del.json()).toMatchObject({ matched: 0, changed: 0, notFound: 1 })
    expect(await rowsOf('ann@example.com', ['a2.com'])).toHaveLength(1)
    // A user cannot name another owner.
    expect((await http.post(`/api/scraper/bulk?owner=${annId}`, { action: 'delete', domains: ['a2.com'] }, bob)).statusCode).toBe(403)
    expect(await rowsOf('ann@example.com', ['a2.com'])).toHaveLength(1)
  })

  test('filter: the list\'s category, search and TLD filter', async () => {
    for (const d of ['keto-one.com', 'keto-two.co.uk', 'slim-three.com']) expect((await http.save(ann, d, { category: 'Diet' })).statusCode).toBe(201)
    expect((await http.save(ann, 'keto-other.com', { category: 'Other' })).statusCode).toBe(201)
    const res = await bulk(ann, { action: 'brandCategory', filter: { category: 'Diet', search: 'KETO', tld: 'com' }, value: 'Keto Diet' })
    expect(res.json()).toMatchObject({ matched: 1, changed: 1 })
    expect((await rowsOf('ann@example.com', ['keto-one.com', 'keto-two.co.uk', 'slim-three.com', 'keto-other.com'])).map((r) => [r.domain, r.category]))
      .toEqual([['keto-one.com', 'Keto Diet'], ['keto-other.com', 'Other'], ['keto-two.co.uk', 'Diet'], ['slim-three.com', 'Diet']])
    // Search wildcards are literal.
    expect((await bulk(ann, { action: 'note', filter: { search: '%' }, value: 'x' })).json()).toMatchObject({ matched: 0 })
  })

  test('move super category, skipping names already in the target; set server; add note; rescan; delete', async () => {
    for (const d of ['m1.com', 'm2.com']) expect((await http.save(ann, d, { category: 'Move' })).statusCode).toBe(201)
    expect((await http.save(ann, 'm2.com', { category: 'Slots', scope: 'casino' })).statusCode).toBe(201)
    const move = await bulk(ann, { action: 'superCategory', domains: ['m1.com', 'm2.com'], value: 'casino' })
    expect(move.json()).toMatchObject({ matched: 2, changed: 1, skipped: 1 })
    expect((await rowsOf('ann@example.com', ['m1.com', 'm2.com'])).map((r) => [r.domain, r.super_category])).toEqual([['m1.com', 'casino'], ['m2.com', 'casino'], ['m2.com', 'natural']])
    expect((await http.get('/casino/scraper/all', ann)).body).toContain('m1.com')

    await addServer(http, ann, 'srv-9')
    const server = await bulk(ann, { action: 'hostingServer', domains: ['m1.com'], value: 'srv-9' }, '/casino/scraper')
    expect(server.json()).toMatchObject({ changed: 1 })
    const info = await http.get('/casino/scraper/hosting-info/m1.com', ann)
    expect(info.json().hostingInfo).toMatchObject({ server: 'srv-9' })

    expect((await http.put('/api/scraper/note/m2.com', { note: 'first' }, ann)).statusCode).toBe(200)
    expect((await bulk(ann, { action: 'note', domains: ['m2.com'], value: 'second' })).json()).toMatchObject({ changed: 1 })
    expect((await rowsOf('ann@example.com', ['m2.com'])).find((r) => r.super_category === 'natural')!.note).toBe('first\nsecond')

    const m2 = (await rowsOf('ann@example.com', ['m2.com'])).find((r) => r.super_category === 'natural')!
    await t.app.db.updateTable('checks').set({ due_at: '2999-01-01T00:00:00.000Z', requested_at: null }).where('domain_id', '=', m2.id).execute()
    expect((await bulk(ann, { action: 'rescan', domains: ['m2.com'] })).json()).toMatchObject({ changed: 1 })
    const checks = await t.app.db.selectFrom('checks').select(['due_at', 'requested_at']).where('domain_id', '=', m2.id).execute()
    expect(checks.length).toBeGreaterThan(0)
    for (const c of checks) {
      expect(c.due_at < '2999-01-01').toBe(true)
      expect(c.requested_at).not.toBeNull()
    }

    expect((await bulk(ann, { action: 'delete', domains: ['m2.com'] })).json()).toMatchObject({ changed: 1 })
    expect((await rowsOf('ann@example.com', ['m2.com'])).map((r) => r.super_category)).toEqual(['casino'])
  })

  test('clear 400s, and nothing changes', async () => {
    expect((await http.save(ann, 'keep.com', { category: 'Keep' })).statusCode).toBe(201)
    const cases: Array<[unknown, string]> = [
      [{ action: 'explode', domains: ['keep.com'] }, 'Unknown action: use one of delete, brandCategory, superCategory, hostingServer, note, rescan'],
      [{ action: 'brandCategory', domains: ['keep.com'] }, 'A value is required for brandCategory'],
      [{ action: 'brandCategory', domains: ['keep.com'], value: '   ' }, 'A value is required for brandCategory'],
      [{ action: 'superCategory', domains: ['keep.com'], value: 'natural' }, 'Value must be natural, casino or dating, other than this one'],
      [{ action: 'superCategory', domains: ['keep.com'], value: 'sports' }, 'Value must be natural, casino or dating, other than this one'],
      [{ action: 'hostingServer', domains: ['keep.com'], value: 'no-such-server' }, 'Server not found'],
      [{ action: 'delete', domains: ['keep.com'], value: 'x' }, 'delete takes no value'],
      [{ action: 'delete' }, 'Give one of domains, ids or filter'],
      [{ action: 'delete', domains: ['keep.com'], filter: {} }, 'Give one of domains, ids or filter'],
      [{ action: 'delete', domains: ['keep.com'], ids: ['x'] }, 'Give one of domains, ids or filter']
    ]
    for (const [body, message] of cases) {
      const res = await bulk(ann, body)
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status: 400, message })
    }
    expect((await bulk(ann, { domains: ['keep.com'] })).statusCode).toBe(400)
    expect((await rowsOf('ann@example.com', ['keep.com'])).map((r) => r.category)).toEqual(['Keep'])
    // Moving into dating needs dating access.
    expect((await bulk(ann, { action: 'superCategory', domains: ['keep.com'], value: 'dating' })).statusCode).toBe(403)
  })
})
