// The installation's Google OAuth client: the one an admin set through the API (sealed, table
// search_oauth_client), else GOOGLE_OAUTH_CLIENT_ID / _SECRET. Accounts without their own
// client use it. Admins read which one is in force and its client ID; the secret never leaves.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { Database } from '../../platform/db/schema'
import { SecretBox } from '../../platform/lib/secret-box'
import { redirectUri, type OAuthClient } from './google-auth'
import { OAuthClientRepository } from './oauth-client-repository'

/** redirectUri is what an admin registers at Google; publicUrlSet false means it is a placeholder until PUBLIC_URL is set. */
export interface InstallationClientState { source: 'admin' | 'environment' | null, clientId: string | null, updatedAt: string | null, redirectUri: string, publicUrlSet: boolean }

export class InstallationClient {
  private readonly repo: OAuthClientRepository
  private readonly box: SecretBox

  constructor (db: Kysely<Database>, private readonly config: AppConfig) {
    this.repo = new OAuthClientRepository(db)
    this.box = new SecretBox(config, 'search-credentials')
  }

  /** The client in force; null when none is set anywhere. */
  async client (): Promise<OAuthClient | null> {
    const row = await this.repo.find()
    if (row !== undefined) {
      const plain = this.box.open(row.client)
      if (plain !== null) return JSON.parse(plain) as OAuthClient
    }
    const { oauthClientId, oauthClientSecret } = this.config.search
    return oauthClientId !== undefined && oauthClientSecret !== undefined ? { clientId: oauthClientId, clientSecret: oauthClientSecret } : null
  }

  async state (): Promise<InstallationClientState> {
    const redirect = { redirectUri: redirectUri(this.config), publicUrlSet: this.config.search.publicUrlSet }
    const row = await this.repo.find()
    if (row !== undefined) return { source: 'admin', clientId: row.client_id, updatedAt: row.updated_at, ...redirect }
    const id = this.config.search.oauthClientId
    return id === undefined ? { source: null, clientId: null, updatedAt: null, ...redirect } : { source: 'environment', clientId: id, updatedAt: null, ...redirect }
  }

  async set (client: OAuthClient, by: string, now: string): Promise<void> {
    await this.repo.put(this.box.seal(JSON.stringify(client)), client.clientId, by, now)
  }

  async remove (): Promise<void> {
    await this.repo.remove()
  }
}
