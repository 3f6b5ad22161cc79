// Search accounts: a user's own (nobody else's, admins included: the figures are the
// owner's business); credentials checked, sealed on the way in and never sent back. Test lists
// the properties now, on the account's pacing key; Connect starts Google's consent flow for an
// OAuth account and the callback keeps the refresh token, sealed.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { Database } from '../../platform/db/schema'
import type { Caller } from '../../platform/auth/domain-access'
import { HttpError } from '../../platform/errors'
import { requestPacing } from '../../platform/jobs/pacer'
import { CheckDeferred } from '../../platform/jobs/types'
import type { OutboundClient } from '../../platform/outbound'
import { type AccountListRow, SearchAccountRepository, type SearchAccountRow } from './account-repository'
import { checkCredentials, CredentialBox } from './credentials'
import { consentUrl, exchangeCode, oauthClientOf, signState, verifyState } from './google-auth'
import { accountCall, accountHttp, providerOf } from './jobs/account-call'
import { SearchError } from './jobs/search-http'
import type { PacedCalls } from '../../platform/jobs/types'
import { InstallationClient } from './oauth-client'
import type { CreateAccountBodyShape, SearchAccountShape, UpdateAccountBodyShape } from './schemas'
import type { SearchStatus } from './tables'

export const SEARCH_MESSAGES = {
  notFound: 'Search account not found',
  unreadable: 'The stored credentials cannot be opened (the server secret changed): enter them again',
  notOAuth: 'Only a Google OAuth account is connected through Google\'s consent page',
  noPublicUrl: 'PUBLIC_URL is not set: Google sends people back to <PUBLIC_URL>/api/search/oauth/callback, an address their browser must reach. Ask the administrator to set PUBLIC_URL (and add that address to the OAuth client\'s redirect URIs), then press Connect again.',
  noClient: 'No OAuth client: enter this account\'s own client ID and secret, or ask the administrator to set the installation\'s (PUT /api/search/oauth-client, or GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET)'
}

const TEST_TIMEOUT_MS = 30_000

function toAccount (row: AccountListRow): SearchAccountShape {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    statusMessage: row.status_message,
    createdAt: row.created_at,
    connectedAt: row.connected_at,
    lastSyncAt: row.last_sync_at,
    sync: row.sync_state,
    properties: row.properties,
    readable: row.readable
  }
}

const n = (value: number): string => value.toLocaleString('en-US')

export class SearchAccountService {
  private readonly repo: SearchAccountRepository
  private readonly box: CredentialBox
  private readonly installation: InstallationClient

  constructor (private readonly db: Kysely<Database>, private readonly config: AppConfig, private readonly client: OutboundClient, private readonly now: () => Date) {
    this.repo = new SearchAccountRepository(db)
    this.box = new CredentialBox(config)
    this.installation = new InstallationClient(db, config)
  }

  async list (caller: Caller): Promise<SearchAccountShape[]> {
    return (await this.repo.list(caller.id)).map(toAccount)
  }

  async get (caller: Caller, id: string): Promise<SearchAccountShape> {
    const [row] = await this.repo.list(caller.id, id)
    if (row === undefined) throw new HttpError(404, SEARCH_MESSAGES.notFound)
    return toAccount(row)
  }

  async create (caller: Caller, body: CreateAccountBodyShape): Promise<SearchAccountShape> {
    const credentials = checkCredentials(body.kind, body.credentials)
    const id = randomUUID()
    await this.repo.insert({ id, userId: caller.id, kind: body.kind, name: body.name.trim(), credentials: this.box.seal(credentials), connected: body.kind !== 'google-oauth', now: this.now().toISOString() })
    return await this.get(caller, id)
  }

  async update (caller: Caller, id: string, body: UpdateAccountBodyShape): Promise<SearchAccountShape> {
    const row = await this.find(caller, id)
    const now = this.now().toISOString()
    if (body.name !== undefined) await this.repo.update(id, { name: body.name.trim() }, now)
    if (body.credentials !== undefined) {
      // New credentials are a new connection: an OAuth account is connected again through Google.
      await this.repo.reconnect(id, this.box.seal(checkCredentials(row.kind, body.credentials)), row.kind !== 'google-oauth', now)
    }
    return await this.get(caller, id)
  }

  async remove (caller: Caller, id: string): Promise<void> {
    await this.find(caller, id)
    await this.db.transaction().execute(async (trx) => { await new SearchAccountRepository(trx).delete(id) })
  }

