// A CSV file uploaded as a browser form sends it (multipart/form-data) previews exactly like the
// same file sent as a text/csv body; an oversized file is refused with the same 413 and message,
// and a form without a file (or with two) gets a clear 400. Nothing is stored for a refused upload.
import type { LightMyRequestResponse } from 'fastify'
import { api } from './helpers/domains'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

const CSV = [
  'domain,brandCategory,issueDate,note',
  'form-one.invalid-tld.test,Keto,2026-01-15,first',
  'form-two.invalid-tld.test,,03/02/2026,',
  'not a domain,,,',
  'existing.invalid-tld.test,Keto,2026-01-15,'
].join('\r\n')

describeEachDb('import preview: multipart upload', (kind) => {
  let t: TestApp
  let ann: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    ;({ ann } = await signInAnnAndBob(t))
    // One domain already saved, so the preview has an "unchanged" or "update" row to report.
    expect((await api(t).save(ann, 'existing.invalid-tld.test', { category: 'Keto', issueDate: '2026-01-15' })).statusCode).toBe(201)
  })
  afterAll(async () => { await t.close() })

  const form = (...files: Array<[string, Buffer | string, string?]>): FormData => {
    const data = new FormData()
    for (const [field, content, name] of files) data.append(field, new Blob([content], { type: 'text/csv' }), name ?? 'portfolio.csv')
    return data
  }
  const upload = async (payload: FormData, query = ''): Promise<LightMyRequestResponse> =>
    await t.app.inject({ method: 'POST', url: `/api/scraper/import/preview${query}`, headers: { authorization: `Bearer ${ann}` }, payload })
  const importCount = async (): Promise<number> => Number((await t.app.db.selectFrom('imports').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

  test('a multipart CSV previews the same rows and counts as the text/csv body', async () => {
    const raw = await t.app.inject({
      method: 'POST', url: '/api/scraper/import/preview', headers: { authorization: `Bearer ${ann}`, 'content-type': 'text/csv' }, payload: Buffer.from(CSV)
    })
    expect(raw.statusCode).toBe(200)
    const res = await upload(form(['file', CSV]))
    expect(res.statusCode).toBe(200)
    expect(res.json().counts).toEqual({ new: 2, update: 0, unchanged: 1, invalid: 1 })
    expect(res.json().counts).toEqual(raw.json().counts)
    expect(res.json().rows).toEqual(raw.json().rows)
    expect(res.json().importId).not.toBe(raw.json().importId)
    // The file field may have any name; a brandCategory field names the category of new rows without one.
    const named = await upload((() => { const d = form(['csv', CSV]); d.append('brandCategory', 'From form'); return d })())
    expect(named.statusCode).toBe(200)
    expect(named.json().rows.find((r: { domain: string }) => r.domain === 'form-two.invalid-tld.test').changes)
      .toContainEqual({ field: 'brandCategory', before: null, after: 'From form' })
  })

  test('a file over 20 MB gets 413 with the same message, and nothing is stored', async () => {
    const before = await importCount()
    const res = await upload(form(['file', Buffer.alloc(20 * 1024 * 1024 + 2048, 'a')]))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ success: false, message: 'The file is larger than 20 MB: split it into smaller files' })
    expect(await importCount()).toBe(before)
  })

  test('a form without a file, or with two, gets a clear 400', async () => {
    const before = await importCount()
    const empty = new FormData()
    empty.append('brandCategory', 'Keto')
    const none = await upload(empty)
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('The form has no file: attach the CSV file in a file field')
    const two = await upload(form(['file', CSV], ['other', CSV, 'second.csv']))
    expect(two.statusCode).toBe(400)
    expect(two.json().message).toBe('Send one CSV file per preview')
    const longCategory = form(['file', CSV])
    longCategory.append('brandCategory', 'x'.repeat(101))
    const bad = await upload(longCategory)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('brandCategory must be text of at most 100 characters')
    expect(await importCount()).toBe(before)
    // Still only for a signed-in user.
    expect((await t.app.inject({ method: 'POST', url: '/api/scraper/import/preview', payload: form(['file', CSV]) })).statusCode).toBe(401)
  })

  test('/docs describes the form upload beside the text/csv body and the pasted list', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths['/api/scraper/import/preview'].post.requestBody
    expect(Object.keys(body.content)).toEqual(expect.arrayContaining(['multipart/form-data', 'text/csv', 'application/json']))
    expect(body.content['multipart/form-data'].schema.properties.file).toMatchObject({ type: 'string', format: 'binary' })
  })
})
