import type { HostingListRow, HostingRecord, HostingServer } from '@sitefleet/shared'

/** A record's domain may be blank or "-" (no domain); such records never count. */
export function hasDomain (domain: string | null | undefined): boolean {
  const name = (domain ?? '').trim()
  return name !== '' && name !== '-'
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== ''

/** Rows with no platform, email, server or issue date are hidden. */
export function isCompleteRow (row: HostingListRow): boolean {
  return filled(row.platform) && filled(row.email) && filled(row.server) && filled(row.hostingIssueDate)
}

/** E-mails compare as the api stores them: trimmed, case-insensitive. */
export function sameEmail (a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
}

/** Records of one server of an account (and of one owner, when an admin sees several users). */
function onServer (record: HostingRecord, email: string, server: string, ownerId?: string): boolean {
  return sameEmail(record.email, email) && record.server === server && (!ownerId || record.owner?._id === ownerId)
}

/** Records with the same email and server and a domain that is neither blank nor "-". */
export function serverDomainCount (all: HostingRecord[], email: string, server: string, ownerId?: string): number {
  return all.filter((r) => onServer(r, email, server, ownerId) && hasDomain(r.domain)).length
}

/** Domain names on a server, blanks and "-" left out, sorted, each once. */
export function domainsOnServer (all: HostingRecord[], email: string, server: string): string[] {
  const names = all.filter((r) => onServer(r, email, server) && hasDomain(r.domain)).map((r) => r.domain.trim())
  return [...new Set(names)].sort((a, b) => a.localeCompare(b))
}

/** Distinct platforms, in first-seen order (the filter buttons after "All"). */
export function distinctPlatforms (rows: HostingListRow[]): string[] {
  return [...new Set(rows.map((r) => r.platform.trim()).filter(Boolean))]
}

/** Case-insensitive substring search over some fields; an empty query matches everything. */
export function matchesSearch (query: string, ...fields: Array<string | null | undefined>): boolean {
  const q = query.trim().toLowerCase()
  return q === '' || fields.some((f) => (f ?? '').toLowerCase().includes(q))
}

/** Servers of one account e-mail. */
export function serversOfEmail (servers: HostingServer[], email: string): HostingServer[] {
  return servers.filter((s) => sameEmail(s.email, email))
}
