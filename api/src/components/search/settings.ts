// Configuration of search visibility: the APIs' base URLs (tests and proxies point them
// elsewhere), the pause between two requests of one account (and between two URL Inspection
// calls on one property, with the property's daily quota and how often a home page is
// inspected), how often a property's sitemaps are read, the installation's own Google
// OAuth client (GOOGLE_OAUTH_CLIENT_ID / _SECRET; an account may bring its own), whether
// PUBLIC_URL was set (OAuth needs a callback address people's browsers reach), and the
// traffic-drop rule. A bad value throws ONE ConfigError naming it.
import { ConfigError } from '../../platform/errors'
import { baseUrl, type Env, integer, value } from '../../platform/config/env'

export interface SearchSettings {
  googleTokenUrl: string
  googleAuthUrl: string
  /** Search Console API root (…/webmasters/v3), no trailing slash. */
  googleApiUrl: string
  /** Search Console's newer API root for URL Inspection (…/v1), no trailing slash. */
  googleInspectionUrl: string
  /** Bing Webmaster JSON API root (…/webmaster/api.svc/json), no trailing slash. */
  bingApiUrl: string
  googleIntervalMs: number
  bingIntervalMs: number
  /** The pause between two URL Inspection calls on one property (its quota: 600 a minute). */
  inspectIntervalMs: number
  /** URL Inspection calls per property per day (Google's quota: 2,000). */
  inspectPerDay: number
  /** URL Inspection calls a minute for the whole installation (Google's quota per Cloud project: 15,000). */
  inspectProjectPerMinute: number
  /** Each home page is inspected again after this many days. */
  inspectEveryDays: number
  /** Each property's sitemaps are read again after this many days (Google allows fewer sitemaps calls than queries). */
  sitemapsEveryDays: number
  oauthClientId: string | undefined
  oauthClientSecret: string | undefined
  publicUrlSet: boolean
  /** traffic-drop: the 7 final days' clicks fell by at least this share of the 28 days before (percent). */
  dropPercent: number
  /** traffic-drop: only sites with at least this many clicks in the 28 days before. */
  dropMinClicks: number
}

export const DEFAULT_SEARCH_SETTINGS: SearchSettings = {
  googleTokenUrl: 'https://oauth2.googleapis.com/token',
  googleAuthUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  googleApiUrl: 'https://www.googleapis.com/webmasters/v3',
  googleInspectionUrl: 'https://searchconsole.googleapis.com/v1',
  bingApiUrl: 'https://ssl.bing.com/webmaster/api.svc/json',
  // Search Console allows 1,200 queries a minute per user: 5 a second stays well inside it.
  googleIntervalMs: 200,
  // Bing publishes no figure; one a second is what its own tools do.
  bingIntervalMs: 1000,
  // 600 a minute per property is one every 100 ms: 120 ms keeps a margin.
  inspectIntervalMs: 120,
  inspectPerDay: 2000,
  inspectProjectPerMinute: 15_000,
  inspectEveryDays: 7,
  // Sitemaps change seldom and Google allows 200 sites/sitemaps calls a minute per user, a
  // sixth of the queries: weekly keeps them a seventh of the daily sync's calls.
  sitemapsEveryDays: 7,
  oauthClientId: undefined,
  oauthClientSecret: undefined,
  publicUrlSet: false,
  dropPercent: 50,
  dropMinClicks: 100
}

export function loadSearchSettings (env: Env): SearchSettings {
  const d = DEFAULT_SEARCH_SETTINGS
  const clientId = value(env, 'GOOGLE_OAUTH_CLIENT_ID')
  const clientSecret = value(env, 'GOOGLE_OAUTH_CLIENT_SECRET')
  if ((clientId === undefined) !== (clientSecret === undefined)) throw new ConfigError('GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET go together: set both or neither')
  return {
    googleTokenUrl: baseUrl(env, 'SEARCH_GOOGLE_TOKEN_URL', d.googleTokenUrl),
    googleAuthUrl: baseUrl(env, 'SEARCH_GOOGLE_AUTH_URL', d.googleAuthUrl),
    googleApiUrl: baseUrl(env, 'SEARCH_GOOGLE_API_URL', d.googleApiUrl),
    googleInspectionUrl: baseUrl(env, 'SEARCH_GOOGLE_INSPECTION_URL', d.googleInspectionUrl),
    bingApiUrl: baseUrl(env, 'SEARCH_BING_API_URL', d.bingApiUrl),
    googleIntervalMs: integer(env, 'SEARCH_GOOGLE_INTERVAL_MS', d.googleIntervalMs, 0, 600_000, 'milliseconds'),
    bingIntervalMs: integer(env, 'SEARCH_BING_INTERVAL_MS', d.bingIntervalMs, 0, 600_000, 'milliseconds'),
    inspectIntervalMs: integer(env, 'SEARCH_INSPECT_INTERVAL_MS', d.inspectIntervalMs, 0, 600_000, 'milliseconds'),
    inspectPerDay: integer(env, 'SEARCH_INSPECT_PER_DAY', d.inspectPerDay, 1, 2000, 'calls per property'),
    inspectProjectPerMinute: integer(env, 'SEARCH_INSPECT_PROJECT_PER_MINUTE', d.inspectProjectPerMinute, 1, 1_000_000, 'calls a minute'),
    inspectEveryDays: integer(env, 'SEARCH_INSPECT_EVERY_DAYS', d.inspectEveryDays, 1, 90, 'days'),
    sitemapsEveryDays: integer(env, 'SEARCH_SITEMAPS_EVERY_DAYS', d.sitemapsEveryDays, 1, 90, 'days'),
    oauthClientId: clientId,
    oauthClientSecret: clientSecret,
    publicUrlSet: value(env, 'PUBLIC_URL') !== undefined,
    dropPercent: integer(env, 'SEARCH_DROP_PERCENT', d.dropPercent, 1, 100, 'percent'),
    dropMinClicks: integer(env, 'SEARCH_DROP_MIN_CLICKS', d.dropMinClicks, 0, 100_000_000, 'clicks')
  }
}
