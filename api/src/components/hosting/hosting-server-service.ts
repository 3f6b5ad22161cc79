// The hosting screens' changes: add a server, edit or delete one by id,
// renew, rename an account, rename a server everywhere. Ownership: calls
// naming a server by id reach the caller's own servers, or any server for an admin (an id is
// unambiguous); calls naming an account or server by name act on the caller's records, or on
// the user an admin names with ?owner. Someone else's server looks like one that does not exist.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { addMonths, isoDay } from '../../platform/lib/calendar'
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/constraint-errors'
import { changedBy, DataVersionRepository } from '../../platform/read-cache/data-version-repository'
import { HostingRepository } from './hosting-repository'
import { HostingServerRepository, type ServerDetailRow } from './hosting-server-repository'
import type {
  AddHostingBodyShape, ExistingServerShape, UpdateHostingBodyShape, UpdateServerBodyShape,
  UpdateServerEverywhereBodyShape
} from './schemas'
import { type Caller, DomainAccess, USER_NOT_FOUND } from '../../platform/auth/domain-access'
import { EMAIL_RE, HOSTING_MESSAGES } from './hosting-info-service'
import { normalizeEmail } from '../../platform/auth/users'

export const SERVER_MESSAGES = {
  added: 'Hosting info added',
  exists: 'Server already exists',
  updated: '✅ Server updated successfully',
  deleted: '✅ Server deleted successfully',
  renewed: 'Server renewed successfully',
  hostingUpdated: 'Hosting info updated successfully',
  updatedEverywhere: 'Server updated everywhere',
  notFound: HOSTING_MESSAGES.serverNotFound,
  accountNotFound: 'Hosting account not found',
  accountExists: 'A hosting account with this platform and email already exists',
  allFieldsRequired: 'All fields are required',
  invalidEmail: HOSTING_MESSAGES.invalidEmail
} as const

/** 409 carrying the record that already has the name (the add screen lists it in an alert). */
export class ServerExistsError extends HttpError {
  constructor (readonly existing: ExistingServerShape) {
    super(409, SERVER_MESSAGES.exists)
  }
}

/** Default renewal period when a server has none recorded (one year). */
const DEFAULT_RENEWAL_MONTHS = 12

function required (value: string, field: string): string {
  const text = value.trim()
  if (text === '') throw validationError(SERVER_MESSAGES.allFieldsRequired, 400, field)
  return text
}

function validEmail (value: string, field = 'email'): string {
  const text = required(value, field)
  if (!EMAIL_RE.test(text)) throw validationError(SERVER_MESSAGES.invalidEmail, 400, field)
  return normalizeEmail(text)
}

/** '' and null both clear a date; undefined leaves it alone. */
const dateChange = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value === '' ? null : value

/** Every change here is in a transaction; this marks the owner's hosting overview as changed in it. */
async function hostingChanged (trx: Kysely<Database>, userId: string): Promise<void> {
  await new DataVersionRepository(trx).bump(userId, changedBy.hosting())
}

export class HostingServerService {
  private readonly access: DomainAccess

  constructor (private readonly db: Kysely<Database>, private readonly now: () => Date) {
    this.access = new DomainAccess(db)
  }

  async add (caller: Caller, body: AddHostingBodyShape, owner?: string): Promise<void> {
    const platform = required(body.platform, 'platform')
    const email = validEmail(body.email)
    const server = required(body.server, 'server')
    const target = await this.access.target(caller, owner)
    const now = this.now()
    try {
      await this.db.transaction().execute(async (trx) => {
        await this.assertFree(trx, target.id, server)
        const accountId = await new HostingRepository(trx).upsertAccount(randomUUID(), target.id, platform, email, now.toISOString())
        await new HostingServerRepository(trx).insertServer({
          id: randomUUID(),
          user_id: target.id,
          account_id: accountId,
          name: server,
          expiry_date: body.ServerExpiryDate,
          // The form has no issue date: the day it was added is when the hosting was recorded.
          hosting_issue_date: isoDay(now),
          created_at: now.toISOString()
        })
        await hostingChanged(trx, target.id)
      })
    } catch (err) {
      // A concurrent add of the same name won the race on the unique key.
      if (isUniqueViolation(err)) await this.assertFree(this.db, target.id, server)
      if (isForeignKeyViolation(err)) throw new HttpError(404, USER_NOT_FOUND)
      throw err
    }
  }

  async updateServer (caller: Caller, id: string, body: UpdateServerBodyShape): Promise<void> {
    const row = await this.serverById(this.db, caller, id)
    const name = required(body.server, 'server')
    await this.rename(row, name, dateChange(body.ServerExpiryDate))
    // Where its sites' status checks run: the location watch moves their rows there.
    if (body.locationId !== undefined && !await new HostingServerRepository(this.db).setLocation(row.id, body.locationId)) throw new HttpError(404, 'Location not found')
  }

