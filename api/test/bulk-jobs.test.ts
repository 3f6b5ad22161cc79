// Bulk actions at scale: up to 1,000 domains change in the request, in ONE
// transaction (a row the database refuses leaves every domain as it was); a larger selection is
// answered 202 and runs as a job of the bulk-apply system check, whose progress GET {scope}/bulk/
// {jobId} reports to the caller who started it, and which never reaches another user's domains.
import { api, type Api } from './helpers/domains'
import { bulkNames, countWhere, insertDomains, refuseNoteChange } from './helpers/bulk'
import { fakeLookup, fakeRecords } from './helpers/outbound'
import { createTestApp, describeEachDb, signInAnnAndBob, type TestApp } from './helpers/test-app'

describeEachDb('bulk actions as jobs', (kind) => {
  let t: TestApp
  let http: Api
  let admin: string
  let ann: string
  let annId: string
  let bob: string
  let bobId: string
  beforeAll(async () => {
    // No real network (every name is NXDOMAIN), and a failed run is retried at once.
    t = await createTestApp(kind, { deps: { outbound: { lookup: fakeLookup(), resolveRecords: fakeRecords() }, checks: { retryMs: 0 } } })
    http = api(t)
    ;({ admin, ann, annId, bob } = await signInAnnAndBob(t))
    bobId = (await t.app.db.selectFrom('users').select('id').where('email', '=', 'bob@example.com').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => { await t.close() })

  const bulk = async (token: string, body: unknown, scope = '/api/scraper') => await http.post(`${scope}/bulk`, body, token)
  const status = async (token: string, jobId: string, scope = '/api/scraper') => await http.get(`${scope}/bulk/${jobId}`, token)
  const jobCount = async (): Promise<number> => Number((await t.app.db.selectFrom('bulk_jobs').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const runJobs = async (): Promise<void> => { await t.app.checks.worker.drain() }

  test('1,000 domains change in the request, in one transaction: a refused row leaves all of them as they were', async () => {
    await insertDomains(t, annId, bulkNames('one', 1000), { category: 'Batch' })
    const lift = await refuseNoteChange(t, 'one-00999.com')
    const refused = await bulk(ann, { action: 'note', filter: { category: 'Batch' }, value: 'checked' })
    expect(refused.statusCode).toBe(500)
    // The 999 notes written before the refused one were rolled back with it.
    expect(await countWhere(t, annId, 'note', 'checked')).toBe(0)
    await lift()

    const res = await bulk(ann, { action: 'note', filter: { category: 'Batch' }, value: 'checked' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: 'note: 1000 domains changed', matched: 1000, changed: 1000 })
    expect(await countWhere(t, annId, 'note', 'checked')).toBe(1000)
    expect(await jobCount()).toBe(0)
    // Bad input never makes a job.
    expect((await bulk(ann, { action: 'brandCategory', filter: { category: 'Batch' } })).statusCode).toBe(400)
    expect(await jobCount()).toBe(0)
  })

  test('1,500 domains: 202 with a job id, progress, then all moved; another user\'s same names untouched', async () => {
    const names = bulkNames('big', 1500)
    await insertDomains(t, annId, names)
    await insertDomains(t, bobId, names.slice(0, 300))
    const res = await bulk(ann, { action: 'superCategory', domains: names, value: 'casino' })
    expect(res.statusCode).toBe(202)
    const { jobId } = res.json()
    expect(res.json()).toEqual({ success: true, message: 'superCategory: 1500 domains, changing in the background', jobId, action: 'superCategory', matched: 1500, notFound: 0 })

    // Nothing has moved until the worker runs the job.
    expect((await status(ann, jobId)).json()).toEqual({ state: 'queued', action: 'superCategory', total: 1500, done: 0, changed: 0, skipped: 0, notFound: 0, errors: [], message: '0 of 1500 domains done, 0 changed' })
    expect(await countWhere(t, annId, 'super_category', 'casino')).toBe(0)

    await runJobs()
    expect((await status(ann, jobId)).json()).toEqual({ state: 'done', action: 'superCategory', total: 1500, done: 1500, changed: 1500, skipped: 0, notFound: 0, errors: [], message: 'superCategory: 1500 domains changed' })
    expect(await countWhere(t, annId, 'super_category', 'casino')).toBe(1500)
    const casino = (await http.get('/casino/scraper/all', ann)).json() as Array<{ domain: string }>
    expect(casino.filter((d) => d.domain.startsWith('big-'))).toHaveLength(1500)
    // Bob's domains of the same names stay where they were.
    expect(await countWhere(t, bobId, 'super_category', 'natural')).toBe(300)
    // Only the caller who started it reads the job; in another scope it does not exist.
    for (const [token, scope] of [[bob, '/api/scraper'], [admin, '/api/scraper'], [ann, '/casino/scraper']]) {
      const other = await status(token, jobId, scope)
      expect({ status: other.statusCode, message: other.json().message }).toEqual({ status: 404, message: 'Bulk action not found' })
    }
  })

  test('each batch reads its domains again: one deleted before its batch ran counts as not found', async () => {
    const names = bulkNames('gone', 1200)
    await insertDomains(t, annId, names, { category: 'Gone' })
    const res = await bulk(ann, { action: 'brandCategory', filter: { category: 'Gone' }, value: 'Kept' })
    expect(res.statusCode).toBe(202)
    expect((await bulk(ann, { action: 'delete', domains: names.slice(1100, 1150) })).json()).toMatchObject({ changed: 50 })
    await runJobs()
    expect((await status(ann, res.json().jobId)).json()).toMatchObject({ state: 'done', total: 1200, done: 1200, changed: 1150, notFound: 50 })
    expect(await countWhere(t, annId, 'category', 'Kept')).toBe(1150)
  })

  test('a batch the database keeps refusing stops the job as failed, saying how far it got', async () => {
    await insertDomains(t, annId, bulkNames('fail', 1500), { category: 'Fail' })
    const lift = await refuseNoteChange(t, 'fail-01200.com')
    try {
      const res = await bulk(ann, { action: 'note', filter: { category: 'Fail' }, value: 'late' })
      expect(res.statusCode).toBe(202)
      await runJobs()
      expect((await status(ann, res.json().jobId)).json()).toEqual({
        state: 'failed',
        action: 'note',
        total: 1500,
        done: 1000,
        changed: 1000,
        skipped: 0,
        notFound: 0,
        errors: ['Stopped: domains 1001 to 1500 of 1500 could not be changed (the 1000 before them were done, the rest were left as they were)'],
        message: 'Stopped: domains 1001 to 1500 of 1500 could not be changed (the 1000 before them were done, the rest were left as they were)'
      })
      // The first batch was written; the refused batch was rolled back whole.
      expect(await countWhere(t, annId, 'note', 'late')).toBe(1000)
    } finally {
      await lift()
    }
  })
})
