// Which IP addresses an outbound check may connect to: only public unicast ones, so a scan cannot
// be used to reach the server's own network, the cloud metadata service or anything behind the
// firewall (SSRF). The special-purpose ranges come from ipaddr.js (IANA's registries, kept up to
// date by the library), not from a list kept by hand here.
import { isIPv4, isIPv6 } from 'node:net'
import ipaddr from 'ipaddr.js'

/** IANA allocates global unicast IPv6 only from 2000::/3; the rest of the space is reserved. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3')
/** The well-known NAT64 prefix, whose last 32 bits are the IPv4 address (RFC 6052). */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96')

function ipv4FromBytes (bytes: number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes)
}

/**
 * The IPv4 address an IPv6 address stands for, in the ranges whose traffic ends up at that IPv4
 * address: IPv4-mapped (::ffff:a.b.c.d), well-known NAT64 and 6to4 (2002:AABB:CCDD::). Null for
 * every other range, including ones that are refused whatever they carry (IPv4-translated,
 * Teredo, whose client address is obfuscated, and local-use NAT64).
 */
function embeddedIPv4 (address: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const bytes = address.toByteArray()
  if (range === 'ipv4Mapped') return address.toIPv4Address()
  if (range === 'rfc6052' && address.match(NAT64_WELL_KNOWN)) return ipv4FromBytes(bytes.slice(12, 16))
  if (range === '6to4') return ipv4FromBytes(bytes.slice(2, 6))
  return null
}

/** True when `address` (an IP literal) must not be connected to. Non-IPs count as blocked. */
export function isBlockedAddress (address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '')
  // node:net decides what an IP literal is (ipaddr.js would also read forms such as 0x7f.1).
  if (isIPv4(ip)) return ipaddr.IPv4.parse(ip).range() !== 'unicast'
  if (!isIPv6(ip)) return true
  // ipaddr.js reads the deprecated IPv4-compatible spelling ::a.b.c.d as IPv4-mapped; the socket
  // would connect to ::a.b.c.d itself, which is outside global unicast.
  if (/^::\d+\.\d+\.\d+\.\d+$/.test(ip)) return true
  const v6 = ipaddr.IPv6.parse(ip)
  const range = v6.range()
  if (range === 'unicast') return !v6.match(GLOBAL_UNICAST_V6)
  const inner = embeddedIPv4(v6, range)
  return inner === null || inner.range() !== 'unicast'
}

/**
 * Ranges of an internal network: private (RFC 1918), carrier-grade NAT, loopback, link-local,
 * unique-local and site-local, unspecified. What a DNS answer must not show a user:
 * they map someone's internal network. Documentation and other reserved ranges map nothing and
 * stay shown (the guard still refuses to connect to them).
 */
const INTERNAL_RANGES = new Set(['private', 'carrierGradeNat', 'loopback', 'linkLocal', 'uniqueLocal', 'deprecatedSiteLocal', 'unspecified'])

/** True when `address` (an IP literal) is in an internal network's range, also inside IPv6; non-IPs count as internal. */
export function isInternalAddress (address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '')
  if (isIPv4(ip)) return INTERNAL_RANGES.has(ipaddr.IPv4.parse(ip).range())
  if (!isIPv6(ip)) return true
  const compatible = /^::(\d+\.\d+\.\d+\.\d+)$/.exec(ip)
  if (compatible !== null) return isInternalAddress(compatible[1])
  const v6 = ipaddr.IPv6.parse(ip)
  const range = v6.range()
  if (INTERNAL_RANGES.has(range)) return true
  const inner = embeddedIPv4(v6, range)
  return inner !== null && INTERNAL_RANGES.has(inner.range())
}
