// Registrar accounts: a user's own accounts (an admin reads everyone's with ?all and
// may act on any); credentials are checked against the provider's fields, sealed on the way in
// and never sent back. Test reads the first page now, paced like the sync; Sync now queues the
// registrar-sync check.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../platform/config/config'
import type { Database } from '../../platform/db/schema'
import type { RegistrarProviderName, SyncResultValue } from './tables'
import type { Caller } from '../../platform/auth/domain-access'
import { AUTH_MESSAGES } from '../../platform/auth/plugin'
import { HttpError, validationError } from '../../platform/errors'
import { requestPacing } from '../../platform/jobs/pacer'
import { CheckDeferred } from '../../platform/jobs/types'
import { SecretBox } from '../../platform/lib/secret-box'
import type { OutboundClient } from '../../platform/outbound'
import { openCredentials, providerCall } from './jobs/account-sync'
import { bumpLists } from './jobs/apply-step'
import { RegistrarError } from './providers/provider'
import { providerOf } from './providers/registry'
import { type AccountListRow, type AccountRow, RegistrarRepository } from './registrar-repository'
import type { CreateAccountBodyShape, RegistrarAccountShape, UpdateAccountBodyShape } from './schemas'

export const REGISTRAR_MESSAGES = {
  notFound: 'Registrar account not found',
  credentialsUnreadable: 'The stored credentials cannot be opened (the server secret changed): enter them again'
}

/** How long the Test button waits for the registrar. */
const TEST_TIMEOUT_MS = 30_000

export function toAccount (row: AccountListRow): RegistrarAccountShape {
  return {
    id: row.id,
    provider: row.provider,
    name: row.name,
    ownerId: row.user_id,
    ownerEmail: row.owner_email,
    createdAt: row.created_at,
    lastSyncAt: row.last_sync_at,
    lastSyncResult: row.last_sync_result,
    lastSyncMessage: row.last_sync_message,
    failuresInARow: Number(row.failures_in_a_row),
    domainCount: row.domain_count,
    sync: { state: row.sync_state, done: Number(row.sync_done), total: row.sync_total === null ? null : Number(row.sync_total) }
  }
}

/** The provider's credential fields, all given and non-empty, nothing else. */
function checkCredentials (provider: RegistrarProviderName, credentials: Record<string, string>): Record<string, string> {
  const fields = providerOf(provider).credentialFields
  const unknown = Object.keys(credentials).filter((k) => !fields.includes(k))
  if (unknown.length > 0) throw validationError(`${provider} credentials have no field "${unknown[0]}" (expected ${fields.join(', ')})`, 400, `credentials.${unknown[0]}`)
  const out: Record<string, string> = {}
  for (const field of fields) {
    const value = credentials[field]?.trim() ?? ''
    if (value === '') throw validationError(`${provider} credentials need ${field} (expected ${fields.join(', ')})`, 400, `credentials.${field}`)
    out[field] = value
  }
  return out
}

export class RegistrarService {
  private readonly repo: RegistrarRepository
  private readonly box: SecretBox

  constructor (private readonly db: Kysely<Database>, private readonly config: AppConfig, private readonly client: OutboundClient, private readonly now: () => Date) {
    this.repo = new RegistrarRepository(db)
    this.box = new SecretBox(config, 'registrar-credentials')
  }

  async list (caller: Caller, all: boolean): Promise<RegistrarAccountShape[]> {
    if (all && caller.role !== 'admin') throw new HttpError(403, AUTH_MESSAGES.adminOnly)
    return (await this.repo.list(all ? {} : { userId: caller.id })).map(toAccount)
  }

  async get (caller: Caller, id: string): Promise<RegistrarAccountShape> {
    await this.find(caller, id)
    const [row] = await this.repo.list({ id })
    return toAccount(row)
  }

  async create (caller: Caller, body: CreateAccountBodyShape): Promise<RegistrarAccountShape> {
    const credentials = checkCredentials(body.provider, body.credentials)
    const id = randomUUID()
    await this.repo.insert({ id, userId: caller.id, provider: body.provider, name: body.name.trim(), credentials: this.box.seal(JSON.stringify(credentials)), now: this.now().toISOString() })
    return await this.get(caller, id)
  }

  async update (caller: Caller, id: string, body: UpdateAccountBodyShape): Promise<RegistrarAccountShape> {
    const row = await this.find(caller, id)
    const values: { name?: string, credentials?: string } = {}
    if (body.name !== undefined) values.name = body.name.trim()
    if (body.credentials !== undefined) values.credentials = this.box.seal(JSON.stringify(checkCredentials(row.provider, body.credentials)))
    // A new name shows in the cached lists that carry the account (domain list, expiring, renewals).
    await this.db.transaction().execute(async (trx) => {
      await new RegistrarRepository(trx).update(id, values, this.now().toISOString())
      if (values.name !== undefined && values.name !== row.name) await bumpLists(trx, row.user_id)
    })
    return await this.get(caller, id)
  }

  async remove (caller: Caller, id: string): Promise<void> {
    const row = await this.find(caller, id)
    // Its domains lose their account (cascade): the cached lists that carry it are stale.
    await this.db.transaction().execute(async (trx) => {
      await new RegistrarRepository(trx).delete(id)
      await bumpLists(trx, row.user_id)
    })
  }

  /** Queues a sync now (one running goes on). */
  async sync (caller: Caller, id: string): Promise<RegistrarAccountShape> {
    await this.find(caller, id)
    await this.repo.requestSync(id, this.now().toISOString())
    return await this.get(caller, id)
  }

  /** Reads the account's first page now, on the account's pacing key, and says how it went. */
  async test (caller: Caller, id: string): Promise<{ ok: boolean, result: SyncResultValue, message: string }> {
    const row = await this.find(caller, id)
    const credentials = openCredentials(this.config, row.credentials)
    if (credentials === null) return { ok: false, result: 'bad-key', message: REGISTRAR_MESSAGES.credentialsUnreadable }
    const call = providerCall({ ...requestPacing(this.db, this.client, TEST_TIMEOUT_MS), config: this.config }, row, credentials)
    try {
      const page = await providerOf(row.provider).list(call, null)
      const count = page.total ?? page.domains.length
      return { ok: true, result: 'ok', message: `Connected: ${count}${page.total === null && page.next !== null ? '+' : ''} domain${count === 1 ? '' : 's'} in the account` }
    } catch (err) {
      if (err instanceof RegistrarError) return { ok: false, result: err.result, message: err.message }
      if (err instanceof CheckDeferred) return { ok: false, result: 'rate-limited', message: `The registrar asked to slow down: try again in ${Math.ceil(err.delayMs / 1000)} s` }
      throw err
    }
  }

  /** The account if the caller may reach it (its owner, or an admin); another user's is not found. */
  private async find (caller: Caller, id: string): Promise<AccountRow> {
    const row = await this.repo.find(id)
    if (row === undefined || (row.user_id !== caller.id && caller.role !== 'admin')) throw new HttpError(404, REGISTRAR_MESSAGES.notFound)
    return row
  }
}
