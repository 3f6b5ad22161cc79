// CSV import through the real app on each database: preview writes nothing and says
// what would change per line; apply runs as the import-apply system check in batches; new
// domains get their status check due at once (the rest spread over their intervals), so the
// checks worker (against the farm) gives each its status, unreachable ones included. Encodings, delimiters, dates, bad rows, duplicates, 413,
// idempotence, ownership and export → import.
import iconv from 'iconv-lite'
import type { LightMyRequestResponse } from 'fastify'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { type CheckApp, createCheckApp } from './helpers/checks'
import { createUser, describeEachDb, login } from './helpers/test-app'

let farm: Farm
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
})
afterAll(async () => { await farm.close() })

const HEADER = 'domain,superCategory,brandCategory,issueDate,note,platform,platformEmail,server,serverExpiryDate'

describeEachDb('import', (kind) => {
  let c: CheckApp
  beforeAll(async () => { c = await createCheckApp(kind, farm) })
  afterAll(async () => { await c.t.close() })

  const preview = async (body: Buffer | string, token = c.token, prefix = '/api/scraper', query = ''): Promise<LightMyRequestResponse> =>
    await c.t.app.inject({
      method: 'POST',
      url: `${prefix}/import/preview${query}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      payload: typeof body === 'string' ? Buffer.from(body, 'utf8') : body
    })
  const applyAndRun = async (importId: string, token = c.token, prefix = '/api/scraper'): Promise<Record<string, unknown>> => {
    const res = await c.api.post(`${prefix}/import/${importId}/apply`, {}, token)
    expect(res.statusCode).toBe(202)
    await c.t.app.checks.worker.drain()
    const status = await c.api.get(`${prefix}/import/${importId}`, token)
    expect(status.statusCode).toBe(200)
    return status.json()
  }
  const record = async (domain: string, token = c.token, prefix = '/api/scraper'): Promise<Record<string, unknown> | undefined> =>
    (await c.api.get(`${prefix}/all`, token)).json().find((d: { domain: string }) => d.domain === domain)
  const domainCount = async (): Promise<number> => Number((await c.t.app.db.selectFrom('domains').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

  test('every column: preview writes nothing, apply saves the domain, its dates, note and hosting', async () => {
    const csv = [
      HEADER,
      'shop.farm.test,natural,Keto,2026-01-15,First note,Hostinger,Ops@Example.com,srv-1,2027-03-01',
      'http-only.farm.test,casino,Slots,15.02.2026,,Hostinger,ops@example.com,srv-1,'
    ].join('\r\n')
    const before = await domainCount()
    const res = await preview(csv)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.counts).toEqual({ new: 2, update: 0, unchanged: 0, invalid: 0 })
    expect(body.encoding).toBe('utf-8')
    expect(body.rows[0]).toMatchObject({ line: 2, domain: 'shop.farm.test', superCategory: 'natural', status: 'new', warnings: [] })
    expect(body.rows[0].changes).toEqual(expect.arrayContaining([
      { field: 'brandCategory', before: null, after: 'Keto' },
      { field: 'issueDate', before: null, after: '2026-01-15' },
      { field: 'note', before: null, after: 'First note' },
      { field: 'server', before: null, after: 'srv-1' },
      { field: 'platform', before: null, after: 'Hostinger' },
      { field: 'platformEmail', before: null, after: 'ops@example.com' },
      { field: 'serverExpiryDate', before: null, after: '2027-03-01' }
    ]))
    expect(body.rows[1]).toMatchObject({ line: 3, superCategory: 'casino', status: 'new' })
    expect(await domainCount()).toBe(before)

    const status = await applyAndRun(body.importId)
    expect(status).toMatchObject({ state: 'done', total: 2, written: 2, failed: 0, errors: [], scanned: 2, unreachable: 0 })
    expect(await record('shop.farm.test')).toMatchObject({ category: 'Keto', issueDate: '2026-01-15', note: 'First note', statusCode: 200 })
    expect(await record('http-only.farm.test', c.token, '/casino/scraper')).toMatchObject({ category: 'Slots', issueDate: '2026-02-15', statusCode: 200 })
    const hosting = (await c.api.get('/api/scraper/hosting-info/shop.farm.test', c.token)).json().hostingInfo
    expect(hosting).toMatchObject({ platform: 'Hostinger', email: 'ops@example.com', server: 'srv-1' })
    const server = await c.t.app.db.selectFrom('hosting_servers').select('expiry_date').where('name', '=', 'srv-1').executeTakeFirstOrThrow()
    expect(server.expiry_date).toBe('2027-03-01')
  })

  test('semicolons and Windows-1252: the note keeps its accents', async () => {
    const csv = 'Domain;Note;BRANDCATEGORY\r\nredirect.farm.test;Café crème – 5€;Keto\r\n'
    const res = await preview(iconv.encode(csv, 'win1252'))
    expect(res.statusCode).toBe(200)
    expect(res.json().encoding).toBe('windows-1252')
    expect(res.json().rows[0].changes).toContainEqual({ field: 'note', before: null, after: 'Café crème – 5€' })
    await applyAndRun(res.json().importId)
    expect(await record('redirect.farm.test')).toMatchObject({ note: 'Café crème – 5€' })
  })

  test('tabs, a UTF-8 BOM, columns in any order and case, read-only export columns ignored', async () => {
    const csv = '\uFEFFnote\tstatus\tDOMAIN\tlastChecked\r\nNaïve — ok\t200\ttab-one.invalid-tld.test\t2026-01-01T00:00:00Z\r\n'
    const res = await preview(csv)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ encoding: 'utf-8', counts: { new: 1, invalid: 0 } })
    expect(res.json().rows[0]).toMatchObject({ domain: 'tab-one.invalid-tld.test', warnings: ['No brandCategory: saved under "Imported"'] })
    expect(res.json().rows[0].changes).toContainEqual({ field: 'note', before: null, after: 'Naïve — ok' })
  })

  test('dates: ambiguous ones read day-first with a warning, unless the file shows the order', async () => {
    const dayFirst = await preview('domain,issueDate\nd1.invalid-tld.test,03/02/2026\nd2.invalid-tld.test,2026/12/31\n')
    expect(dayFirst.json().rows[0].changes).toContainEqual({ field: 'issueDate', before: null, after: '2026-02-03' })
    expect(dayFirst.json().rows[0].warnings).toContain('issueDate "03/02/2026" read as 3 February 2026 (day-first: nothing in the file tells, so day-first was assumed)')
    const monthFirst = await preview('domain,issueDate\nd1.invalid-tld.test,03/02/2026\nd2.invalid-tld.test,12/25/2026\n')
    expect(monthFirst.json().rows[0].changes).toContainEqual({ field: 'issueDate', before: null, after: '2026-03-02' })
    expect(monthFirst.json().rows[0].warnings[0]).toMatch(/read as 2 March 2026 \(month-first: as other dates in the file show\)/)
    expect(monthFirst.json().rows[1].changes).toContainEqual({ field: 'issueDate', before: null, after: '2026-12-25' })
    expect(monthFirst.json().rows[1].warnings).toEqual(expect.not.arrayContaining([expect.stringMatching(/read as/)]))
  })

  test('bad rows are listed with line numbers and reasons; the valid rows can still be applied', async () => {
    const csv = [
      'domain,superCategory,issueDate,platform,platformEmail,server',
      'good-one.invalid-tld.test,,,,,',
      'not a domain,,,,,',
      'bad-date.invalid-tld.test,,31/31/2026,,,',
      'bad-scope.invalid-tld.test,poker,,,,',
      'no-server.invalid-tld.test,,,Hostinger,ops@example.com,',
      'bad-mail.invalid-tld.test,,,Hostinger,not-an-email,srv-x',
      'unknown-server.invalid-tld.test,,,,,srv-unknown',
      ',,,,,'
    ].join('\n')
    const res = await preview(csv)
    expect(res.statusCode).toBe(200)
    expect(res.json().counts).toEqual({ new: 1, update: 0, unchanged: 0, invalid: 7 })
    const invalid = res.json().rows.filter((r: { status: string }) => r.status === 'invalid').map((r: { line: number, reason: string }) => [r.line, r.reason])
    expect(invalid).toEqual([
      [3, 'Invalid domain name'],
      [4, 'issueDate "31/31/2026" is not a date (use yyyy-mm-dd, dd/mm/yyyy or mm/dd/yyyy)'],
      [5, 'Unknown superCategory "poker": use natural, casino or dating'],
      [6, 'Server is required with a platform or email'],
      [7, 'Please enter a valid email address'],
      [8, 'Server "srv-unknown" not found: give its platform and platformEmail to create it'],
      [9, 'Invalid domain name']
    ])
    const status = await applyAndRun(res.json().importId)
    expect(status).toMatchObject({ state: 'done', total: 1, written: 1, failed: 0 })
    expect(await record('good-one.invalid-tld.test')).toMatchObject({ category: 'Imported' })
    expect(await record('bad-date.invalid-tld.test')).toBeUndefined()
  })

  test('missing and unknown columns are named in a 400', async () => {
    const missing = await preview('name,note\nexample.com,x\n')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Missing column: domain (the header line must name a "domain" column)')
    const unknown = await preview('domain,colour,Price\nexample.com,red,3\n')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Unknown columns: colour, Price. Known columns: domain, superCategory, brandCategory, issueDate, note, platform, platformEmail, server, serverExpiryDate')
    const empty = await preview('')
    expect(empty.statusCode).toBe(400)
  })

  test('a duplicate domain in the file is merged into its first line, with a warning', async () => {
    const res = await preview('domain,brandCategory,note\ndup.invalid-tld.test,Keto,\nhttps://DUP.invalid-tld.test/,,later note\n')
    expect(res.json().counts).toEqual({ new: 1, update: 0, unchanged: 0, invalid: 0 })
    expect(res.json().rows).toHaveLength(1)
    expect(res.json().rows[0]).toMatchObject({ line: 2, domain: 'dup.invalid-tld.test', warnings: ['Duplicate domain also on line 3: merged into this row'] })
    expect(res.json().rows[0].changes).toEqual(expect.arrayContaining([{ field: 'brandCategory', before: null, after: 'Keto' }, { field: 'note', before: null, after: 'later note' }]))
  })

  test('a file over 20 MB gets 413 with a message', async () => {
    const res = await preview(Buffer.alloc(20 * 1024 * 1024 + 2048, 'a'))
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('The file is larger than 20 MB: split it into smaller files')
  })

  test('a pasted list: one domain per line, a brand category for all', async () => {
    const res = await c.api.post('/api/scraper/import/preview', { text: 'pasted-a.invalid-tld.test\n\n  pasted-b.invalid-tld.test  \nnope\n', brandCategory: 'Pasted' }, c.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().counts).toEqual({ new: 2, update: 0, unchanged: 0, invalid: 1 })
    expect(res.json().rows.map((r: { line: number }) => r.line)).toEqual([1, 3, 4])
    expect(res.json().rows[0].changes).toContainEqual({ field: 'brandCategory', before: null, after: 'Pasted' })
    const bad = await c.api.post('/api/scraper/import/preview', { list: [] }, c.token)
    expect(bad.statusCode).toBe(400)
  })

  test('apply twice, or the same file again, changes nothing', async () => {
    const csv = 'domain,brandCategory,note\nidem.invalid-tld.test,Keto,once\n'
    const first = await preview(csv)
    await applyAndRun(first.json().importId)
    const row = await c.t.app.db.selectFrom('domains').select(['id', 'updated_at']).where('domain', '=', 'idem.invalid-tld.test').executeTakeFirstOrThrow()
    const again = await applyAndRun(first.json().importId)
    expect(again).toMatchObject({ state: 'done', total: 1, written: 1 })
    const second = await preview(csv)
    expect(second.json().counts).toEqual({ new: 0, update: 0, unchanged: 1, invalid: 0 })
    expect(await applyAndRun(second.json().importId)).toMatchObject({ state: 'done', total: 0, written: 0 })
    const rows = await c.t.app.db.selectFrom('domains').select(['id', 'updated_at']).where('domain', '=', 'idem.invalid-tld.test').execute()
    expect(rows).toEqual([row])
    // A changed cell is an update of that field only.
    const changed = await preview('domain,note\nidem.invalid-tld.test,twice\n')
    expect(changed.json().rows[0]).toMatchObject({ status: 'update', changes: [{ field: 'note', before: 'once', after: 'twice' }] })
  })

  test('unreachable domains are saved anyway and get their failure status from the checks', async () => {
    const res = await preview('domain\nnowhere.invalid-tld.test\nrefused.farm.test\nnotfound.farm.test\n')
    const status = await applyAndRun(res.json().importId)
    expect(status).toMatchObject({ state: 'done', written: 3, scanned: 3, unreachable: 3 })
    expect(await record('nowhere.invalid-tld.test')).toMatchObject({ statusCode: 499 })
    expect(await record('refused.farm.test')).toMatchObject({ statusCode: 503 })
    expect(await record('notfound.farm.test')).toMatchObject({ statusCode: 404 })
    // The page scan (what the domain details show) is spread over its weekly interval with the
    // other checks (thousands of new domains must not scan all at once), never later.
    const scans = await c.t.app.db.selectFrom('checks').select(['type', 'due_at', 'last_run_at']).innerJoin('domains', 'domains.id', 'checks.domain_id')
      .where('domains.domain', '=', 'notfound.farm.test').where('checks.type', '=', 'scan').executeTakeFirstOrThrow()
    const now = c.clock.now().getTime()
    expect(scans.last_run_at !== null || Date.parse(scans.due_at) - now <= 7 * 24 * 60 * 60_000).toBe(true)
  })

  test('ownership: another user\'s same name is untouched; imports are private; dating needs its password', async () => {
    const email = `other-importer-${kind}@sitefleet.test`
    await createUser(c.t, c.adminToken, { name: 'Other', email, password: 'other-password' })
    const other = await login(c.t, email, 'other-password')
    const res = await preview('domain,brandCategory,note\nshop.farm.test,Mine,mine\n', other)
    expect(res.json().rows[0]).toMatchObject({ status: 'new' })
    expect((await c.api.get(`/api/scraper/import/${res.json().importId}`, c.token)).statusCode).toBe(404)
    expect((await c.api.post(`/api/scraper/import/${res.json().importId}/apply`, {}, c.token)).statusCode).toBe(404)
    await applyAndRun(res.json().importId, other)
    expect(await record('shop.farm.test', other)).toMatchObject({ category: 'Mine', note: 'mine' })
    expect(await record('shop.farm.test')).toMatchObject({ category: 'Keto', note: 'First note' })
    const dating = await preview('domain,superCategory\nlove.invalid-tld.test,dating\n', other)
    expect(dating.json().rows[0]).toMatchObject({ status: 'invalid', reason: 'Dating access required: enter the dating category password first' })
    expect((await preview('domain\nx.invalid-tld.test\n', other, '/dating/scraper')).statusCode).toBe(403)
    expect((await c.api.post('/api/scraper/import/preview', { text: 'a.com' })).statusCode).toBe(401)
  })

  test('an export imported again gives all unchanged', async () => {
    // The export's shape: the import columns plus read-only ones.
    const q = (v: string | null | undefined): string => `"${(v ?? '').replace(/"/g, '""')}"`
    const lines = [`${HEADER},status,lastChecked,expiryDate,indexState,affiliateState`]
    for (const scope of ['natural', 'casino'] as const) {
      const prefix = scope === 'natural' ? '/api/scraper' : '/casino/scraper'
      for (const d of (await c.api.get(`${prefix}/all`, c.token)).json()) {
        const h = (await c.api.get(`${prefix}/hosting-info/${d.domain as string}`, c.token)).json().hostingInfo
        const server = h?.server === '' || h === null ? null : await c.t.app.db.selectFrom('hosting_servers').select('expiry_date').where('name', '=', h.server).executeTakeFirst()
        lines.push([d.domain, scope, d.category, d.issueDate, d.note, h?.platform, h?.email, h?.server, server?.expiry_date, String(d.statusCode), d.lastChecked, '', 'unknown', 'ok'].map(q).join(','))
      }
    }
    expect(lines.length).toBeGreaterThan(5)
    const res = await preview(lines.join('\n'))
    expect(res.statusCode).toBe(200)
    expect(res.json().counts).toEqual({ new: 0, update: 0, unchanged: lines.length - 1, invalid: 0 })
  })
})
