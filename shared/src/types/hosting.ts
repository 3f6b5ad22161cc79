/**
 * The hosting HTTP contract (spec §3 "Hosting record", §7 "Hosting", ARCHITECTURE §3): what
 * /api/hosting answers and the hosting screens read. Dates are `YYYY-MM-DD`; field names are
 * the spec's word for word (`ServerExpiryDate` included).
 */
import type { DomainOwner } from './domain';

/** One platform account (platform + e-mail) of `list`, with its counts. */
export interface HostingListRow {
  /** The account's id. */
  _id: string;
  platform: string;
  email: string;
  /** First server of the account ('' when it has none: such rows are hidden). */
  server: string;
  /** Earliest hosting issue date of the account's servers (null when none is set). */
  hostingIssueDate: string | null;
  serverCount: number;
  /** Domains on the account's servers, blank and "-" names not counted. */
  domainCount: number;
  /** Only in admin answers (admins read everyone's). */
  owner?: DomainOwner;
}

/** One record of `all`: a domain and the server it lives on. */
export interface HostingRecord {
  /** The domain's id. */
  _id: string;
  platform: string;
  email: string;
  server: string;
  ServerExpiryDate: string | null;
  hostingIssueDate: string | null;
  domain: string;
  owner?: DomainOwner;
}

/** One server of `servers`. */
export interface HostingServer {
  /** The server's id (update-server/{id}, delete-server/{id}, server-renew). */
  _id: string;
  server: string;
  email: string;
  platform: string;
  ServerExpiryDate: string | null;
  hostingIssueDate: string | null;
  /** Months added by a renewal (default 12). */
  renewalMonths: number;
  domainCount: number;
  owner?: DomainOwner;
}

/** `GET /api/hosting/get-hostingInfo`. */
export interface HostingInfoList {
  success: true;
  list: HostingListRow[];
  all: HostingRecord[];
  servers: HostingServer[];
}

/** One row of `GET /api/hosting/server-expire`: expiring in 1..10 days (rounded up). */
export interface ExpiringServer {
  _id: string;
  server: string;
  email: string;
  platform: string;
  ServerExpiryDate: string;
  daysLeft: number;
  owner?: DomainOwner;
}

/** `POST /api/hosting/add-hostingInfo`. */
export interface AddHostingBody {
  platform: string;
  email: string;
  server: string;
  ServerExpiryDate: string;
}

/** 409 answer of add-hostingInfo (and of a rename onto a taken name). */
export interface ServerExistsBody {
  success: false;
  message: string;
  existing: { email: string; platform: string; server: string };
}

/** `PUT /api/hosting/update-hosting`. */
export interface UpdateHostingBody {
  email: string;
  platform: string;
  updates: { email?: string; platform?: string; hostingIssueDate?: string | null };
}

/** `PUT /api/hosting/update-server-everywhere`. */
export interface UpdateServerEverywhereBody {
  email: string;
  oldServer: string;
  newServer: string;
  ServerExpiryDate?: string | null;
}
