// The outbound client's pure parts: which addresses are refused, how failures are coded and
// mapped to the spec's status codes, and the concurrency limiter.
import ipaddr from 'ipaddr.js'
import { isBlockedAddress, OutboundError, transportStatus } from '../src/platform/outbound'
import { toOutboundError } from '../src/platform/outbound/errors'
import { KeyedSemaphore, Semaphore } from '../src/platform/outbound/semaphore'

describe('isBlockedAddress', () => {
  test.each([
    '127.0.0.1', '127.255.255.254', '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.255', '192.168.1.1',
    '169.254.169.254', '169.254.0.1', '100.64.0.1', '100.127.255.255', '0.0.0.0', '0.1.2.3', '224.0.0.1',
    '239.255.255.250', '240.0.0.1', '255.255.255.255', '192.0.2.10', '198.18.0.1', '203.0.113.5',
    '::', '::1', '[::1]', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a00:1',
    '2002:c0a8:0101::1', '::127.0.0.1', 'not-an-ip', ''
  ])('refuses %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true)
  })

  test.each([
    '93.184.215.14', '8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.63.255.255', '100.128.0.1',
    '169.253.255.255', '11.0.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8',
    '64:ff9b::808:808', '2002:0808:0808::1'
  ])('allows %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false)
  })
})

// Every special-purpose range ipaddr.js names (IANA's registries), read from the library itself
// so a range it adds in an update is tested too: its first and last address are refused. Ranges
// that carry an IPv4 address inside are refused when that address is not public.
type Named = Record<string, [ipaddr.IPv4 | ipaddr.IPv6, number] | Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>>
const specialRanges = (named: Named): Array<[string, string, string]> => Object.entries(named).flatMap(([name, value]) => {
  const list = (Array.isArray(value[0]) ? value : [value]) as Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>
  return list.flatMap(([base, bits]): Array<[string, string, string]> => {
    const cidr = `${base.toString()}/${bits}`
    const first = ipaddr.parse(ipaddr.IPv4.isValid(base.toString()) ? ipaddr.IPv4.networkAddressFromCIDR(cidr).toString() : ipaddr.IPv6.networkAddressFromCIDR(cidr).toString())
    const last = base.kind() === 'ipv4' ? ipaddr.IPv4.broadcastAddressFromCIDR(cidr) : ipaddr.IPv6.broadcastAddressFromCIDR(cidr)
    return [[name, cidr, first.toString()], [name, cidr, last.toString()]]
  })
})

describe('isBlockedAddress: the special-purpose ranges of ipaddr.js', () => {
  const v4 = specialRanges((ipaddr.IPv4.prototype as unknown as { SpecialRanges: Named }).SpecialRanges)
  const v6 = specialRanges((ipaddr.IPv6.prototype as unknown as { SpecialRanges: Named }).SpecialRanges)

  test('the library names the ranges this guard relies on', () => {
    const names = new Set([...v4, ...v6].map(([name]) => name))
    for (const name of ['private', 'loopback', 'linkLocal', 'carrierGradeNat', 'uniqueLocal', 'ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo']) {
      expect(names).toContain(name)
    }
  })

  test.each([...v4, ...v6])('%s %s: refuses %s', (_name, _cidr, address) => {
    expect(isBlockedAddress(address)).toBe(true)
  })

  test.each([
    ['IPv4-mapped', '::ffff:10.0.0.1', '::ffff:8.8.8.8'],
    ['NAT64 64:ff9b::/96', '64:ff9b::192.168.0.1', '64:ff9b::8.8.8.8'],
    ['NAT64, loopback inside', '64:ff9b::7f00:1', '64:ff9b::101:101'],
    ['6to4 2002::/16', '2002:a9fe:a9fe::1', '2002:808:808::1'],
    ['6to4, private inside', '2002:c0a8:101::1', '2002:5db8:d70e::1']
  ])('%s: refuses %s (private inside), allows %s (public inside)', (_name, privateInside, publicInside) => {
    expect(isBlockedAddress(privateInside)).toBe(true)
    expect(isBlockedAddress(publicInside)).toBe(false)
  })

  test.each([
    ['IPv4-translated ::ffff:0:0:0/96', '::ffff:0:8.8.8.8'],
    ['IPv4-translated, loopback inside', '::ffff:0:127.0.0.1'],
    ['Teredo 2001::/32', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['Teredo, loopback server', '2001:0:7f00:1::1'],
    ['local-use NAT64 64:ff9b:1::/48', '64:ff9b:1::808:808'],
    ['IPv4-compatible (deprecated)', '::8.8.8.8']
  ])('%s: refuses %s whatever it carries', (_name, address) => {
    expect(isBlockedAddress(address)).toBe(true)
  })
})

describe('transportStatus', () => {
  test.each([
    ['NXDOMAIN', 499],
    ['CERT_HAS_EXPIRED', 497],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 495],
    ['SELF_SIGNED_CERT_IN_CHAIN', 495],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 496],
    ['UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 496],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 496],
    ['CERT_NOT_YET_VALID', 496],
    ['TLS_HANDSHAKE_FAILED', 525],
    ['CONNECT_TIMEOUT', 526],
    ['RESPONSE_TIMEOUT', 408],
    ['ECONNREFUSED', null],
    ['ECONNRESET', null],
    ['SSRF_BLOCKED', null],
    ['TOO_MANY_REDIRECTS', null],
    ['INVALID_URL', null],
    ['DNS_ERROR', null],
    ['SOMETHING_ELSE', null]
  ])('%s → %p', (code, status) => {
    expect(transportStatus(code)).toBe(status)
  })
})

