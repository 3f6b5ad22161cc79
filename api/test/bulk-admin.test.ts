// Bulk actions on the admin domain list: an admin sees every user's domains there
// and acts on the selected records (ids) or on all matching the filter, of every owner, by
// saying ?owner=all. Without it an admin acts on their own domains as before, and a user can
// never reach past their own, whatever they name.
import { api, type Api } from './helpers/domains'
import { bulkNames, countWhere, insertDomains } from './helpers/bulk'
import { addServer } from './helpers/hosting'
import { fakeLookup, fakeRecords } from './helpers/outbound'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

interface Listed { _id: string, domain: string, category: string, note: string, owner?: { _id: string, name: string } }

describeEachDb('bulk actions across owners (admin)', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let ann: string
  let annId: string
  let bob: string
  let bobId: string
  const id: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { outbound: { lookup: fakeLookup(), resolveRecords: fakeRecords() } } })
    http = api(t)
    ;({ admin, ann, annId, bob } = await signInAnnAndBob(t))
    bobId = (await t.app.db.selectFrom('users').select('id').where('email', '=', 'bob@example.com').executeTakeFirstOrThrow()).id
    for (const [token, who, names] of [[ann, 'ann', ['shared.com', 'ann-only.com']], [bob, 'bob', ['shared.com', 'bob-only.com']]] as const) {
      for (const d of names) expect((await http.save(token, d, { category: 'Start' })).statusCode).toBe(201)
      for (const r of await listed(token)) id[`${who}:${r.domain}`] = r._id
    }
  })
  afterAll(async () => { await t.close() })

  async function listed (token: string, scope = '/api/scraper'): Promise<Listed[]> { return (await http.get(`${scope}/all`, token)).json() }
  const bulk = async (token: string, body: unknown, query = '') => await http.post(`/api/scraper/bulk${query}`, body, token)
  const byOwner = async (): Promise<Record<string, Pick<Listed, 'category' | 'note'>>> =>
    Object.fromEntries((await listed(admin)).map((r) => [`${r.owner?.name ?? ''}:${r.domain}`, { category: r.category, note: r.note }]))

  test('the selected records of two owners change; the same name of an unselected owner does not', async () => {
    const res = await bulk(admin, { action: 'brandCategory', ids: [id['ann:shared.com'], id['bob:bob-only.com']], value: 'Picked' }, '?owner=all')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ matched: 2, changed: 2, notFound: 0 })
    expect(await byOwner()).toMatchObject({
      'Ann:shared.com': { category: 'Picked' },
      'Ann:ann-only.com': { category: 'Start' },
      'Bob:shared.com': { category: 'Start' },
      'Bob:bob-only.com': { category: 'Picked' }
    })
    // Each owner sees the change in their own list at once.
    expect((await listed(bob)).find((r) => r.domain === 'bob-only.com')?.category).toBe('Picked')
  })

  test('"all matching" on the admin list covers every owner\'s domains the filter shows', async () => {
    const res = await bulk(admin, { action: 'note', filter: { search: '-only' }, value: 'audited' }, '?owner=all')
    expect(res.json()).toMatchObject({ matched: 2, changed: 2 })
    expect(await byOwner()).toMatchObject({ 'Ann:ann-only.com': { note: 'audited' }, 'Bob:bob-only.com': { note: 'audited' }, 'Ann:shared.com': { note: '' }, 'Bob:shared.com': { note: '' } })
  })

  test('a hosting server by name: each domain onto its own owner\'s server; an owner without one is skipped', async () => {
    await addServer(http, ann, 'srv-shared')
    const res = await bulk(admin, { action: 'hostingServer', ids: [id['ann:shared.com'], id['bob:shared.com']], value: 'srv-shared' }, '?owner=all')
    expect(res.json()).toMatchObject({ matched: 2, changed: 1, skipped: 1 })
    expect((await http.get('/api/scraper/hosting-info/shared.com', ann)).json().hostingInfo).toMatchObject({ server: 'srv-shared' })
    expect((await http.get('/api/scraper/hosting-info/shared.com', bob)).json().hostingInfo?.server ?? '').toBe('')
    const none = await bulk(admin, { action: 'hostingServer', ids: [id['bob:shared.com']], value: 'srv-shared' }, '?owner=all')
    expect({ status: none.statusCode, message: none.json().message }).toEqual({ status: 400, message: 'Server not found' })
  })

  test('without ?owner=all an admin acts on their own domains; a user never reaches past their own', async () => {
    const before = await byOwner()
    expect((await bulk(admin, { action: 'delete', domains: ['shared.com'] })).json()).toMatchObject({ matched: 0, changed: 0, notFound: 1 })
    const all = await bulk(ann, { action: 'delete', filter: {} }, '?owner=all')
    expect({ status: all.statusCode, message: all.json().message }).toEqual({ status: 403, message: 'Admin access required' })
    expect((await bulk(ann, { action: 'delete', filter: {} }, `?owner=${bobId}`)).statusCode).toBe(403)
    // Bob's record named by its id is simply not found for Ann.
    expect((await bulk(ann, { action: 'delete', ids: [id['bob:shared.com'], id['bob:bob-only.com']] })).json()).toMatchObject({ matched: 0, changed: 0, notFound: 2 })
    expect(await byOwner()).toEqual(before)
    // Ann's own id works for Ann.
    expect((await bulk(ann, { action: 'note', ids: [id['ann:shared.com']], value: 'mine' })).json()).toMatchObject({ changed: 1 })
  })

  test('a large selection across owners runs as one job over every owner', async () => {
    await insertDomains(t, annId, bulkNames('mass-a', 700), { category: 'Mass' })
    await insertDomains(t, bobId, bulkNames('mass-b', 700), { category: 'Mass' })
    const res = await bulk(admin, { action: 'brandCategory', filter: { category: 'Mass' }, value: 'Massed' }, '?owner=all')
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ matched: 1400 })
    await t.app.checks.worker.drain()
    expect((await http.get(`/api/scraper/bulk/${res.json().jobId as string}`, admin)).json()).toMatchObject({ state: 'done', total: 1400, done: 1400, changed: 1400 })
    expect(await countWhere(t, annId, 'category', 'Massed')).toBe(700)
    expect(await countWhere(t, bobId, 'category', 'Massed')).toBe(700)
    // The owners cannot read the admin's job.
    expect((await http.get(`/api/scraper/bulk/${res.json().jobId as string}`, ann)).statusCode).toBe(404)
  })
})