  /** Deletes the server; domains on it are unlinked, not deleted. */
  async deleteServer (caller: Caller, id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.serverById(trx, caller, id)
      const repo = new HostingServerRepository(trx)
      await repo.deleteServer(row.id)
      await repo.deleteAccountIfEmpty(row.account_id)
      await hostingChanged(trx, row.user_id)
    })
  }

  /** Moves each server's expiry on by its renewal period; one unknown id changes nothing. */
  async renew (caller: Caller, ids: string[]): Promise<void> {
    const today = isoDay(this.now())
    await this.db.transaction().execute(async (trx) => {
      for (const id of new Set(ids)) {
        const row = await this.serverById(trx, caller, id)
        const months = row.renewal_months > 0 ? row.renewal_months : DEFAULT_RENEWAL_MONTHS
        await new HostingServerRepository(trx).setExpiry(row.id, addMonths(row.expiry_date ?? today, months))
        await hostingChanged(trx, row.user_id)
      }
    })
  }

  /**
   * Renames an account (platform / e-mail) and sets its servers' hosting issue date. Renaming
   * onto another account of the same user merges the two, so no duplicate rows appear.
   */
  async updateHosting (caller: Caller, body: UpdateHostingBodyShape, owner?: string): Promise<void> {
    const target = await this.access.target(caller, owner)
    const platform = required(body.platform, 'platform')
    const email = validEmail(body.email)
    const newPlatform = body.updates.platform === undefined ? undefined : required(body.updates.platform, 'platform')
    const newEmail = body.updates.email === undefined ? undefined : validEmail(body.updates.email)
    const issueDate = dateChange(body.updates.hostingIssueDate)
    try {
      await this.db.transaction().execute(async (trx) => {
        const repo = new HostingServerRepository(trx)
        const account = await repo.findAccount(target.id, platform, email)
        if (account === undefined) throw new HttpError(404, SERVER_MESSAGES.accountNotFound)
        await hostingChanged(trx, target.id)
        if (issueDate !== undefined) await repo.setIssueDateOfAccount(account.id, issueDate)
        const next = { platform: newPlatform ?? account.platform, email: newEmail ?? account.email }
        if (next.platform === account.platform && next.email === account.email) return
        const other = await repo.findAccount(target.id, next.platform, next.email)
        if (other === undefined) return await repo.renameAccount(account.id, next.platform, next.email)
        await repo.moveServers(account.id, other.id)
        await repo.deleteAccountIfEmpty(account.id)
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, SERVER_MESSAGES.accountExists)
      throw err
    }
  }

  /** Renames the server of that account e-mail for every domain on it and sets its expiry. */
  async updateServerEverywhere (caller: Caller, body: UpdateServerEverywhereBodyShape, owner?: string): Promise<void> {
    const target = await this.access.target(caller, owner)
    const email = validEmail(body.email)
    const oldServer = required(body.oldServer, 'oldServer')
    const newServer = required(body.newServer, 'newServer')
    const row = await new HostingServerRepository(this.db).findServerByName(target.id, oldServer)
    // The e-mail must match too: a stale page must not rename a server that moved account.
    if (row === undefined || row.email !== email) throw new HttpError(404, SERVER_MESSAGES.notFound)
    await this.rename(row, newServer, dateChange(body.ServerExpiryDate))
  }

  /** Name (and optionally expiry) change of one server, in one transaction; a taken name is a 409. */
  private async rename (row: ServerDetailRow, name: string, expiry: string | null | undefined): Promise<void> {
    try {
      await this.db.transaction().execute(async (trx) => {
        const repo = new HostingServerRepository(trx)
        // Deleted by another request since it was read: say so rather than report a no-op success.
        if (await repo.findServerById(row.id) === undefined) throw new HttpError(404, SERVER_MESSAGES.notFound)
        if (name !== row.name) await this.assertFree(trx, row.user_id, name)
        await repo.updateServer(row.id, {
          name,
          ...(expiry !== undefined ? { expiry_date: expiry } : {})
        })
        await hostingChanged(trx, row.user_id)
      })
    } catch (err) {
      if (isUniqueViolation(err)) await this.assertFree(this.db, row.user_id, name)
      throw err
    }
  }

  private async assertFree (db: Kysely<Database>, userId: string, name: string): Promise<void> {
    const existing = await new HostingServerRepository(db).findServerByName(userId, name)
    if (existing !== undefined) throw new ServerExistsError({ email: existing.email, platform: existing.platform, server: name })
  }

  /** The caller's server with that id (an admin's: anyone's), else 404. */
  private async serverById (db: Kysely<Database>, caller: Caller, id: string): Promise<ServerDetailRow> {
    const row = await new HostingServerRepository(db).findServerById(id, caller.role === 'admin' ? undefined : caller.id)
    if (row === undefined) throw new HttpError(404, SERVER_MESSAGES.notFound)
    return row
  }
}
