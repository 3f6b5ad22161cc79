// Changes of a site that no scan finds: its DNS answer (addresses, nameservers), the hosting
// server it was moved to and the certificate it serves. Written by whichever component notices
// them (the DNS check, the hosting editor and bulk action, the status check) through
// recordSiteChange, into the same table as the SEO changes, so a site's timeline reads one list.
// Only a difference to something seen before is a change: a first observation has no "before".
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { ChangeRepository } from './change-repository'

/** DNS addresses, nameservers, hosting server, certificate: the timeline words each its own way. */
export const SITE_CHANGE_KINDS = ['dns-a', 'dns-ns', 'hosting', 'certificate'] as const

export type SiteChangeKind = typeof SITE_CHANGE_KINDS[number]

/** A before/after value of these kinds is a short list or a name; longer ones are cut. */
const MAX_SITE_VALUE_LENGTH = 500

export interface SiteOf {
  domainId: string
  userId: string
  superCategory: SuperCategoryValue
}

const bounded = (text: string): string => (text.length > MAX_SITE_VALUE_LENGTH ? `${text.slice(0, MAX_SITE_VALUE_LENGTH - 1)}…` : text)

export interface SiteChange extends SiteOf {
  kind: SiteChangeKind
  before: string
  after: string
}

/** Stores the changes whose before was known (non-empty) and differs from after, in one insert. */
export async function recordSiteChanges (db: Kysely<Database>, changes: readonly SiteChange[], at: string): Promise<void> {
  const real = changes.filter((c) => c.before !== '' && c.before !== c.after)
  await new ChangeRepository(db).insert(real.map((c) => ({ domainId: c.domainId, userId: c.userId, superCategory: c.superCategory, kind: c.kind, before: bounded(c.before), after: bounded(c.after), detectedAt: at })))
}

/** One change of one site (see recordSiteChanges). */
export async function recordSiteChange (db: Kysely<Database>, site: SiteOf, kind: SiteChangeKind, before: string, after: string, at: string): Promise<void> {
  await recordSiteChanges(db, [{ domainId: site.domainId, userId: site.userId, superCategory: site.superCategory, kind, before, after }], at)
}

/** A set of names or addresses as one comparable text: lower case, each once, sorted. */
export function setText (values: readonly string[]): string {
  return [...new Set(values.map((v) => v.trim().toLowerCase().replace(/(?<!\.)\.+$/, '')).filter((v) => v !== ''))].sort().join(', ')
}
