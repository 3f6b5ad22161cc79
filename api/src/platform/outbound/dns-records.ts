// DNS records beyond addresses: NS and MX for the DNS check. Addresses (A/AAAA) come
// from the client's own lookup, so CONNECT_TO pins and the tests' injected resolver apply to
// them as to every connection; NS and MX come from this resolver, which tests inject too.
import { Resolver } from 'node:dns/promises'

export type RecordKind = 'NS' | 'MX'
/** The names of a domain's NS or MX records (MX as "priority exchange", lowest first); [] when it has none. */
export type ResolveRecordsFn = (name: string, kind: RecordKind) => Promise<string[]>

const NO_RECORDS = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN'])

export const systemResolveRecords: ResolveRecordsFn = async (name, kind) => {
  const resolver = new Resolver({ timeout: 5000, tries: 2 })
  try {
    if (kind === 'NS') return (await resolver.resolveNs(name)).map((n) => n.toLowerCase()).sort()
    return (await resolver.resolveMx(name)).sort((a, b) => a.priority - b.priority || a.exchange.localeCompare(b.exchange))
      .map((m) => `${m.priority} ${m.exchange.toLowerCase()}`)
  } catch (err) {
    if (NO_RECORDS.has(String((err as { code?: unknown }).code))) return []
    throw err
  }
}
