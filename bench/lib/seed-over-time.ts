// The "over time" part of the api-at-scale seed: footprints, DNS records and SEO
// changes, shaped like a real portfolio so the Footprints GROUP BY and the Changes list meet the
// row counts and cluster sizes they would. Deterministic by domain index, like seed.ts.
//
// Sites come in networks of 5 to 50 (one owner's sites built alike): a network shares its GA4
// property, Tag Manager container, AdSense publisher, affiliate IDs and Cloudflare nameserver
// pair. IPs are shared by ~10 sites each (shared hosting), one site in ten has a second A record,
// and sites off Cloudflare use their hosting server's nameservers (50 sets). Some values belong to
// one site only (old UA IDs): rows the GROUP BY reads that form no cluster.
// SEO changes: 60 days of weekly re-scans (9), a third of which find one or two changes: about
// 2.5 changes per domain a month.
import type { Insertable, Transaction } from 'kysely'
import { dnsAddresses, nameserverSet } from '../../api/src/components/footprints/dns-footprints'
import type { Database, SuperCategoryValue } from '../../api/src/platform/db/schema'
import type { DomainChangesTable } from '../../api/src/components/changes/tables'

const DAY = 86_400_000
const CHANGE_KINDS = ['title', 'description', 'h1', 'canonical', 'robots-meta', 'robots-txt', 'affiliate-link', 'schema', 'word-count', 'final-url']
const ROWS_PER_INSERT = 2000 // × 3–8 columns: under both databases' bound-parameter limits

/** First index of each network: consecutive blocks whose sizes vary from 5 to 50. */
const starts: number[] = [0]

/** The network of site i (indexes grow batch by batch, so the table grows as needed). */
function network (i: number): number {
  while (starts[starts.length - 1] <= i) {
    const k = starts.length - 1
    starts.push(starts[k] + 5 + ((k * 37) % 46))
  }
  let lo = 0
  let hi = starts.length - 2
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid] <= i) lo = mid
    else hi = mid - 1
  }
  return lo
}

const hex = (n: number, width: number): string => n.toString(16).toUpperCase().padStart(width, '0')

function footprintsOf (i: number): Array<{ kind: string, value: string }> {
  const k = network(i)
  const f: Array<{ kind: string, value: string }> = []
  if (i % 5 !== 0) f.push({ kind: 'ga4', value: `G-${hex(k * 7919, 10)}` })
  if (i % 2 === 0) f.push({ kind: 'gtm', value: `GTM-${hex(k * 104729, 7)}` })
  if (i % 7 < 2) f.push({ kind: 'adsense', value: `ca-pub-${String(1_000_000_000_000_000 + k * 7_777_777).padStart(16, '0')}` })
  if (i % 5 === 1) f.push({ kind: 'ua', value: `UA-${10_000_000 + i}-1` })
  f.push({ kind: 'affiliate-id', value: `partner-${k % 7}.example btag=net-${k}` })
  if (i % 2 === 1) f.push({ kind: 'affiliate-id', value: `casino-aff-${k % 3}.example affid=${k * 13}` })
  // Not by i % 10: that is the scope (seed.ts scopeOf), and every scope has WordPress sites.
  const cms = Math.floor(i / 3) % 10
  if (cms < 7) {
    f.push({ kind: 'generator', value: `WordPress 6.${i % 6}` })
    f.push({ kind: 'theme', value: `wordpress theme-${k % 40}` })
  } else if (cms === 7) f.push({ kind: 'generator', value: 'Joomla! - Open Source Content Management' })
  return f
}

function dnsOf (i: number): { a: string[], aaaa: string[], ns: string[], mx: string[] } {
  const host = Math.floor(i / 10)
  const a = [`198.51.${(host >> 8) & 255}.${host & 255}`]
  if (i % 10 === 3) a.push(`203.0.${(host >> 8) & 255}.${host & 255}`)
  const k = network(i)
  const ns = i % 5 < 3
    ? [`${['ada', 'bob', 'cruz', 'dina', 'emma'][k % 5]}${k}.ns.cloudflare.com`, `${['kai', 'lia', 'max', 'noa', 'ora'][k % 5]}${k}.ns.cloudflare.com`]
    : [`ns1.server-${i % 50}.example-host.net`, `ns2.server-${i % 50}.example-host.net`]
  return { a, aaaa: i % 5 === 4 ? [`2001:db8:${hex(host, 4).toLowerCase()}::1`] : [], ns, mx: [`10 mx.site-${i}.example.com`] }
}

function changesOf (i: number, domainId: string, userId: string, scope: SuperCategoryValue, now: Date): Array<Insertable<DomainChangesTable>> {
  const out: Array<Insertable<DomainChangesTable>> = []
  for (let week = 0; week < 9; week++) {
    if ((i + week) % 3 !== 0) continue
    const at = new Date(now.getTime() - (week * 7 + (i % 7)) * DAY - (i % 24) * 3_600_000).toISOString()
    const count = (i + week) % 2 === 0 ? 2 : 1
    for (let c = 0; c < count; c++) {
      const kind = CHANGE_KINDS[(i + week + c * 3) % CHANGE_KINDS.length]
      out.push({ domain_id: domainId, user_id: userId, super_category: scope, kind, before: `${kind} before (week ${week + 1})`, after: `${kind} after (week ${week})`, detected_at: at })
    }
  }
  return out
}

/** Footprints, DNS records and SEO changes for one batch of seed.ts's domains, in its transaction. */
export async function seedOverTime (trx: Transaction<Database>, idx: number[], ids: string[], userId: string, scopeOf: (i: number) => SuperCategoryValue, now: Date): Promise<void> {
  const iso = now.toISOString()
  const footprints = idx.flatMap((i, k) => {
    // As the DNS check writes them (components/footprints/dns-footprints).
    const dns = dnsOf(i)
    return [...footprintsOf(i), ...dnsAddresses(dns).map((value) => ({ kind: 'ip', value })), { kind: 'ns', value: nameserverSet(dns.ns)! }]
      .map((f) => ({ domain_id: ids[k], user_id: userId, super_category: scopeOf(i), ...f }))
  })
  for (let c = 0; c < footprints.length; c += ROWS_PER_INSERT) await trx.insertInto('domain_footprints').values(footprints.slice(c, c + ROWS_PER_INSERT)).execute()
  await trx.insertInto('domain_dns').values(idx.map((i, k) => {
    const d = dnsOf(i)
    return { domain_id: ids[k], a: JSON.stringify(d.a), aaaa: JSON.stringify(d.aaaa), ns: JSON.stringify(d.ns), mx: JSON.stringify(d.mx), error: null, checked_at: iso }
  })).execute()
  const changes = idx.flatMap((i, k) => changesOf(i, ids[k], userId, scopeOf(i), now))
  for (let c = 0; c < changes.length; c += ROWS_PER_INSERT) await trx.insertInto('domain_changes').values(changes.slice(c, c + ROWS_PER_INSERT)).execute()
}
