// The event kinds of search visibility (components/search). A traffic drop is judged per
// property but raised as ONE event per user and source for all the sites that started
// dropping in one sync, so a portfolio-wide fall is one alert; a lost permission is one event
// per property, when it is first refused. URL Inspection's findings (a home page fallen out of
// Google's index, Google choosing another canonical) and a sitemap's new errors are one event
// per site, when they start.
import type { EventKind } from './event-kind'
import { num } from './event-words'

function sitesOf (data: Record<string, unknown>): Array<{ host?: unknown, percent?: unknown }> {
  return Array.isArray(data.sites) ? data.sites as Array<{ host?: unknown, percent?: unknown }> : []
}

function since (data: Record<string, unknown>): string {
  const d = typeof data.since === 'string' ? new Date(`${data.since}T00:00:00Z`) : null
  return d === null || Number.isNaN(d.getTime()) ? '?' : d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })
}

export const SEARCH_KINDS = [
  {
    kind: 'traffic-drop',
    label: 'Search traffic drop',
    severity: 'warning',
    message: (e) => {
      const count = num(e.data.count)
      const source = String(e.data.source ?? 'Google')
      if (count === 1) {
        const site = sitesOf(e.data)[0]
        return `${String(site?.host ?? e.domain ?? '?')} lost ${num(site?.percent)} % of its ${source} clicks since ${since(e.data)} (the last 7 final days against the 28 before)`
      }
      const names = sitesOf(e.data).slice(0, 10).map((s) => String(s.host ?? '?')).join(', ')
      return `${count} sites lost more than ${num(e.data.percent) === 50 ? 'half' : `${num(e.data.percent)} %`} their ${source} clicks since ${since(e.data)}: ${names}${count > 10 ? ', …' : ''}`
    }
  },
  {
    kind: 'search-access-lost',
    label: 'Search Console access lost',
    severity: 'warning',
    message: (e) => `${String(e.data.source ?? 'Google')} refused access to ${String(e.data.property ?? e.domain ?? '?')} (account ${String(e.data.account ?? '?')}): its figures are no longer read. ${String(e.data.message ?? '')}`
  },
  {
    kind: 'deindexed',
    label: 'Dropped from Google',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'}: Google no longer indexes the home page ${String(e.data.url ?? '')} (${String(e.data.coverageState ?? e.data.verdict ?? 'not indexed')})`
  },
  {
    kind: 'canonical-mismatch',
    label: 'Google chose another canonical',
    severity: 'warning',
    message: (e) => `${e.domain ?? '?'}: Google chose ${String(e.data.googleCanonical ?? '?')} as the canonical of ${String(e.data.url ?? 'the home page')}, the page declares ${String(e.data.userCanonical ?? '?')}`
  },
  {
    kind: 'sitemap-errors',
    label: 'Sitemap errors',
    severity: 'warning',
    message: (e) => {
      const maps = Array.isArray(e.data.sitemaps) ? e.data.sitemaps as Array<{ path?: unknown, errors?: unknown }> : []
      const named = maps.slice(0, 5).map((m) => `${String(m.path ?? '?')} (${num(m.errors)} error${num(m.errors) === 1 ? '' : 's'})`).join(', ')
      return `${String(e.data.property ?? e.domain ?? '?')}: Google found errors in ${maps.length === 1 ? 'a sitemap' : `${maps.length} sitemaps`}: ${named}${maps.length > 5 ? ', …' : ''}`
    }
  }
] as const satisfies readonly EventKind[]
