// Data: pages that registrars and hosts put up instead of a site that was suspended, expired or
// parked. The status check reports such a page as 498 Domain Suspended even when it is
// served with 200. Matched case-insensitively against the page's title and first visible text
// (page-text.ts). Add an entry when a new registrar's wording turns up; the test lists a sample
// page for each entry.

export interface SuspensionSignature {
  /** Who shows it, for the history's error text. */
  label: string
  pattern: RegExp
}

export const SUSPENSION_SIGNATURES: readonly SuspensionSignature[] = [
  // Registrars (Namecheap, GoDaddy, PDR…) and generic "domain suspended" pages.
  { label: 'domain suspended', pattern: /\bthis domain(?: name)? (?:has been|is|was) (?:temporarily )?suspended\b/i },
  { label: 'domain suspended', pattern: /\bdomain(?: name)? (?:is|has been) suspended\b/i },
  // cPanel/WHM's default page for a suspended hosting account ("Account Suspended").
  { label: 'hosting account suspended', pattern: /\baccount (?:has been )?suspended\b/i },
  { label: 'hosting account suspended', pattern: /\bthis (?:account|website|site) (?:has been|is) suspended\b/i },
  // Registrar pages for an expired registration awaiting renewal.
  { label: 'domain expired', pattern: /\bthis domain(?: name)? (?:has )?expired\b/i },
  { label: 'domain expired', pattern: /\bdomain (?:name )?is pending (?:renewal|deletion)\b/i },
  { label: 'domain expired', pattern: /\bexpired domain (?:parking|notice)\b/i },
  // Registrar parking pages put up instead of the site.
  { label: 'parked by registrar', pattern: /\bthis domain is parked free,? courtesy of\b/i },
  { label: 'parked by registrar', pattern: /\bthis domain (?:name )?(?:has been|was) (?:recently )?registered (?:at|with|by) (?:namecheap|godaddy|name\.com|dynadot|porkbun)\b/i },
  { label: 'parked by registrar', pattern: /\bthis (?:web )?page is parked free\b/i }
]

/** The label of the first signature the text matches, or null. */
export function findSuspension (text: string): string | null {
  return SUSPENSION_SIGNATURES.find((s) => s.pattern.test(text))?.label ?? null
}
