// One rule for what a "domain" is, used by the scanner and the domain store alike: users paste
// URLs, hosts with ports or trailing dots, and must still land on one stored name.
import { domainToASCII } from 'node:url'
import { validationError } from '../errors'

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
// Zero-width spaces and joiners, soft hyphens, byte-order marks, bidi marks…: IDNA maps them to
// nothing, so "exa\u200bmple.com" would silently become example.com. Refused instead.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u

export const INVISIBLE_IN_DOMAIN = 'Domain names cannot contain invisible characters (such as zero-width spaces)'

/**
 * Lowercased host name (IDN in punycode) from a domain or URL, or null when it is not a
 * public-looking host name (no scheme other than http/https, no credentials, at least two labels).
 * Throws a 400 for invisible characters, which would otherwise vanish without a word.
 */
export function normalizeDomain (input: string): string | null {
  if (INVISIBLE.test(input)) throw validationError(INVISIBLE_IN_DOMAIN, 400, 'domain')
  const trimmed = input.trim()
  if (trimmed === '' || trimmed.length > 2048) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username !== '' || url.password !== '') return null
  const host = domainToASCII(url.hostname.replace(/\.$/, '').toLowerCase())
  if (host === '' || host.length > 253) return null
  const labels = host.split('.')
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null
  return host
}
