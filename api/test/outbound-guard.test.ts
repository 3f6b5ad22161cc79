// The outbound client's defences against the local web farm: the SSRF guard (after DNS and
// after every redirect), CONNECT_TO pins, TLS failures with their codes, and timeouts.
import type { OutboundClient } from '../src/platform/outbound'
import { PinTable } from '../src/platform/outbound/guard'
import { parseConnectTo } from '../src/platform/outbound/connect-to'
import { assertFarmCaTrusted, type Farm, startFarm } from './farm'
import { failure, fakeLookup, farmClient } from './helpers/outbound'

let farm: Farm
let client: OutboundClient
beforeAll(async () => {
  assertFarmCaTrusted()
  farm = await startFarm()
  client = farmClient(farm)
})
afterAll(async () => {
  await client.close()
  await farm.close()
})

describe('SSRF guard', () => {
  test.each([
    ['http://127.0.0.1/', '127.0.0.1'],
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://[::1]:8080/', '::1'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://localhost/', 'localhost'],
    ['http://localhost./', 'localhost.'],
    ['http://app.localhost../', 'app.localhost..'],
    ['http://0x7f.1/', '127.0.0.1']
  ])('refuses %s', async (url, address) => {
    const err = await failure(client.get(url))
    expect({ code: err.code, reason: err.reason, address: err.address }).toEqual({ code: 'SSRF_BLOCKED', reason: 'it is a private or local network address', address })
  })

  test('refuses a name that resolves to a private address', async () => {
    const lookupClient = farmClient(farm, { lookup: fakeLookup({ 'evil.example': '10.1.2.3', 'mixed.example': '192.168.0.7' }) })
    try {
      const err = await failure(lookupClient.get('https://evil.example/'))
      expect({ code: err.code, reason: err.reason, address: err.address, url: err.url })
        .toEqual({ code: 'SSRF_BLOCKED', reason: 'it resolves to a private or reserved address', address: '10.1.2.3', url: 'https://evil.example/' })
    } finally {
      await lookupClient.close()
    }
  })

  test('refuses a redirect to a private, metadata or unpinned local address', async () => {
    for (const [path, address] of [['/to-private', '10.0.0.1'], ['/to-metadata', '169.254.169.254']]) {
      const err = await failure(client.get(`https://lab.farm.test${path}`))
      expect({ code: err.code, address: err.address }).toEqual({ code: 'SSRF_BLOCKED', address })
    }
    // The farm itself, by IP: the names are pinned, 127.0.0.1 is not.
    const err = await failure(client.get('https://to-local.farm.test/'))
    expect({ code: err.code, url: err.url }).toEqual({ code: 'SSRF_BLOCKED', url: `http://127.0.0.1:${farm.httpPort}/` })
  })

  test('a name that does not resolve is NXDOMAIN', async () => {
    const err = await failure(client.get('https://no-such-site.example/'))
    expect({ code: err.code, message: err.message }).toEqual({ code: 'NXDOMAIN', message: 'no-such-site.example: the domain does not exist (NXDOMAIN)' })
  })

  test('CONNECT_TO pins are trusted: a pinned loopback target is reached, keeping Host and SNI', async () => {
    const pinned = farmClient(farm, {
      connectTo: parseConnectTo(`lab.farm.test:443:127.0.0.1:${farm.httpsPort},127.0.0.1:${farm.httpPort}:127.0.0.1:${farm.httpPort}`)
    })
    try {
      const res = await pinned.get('https://lab.farm.test/echo')
      expect(JSON.parse(res.body).headers.host).toBe('lab.farm.test')
      // The operator pinned 127.0.0.1:<httpPort> too, so the redirect to it is allowed.
      const local = await pinned.get(`http://127.0.0.1:${farm.httpPort}/`)
      expect(local.status).toBe(421) // the farm has no site called "127.0.0.1"
    } finally {
      await pinned.close()
    }
  })

  test('a pin to a host name resolves it and trusts the answer', async () => {
    const pinned = farmClient(farm, {
      connectTo: parseConnectTo(`lab.farm.test:443:farm-box.internal:${farm.httpsPort}`),
      lookup: fakeLookup({ 'farm-box.internal': '127.0.0.1' })
    })
    try {
      expect((await pinned.get('https://lab.farm.test/utf8')).body).toBe('Crème brûlée ✓')
    } finally {
      await pinned.close()
    }
  })
})

