// Which home pages the search-inspection check asks about: per saved domain of the user, the
// readable Google property standing for it (the same matching the screens show), inspected at
// the domain's home page inside that property. Run at the start of each sync pass.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import { type InspectionPair, SearchInspectionRepository } from '../inspection-repository'
import { homePage } from '../inspection-shapes'
import { matchProperties } from '../matching'
import { READABLE_PERMISSIONS, SearchPropertyRepository } from '../property-repository'
import { SavedSiteRepository } from '../site-repository'

export async function alignInspections (db: Kysely<Database>, userId: string, now: string): Promise<void> {
  const props = (await new SearchPropertyRepository(db).ofUser(userId)).map((p) => ({ ...p, siteUrl: p.site_url, accountKind: p.account_kind }))
  const sites = await new SavedSiteRepository(db).ofUser(userId)
  const m = matchProperties(props, sites)
  const pairs: InspectionPair[] = []
  for (const s of sites) {
    const g = m.bySite.get(s.id)?.google
    if (g !== undefined && READABLE_PERMISSIONS.includes(g.permission)) pairs.push({ propertyId: g.id, domainId: s.id, url: homePage(g, s.domain) })
  }
  await new SearchInspectionRepository(db).align(userId, pairs, now)
}
