// The authenticated, paced call of one account: its pacing key (search:<api>:<account>), the
// API's interval, and for Google a current access token.
import type { AppConfig } from '../../../platform/config/config'
import type { SearchAccountRow } from '../account-repository'
import type { StoredCredentials } from '../credentials'
import { googleAccessToken, type OAuthClient } from '../google-auth'
import { bing } from '../providers/bing'
import { google } from '../providers/google'
import type { SearchCall, SearchProvider } from '../providers/provider'
import { searchHttp, type SearchHttp } from './search-http'
import type { PacedCalls } from '../../../platform/jobs/types'

export function providerOf (account: Pick<SearchAccountRow, 'kind'>): SearchProvider {
  return account.kind === 'bing' ? bing : google
}

export function accountHttp (env: PacedCalls & { config: AppConfig }, account: Pick<SearchAccountRow, 'id' | 'kind'>): SearchHttp {
  const isBing = account.kind === 'bing'
  const { search } = env.config
  return searchHttp(env, `search:${isBing ? 'bing' : 'google'}:${account.id}`, isBing ? search.bingIntervalMs : search.googleIntervalMs, isBing ? 'Bing Webmaster Tools' : 'Google')
}

/**
 * URL Inspection's own lane: its quota is per property (600 a minute, 2,000 a day), apart from
 * the account's Search Analytics turns, so each property has its pacing key.
 */
export function inspectionHttp (env: PacedCalls & { config: AppConfig }, propertyId: number): SearchHttp {
  return searchHttp(env, `search:inspect:${propertyId}`, env.config.search.inspectIntervalMs, 'Google URL Inspection')
}

/** `installation`: the installation's OAuth client, for an OAuth account without its own. */
export async function accountCall (env: PacedCalls & { config: AppConfig }, account: Pick<SearchAccountRow, 'id' | 'kind' | 'credentials'>, creds: StoredCredentials, nowMs: number, installation: OAuthClient | null): Promise<SearchCall> {
  const http = accountHttp(env, account)
  if (account.kind === 'bing') return { http, settings: env.config.search, auth: {}, apiKey: creds.apiKey }
  const token = await googleAccessToken(http, env.config, account.credentials, creds, nowMs, installation)
  return { http, settings: env.config.search, auth: { authorization: `Bearer ${token}` } }
}