describe('CONNECT_TO pin order', () => {
  const pinOf = (raw: string, host: string, port: number): string | undefined => {
    const rule = new PinTable(parseConnectTo(raw)).find(host, port)
    return rule === undefined ? undefined : `${rule.address}:${String(rule.addressPort)}`
  }

  test('the first matching rule wins, named or for any host, as with curl --connect-to', () => {
    expect(pinOf('::10.0.0.1:1,shop.test:443:10.0.0.2:2', 'shop.test', 443)).toBe('10.0.0.1:1')
    expect(pinOf('shop.test:443:10.0.0.2:2,::10.0.0.1:1', 'shop.test', 443)).toBe('10.0.0.2:2')
    expect(pinOf('shop.test:80:10.0.0.3:3,:443:10.0.0.1:1,shop.test::10.0.0.2:2', 'shop.test', 443)).toBe('10.0.0.1:1')
    expect(pinOf('shop.test:80:10.0.0.3:3,shop.test::10.0.0.2:2', 'shop.test', 443)).toBe('10.0.0.2:2')
    expect(pinOf('shop.test:443:10.0.0.2:2', 'other.test', 443)).toBeUndefined()
  })
})

describe('TLS failures keep their codes', () => {
  test.each([
    ['expired.farm.test', 'CERT_HAS_EXPIRED', 497],
    ['self-signed.farm.test', 'DEPTH_ZERO_SELF_SIGNED_CERT', 495],
    ['mismatch.example.test', 'ERR_TLS_CERT_ALTNAME_INVALID', 496],
    ['handshake.farm.test', 'TLS_HANDSHAKE_FAILED', 525],
    ['plain.farm.test', 'TLS_HANDSHAKE_FAILED', 525]
  ])('%s → %s', async (host, code) => {
    const err = await failure(client.get(`https://${host}/`))
    expect(err.code).toBe(code)
    expect(err.message).toContain(code === 'TLS_HANDSHAKE_FAILED' ? 'the TLS handshake failed' : `(${code})`)
  })

  test('plain http to the same hosts still works', async () => {
    expect((await client.get('http://expired.farm.test/')).status).toBe(200)
  })

  test('a refused port is ECONNREFUSED', async () => {
    expect((await failure(client.get('https://http-only.farm.test/'))).code).toBe('ECONNREFUSED')
  })
})

describe('timeouts', () => {
  // The codes tell which limit ended each call; no wall-clock bound (a loaded machine is slow,
  // not wrong). A call no limit ended would hang until the test's own timeout and fail.
  test('a handshake that never completes is CONNECT_TIMEOUT', async () => {
    expect((await failure(client.get('https://tarpit.farm.test/'))).code).toBe('CONNECT_TIMEOUT')
  })

  test('late headers and a stalled body are RESPONSE_TIMEOUT', async () => {
    expect((await failure(client.get('https://slow.farm.test/'))).code).toBe('RESPONSE_TIMEOUT')
    expect((await failure(client.get('https://lab.farm.test/slow-body'))).code).toBe('RESPONSE_TIMEOUT')
  })

  test('the overall deadline bounds the whole call', async () => {
    // Its other limits are far beyond the test's timeout: only the call's deadline can end it.
    const patient = farmClient(farm, { connectTimeoutMs: 3_600_000, responseTimeoutMs: 3_600_000, totalTimeoutMs: 3_600_000 })
    try {
      const err = await failure(patient.get('https://lab.farm.test/slow-body', { timeoutMs: 250 }))
      expect(err.code).toBe('RESPONSE_TIMEOUT')
    } finally {
      await patient.close()
    }
  })
})
