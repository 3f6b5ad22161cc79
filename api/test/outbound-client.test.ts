// The outbound client against the local web farm: identity headers, decoding, redirects, the
// body cap and the concurrency limits (the SSRF guard, TLS and timeouts: outbound-guard.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { OutboundClient } from '../src/platform/outbound'
import { parseConnectTo } from '../src/platform/outbound/connect-to'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { pause, send } from './farm/kit'
import { LAB_TEXT } from './farm/sites/lab'
import { failure, farmClient } from './helpers/outbound'

let farm: Farm
let client: OutboundClient
// Concurrency probes: three hosts that count requests in flight.
const inFlight = { total: 0, most: 0, perHost: new Map<string, number>(), mostPerHost: 0 }
const countingSite = (host: string) => ({
  host,
  handle: async (req: IncomingMessage, res: ServerResponse) => {
    inFlight.total++
    inFlight.perHost.set(host, (inFlight.perHost.get(host) ?? 0) + 1)
    inFlight.most = Math.max(inFlight.most, inFlight.total)
    inFlight.mostPerHost = Math.max(inFlight.mostPerHost, inFlight.perHost.get(host) ?? 0)
    await pause(res, 60)
    inFlight.total--
    inFlight.perHost.set(host, (inFlight.perHost.get(host) ?? 1) - 1)
    send(req, res, 'counted', { type: 'text/plain' })
  }
})

beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm({ sites: ['c1.farm.test', 'c2.farm.test', 'c3.farm.test'].map(countingSite) })
  client = farmClient(farm)
})
afterAll(async () => {
  await client.close()
  await farm.close()
})

describe('requests', () => {
  test('remembers the address each host was connected to (the footprint IP), none before a connection', async () => {
    expect(client.addressOf('https://net-a.farm.test/')).toBeNull()
    await client.get('https://net-a.farm.test/')
    // The farm pins every host to the loopback address; plain http is another connection.
    expect(client.addressOf('https://net-a.farm.test/any/page')).toBe('127.0.0.1')
    expect(client.addressOf('http://net-a.farm.test/')).toBeNull()
    expect(client.addressOf('not a url')).toBeNull()
  })

  test('sends a browser-like identity and keeps the host name in Host', async () => {
    const res = await client.get('https://lab.farm.test/echo?x=1')
    expect(res.status).toBe(200)
    const echo = JSON.parse(res.body) as { headers: Record<string, string>, url: string }
    expect(echo.url).toBe('/echo?x=1')
    expect(echo.headers.host).toBe('lab.farm.test')
    expect(echo.headers['user-agent']).toMatch(/^Mozilla\/5\.0 \(.+\) AppleWebKit\/.+ Chrome\/\d+/)
    expect(echo.headers.accept).toContain('text/html')
    expect(echo.headers['accept-encoding']).toBe('gzip, deflate, br')
    expect(echo.headers['accept-language']).toMatch(/^en/)
    expect(res.finalUrl).toBe('https://lab.farm.test/echo?x=1')
    expect(res.redirects).toEqual([])
    expect(res.contentType).toBe('application/json')
    expect(res.timings.totalMs).toBeGreaterThanOrEqual(0)
  })

  test('accept and extra headers can be set per call', async () => {
    const res = await client.get('https://lab.farm.test/echo', { accept: 'text/plain', headers: { 'x-probe': 'yes' } })
    const { headers } = JSON.parse(res.body) as { headers: Record<string, string> }
    expect(headers.accept).toBe('text/plain')
    expect(headers['x-probe']).toBe('yes')
  })

  test.each(['gzip', 'br', 'deflate'])('decodes %s bodies', async (encoding) => {
    const res = await client.get(`https://lab.farm.test/${encoding}`)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.body).toBe(LAB_TEXT)
  })

  test('decodes text by its charset', async () => {
    expect((await client.get('https://lab.farm.test/latin1')).body).toBe('Crème brûlée')
    expect((await client.get('https://lab.farm.test/utf8')).body).toBe('Crème brûlée ✓')
  })

  test('an error status is a response, not a failure', async () => {
    const res = await client.get('https://lab.farm.test/status/503')
    expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: 'busy' })
  })

  test('a body that is not what its Content-Encoding says fails as BAD_RESPONSE', async () => {
    expect((await failure(client.get('https://lab.farm.test/bad-gzip'))).code).toBe('BAD_RESPONSE')
  })

  test('a dropped connection fails as ECONNRESET', async () => {
    expect((await failure(client.get('https://lab.farm.test/reset'))).code).toBe('ECONNRESET')
  })

  test.each(['ftp://lab.farm.test/', 'not a url', 'https://user:pw@lab.farm.test/', 'file:///etc/passwd'])('refuses %p as INVALID_URL', async (url) => {
    expect((await failure(client.get(url))).code).toBe('INVALID_URL')
  })
})

