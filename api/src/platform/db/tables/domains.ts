// Tables of saved domains and what the checks and scans keep about each one.
// Ids are text UUIDs and timestamps ISO-8601 UTC text (see ../schema.ts).
import type { Generated } from 'kysely'

export type SuperCategoryValue = 'natural' | 'casino' | 'dating'

export interface DomainsTable {
  id: string
  user_id: string
  super_category: SuperCategoryValue
  /** Normalised host name (platform/lib/domain-name); unique per user and scope. */
  domain: string
  /** The brand category it was saved under (trimmed). */
  category: string
  note: Generated<string>
  /** YYYY-MM-DD */
  issue_date: string | null
  status_code: number | null
  last_checked: string | null
  created_at: string
  updated_at: string
  /** First failing status result of the current streak; null while the site answers 200 (migration 007). */
  failing_since: Generated<string | null>
  /** Set when a re-check confirmed the streak: the site counts as down since then. */
  down_since: Generated<string | null>
  /** 1 when the home page said noindex at the last status check, 0 when not, null before. */
  noindex: Generated<number | null>
  /** A chosen primary location of its status check (migration 110); null: its server's, else home. */
  location_id: Generated<string | null>
}

export interface DomainScansTable {
  domain_id: string
  /** The latest ScanResult as JSON text; parsed only when one domain is opened. */
  data: string
  scanned_at: string
}

export type BingStateValue = 'indexed' | 'not-indexed' | 'unknown'

/** Bing index state of a domain (migration 004): latest conclusive answer + latest attempt. */
export interface BingChecksTable {
  domain_id: string
  state: BingStateValue
  checked_at: string | null
  site_cause: string | null
  attempted_at: string
  attempt_state: BingStateValue
  attempt_reason: string | null
}

export type AffiliateOutcome = 'ok' | 'missing' | 'broken' | 'blocked' | 'unknown'

export interface AffiliateResultsTable {
  domain_id: string
  checked_at: string
  affiliate_link: string
  outcome: AffiliateOutcome
  link_status: number | null
  error: string | null
}

/** One difference between a domain's scan and the one before (migration 065). */
export interface DomainChangesTable {
  id: Generated<number>
  domain_id: string
  user_id: string
  super_category: SuperCategoryValue
  /** A key of CHANGE_KINDS (components/changes/change-kinds.ts). */
  kind: string
  before: string
  after: string
  detected_at: string
}

/**
 * One footprint of a domain (migration 065): an analytics ID, a generator, an IP address, its
 * nameserver set… Owner and scope are the domain's, copied (migration 085) so that one user's
 * clusters are one index range.
 */
export interface DomainFootprintsTable {
  domain_id: string
  /** A key of FOOTPRINT_KINDS (components/footprints/page-footprints.ts). */
  kind: string
  value: string
  user_id: string
  super_category: SuperCategoryValue
}

/** The leaf certificate of the domain's latest TLS handshake (migration 050). */
export interface DomainCertificatesTable {
  domain_id: string
  valid_to: string
  issuer: string
  /** JSON array of DNS names. */
  names: string
  name_mismatch: number
  error: string | null
  checked_at: string
}

/** The registry's RDAP answer for the domain (migration 050). */
export interface DomainRegistryTable {
  domain_id: string
  expiry_date: string | null
  registration_date: string | null
  last_changed: string | null
  registrar: string | null
  /** JSON arrays. */
  statuses: string
  nameservers: string
  server: string | null
  error: string | null
  checked_at: string
}

/** The domain's DNS records from the daily DNS check (migration 050); JSON arrays. */
export interface DomainDnsTable {
  domain_id: string
  a: string
  aaaa: string
  ns: string
  mx: string
  error: string | null
  checked_at: string
}
