// The stored scan (domain_scans.data) and what GET domain/:domain makes of it. Only the known
// ScanResult fields are kept, so a client cannot park arbitrary JSON in the database.
import type { DomainRow } from './tables'
import { isPageFootprintKind } from '../footprints'
import type { ScanResultInputShape, ScrapedDomainDataShape } from './schemas'

/** The fields of the details that come from the RDAP, status and DNS checks (components/real-dates/real-dates.ts). */
type RealDateKeys = 'expiryDate' | 'expirySource' | 'expiryMismatch' | 'registrarAccount' | 'registrar' | 'registryStatus' | 'certificate' | 'dns'
export type StoredScan = Omit<ScrapedDomainDataShape, 'issueDate' | 'locationId' | RealDateKeys>

const EMPTY_SCAN: StoredScan = {
  domain: '',
  url: '',
  title: '',
  description: '',
  h1: [],
  h2: [],
  canonicals: [],
  images: [],
  altTags: [],
  robotsTxt: '',
  wordCount: 0,
  schemaPresent: false,
  affiliateLink: '',
  statusCode: 0,
  noindex: false,
  footprints: [],
  lastChecked: ''
}

/** The schema already filled defaults; this picks the fields and pins the stored domain name. */
export function storedScan (input: ScanResultInputShape, domain: string, now: string): StoredScan {
  return {
    domain,
    url: input.url ?? '',
    title: input.title ?? '',
    description: input.description ?? '',
    h1: input.h1 ?? [],
    h2: input.h2 ?? [],
    canonicals: input.canonicals ?? [],
    images: (input.images ?? []).map((image) => ({ url: image.url, alt: image.alt ?? '' })),
    altTags: input.altTags ?? [],
    robotsTxt: input.robotsTxt ?? '',
    wordCount: input.wordCount ?? 0,
    schemaPresent: input.schemaPresent ?? false,
    affiliateLink: input.affiliateLink ?? '',
    statusCode: input.statusCode,
    noindex: input.noindex ?? false,
    // IP and nameservers are the checks' readings, never the client's.
    footprints: (input.footprints ?? []).filter((f) => isPageFootprintKind(f.kind)),
    lastChecked: input.lastChecked ?? now
  }
}

/**
 * The record is the truth for its name, issue date and primary location (renames, renewals and
 * the location choice change only the record), and for status and check time once a later check
 * has updated them.
 */
export function toScrapedData (row: DomainRow, json: string | undefined): Omit<ScrapedDomainDataShape, RealDateKeys> {
  const scan: Partial<StoredScan> = json === undefined ? {} : JSON.parse(json)
  return {
    ...EMPTY_SCAN,
    ...scan,
    domain: row.domain,
    statusCode: row.status_code ?? scan.statusCode ?? 0,
    lastChecked: row.last_checked ?? scan.lastChecked ?? '',
    issueDate: row.issue_date,
    locationId: row.location_id
  }
}
