import http from 'node:http'
import { startTestServer, type Reply, type TestServer } from '@sitefleet/shared/src/testing/test-server'
import { OVERRIDE_KEY, appliedOverride, setAppliedOverride } from './applied-override'
import { applyOverride, resolveKeptOverride } from './remote-override'

/** jsdom has no fetch: the same POST through node:http, to a real server. */
const send = (async (url: string, init: RequestInit) => await new Promise((resolve, reject) => {
  const request = http.request(url, { method: init.method, headers: init.headers as Record<string, string> }, (response) => {
    let text = ''
    response.on('data', (chunk: Buffer) => (text += chunk.toString()))
    response.on('end', () => resolve({ ok: (response.statusCode ?? 0) < 300, json: async () => JSON.parse(text) as unknown }))
  })
  request.on('error', reject)
  request.end(init.body as string)
})) as unknown as typeof fetch

const OVERRIDE = { remote: 'mfe_domains' as const, url: 'http://localhost:3101/mf-manifest.json' }
let server: TestServer
let answer: () => Reply

beforeAll(async () => {
  server = await startTestServer({ 'POST /api/remote-override/resolve': () => answer() })
})
beforeEach(() => {
  server.requests.length = 0
  localStorage.setItem('token', 'session-token')
})
afterEach(() => setAppliedOverride(null))
afterAll(() => server.close())

test('an override is registered with force, so what the normal address loaded is dropped', () => {
  const registerRemotes = jest.fn()
  applyOverride({ registerRemotes }, OVERRIDE)
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_domains', entry: OVERRIDE.url }], { force: true })
  expect(appliedOverride()).toEqual(OVERRIDE)
})

test('nothing kept: the server is not asked', async () => {
  expect(await resolveKeptOverride(server.url, send)).toBeNull()
  expect(server.requests).toEqual([])
})

test('a kept value is applied only as the server resolves it, and forgotten when the server says no', async () => {
  localStorage.setItem(OVERRIDE_KEY, 'signed-by-the-server')
  answer = () => ({ body: { override: OVERRIDE, message: null } })
  expect(await resolveKeptOverride(server.url, send)).toEqual(OVERRIDE)
  expect(server.requests[0].body).toEqual({ seal: 'signed-by-the-server' })
  expect(server.requests[0].headers.authorization).toBe('Bearer session-token')

  answer = () => ({ body: { override: null, message: 'http://localhost:3101 is no longer in REMOTE_OVERRIDE_ORIGINS; the remote override was cleared' } })
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  expect(await resolveKeptOverride(server.url, send)).toBeNull()
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('no longer in REMOTE_OVERRIDE_ORIGINS'))
  expect(localStorage.getItem(OVERRIDE_KEY)).toBeNull()
  warn.mockRestore()
})

test('a server that cannot be asked applies nothing', async () => {
  localStorage.setItem(OVERRIDE_KEY, 'signed-by-the-server')
  const closed = http.createServer()
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
  const { port } = closed.address() as { port: number }
  await new Promise((resolve) => closed.close(resolve))
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  expect(await resolveKeptOverride(`http://127.0.0.1:${port}`, send)).toBeNull()
  expect(localStorage.getItem(OVERRIDE_KEY)).toBe('signed-by-the-server')
  warn.mockRestore()
})
