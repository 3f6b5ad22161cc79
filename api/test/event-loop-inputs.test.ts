// Big and hostile inputs never freeze the api: each of the inputs bench `event-loop`
// measures completes with its answer while the server goes on answering other calls. The long
// ones (the 20 MB file, the 50,000-row preview, the 50,000-name bulk call) must let another call
// through before they end; no timing is asserted (the bench measures the longest block).
import type { LightMyRequestResponse } from 'fastify'
import { describeEachDb, login, ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/test-app'

const HEADER = 'domain,brandCategory,note'

describeEachDb('inputs that once blocked the event loop', (kind) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(kind)
    token = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)
  })
  afterAll(async () => { await t.close() })

  const send = async (method: 'POST' | 'PUT', url: string, payload: string | object, type?: string): Promise<LightMyRequestResponse> =>
    await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, ...(type !== undefined ? { 'content-type': type } : {}) } })

  /** Sends `input` and, once it has started, another call; says which ended first. */
  const alongside = async (input: () => Promise<LightMyRequestResponse>): Promise<{ status: number, health: number, healthFirst: boolean }> => {
    let inputDone = false
    const running = input().then((res) => { inputDone = true; return res })
    await new Promise((resolve) => setImmediate(resolve))
    const health = await t.app.inject({ method: 'GET', url: '/healthz' })
    const healthFirst = !inputDone
    return { status: (await running).statusCode, health: health.statusCode, healthFirst }
  }

  test('a robots.txt of one 100 KiB line of spaces is saved; a 900 KiB one and a 1 MB note are refused', async () => {
    const line = (mark: string, length: number): string => `User-agent: *\nDisallow: /${mark}${' '.repeat(length - 26 - 1)}${mark}`
    const save = (robotsTxt: string) => async () => await send('POST', '/api/scraper/save', { domain: 'robots-case.com', brandCategory: 'Keto', data: { statusCode: 200, robotsTxt } })
    expect(await alongside(save(line('a', 100 * 1024)))).toMatchObject({ status: 201, health: 200 })
    expect(await alongside(save(line('b', 900 * 1024)))).toMatchObject({ status: 400, health: 200 })
    expect(await alongside(async () => await send('PUT', '/api/scraper/note/robots-case.com', { note: 'n'.repeat(1024 * 1024 - 20) }))).toMatchObject({ status: 400, health: 200 })
  })

  test('a 20 MB file of one-character rows gets its 413 while the server answers another call', async () => {
    const file = 'domain\n' + 'x\n'.repeat(10 * 1024 * 1024 - 4)
    expect(await alongside(async () => await send('POST', '/api/scraper/import/preview', file, 'text/csv'))).toEqual({ status: 413, health: 200, healthFirst: true })
  })

  test('a 50,000-row preview and a 50,000-name bulk call complete while the server answers another call', async () => {
    const csv = [HEADER, ...Array.from({ length: 50_000 }, (_, i) => `row-${i}.example.com,Brand ${i % 40},Note ${i}`)].join('\n') + '\n'
    expect(await alongside(async () => await send('POST', '/api/scraper/import/preview', csv, 'text/csv'))).toEqual({ status: 200, health: 200, healthFirst: true })
    const domains = Array.from({ length: 50_000 }, (_, i) => `bulk-${i}.example.com`)
    expect(await alongside(async () => await send('POST', '/api/scraper/bulk', { action: 'brandCategory', value: 'Bulk', domains }))).toMatchObject({ health: 200, healthFirst: true })
  })
})
