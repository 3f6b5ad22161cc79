import type { AffiliateError } from '../types'

/** An error containing this text is a missing link; every other error is a broken link. */
export const MISSING_LINK_TEXT = 'No affiliate link found'

export function isMissingLink (entry: AffiliateError): boolean {
  return entry.error.includes(MISSING_LINK_TEXT)
}

/**
 * Missing-link entries from the stored list, then broken-link entries from
 * the fresh check (missing-link entries of the check and broken ones of the stored list are dropped).
 */
export function mergeAfterCheck (stored: AffiliateError[], checked: AffiliateError[]): AffiliateError[] {
  return [...stored.filter(isMissingLink), ...checked.filter((e) => !isMissingLink(e))]
}
