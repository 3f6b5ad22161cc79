// Which IP addresses an outbound check may connect to. Everything that is not a public unicast
// address is refused, so a scan cannot be used to reach the server's own network, the cloud
// metadata service or anything behind the firewall (SSRF).
import { BlockList, isIPv4, isIPv6 } from 'node:net'

const v4 = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, incl. the 169.254.169.254 metadata service
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4] // reserved, incl. broadcast
] as const) v4.addSubnet(net, prefix, 'ipv4')

const v6 = new BlockList()
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback and IPv4-compatible (deprecated) addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8] // multicast
] as const) v6.addSubnet(net, prefix, 'ipv6')

/** The 8 16-bit groups of an IPv6 address (accepts "::" and a trailing dotted quad). */
function hextets (address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (quad !== null) {
    const [a, b, c, d] = quad[1].split('.').map(Number)
    text = text.slice(0, -quad[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined]
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const fill = tail === undefined ? [] : new Array(8 - left.length - right.length).fill('0')
  return [...left, ...fill, ...right].map((h) => parseInt(h, 16))
}

/** The IPv4 address carried inside an IPv4-mapped, NAT64 or 6to4 IPv6 address, if any. */
function embeddedIPv4 (address: string): string | null {
  const h = hextets(address)
  const quad = (hi: number, lo: number): string => [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.')
  const zeros = (from: number, to: number): boolean => h.slice(from, to).every((x) => x === 0)
  if (zeros(0, 5) && h[5] === 0xffff) return quad(h[6], h[7]) // ::ffff:a.b.c.d
  if (h[0] === 0x64 && h[1] === 0xff9b && zeros(2, 6)) return quad(h[6], h[7]) // 64:ff9b::a.b.c.d
  if (h[0] === 0x2002) return quad(h[1], h[2]) // 6to4 2002:AABB:CCDD::
  return null
}

/** True when `address` (an IP literal) must not be connected to. Non-IPs count as blocked. */
export function isBlockedAddress (address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '')
  if (isIPv4(ip)) return v4.check(ip, 'ipv4')
  if (!isIPv6(ip)) return true
  const inner = embeddedIPv4(ip)
  if (inner !== null) return v4.check(inner, 'ipv4')
  return v6.check(ip, 'ipv6')
}
