// Every fixture is typed with the API contract (generated from the api's schemas), so a schema
// change that the screens' tests do not follow fails the type check.
import type {
  AffiliateError,
  DomainRecord,
  ErrorDomain,
  ExpiringDomain,
  ReminderDomain,
  ScanResult,
  ScrapedDomainData,
} from '@sitefleet/shared'

/** A contract-shaped row of `/{scope}/all`. */
export function record (domain: string, overrides: Partial<DomainRecord> = {}): DomainRecord {
  return {
    _id: `id-${domain}`,
    domain,
    note: '',
    statusCode: 200,
    superCategory: 'natural',
    category: 'Keto',
    issueDate: '2025-01-15',
    lastChecked: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

/** `n` rows named domain-00001.com … (zero padded so substring searches are predictable). */
export function manyRecords (n: number, tld = 'com'): DomainRecord[] {
  return Array.from({ length: n }, (_, i) => record(`domain-${String(i + 1).padStart(5, '0')}.${tld}`))
}

export function scanResult (overrides: Partial<ScanResult> = {}): ScanResult {
  return {
    domain: 'alpha.com',
    url: 'https://alpha.com/',
    title: 'Alpha Supplements',
    description: 'Best supplements',
    h1: ['Welcome'],
    h2: ['Offers'],
    canonicals: ['https://alpha.com/'],
    images: [{ url: 'https://alpha.com/a.png', alt: 'Bottle' }],
    altTags: ['Bottle'],
    robotsTxt: 'User-agent: *',
    wordCount: 321,
    schemaPresent: true,
    affiliateLink: 'https://alpha.com/go/offer',
    statusCode: 200,
    noindex: false,
    lastChecked: '2026-11-01T10:00:00.000Z',
    ...overrides,
  }
}

/** The real-date fields of a domain nothing but its issue date is known of. */
export const REAL_DATES = {
  expirySource: 'estimated' as const,
  expiryMismatch: false,
  registrarAccount: null,
  registrar: null,
  registryStatus: [],
  certificate: null,
  dns: null,
}

export function details (overrides: Partial<ScrapedDomainData> = {}): ScrapedDomainData {
  return { ...scanResult(), issueDate: '2025-01-15', ...REAL_DATES, expiryDate: '2026-01-15', locationId: null, ...overrides }
}

/** A row of `GET /{scope}/error-domain`. */
export function errorDomain (domain: string, statusCode: number, lastChecked: string | null = '2026-11-01T09:00:00.000Z', locations: string[] = []): ErrorDomain {
  return { domain, statusCode, lastChecked, locations }
}

/** A row of `GET /{scope}/get-affiliate-errors` and `check-affiliate-errors`. */
export function affiliateError (domain: string, error: string, affiliateLink = `https://${domain}/go/offer`): AffiliateError {
  return { domain, affiliateLink, error }
}

export const NO_LINK = 'No affiliate link found'

/** A row of `expiring[]` of `GET /{scope}/expiring` (issue date one year before the expiry). */
export function expiringRow (domain: string, expiryDate: string, daysLeft: number, note = ''): ExpiringDomain {
  return { ...reminderRow(domain, expiryDate, note), daysLeft }
}

/** A row of `reminder[]` of `GET /{scope}/expiring`. */
export function reminderRow (domain: string, expiryDate: string, note = ''): ReminderDomain {
  const issueDate = `${Number(expiryDate.slice(0, 4)) - 1}${expiryDate.slice(4)}`
  return { domain, note, issueDate, expiryDate, ...REAL_DATES }
}
