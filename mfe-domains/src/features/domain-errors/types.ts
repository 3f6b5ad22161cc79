import type { ErrorDomain as ApiErrorDomain } from '@sitefleet/shared'

/** A row of the domain-errors contract (`GET /{scope}/error-domain`), as read defensively. */
export interface ErrorDomain {
  domain: string;
  /** Latest status (≠ 200); the screen explains it with the spec's meanings table. */
  statusCode: number | null;
  /** ISO-8601 time of the latest check; null before the first one. */
  lastChecked: string | null;
  /** The locations whose latest result for the domain failed; empty when the api names none. */
  locations: ApiErrorDomain['locations'];
}

export interface ErrorDomainsAnswer {
  errorDomains: ErrorDomain[];
  /**
   * True while a refresh started by refresh-and-errors still has domains to check; null when the
   * server did not say (the screen then relies on the lastChecked times alone).
   */
  refreshing: boolean | null;
}
