// CSV formula escaping against the ; bypass. Excel in a locale whose list
// separator is ; splits a raw line at every ;, whatever the quotes say, so a note of
// `x;=HYPERLINK(...)` became a cell starting with =. Every CSV the product writes (domain export,
// hosting export, footprints) must hold no field that starts a formula when a line is split at ;
// or at , — and the importer must undo exactly the escaping, so an export imported again changes
// nothing.
import { escapeFormula, unescapeFormula } from '../src/platform/lib/csv'
import { api, type Api } from './helpers/domains'
import { addServer } from './helpers/hosting'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

const FORMULA_START = /^[=+\-@\t\r]/
// What users can type, as the probe and its relatives: after ;, after , and at the start.
const HOSTILE = [
  'x;=HYPERLINK("http://evil.test","open")',
  'a,+1',
  'b;@SUM(A1);-2,=3',
  "already;'=escaped",
  "''=quoted twice",
  '=start;,;'
]

/** Every field a spreadsheet could see when it splits each line at ; or at , (one leading quote of a quoted cell dropped). */
function formulaFields (csv: string): string[] {
  const found: string[] = []
  for (const line of csv.split('\r\n')) {
    for (const separator of [';', ',']) {
      for (const field of line.split(separator)) {
        const cell = field.startsWith('"') ? field.slice(1) : field
        if (FORMULA_START.test(cell)) found.push(`${JSON.stringify(line)} split at ${separator}: ${JSON.stringify(field)}`)
      }
    }
  }
  return found
}

describe('the one formula rule', () => {
  test('a formula character at the start or after ; or , gets a leading quote', () => {
    expect(escapeFormula('x;=HYPERLINK("http://evil.test","open")')).toBe('x;\'=HYPERLINK("http://evil.test","open")')
    expect(escapeFormula('a,+1;@b,-c;\td;\re')).toBe("a,'+1;'@b,'-c;'\td;'\re")
    expect(escapeFormula('a=b; c, d')).toBe('a=b; c, d')
  })

  test('the importer undoes exactly that', () => {
    const values = [...HOSTILE, '', "'", "';", ";'", "'x", ";''=", ',,=;;+', 'plain', "'=already", 'a,-1', '\t', "''''@"]
    for (const value of values) expect({ value, back: unescapeFormula(escapeFormula(value)) }).toEqual({ value, back: value })
  })
})

describeEachDb('CSV exports against formula injection', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let ann: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    http = api(t)
    ;({ admin, ann } = await signInAnnAndBob(t))
    await addServer(http, ann, 'srv;=1', { platform: 'Host,+Evil', email: 'ops@example.com' })
    for (const [i, note] of HOSTILE.entries()) {
      const domain = `hostile-${i}.example`
      expect((await http.save(ann, domain, { category: `Keto;@${i}` })).statusCode).toBe(201)
      expect((await http.put(`/api/scraper/note/${domain}`, { note }, ann)).statusCode).toBe(200)
    }
    expect((await http.put('/api/scraper/hosting-info/hostile-0.example', { platform: 'Host,+Evil', email: 'ops@example.com', server: 'srv;=1' }, ann)).statusCode).toBe(200)
    // Two sites sharing a hostile generator make a footprint cluster (what a scan would find).
    const ids = await t.app.db.selectFrom('domains').select(['id', 'user_id']).where('domain', 'in', ['hostile-0.example', 'hostile-1.example']).execute()
    await t.app.db.insertInto('domain_footprints').values(ids.map((d) => ({ domain_id: d.id, kind: 'generator', value: 'WP;=cmd|/C calc', user_id: d.user_id, super_category: 'natural' as const }))).execute()
  })
  afterAll(async () => { await t.close() })

  test('no field of any export starts a formula when a line is split at ; or at ,', async () => {
    const exports = [
      ['/api/scraper/export.csv', ann], ['/api/scraper/export.csv', admin], ['/api/hosting/export.csv', ann],
      ['/api/hosting/export.csv', admin], ['/api/scraper/footprints.csv', ann]
    ] as const
    for (const [url, token] of exports) {
      const res = await http.get(url, token)
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 })
      // The hostile text is there (escaped), not dropped.
      expect(res.body).toMatch(/;'=|,'\+/)
      expect({ url, found: formulaFields(res.body) }).toEqual({ url, found: [] })
    }
  })

  test('the domain export imported again changes nothing', async () => {
    const exported = (await http.get('/api/scraper/export.csv', ann)).body
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scraper/import/preview',
      headers: { authorization: `Bearer ${ann}`, 'content-type': 'text/csv' },
      payload: Buffer.from(exported, 'utf8')
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().counts).toEqual({ new: 0, update: 0, unchanged: HOSTILE.length, invalid: 0 })
  })
})
