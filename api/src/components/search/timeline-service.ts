// A site's own events on the time axis of its search chart: what happened to it in the range
// (outages, certificates, registry status, SEO warnings, blocklists, search alerts) from the event
// log, the SEO changes the re-scans found (title, canonical, meta robots, robots.txt, final
// URL) and the site's other changes (DNS answer, nameservers, hosting server, certificate
// replaced) from the changes component. Both read through their components' public faces; the site
// must be the caller's and in a super category they may see.
import type { Kysely } from 'kysely'
import { CHANGE_KINDS, ChangeRepository, SITE_CHANGE_KINDS } from '../changes'
import { EventRepository, eventKind, SEARCH_KINDS } from '../events'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { DAY_MS } from '../../platform/lib/calendar'
import { SavedSiteRepository } from './site-repository'

/** Items at most in one answer (newest kept): a chart has no room for more. */
export const TIMELINE_LIMIT = 500
/** The changes that move search traffic; description, H1, word count and the like are left out. */
export const TIMELINE_CHANGE_KINDS = ['title', 'canonical', 'robots-meta', 'robots-txt', 'final-url', ...SITE_CHANGE_KINDS]

type Group = 'outage' | 'seo' | 'certificate' | 'registry' | 'search' | 'dns' | 'hosting' | 'other'
export interface TimelineItem { at: string, kind: string, group: Group, label: string, text: string }

const GROUPS: Record<string, Group> = {
  'site-down': 'outage',
  'site-recovered': 'outage',
  'regional-failure': 'outage',
  'certificate-expiring': 'certificate',
  'certificate-expired': 'certificate',
  'registry-status': 'registry',
  'domain-expiring': 'registry',
  'domain-expired': 'registry',
  'noindex-appeared': 'seo',
  'canonical-offsite': 'seo',
  'robots-disallow-all': 'seo',
  'bing-deindexed': 'search',
  // Every kind the search component raises (traffic drops, lost access, index and sitemap findings).
  ...Object.fromEntries(SEARCH_KINDS.map((k) => [k.kind, 'search' as const]))
}
const CHANGE_LABEL = new Map<string, string>(CHANGE_KINDS.map((k) => [k.kind, k.label]))
/** A before/after value shortened for one line (scraped text is shown as text by the screen). */
const cut = (text: string): string => (text.length > 120 ? `${text.slice(0, 119)}…` : text)
const shown = (text: string): string => cut(text === '' ? '(none)' : text)

/** How a change reads on the timeline: the site's own changes each in their words, SEO ones alike. */
function changeItem (c: { kind: string, before: string, after: string, detected_at: string }): TimelineItem {
  const at = c.detected_at
  const kind = `change:${c.kind}`
  const fromTo = `${shown(c.before)} → ${shown(c.after)}`
  switch (c.kind) {
    case 'dns-a': return { at, kind, group: 'dns', label: 'DNS changed', text: `DNS: ${fromTo}` }
    case 'dns-ns': return { at, kind, group: 'dns', label: 'Nameservers changed', text: `Nameservers: ${fromTo}` }
    case 'hosting': return { at, kind, group: 'hosting', label: `Moved to server ${cut(c.after)}`, text: `Hosting server: ${fromTo}` }
    case 'certificate': return { at, kind, group: 'certificate', label: 'Certificate replaced', text: fromTo }
    default: return { at, kind, group: 'seo', label: `${CHANGE_LABEL.get(c.kind) ?? c.kind} changed`, text: fromTo }
  }
}

export class SearchTimelineService {
  private readonly sites: SavedSiteRepository
  private readonly events: EventRepository
  private readonly changes: ChangeRepository

  constructor (db: Kysely<Database>) {
    this.sites = new SavedSiteRepository(db)
    this.events = new EventRepository(db)
    this.changes = new ChangeRepository(db)
  }

  async timeline (userId: string, categories: readonly SuperCategoryValue[], domainId: string, days: number, now: Date): Promise<{ domain: string, from: string, to: string, truncated: boolean, events: TimelineItem[] }> {
    const site = await this.sites.one(userId, domainId, categories)
    if (site === undefined) throw new HttpError(404, 'Domain not found')
    const to = now.toISOString()
    const from = new Date(now.getTime() - days * DAY_MS).toISOString()
    const events = (await this.events.ofDomain(userId, site.id, from, to, TIMELINE_LIMIT + 1)).map((e): TimelineItem => {
      const k = eventKind(e.kind)
      return { at: e.occurredAt, kind: e.kind, group: GROUPS[e.kind] ?? 'other', label: k?.label ?? e.kind, text: k?.message({ domain: e.domain, data: e.data }) ?? e.kind }
    })
    const changes = (await this.changes.list({ superCategory: site.superCategory, userId, domain: site.domain, since: from, until: to, kinds: TIMELINE_CHANGE_KINDS }, TIMELINE_LIMIT + 1, 0)).map(changeItem)
    const all = [...events, ...changes].sort((a, b) => b.at.localeCompare(a.at))
    return { domain: site.domain, from, to, truncated: all.length > TIMELINE_LIMIT, events: all.slice(0, TIMELINE_LIMIT) }
  }
}
