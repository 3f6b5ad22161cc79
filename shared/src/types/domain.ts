/**
 * The domains HTTP contract (spec §3 and §7, ARCHITECTURE §3): what the api answers and the
 * screens read. Dates are `YYYY-MM-DD` (issue dates) or ISO-8601 UTC (times).
 */
import type { SuperCategory } from '../config/categories';

/** A saved domain as listed by `/{scope}/all` and `/{scope}/by-category/{category}`. */
export interface DomainRecord {
  _id: string;
  domain: string;
  note: string;
  /** Status of the latest scan or check; null before the first one. */
  statusCode: number | null;
  superCategory: SuperCategory;
  /** The brand category it was saved under. */
  category: string;
  issueDate: string | null;
  lastChecked: string | null;
  /** Who owns it; only in admin answers (admins list everyone's domains). */
  owner?: DomainOwner;
}

export interface DomainOwner {
  _id: string;
  name: string;
}

export interface ScrapedImage {
  url: string;
  alt: string;
}

/** What `POST /{scope}/scan` answers. */
export interface ScanResult {
  domain: string;
  /** Final URL after redirects. */
  url: string;
  title: string;
  description: string;
  h1: string[];
  h2: string[];
  canonicals: string[];
  images: ScrapedImage[];
  /** Alt texts of the images that have one. */
  altTags: string[];
  /** robots.txt body ('' when there is none). */
  robotsTxt: string;
  wordCount: number;
  schemaPresent: boolean;
  /** First affiliate link found on the page ('' when none). */
  affiliateLink: string;
  statusCode: number;
  noindex: boolean;
  lastChecked: string;
}

/** What `GET /{scope}/domain/{domain}` answers: the stored scan plus the record's issue date. */
export interface ScrapedDomainData extends ScanResult {
  issueDate: string | null;
}

/** `POST /{scope}/save`. */
export interface SaveDomainBody {
  domain: string;
  data: ScanResult;
  brandCategory: string;
  issueDate: string | null;
}

/** The six per-domain hosting fields (`GET`/`PUT /{scope}/hosting-info/{domain}`). */
export interface HostingInfo {
  platform: string;
  email: string;
  server: string;
  domainPlatform: string;
  domainEmail: string;
  cloudflare: string;
}

/** `GET /api/hosting/by-server/{server}`: what auto-fills the hosting editor. */
export interface ServerOwner {
  success: true;
  platform: string;
  email: string;
}
