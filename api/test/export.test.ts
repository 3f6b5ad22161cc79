// CSV exports: every domain of the scope the caller may see with its status, dates,
// index and affiliate state and hosting; the hosting records; formula cells escaped; another
// user's rows absent; streamed from the database in pages (3,000 rows over several pages).
import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import { unescapeFormula } from '../src/platform/lib/csv'
import { DOMAIN_EXPORT_COLUMNS, HOSTING_EXPORT_COLUMNS, IMPORT_COLUMNS } from '../src/components/export/export-columns'
import { EXPORT_PAGE_SIZE } from '../src/components/export/export-service'
import { api, type Api } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { createTestApp, createUser, describeEachDb, login, signInAnnAndBob, type TestApp } from './helpers/test-app'

type Row = Record<string, string>
const rowsOf = (csv: string): Row[] => parse(csv, { columns: true, skip_empty_lines: true }) as Row[]

describeEachDb('CSV export', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let ann: string
  let annId: string
  let bob: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    http = api(t)
    ;({ admin, ann, annId, bob } = await signInAnnAndBob(t))

    expect((await http.save(ann, 'alpha.com', { category: 'Keto', issueDate: '2026-01-15' })).statusCode).toBe(201)
    expect((await http.save(ann, 'beta.com', { category: '=HYPERLINK("x")', issueDate: null })).statusCode).toBe(201)
    expect((await http.save(ann, 'gamma.com', { category: 'Slots', scope: 'casino' })).statusCode).toBe(201)
    expect((await http.save(bob, 'bob-only.com', { category: 'Keto' })).statusCode).toBe(201)
    expect((await http.put('/api/scraper/note/beta.com', { note: '-1+2, "quoted" @home' }, ann)).statusCode).toBe(200)
    await addServer(http, ann, 'srv-1', { platform: 'Hostinger', email: 'ops@example.com', ServerExpiryDate: '2027-03-01' })
    expect((await http.put('/api/scraper/hosting-info/alpha.com', { platform: 'Hostinger', email: 'ops@example.com', server: 'srv-1' }, ann)).statusCode).toBe(200)
    await addServer(http, bob, 'bob-srv', { platform: '+Evil', email: 'bob@example.com' })
    // What the checks engine finds: status, index state, affiliate outcome.
    const alpha = await t.app.db.selectFrom('domains').select('id').where('domain', '=', 'alpha.com').executeTakeFirstOrThrow()
    await t.app.db.updateTable('domains').set({ status_code: 503, last_checked: '2026-11-20T10:00:00.000Z' }).where('id', '=', alpha.id).execute()
    await t.app.db.insertInto('bing_checks').values({ domain_id: alpha.id, state: 'not-indexed', checked_at: '2026-11-20T10:00:00.000Z', site_cause: null, attempted_at: '2026-11-20T10:00:00.000Z', attempt_state: 'not-indexed', attempt_reason: null }).execute()
    await t.app.db.insertInto('affiliate_results').values({ domain_id: alpha.id, checked_at: '2026-11-20T10:00:00.000Z', affiliate_link: 'https://alpha.com/go', outcome: 'broken', link_status: 404, error: 'HTTP 404' }).execute()
  })
  afterAll(async () => { await t.close() })

  test("a user's domain export: the import columns first, every fact, only their own scope's rows", async () => {
    const res = await http.get('/api/scraper/export.csv', ann)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="natural-domains-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(res.body.split('\r\n')[0]).toBe(DOMAIN_EXPORT_COLUMNS.join(','))
    expect(DOMAIN_EXPORT_COLUMNS.slice(0, IMPORT_COLUMNS.length)).toEqual([...IMPORT_COLUMNS])
    const rows = rowsOf(res.body)
    expect(rows.map((r) => r.domain)).toEqual(['alpha.com', 'beta.com'])
    expect(rows[0]).toEqual({
      domain: 'alpha.com',
      superCategory: 'natural',
      brandCategory: 'Keto',
      issueDate: '2026-01-15',
      note: '',
      platform: 'Hostinger',
      platformEmail: 'ops@example.com',
      server: 'srv-1',
      serverExpiryDate: '2027-03-01',
      status: '503',
      lastChecked: '2026-11-20T10:00:00.000Z',
      expiryDate: '2027-01-15',
      indexState: 'not-indexed',
      affiliateState: 'broken',
      owner: 'ann@example.com'
    })
    expect(rows[1]).toMatchObject({ domain: 'beta.com', issueDate: '', expiryDate: '', platform: '', server: '' })
    // The casino domain and Bob's domain are not in it.
    expect(res.body).not.toContain('gamma.com')
    expect(res.body).not.toContain('bob-only.com')
    const casino = rowsOf((await http.get('/casino/scraper/export.csv', ann)).body)
    expect(casino.map((r) => [r.domain, r.superCategory, r.brandCategory])).toEqual([['gamma.com', 'casino', 'Slots']])
  })

  test('formula cells get a leading quote; the importer can take it off again', async () => {
    const res = await http.get('/api/scraper/export.csv', ann)
    const beta = rowsOf(res.body).find((r) => r.domain === 'beta.com')!
    expect(beta.brandCategory).toBe('\'=HYPERLINK("x")')
    expect(beta.note).toBe('\'-1+2, "quoted" @home')
    expect(res.body).toContain('"\'-1+2, ""quoted"" @home"')
    expect(unescapeFormula(beta.brandCategory)).toBe('=HYPERLINK("x")')
    expect(unescapeFormula(beta.note)).toBe('-1+2, "quoted" @home')
    expect(unescapeFormula("it's")).toBe("it's")
    const hosting = rowsOf((await http.get('/api/hosting/export.csv', bob)).body)
    expect(hosting).toEqual([expect.objectContaining({ platform: "'+Evil", server: 'bob-srv' })])
  })

  test('the domain-errors export holds only the errors, as the screen lists them', async () => {
    const rows = rowsOf((await http.get('/api/scraper/export.csv?errors=true', ann)).body)
    expect(rows.map((r) => r.domain)).toEqual(['alpha.com'])
    expect(rowsOf((await http.get('/api/scraper/export.csv?errors=true&status=503', ann)).body).map((r) => r.domain)).toEqual(['alpha.com'])
    expect(rowsOf((await http.get('/api/scraper/export.csv?errors=true&status=500', ann)).body)).toEqual([])
    expect((await http.get('/api/scraper/export.csv?status=abc', ann)).statusCode).toBe(400)
    expect(rowsOf((await http.get('/api/scraper/export.csv?category=Keto', ann)).body).map((r) => r.domain)).toEqual(['alpha.com'])
  })

  test('ownership: a user cannot name another owner; an admin sees everyone or one owner', async () => {
    expect((await http.get(`/api/scraper/export.csv?owner=${annId}`, bob)).statusCode).toBe(403)
    const all = rowsOf((await http.get('/api/scraper/export.csv', admin)).body)
    expect(all.map((r) => [r.domain, r.owner])).toEqual([['alpha.com', 'ann@example.com'], ['beta.com', 'ann@example.com'], ['bob-only.com', 'bob@example.com']])
    const one = rowsOf((await http.get(`/api/scraper/export.csv?owner=${annId}`, admin)).body)
    expect(one.map((r) => r.domain)).toEqual(['alpha.com', 'beta.com'])
    expect((await http.get('/api/scraper/export.csv')).statusCode).toBe(401)
  })

  test('hosting export: the servers with their account and number of domains, own only', async () => {
    const res = await http.get('/api/hosting/export.csv', ann)
    expect(res.statusCode).toBe(200)
    expect(res.body.split('\r\n')[0]).toBe(HOSTING_EXPORT_COLUMNS.join(','))
    expect(rowsOf(res.body)).toEqual([{
      platform: 'Hostinger', platformEmail: 'ops@example.com', server: 'srv-1', serverExpiryDate: '2027-03-01', renewalMonths: expect.any(String), hostingIssueDate: expect.any(String), domains: '1'
    }])
    expect(res.body).not.toContain('bob-srv')
  })

  test('streams thousands of rows in pages, each once, in order', async () => {
    const carolId = await createUser(t, admin, { name: 'Carol', email: 'carol@example.com', password: 'carol-password-1' })
    const carol = await login(t, 'carol@example.com', 'carol-password-1')
    const count = EXPORT_PAGE_SIZE * 3 + 7
    const now = new Date().toISOString()
    const names = Array.from({ length: count }, (_, i) => `site-${String(i).padStart(5, '0')}.com`)
    for (let i = 0; i < count; i += 500) {
      await t.app.db.insertInto('domains').values(names.slice(i, i + 500).map((domain) => ({
        id: randomUUID(), user_id: carolId, super_category: 'natural' as const, domain, category: 'Bulk', issue_date: null, status_code: null, last_checked: null, created_at: now, updated_at: now
      }))).execute()
    }
    const res = await http.get('/api/scraper/export.csv', carol)
    expect(res.statusCode).toBe(200)
    const rows = rowsOf(res.body)
    expect(rows).toHaveLength(count)
    expect(rows.map((r) => r.domain)).toEqual(names)
  })
})
