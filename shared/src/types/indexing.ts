/**
 * The Bing index contract (spec §3 "Unindexed domain entry", §7 unindexed-domains and
 * bing-check): what the api answers and the Bing Indexing Checker reads.
 */
import type { DomainOwner } from './domain';

/** One row of `GET /{scope}/unindexed-domains`. */
export interface UnindexedDomain {
  domain: string;
  /** ISO-8601 time Bing last answered "not indexed"; '' when unknown (shown as "Never"). */
  lastBingCheck: string;
  /** Why the site itself may keep Bing out, e.g. "noindex meta/header"; absent when nothing is known. */
  cause?: string;
  /** Whose domain it is; only in admin answers. */
  owner?: DomainOwner;
}

export interface UnindexedDomainsResponse {
  success: true;
  unindexed: UnindexedDomain[];
}

/** `GET /{scope}/bing-check?force=true`: the check runs in the background. */
export interface BingCheckStarted {
  success: true;
  message: string;
  /** Domains added to the background queue. */
  queued: number;
}
