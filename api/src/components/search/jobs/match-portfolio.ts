// Which of an account's properties stand for a saved domain (search_properties.monitored) and
// which home pages the search-inspection check asks about, in one pass over the user's saved
// domains in pages: each page is matched against the properties of its candidate hosts alone
// (candidateHosts: the domain, its www. twin and its parents), so a domain property and its
// subdomains' sites meet whichever page they fall in, and no step holds the whole portfolio.
// Kept between pages: the ids of the account's properties some site uses. Run when the account
// was just listed or the user's saved domains changed.
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/schema'
import type { SearchAccountRow } from '../account-repository'
import { type InspectionPair, SearchInspectionRepository } from '../inspection-repository'
import { homePage } from '../inspection-shapes'
import { candidateHosts, matchProperties } from '../matching'
import { READABLE_PERMISSIONS, SearchPropertyRepository } from '../property-repository'
import { SavedSiteRepository } from '../site-repository'

/** Saved domains matched at a time. */
export const MATCH_PAGE = 500

export async function matchPortfolio (db: Kysely<Database>, account: Pick<SearchAccountRow, 'id' | 'user_id' | 'kind'>, now: string, pageSize = MATCH_PAGE): Promise<void> {
  const userId = account.user_id
  const sites = new SavedSiteRepository(db)
  const properties = new SearchPropertyRepository(db)
  const inspections = new SearchInspectionRepository(db)
  const used = new Set<number>()
  let after: string | null = null
  for (;;) {
    const page = await sites.page(userId, after, pageSize)
    if (page.length === 0) break
    const hosts = [...new Set(page.flatMap((s) => candidateHosts(s.domain)))]
    const candidates = (await properties.ofUserHosts(userId, hosts)).map((p) => ({ ...p, siteUrl: p.site_url, accountKind: p.account_kind }))
    // Each account is matched on its own properties: another account's closer property does not
    // make this one's unmonitored.
    const own = matchProperties(candidates.filter((p) => p.account_id === account.id), page)
    for (const chosen of own.bySite.values()) for (const p of Object.values(chosen)) used.add(p.id)
    // The inspections follow the closest readable Google property among all the user's accounts.
    if (account.kind !== 'bing') {
      const all = matchProperties(candidates, page)
      const pairs: InspectionPair[] = []
      for (const s of page) {
        const g = all.bySite.get(s.id)?.google
        if (g !== undefined && READABLE_PERMISSIONS.includes(g.permission)) pairs.push({ propertyId: g.id, domainId: s.id, url: homePage(g, s.domain) })
      }
      await inspections.alignSites(userId, page.map((s) => s.id), pairs, now)
    }
    if (page.length < pageSize) break
    after = page[page.length - 1].id
  }
  await properties.markMonitored(account.id, used)
}
