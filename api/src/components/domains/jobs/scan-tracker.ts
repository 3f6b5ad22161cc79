// Saving a saved domain's new scan: the scan replaces the last one, and what changed between
// them is stored (domain_changes) with the critical changes as events, all in the caller's
// transaction. Every scan of a saved domain goes through here: the weekly re-scan and the
// on-demand scan of a domain already saved. The page's footprints are replaced with it.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import type { NewEvent } from '../../events'
import { EventRepository } from '../../events'
import { ChangeRepository, diffScans, disallowsAll, type ScanChange, type ScanFacts } from '../../changes'
import { changedBy, DataVersionRepository } from '../../../platform/read-cache/data-version-repository'
import { DomainHealthRepository } from '../domain-health-repository'
import { DomainRepository } from '../domain-repository'
import { FootprintRepository } from '../../footprints'
import type { CheckTarget } from '../../../platform/jobs/types'
import type { StoredScan } from '../scan-data'

function parseScan (json: string | undefined): ScanFacts | null {
  if (json === undefined) return null
  try {
    const scan = JSON.parse(json) as Partial<StoredScan>
    return {
      url: scan.url ?? '',
      title: scan.title ?? '',
      description: scan.description ?? '',
      h1: scan.h1 ?? [],
      canonicals: scan.canonicals ?? [],
      noindex: scan.noindex ?? false,
      robotsTxt: scan.robotsTxt ?? '',
      affiliateLink: scan.affiliateLink ?? '',
      schemaPresent: scan.schemaPresent ?? false,
      wordCount: scan.wordCount ?? 0,
      statusCode: scan.statusCode ?? 0
    }
  } catch {
    return null
  }
}

const site = (url: string): string | null => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

/** Whether the page's canonical names a page of another site than the one that answered. */
export function canonicalOffsite (scan: ScanFacts): boolean {
  const canonical = site(scan.canonicals[0] ?? '')
  return canonical !== null && canonical !== site(scan.url)
}

/** The critical changes, as event kinds; noindex is decided by the caller. */
function criticalEvents (before: ScanFacts, after: ScanFacts, changes: readonly ScanChange[]): Array<Pick<NewEvent, 'kind' | 'data'>> {
  const events: Array<Pick<NewEvent, 'kind' | 'data'>> = []
  const kinds = new Set(changes.map((c) => c.kind))
  if (kinds.has('canonical') && canonicalOffsite(after) && !canonicalOffsite(before)) {
    events.push({ kind: 'canonical-offsite', data: { before: before.canonicals[0] ?? '', after: after.canonicals[0] ?? '' } })
  }
  if (kinds.has('robots-txt') && disallowsAll(after.robotsTxt) && !disallowsAll(before.robotsTxt)) {
    events.push({ kind: 'robots-disallow-all', data: {} })
  }
  if (kinds.has('affiliate-link') && before.affiliateLink !== '' && after.affiliateLink === '') {
    events.push({ kind: 'affiliate-link-gone', data: { before: before.affiliateLink } })
  }
  return events
}

/** Saves `scan` as the domain's latest and records what changed since the last; answers the changes. */
export async function saveTrackedScan (db: Kysely<Database>, target: CheckTarget, scan: StoredScan, at: string): Promise<ScanChange[]> {
  const domains = new DomainRepository(db)
  const before = parseScan(await domains.findScan(target.domainId))
  await domains.saveScan(target.domainId, JSON.stringify(scan), at)
  await new FootprintRepository(db).replacePage(target, scan.footprints ?? [])
  // The stored scan and its changes are shown by cached lists (details, overview): they rebuild.
  await new DataVersionRepository(db).bump(target.userId, changedBy.record(target.superCategory))
  if (before === null) return []
  const after = parseScan(JSON.stringify(scan)) as ScanFacts
  const changes = diffScans(before, after)
  if (changes.length === 0) return changes
  await new ChangeRepository(db).insert(changes.map((c) => ({
    ...c, domainId: target.domainId, userId: target.userId, superCategory: target.superCategory, detectedAt: at
  })))
  const events = criticalEvents(before, after, changes)
  // noindex has one event kind for both checks: the status check may have seen it first.
  if (!before.noindex && after.noindex && await new DomainHealthRepository(db).markNoindex(target.domainId)) {
    events.unshift({ kind: 'noindex-appeared', data: { source: 'scan' } })
  }
  await new EventRepository(db).record(events.map((e) => ({
    ...e, userId: target.userId, domainId: target.domainId, domain: target.domain, superCategory: target.superCategory, occurredAt: at
  })))
  return changes
}
