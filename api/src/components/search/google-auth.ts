// Google access tokens: a service account signs a JWT (RS256, with jose) and exchanges it at
// the token endpoint; an OAuth account exchanges its sealed refresh token. Tokens are kept in
// memory until a minute before they expire, keyed by the sealed credentials (a replaced key
// gets a new token). Also the OAuth consent flow's pieces: the consent URL, a signed `state`
// naming the account, user and expiry, and the code exchange.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { importPKCS8, SignJWT } from 'jose'
import type { AppConfig } from '../../platform/config/config'
import type { StoredCredentials } from './credentials'
import { jsonOf, SearchError, type SearchHttp } from './jobs/search-http'

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly'
const STATE_TTL_MS = 15 * 60_000
const cache = new Map<string, { token: string, until: number }>()
const CACHE_CAP = 5000

export interface OAuthClient { clientId: string, clientSecret: string }

/** The account's own OAuth client, else the installation's (oauth-client.ts); null when neither is set. */
export function oauthClientOf (creds: StoredCredentials, installation: OAuthClient | null): OAuthClient | null {
  if (creds.clientId !== undefined && creds.clientSecret !== undefined) return { clientId: creds.clientId, clientSecret: creds.clientSecret }
  return installation
}

export function redirectUri (config: AppConfig): string {
  return `${config.publicUrl}/api/search/oauth/callback`
}

function form (values: Record<string, string>): string {
  return new URLSearchParams(values).toString()
}

async function tokenCall (http: SearchHttp, config: AppConfig, body: Record<string, string>, kind: 'service-account' | 'oauth' | 'code'): Promise<Record<string, unknown>> {
  const res = await http.post(config.search.googleTokenUrl, form(body), {}, 'application/x-www-form-urlencoded')
  const answer = jsonOf(res, 'Google\'s token endpoint') as Record<string, unknown>
  if (res.status === 200 && typeof answer.access_token === 'string') return answer
  const code = typeof answer.error === 'string' ? answer.error : `HTTP ${res.status}`
  const said = typeof answer.error_description === 'string' ? `: ${answer.error_description.slice(0, 200)}` : ''
  if (kind === 'oauth' && code === 'invalid_grant') throw new SearchError('revoked', `Google refused the saved authorisation (invalid_grant${said}): it was revoked or has expired. Press Connect to authorise again.`)
  if (code === 'invalid_grant' || code === 'invalid_client' || code === 'unauthorized_client' || res.status === 401) {
    throw new SearchError('bad-key', kind === 'service-account' ? `Google refused the service account key (${code}${said}): check the key is current and not deleted` : `Google refused the OAuth client (${code}${said}): check the client ID and secret`)
  }
  throw new SearchError('error', `Google's token endpoint answered ${code}${said}`)
}

/** A current access token for a Google account (service account or connected OAuth). */
export async function googleAccessToken (http: SearchHttp, config: AppConfig, sealed: string, creds: StoredCredentials, nowMs: number, installation: OAuthClient | null): Promise<string> {
  const cached = cache.get(sealed)
  if (cached !== undefined && cached.until > nowMs) return cached.token
  let answer: Record<string, unknown>
  if (creds.privateKey !== undefined && creds.clientEmail !== undefined) {
    let key: Awaited<ReturnType<typeof importPKCS8>>
    try {
      key = await importPKCS8(creds.privateKey, 'RS256')
    } catch {
      throw new SearchError('bad-key', 'The service account\'s private key cannot be read: paste the key file again')
    }
    const iat = Math.floor(nowMs / 1000)
    const assertion = await new SignJWT({ scope: GOOGLE_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(creds.privateKeyId === undefined ? {} : { kid: creds.privateKeyId }) })
      .setIssuer(creds.clientEmail).setAudience(config.search.googleTokenUrl).setIssuedAt(iat).setExpirationTime(iat + 3600)
      .sign(key)
    answer = await tokenCall(http, config, { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }, 'service-account')
  } else {
    const client = oauthClientOf(creds, installation)
    if (client === null) throw new SearchError('bad-key', 'No OAuth client: enter the account\'s own client ID and secret, or ask the administrator to set the installation\'s (PUT /api/search/oauth-client, or GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET)')
    if (creds.refreshToken === undefined) throw new SearchError('bad-key', 'Not connected yet: press Connect to authorise read access in Google')
    answer = await tokenCall(http, config, { grant_type: 'refresh_token', refresh_token: creds.refreshToken, client_id: client.clientId, client_secret: client.clientSecret }, 'oauth')
  }
  const token = answer.access_token as string
  const lifetime = typeof answer.expires_in === 'number' ? answer.expires_in : 3600
  if (cache.size >= CACHE_CAP) cache.delete(cache.keys().next().value as string)
  cache.set(sealed, { token, until: nowMs + Math.max(0, lifetime - 60) * 1000 })
  return token
}

/** Exchanges the consent flow's code for a refresh token. */
export async function exchangeCode (http: SearchHttp, config: AppConfig, client: OAuthClient, code: string): Promise<string> {
  const answer = await tokenCall(http, config, { grant_type: 'authorization_code', code, client_id: client.clientId, client_secret: client.clientSecret, redirect_uri: redirectUri(config) }, 'code')
  if (typeof answer.refresh_token !== 'string') throw new SearchError('error', 'Google gave no refresh token: remove Sitefleet from your Google account\'s third-party access and press Connect again')
  return answer.refresh_token
}

export function consentUrl (config: AppConfig, client: OAuthClient, state: string): string {
  const q = new URLSearchParams({ client_id: client.clientId, redirect_uri: redirectUri(config), response_type: 'code', scope: GOOGLE_SCOPE, access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true', state })
  return `${config.search.googleAuthUrl}?${q.toString()}`
}

function stateKey (config: AppConfig): Buffer {
  return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'sitefleet', 'search-oauth-state', 32))
}

function mac (config: AppConfig, payload: string): string {
  return createHmac('sha256', stateKey(config)).update(payload).digest('base64url')
}

export function signState (config: AppConfig, accountId: string, userId: string, nowMs: number): string {
  const payload = Buffer.from(JSON.stringify({ a: accountId, u: userId, e: nowMs + STATE_TTL_MS })).toString('base64url')
  return `${payload}.${mac(config, payload)}`
}

/** The account and user a state names; null when forged, altered or expired. */
export function verifyState (config: AppConfig, state: string, nowMs: number): { accountId: string, userId: string } | null {
  const [payload, sig] = state.split('.')
  if (payload === undefined || sig === undefined) return null
  const expected = Buffer.from(mac(config, payload))
  const given = Buffer.from(sig)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const v = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { a: string, u: string, e: number }
    return v.e > nowMs && typeof v.a === 'string' && typeof v.u === 'string' ? { accountId: v.a, userId: v.u } : null
  } catch {
    return null
  }
}
