// Imports are bounded: rows are counted while the file is parsed and a file past
// IMPORT_MAX_ROWS gets a 413 naming the cap and the line reached; one over-long record stops the
// parse too; the preview's rows are read in pages by class; and a big preview leaves the server
// answering other calls while it runs (no timing asserted: bench `event-loop` measures it).
import type { LightMyRequestResponse } from 'fastify'
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, createUser, describeEachDb, login, type TestApp } from './helpers/test-app'

const HEADER = 'domain,brandCategory,note'

describeEachDb('import bounds', (kind) => {
  let t: TestApp
  let token: string
  let other: string
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { importMaxRows: 1000 } })
    const admin = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
    await createUser(t, admin, { name: 'Imp', email: 'imp@example.com', password: 'imp-password' })
    await createUser(t, admin, { name: 'Oth', email: 'oth@example.com', password: 'oth-password' })
    token = await login(t, 'imp@example.com', 'imp-password')
    other = await login(t, 'oth@example.com', 'oth-password')
  })
  afterAll(async () => { await t.close() })

  const preview = async (body: string, as = token): Promise<LightMyRequestResponse> => await t.app.inject({
    method: 'POST', url: '/api/scraper/import/preview', headers: { authorization: `Bearer ${as}`, 'content-type': 'text/csv' }, payload: Buffer.from(body, 'utf8')
  })
  const get = async (url: string, as = token): Promise<LightMyRequestResponse> =>
    await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${as}` } })
  const csv = (rows: number, line: (i: number) => string): string => [HEADER, ...Array.from({ length: rows }, (_, i) => line(i))].join('\n') + '\n'

  test('a file over IMPORT_MAX_ROWS gets a 413 naming the cap and the line reached; at the cap it is read', async () => {
    const over = await preview(csv(5000, (i) => `site-${i}.example.com,Brand,`))
    expect(over.statusCode).toBe(413)
    expect(over.json().message).toBe('The file has more than 1,000 rows, the most one import takes (IMPORT_MAX_ROWS): reading stopped at line 1,002. Split it into smaller files')
    const hostile = await preview('domain\n' + 'x\n'.repeat(1_000_000))
    expect(hostile.statusCode).toBe(413)
    expect(hostile.json().message).toMatch(/more than 1,000 rows.*line 1,002\./)
    const atCap = await preview(csv(1000, (i) => `site-${i}.example.com,Brand,`))
    expect(atCap.statusCode).toBe(200)
    expect(atCap.json().counts).toEqual({ new: 1000, update: 0, unchanged: 0, invalid: 0 })
  })

  test('a pasted list over the cap gets the same 413', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/scraper/import/preview', headers: { authorization: `Bearer ${token}` }, payload: { text: Array.from({ length: 1001 }, (_, i) => `s${i}.example.com`).join('\n') }
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/more than 1,000 rows.*line 1,001\./)
  })

  test('a record longer than the parser takes stops the parse with a 413 naming its line', async () => {
    const res = await preview(`${HEADER}\nok.example.com,Brand,\nlong.example.com,Brand,${'n'.repeat(70_000)}\n`)
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('Line 3 is longer than 65,536 characters, the most one row may hold: is this a CSV file of domains?')
  })

  test('preview rows in pages by class, with the counts of the whole file', async () => {
    // 300 rows: every third one invalid.
    const res = await preview(csv(300, (i) => i % 3 === 0 ? `not a domain ${i},Brand,` : `paged-${i}.example.com,Brand,`))
    expect(res.statusCode).toBe(200)
    const { importId, counts, rows } = res.json()
    expect(counts).toEqual({ new: 200, update: 0, unchanged: 0, invalid: 100 })
    expect(rows).toHaveLength(100)
    expect(rows[0]).toMatchObject({ line: 2, status: 'invalid' })

    const invalid = await get(`/api/scraper/import/${importId as string}/rows?class=invalid&offset=98&limit=5`)
    expect(invalid.statusCode).toBe(200)
    expect(invalid.json()).toMatchObject({ counts, total: 100, offset: 98, limit: 5 })
    expect(invalid.json().rows.map((r: { line: number, status: string }) => [r.line, r.status])).toEqual([[296, 'invalid'], [299, 'invalid']])

    const fresh = (await get(`/api/scraper/import/${importId as string}/rows?class=new&limit=3`)).json()
    expect(fresh.total).toBe(200)
    expect(fresh.rows.map((r: { domain: string }) => r.domain)).toEqual(['paged-1.example.com', 'paged-2.example.com', 'paged-4.example.com'])
    const all = (await get(`/api/scraper/import/${importId as string}/rows?offset=299`)).json()
    expect(all).toMatchObject({ total: 300, offset: 299, limit: 100 })
    expect(all.rows.map((r: { line: number }) => r.line)).toEqual([301])

    expect((await get(`/api/scraper/import/${importId as string}/rows?class=odd`)).statusCode).toBe(400)
    expect((await get(`/api/scraper/import/${importId as string}/rows?limit=5000`)).statusCode).toBe(400)
    // Another user's preview looks like one that does not exist.
    expect((await get(`/api/scraper/import/${importId as string}/rows`, other)).statusCode).toBe(404)
  })

  test('the server answers other calls while a big preview is parsed and planned', async () => {
    const big = await createTestApp(kind, { config: { importMaxRows: 250_000 } })
    try {
      const admin = await login(big, ADMIN_EMAIL, ADMIN_PASSWORD)
      const file = csv(50_000, (i) => `busy-${i}.example.com,Brand ${i % 40},Note ${i}`)
      let previewDone = false
      const running = big.app.inject({
        method: 'POST', url: '/api/scraper/import/preview', headers: { authorization: `Bearer ${admin}`, 'content-type': 'text/csv' }, payload: Buffer.from(file, 'utf8')
      }).then((res) => { previewDone = true; return res })
      // Let the preview start, then ask for something else: it is answered before the preview ends.
      await new Promise((resolve) => setImmediate(resolve))
      const health = await big.app.inject({ method: 'GET', url: '/healthz' })
      expect({ health: health.statusCode, previewDoneFirst: previewDone }).toEqual({ health: 200, previewDoneFirst: false })
      const res = await running
      expect(res.statusCode).toBe(200)
      expect(res.json().counts.new).toBe(50_000)
    } finally {
      await big.close()
    }
  })
})