  async sync (caller: Caller, id: string): Promise<SearchAccountShape> {
    await this.find(caller, id)
    await this.repo.requestSync(id, this.now().toISOString())
    return await this.get(caller, id)
  }

  /** Lists the account's properties now and says how it went. */
  async test (caller: Caller, id: string): Promise<{ ok: boolean, status: SearchStatus, message: string }> {
    const row = await this.find(caller, id)
    const creds = this.box.open(row.credentials)
    if (creds === null) return { ok: false, status: 'bad-key', message: SEARCH_MESSAGES.unreadable }
    if (row.status === 'not-connected') return { ok: false, status: 'not-connected', message: row.status_message ?? 'Not connected yet' }
    try {
      const properties = await providerOf(row).listProperties(await accountCall(this.paced(), row, creds, this.now().getTime(), await this.installation.client()))
      const readable = properties.filter((p) => p.readable).length
      return { ok: true, status: 'ok', message: `Connected: ${n(properties.length)} propert${properties.length === 1 ? 'y' : 'ies'}, ${n(readable)} with ${row.kind === 'bing' ? 'verified access' : 'full or restricted access'}` }
    } catch (err) {
      if (err instanceof SearchError) return { ok: false, status: err.status === 'forbidden' ? 'bad-key' : err.status, message: err.message }
      if (err instanceof CheckDeferred) return { ok: false, status: 'rate-limited', message: `The API asked to slow down: try again in ${Math.ceil(err.delayMs / 1000)} s` }
      throw err
    }
  }

  /** Google's consent page for an OAuth account, with a signed state naming it and its owner. */
  async connect (caller: Caller, id: string): Promise<string> {
    const row = await this.find(caller, id)
    if (row.kind !== 'google-oauth') throw new HttpError(409, SEARCH_MESSAGES.notOAuth)
    if (!this.config.search.publicUrlSet) throw new HttpError(409, SEARCH_MESSAGES.noPublicUrl)
    const creds = this.box.open(row.credentials)
    if (creds === null) throw new HttpError(409, SEARCH_MESSAGES.unreadable)
    const client = oauthClientOf(creds, await this.installation.client())
    if (client === null) throw new HttpError(409, SEARCH_MESSAGES.noClient)
    return consentUrl(this.config, client, signState(this.config, row.id, row.user_id, this.now().getTime()))
  }

  /** Google's redirect back: keeps the refresh token; returns where the browser goes next. */
  async callback (query: { state?: string, code?: string, error?: string }): Promise<{ accountId: string | null, ok: boolean }> {
    const named = query.state === undefined ? null : verifyState(this.config, query.state, this.now().getTime())
    const row = named === null ? undefined : await this.repo.find(named.accountId)
    if (named === null || row === undefined || row.user_id !== named.userId || row.kind !== 'google-oauth') return { accountId: null, ok: false }
    const now = this.now().toISOString()
    const creds = this.box.open(row.credentials)
    const client = creds === null ? null : oauthClientOf(creds, await this.installation.client())
    const fail = async (message: string): Promise<{ accountId: string, ok: boolean }> => {
      await this.repo.finished(row.id, { at: now, status: row.status === 'ok' ? 'ok' : 'not-connected', message, nextDue: row.sync_due_at })
      return { accountId: row.id, ok: false }
    }
    if (query.error !== undefined || query.code === undefined) return await fail(`Google did not grant access (${query.error ?? 'no code'}): press Connect to try again`)
    if (creds === null || client === null) return await fail(creds === null ? SEARCH_MESSAGES.unreadable : SEARCH_MESSAGES.noClient)
    try {
      const refreshToken = await exchangeCode(accountHttp(this.paced(), row), this.config, client, query.code)
      await this.repo.reconnect(row.id, this.box.seal({ ...creds, refreshToken }), true, now)
      return { accountId: row.id, ok: true }
    } catch (err) {
      if (err instanceof SearchError) return await fail(err.message)
      if (err instanceof CheckDeferred) return await fail('Google asked to slow down: press Connect again in a minute')
      throw err
    }
  }

  private paced (): PacedCalls & { config: AppConfig } {
    return { ...requestPacing(this.db, this.client, TEST_TIMEOUT_MS), config: this.config }
  }

  /** The caller's own account; anyone else's is not found. */
  private async find (caller: Caller, id: string): Promise<SearchAccountRow> {
    const row = await this.repo.find(id)
    if (row === undefined || row.user_id !== caller.id) throw new HttpError(404, SEARCH_MESSAGES.notFound)
    return row
  }
}
