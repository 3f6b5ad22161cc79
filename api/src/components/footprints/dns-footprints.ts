// What the DNS check's records give the Footprints screen: the addresses a site's name
// points to and its nameserver set. Normalised so that two sites with the same servers are one
// cluster whatever order or spelling the resolver answered them in.
import { MAX_PER_KIND } from './page-footprints'

/** Longest nameserver set kept (a footprint value is indexed; 13 long names would not fit). */
export const MAX_NS_SET = 1000

/** A host name as DNS compares them: case-insensitive, the trailing root dot optional. */
function hostName (name: string): string {
  return name.trim().toLowerCase().replace(/(?<!\.)\.+$/, '')
}

/**
 * The domain's NS host names, lower case, without the trailing dot, each once, sorted and
 * joined with ", "; null when it has none. Names past MAX_NS_SET characters are left off.
 */
export function nameserverSet (ns: readonly string[]): string | null {
  const names = [...new Set(ns.map(hostName).filter((n) => n !== ''))].sort()
  let set = ''
  for (const name of names) {
    const next = set === '' ? name : `${set}, ${name}`
    if (next.length > MAX_NS_SET) break
    set = next
  }
  return set === '' ? null : set
}

/**
 * The A and AAAA addresses, each once, IPv4 first (at most MAX_PER_KIND: a name answering with
 * dozens of addresses is a CDN, and its first few say as much as all of them).
 */
export function dnsAddresses (records: { a: readonly string[], aaaa: readonly string[] }): string[] {
  return [...new Set([...records.a, ...records.aaaa].map((a) => a.trim().toLowerCase()).filter((a) => a !== ''))].slice(0, MAX_PER_KIND)
}
