/** A row of `GET /{scope}/get-affiliate-errors` and `GET /{scope}/check-affiliate-errors`. */
export interface AffiliateError {
  domain: string;
  /** The affiliate link found on the page ('' when none). */
  affiliateLink: string;
  /** Readable reason; "No affiliate link found" marks a missing link. */
  error: string;
}
