// Which RDAP server answers for a domain (RFC 9224): the bootstrap's services map TLDs (or
// longer suffixes) to base URLs; the longest matching suffix wins and an https URL is preferred.
// The registrable name asked about is the label just left of the registry's suffix.

export interface Bootstrap {
  /** suffix ("com", "co.uk") → base URL ending in "/". */
  servers: ReadonlyMap<string, string>
  publication: string | null
}

/** Second-level suffixes sold like TLDs under ccTLDs whose registry answers for them. */
const SECOND_LEVEL = new Set([
  'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk', 'com.br', 'net.br', 'org.br', 'com.au', 'net.au', 'org.au',
  'co.nz', 'co.za', 'com.mx', 'com.ar', 'co.jp', 'com.tr', 'com.cn', 'co.in', 'com.sg', 'com.co', 'net.co', 'com.es'
])

/** Reads an RFC 9224 bootstrap document; throws on anything that is not one. */
export function parseBootstrap (doc: unknown): Bootstrap {
  const services = (doc as { services?: unknown })?.services
  if (!Array.isArray(services)) throw new Error('not an RDAP bootstrap file: no "services" array')
  const servers = new Map<string, string>()
  for (const entry of services) {
    if (!Array.isArray(entry) || !Array.isArray(entry[0]) || !Array.isArray(entry[1])) continue
    const urls = (entry[1] as unknown[]).filter((u): u is string => typeof u === 'string' && /^https?:\/\//i.test(u))
    const url = urls.find((u) => u.toLowerCase().startsWith('https:')) ?? urls[0]
    if (url === undefined) continue
    for (const tld of entry[0] as unknown[]) {
      if (typeof tld === 'string' && tld !== '') servers.set(tld.toLowerCase(), url.endsWith('/') ? url : `${url}/`)
    }
  }
  if (servers.size === 0) throw new Error('not an RDAP bootstrap file: no services')
  const publication = (doc as { publication?: unknown }).publication
  return { servers, publication: typeof publication === 'string' ? publication : null }
}

/** The name the registry knows: "shop.example.co.uk" → "example.co.uk", "www.example.com" → "example.com". */
export function registrableName (domain: string): string {
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.')
  if (labels.length <= 2) return labels.join('.')
  const lastTwo = labels.slice(-2).join('.')
  return labels.slice(SECOND_LEVEL.has(lastTwo) ? -3 : -2).join('.')
}

/** The TLD of a name, for messages ("no RDAP service for .de"). */
export function tldOf (name: string): string {
  return name.slice(name.lastIndexOf('.') + 1)
}

/** The base URL for `name` (a registrable name), or null when no registry publishes one. */
export function serverFor (bootstrap: Bootstrap, name: string): string | null {
  const labels = name.toLowerCase().split('.')
  for (let i = 1; i < labels.length; i++) {
    const server = bootstrap.servers.get(labels.slice(i).join('.'))
    if (server !== undefined) return server
  }
  return null
}
