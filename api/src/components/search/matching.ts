// Which property stands for which saved domain. A domain property (sc-domain:example.com)
// covers example.com and every subdomain; a URL-prefix property covers its host, and is taken
// for the bare domain or its www. twin when nothing closer exists. Per saved domain and per
// source (Google, Bing) the closest readable property wins.
import { READABLE_PERMISSIONS } from './property-repository'
import type { SearchAccountKind } from './tables'
import { groupBy } from '../../platform/lib/group-by'

export type Source = 'google' | 'bing'

export interface MatchProperty { id: number, kind: 'domain' | 'url-prefix', host: string, siteUrl: string, permission: string, accountKind: SearchAccountKind }
export interface MatchDomain { id: string, domain: string }

export function sourceOf (kind: SearchAccountKind): Source {
  return kind === 'bing' ? 'bing' : 'google'
}

function twin (host: string): string {
  return host.startsWith('www.') ? host.slice(4) : `www.${host}`
}

/** How well `p` stands for `domain` (higher is closer); 0 when it does not cover it. */
export function closeness (p: MatchProperty, domain: string): number {
  const readable = READABLE_PERMISSIONS.includes(p.permission) ? 1000 : 0
  if (p.kind === 'domain') {
    if (p.host === domain) return readable + 300
    if (domain.endsWith(`.${p.host}`)) return readable + 100 + p.host.length
    return 0
  }
  const https = p.siteUrl.startsWith('https:') ? 1 : 0
  if (p.host === domain) return readable + 200 + https
  if (p.host === twin(domain)) return readable + 150 + https
  return 0
}

export interface Matches<P extends MatchProperty, D extends MatchDomain> {
  /** Per saved domain id, the closest property of each source. */
  bySite: Map<string, Partial<Record<Source, P>>>
  /** Saved domains no property covers. */
  withoutProperty: D[]
  /** Properties that stand for no saved domain. */
  notMonitored: P[]
}

/**
 * Every host a property standing for `domain` can have: the domain itself, its www. twin and its
 * parents. Only properties of these hosts are candidates, so one site is matched from them alone.
 */
export function candidateHosts (domain: string): string[] {
  const labels = domain.split('.')
  return [...new Set([domain, twin(domain), ...labels.slice(1).map((_, i) => labels.slice(i + 1).join('.'))])]
}

export function matchProperties<P extends MatchProperty, D extends MatchDomain> (properties: readonly P[], domains: readonly D[]): Matches<P, D> {
  const byHost = groupBy(properties, (p) => p.host)
  const bySite = new Map<string, Partial<Record<Source, P>>>()
  const used = new Set<number>()
  const withoutProperty: D[] = []
  for (const d of domains) {
    const best: Partial<Record<Source, { p: P, score: number }>> = {}
    for (const host of candidateHosts(d.domain)) {
      for (const p of byHost.get(host) ?? []) {
        const score = closeness(p, d.domain)
        const source = sourceOf(p.accountKind)
        if (score > 0 && score > (best[source]?.score ?? 0)) best[source] = { p, score }
      }
    }
    const chosen: Partial<Record<Source, P>> = {}
    for (const source of ['google', 'bing'] as const) {
      const b = best[source]
      if (b !== undefined) { chosen[source] = b.p; used.add(b.p.id) }
    }
    if (chosen.google === undefined && chosen.bing === undefined) withoutProperty.push(d)
    else bySite.set(d.id, chosen)
  }
  return { bySite, withoutProperty, notMonitored: properties.filter((p) => !used.has(p.id)) }
}