describe('redirects', () => {
  test('are followed, relative or absolute, and listed', async () => {
    const res = await client.get('https://lab.farm.test/redirect/3')
    expect(res.body).toBe('arrived')
    expect(res.finalUrl).toBe('https://lab.farm.test/redirect/0')
    expect(res.redirects).toEqual(['https://lab.farm.test/redirect/2', 'https://lab.farm.test/redirect/1', 'https://lab.farm.test/redirect/0'])
  })

  test('stop at the limit with TOO_MANY_REDIRECTS', async () => {
    const err = await failure(client.get('https://loop.farm.test/'))
    expect(err.code).toBe('TOO_MANY_REDIRECTS')
    expect(err.message).toBe('loop.farm.test: it redirected more than 5 times')
    expect((await failure(client.get('https://lab.farm.test/redirect/3', { maxRedirects: 2 }))).code).toBe('TOO_MANY_REDIRECTS')
    expect((await client.get('https://lab.farm.test/redirect/3', { maxRedirects: 3 })).status).toBe(200)
  })

  test('to a non-http scheme fail as INVALID_URL', async () => {
    const err = await failure(client.get('https://lab.farm.test/to-ftp'))
    expect(err.code).toBe('INVALID_URL')
    expect(err.reason).toContain('ftp://files.farm.test/')
  })
})

describe('body cap', () => {
  test('a page over the cap is cut there and marked truncated', async () => {
    const res = await client.get('https://huge.farm.test/')
    expect(res.truncated).toBe(true)
    expect(Buffer.byteLength(res.body)).toBe(5 * 1024 * 1024)
    const small = await client.get('https://lab.farm.test/gzip', { maxBytes: 100 })
    expect({ truncated: small.truncated, body: small.body }).toEqual({ truncated: true, body: LAB_TEXT.slice(0, 100) })
    const exact = await client.get('https://lab.farm.test/gzip', { maxBytes: LAB_TEXT.length })
    expect({ truncated: exact.truncated, length: exact.body.length }).toEqual({ truncated: false, length: LAB_TEXT.length })
  })

  test('the cap counts decompressed bytes (a gzip bomb stops at the cap)', async () => {
    const res = await client.get('https://lab.farm.test/bomb', { maxBytes: 1024 * 1024 })
    expect(res.truncated).toBe(true)
    expect(res.body.length).toBe(1024 * 1024)
  })
})

describe('concurrency', () => {
  test('at most CHECK_CONCURRENCY requests at once, and at most 2 per host (http and https together)', async () => {
    const limited = farmClient(farm, { concurrency: 3, perHostConcurrency: 2 })
    try {
      inFlight.most = 0
      inFlight.mostPerHost = 0
      const urls = ['c1', 'c2', 'c3'].flatMap((h) => ['https', 'http', 'https', 'http'].map((s) => `${s}://${h}.farm.test/`))
      const bodies = await Promise.all(urls.map(async (url) => (await limited.get(url)).body))
      expect(bodies).toEqual(urls.map(() => 'counted'))
      expect(inFlight.most).toBe(3)
      expect(inFlight.mostPerHost).toBe(2)

      // One host alone: still 2 at a time although the global limit would allow 3.
      inFlight.mostPerHost = 0
      inFlight.most = 0
      await Promise.all(['https', 'http', 'https', 'http', 'https'].map(async (s) => await limited.get(`${s}://c1.farm.test/`)))
      expect(inFlight.most).toBe(2)
    } finally {
      await limited.close()
    }
  })
})

test('farm: unknown paths are 404 and unknown hosts are 421', async () => {
  expect((await client.get('https://lab.farm.test/nothing-here')).status).toBe(404)
  const pinned = farmClient(farm, { connectTo: parseConnectTo(`${farm.connectTo()},nobody.farm.test:443:127.0.0.1:${farm.httpsPort}`) })
  try {
    expect((await pinned.get('https://nobody.farm.test/')).status).toBe(421)
  } finally {
    await pinned.close()
  }
})