describe('toOutboundError', () => {
  const url = 'https://site.example/'
  const raw = (code: string, message = 'boom'): Error => Object.assign(new Error(message), { code })

  test.each([
    ['ENOTFOUND', 'NXDOMAIN', 'the domain does not exist (NXDOMAIN)'],
    ['EAI_AGAIN', 'DNS_ERROR', 'its DNS lookup failed (EAI_AGAIN)'],
    ['CERT_HAS_EXPIRED', 'CERT_HAS_EXPIRED', 'its TLS certificate has expired (CERT_HAS_EXPIRED)'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'its TLS certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT)'],
    ['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'its TLS certificate could not be verified (UNABLE_TO_VERIFY_LEAF_SIGNATURE)'],
    ['ERR_SSL_WRONG_VERSION_NUMBER', 'TLS_HANDSHAKE_FAILED', 'the TLS handshake failed (ERR_SSL_WRONG_VERSION_NUMBER)'],
    ['UND_ERR_CONNECT_TIMEOUT', 'CONNECT_TIMEOUT', 'the connection timed out'],
    ['UND_ERR_HEADERS_TIMEOUT', 'RESPONSE_TIMEOUT', 'the server took too long to answer'],
    ['UND_ERR_BODY_TIMEOUT', 'RESPONSE_TIMEOUT', 'the server took too long to answer'],
    ['ECONNREFUSED', 'ECONNREFUSED', 'the connection was refused (ECONNREFUSED)'],
    ['UND_ERR_SOCKET', 'ECONNRESET', 'the connection was closed unexpectedly (ECONNRESET)'],
    ['ENETUNREACH', 'EHOSTUNREACH', 'the host is unreachable (ENETUNREACH)'],
    ['WEIRD', 'REQUEST_FAILED', 'the request failed (WEIRD)']
  ])('%s → %s', (low, code, reason) => {
    const err = toOutboundError(raw(low), url)
    expect(err).toBeInstanceOf(OutboundError)
    expect({ code: err.code, reason: err.reason, message: err.message, url: err.url })
      .toEqual({ code, reason, message: `site.example: ${reason}`, url })
  })

  test('a socket closed during the TLS handshake is a handshake failure', () => {
    const err = toOutboundError(raw('ECONNRESET', 'Client network socket disconnected before secure TLS connection was established'), url)
    expect(err.code).toBe('TLS_HANDSHAKE_FAILED')
  })
})

describe('Semaphore', () => {
  test('never lets more than the limit in, and serves waiters in order', async () => {
    const sem = new Semaphore(2)
    const order: number[] = []
    let inside = 0
    let most = 0
    await Promise.all([1, 2, 3, 4, 5].map(async (n) => {
      const release = await sem.acquire()
      inside++
      most = Math.max(most, inside)
      order.push(n)
      await new Promise((resolve) => setImmediate(resolve))
      inside--
      release()
      release() // a second release is ignored
    }))
    expect(most).toBe(2)
    expect(order).toEqual([1, 2, 3, 4, 5])
    expect(sem.load).toBe(0)
  })

  test('keyed: a limit per key, and idle keys are forgotten', async () => {
    const sem = new KeyedSemaphore(1)
    const a = await sem.acquire('a')
    const b = await sem.acquire('b') // another key is not blocked by "a"
    let second = false
    const waiting = sem.acquire('a').then((release) => { second = true; return release })
    await new Promise((resolve) => setImmediate(resolve))
    expect(second).toBe(false)
    a()
    const a2 = await waiting
    expect(second).toBe(true)
    a2()
    b()
    expect(sem.size).toBe(0)
  })

  test('rejects a limit below 1', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError)
  })
})
