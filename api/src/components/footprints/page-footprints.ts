// Footprints: what a page shares with other sites of the same owner, the marks search engines
// use to link a network. Read from the raw HTML (tracking snippets live in scripts
// and URLs, not in visible text), the affiliate links and the meta generator.
//
// The affiliate ID is the value of one of AFFILIATE_ID_PARAMS in an affiliate link's query,
// kept with the program's host ("partner.example aff=123"): the same number at two programs is
// no shared ID. The list covers the common networks' parameter names (Amazon tag, Income Access
// btag, CAKE/HasOffers affid/aff_id/sub_id, Partnerize clickref, generic ref/aff/partner).

/** What a page shows, read by the scanner and replaced with each scan. */
export const PAGE_FOOTPRINT_KINDS = {
  ga4: 'Google Analytics 4',
  ua: 'Universal Analytics',
  gtm: 'Google Tag Manager',
  adsense: 'AdSense publisher',
  'affiliate-id': 'Affiliate ID',
  generator: 'Generator',
  theme: 'Theme or template'
} as const

/**
 * What the network says about a site: its addresses (the DNS check's A/AAAA records, else the
 * status check's connected IP) and its nameserver set (DNS NS). Never taken from a page or from
 * a client's save, and kept when a scan replaces the page's footprints.
 */
export const NETWORK_FOOTPRINT_KINDS = {
  ip: 'IP address',
  ns: 'Nameserver set'
} as const

export const FOOTPRINT_KINDS = { ...PAGE_FOOTPRINT_KINDS, ...NETWORK_FOOTPRINT_KINDS } as const

export type FootprintKind = keyof typeof PAGE_FOOTPRINT_KINDS
export type NetworkFootprintKind = keyof typeof NETWORK_FOOTPRINT_KINDS

export const NETWORK_KINDS = Object.keys(NETWORK_FOOTPRINT_KINDS) as NetworkFootprintKind[]

export const isPageFootprintKind = (kind: string): kind is FootprintKind => Object.hasOwn(PAGE_FOOTPRINT_KINDS, kind)

export interface Footprint {
  kind: FootprintKind
  value: string
}

export const AFFILIATE_ID_PARAMS = ['aff', 'affid', 'aff_id', 'affiliate', 'affiliate_id', 'ref', 'refid', 'tag', 'btag', 'subid', 'sub_id', 'partner', 'partner_id', 'clickref', 'pid']

/** At most this many footprints of one kind per page (a page listing 500 IDs is no fingerprint). */
export const MAX_PER_KIND = 10
const MAX_VALUE = 200

const PATTERNS: Array<[FootprintKind, RegExp, (m: RegExpMatchArray) => string]> = [
  ['ga4', /\b(G-[A-Z0-9]{8,12})\b/g, (m) => m[1]],
  ['ua', /\b(UA-\d{4,10}-\d{1,4})\b/g, (m) => m[1]],
  ['gtm', /\b(GTM-[A-Z0-9]{4,9})\b/g, (m) => m[1]],
  ['adsense', /\b(ca-pub-\d{10,20})\b/g, (m) => m[1]],
  // WordPress themes and Joomla templates by the path of their assets.
  ['theme', /\/wp-content\/themes\/([A-Za-z0-9_.-]{1,80})\//g, (m) => `wordpress ${m[1].toLowerCase()}`],
  ['theme', /\/templates\/([A-Za-z0-9_.-]{1,80})\/(?:css|js|images)\//g, (m) => `joomla ${m[1].toLowerCase()}`]
]

/** The affiliate IDs in `links` (already known to be affiliate links). */
export function affiliateIds (links: readonly URL[]): string[] {
  const ids: string[] = []
  for (const url of links) {
    for (const [name, value] of url.searchParams) {
      const v = value.trim()
      if (v !== '' && AFFILIATE_ID_PARAMS.includes(name.toLowerCase())) ids.push(`${url.hostname.replace(/^www\./, '')} ${name.toLowerCase()}=${v}`)
    }
  }
  return ids
}

/** Every footprint of a page, each (kind, value) once. */
export function extractFootprints (html: string, generator: string, affiliateLinks: readonly URL[]): Footprint[] {
  const found = new Map<string, Footprint>()
  const counts = new Map<FootprintKind, number>()
  const add = (kind: FootprintKind, raw: string): void => {
    const value = raw.slice(0, MAX_VALUE)
    const key = `${kind}\n${value}`
    if (value === '' || found.has(key) || (counts.get(kind) ?? 0) >= MAX_PER_KIND) return
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
    found.set(key, { kind, value })
  }
  for (const [kind, pattern, pick] of PATTERNS) {
    for (const match of html.matchAll(pattern)) add(kind, pick(match))
  }
  if (generator !== '') add('generator', generator)
  for (const id of affiliateIds(affiliateLinks)) add('affiliate-id', id)
  return [...found.values()]
}
