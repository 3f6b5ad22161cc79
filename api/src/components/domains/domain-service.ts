// Saved domains of one scope: rows → the API shapes of shared/src/types/domain.ts. Messages are
// the texts the screens show or test for, so keep them exact.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import type { DomainRow } from './tables'
import { HttpError, validationError } from '../../platform/errors'
import { normalizeDomain } from '../../platform/lib/domain-name'
import { AUTH_MESSAGES } from '../../platform/auth/plugin'
import { CheckRepository } from '../../platform/jobs/check-repository'
import type { CheckType } from '../../platform/jobs/types'
import { changedBy, DataVersionRepository } from '../../platform/read-cache/data-version-repository'
import { type DomainListRow, DomainRepository } from './domain-repository'
import { FootprintRepository } from '../footprints'
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db/constraint-errors'
import type { DomainRecordShape, ScanResultInputShape, ScrapedDomainDataShape } from './schemas'
import { type Caller, DomainAccess, type Owner, USER_NOT_FOUND } from '../../platform/auth/domain-access'
import { storedScan, toScrapedData } from './scan-data'
import { realDates, RealDatesRepository, registrarAccount } from '../real-dates'

export const DOMAIN_MESSAGES = {
  saved: 'Domain saved successfully',
  invalidDomain: 'Invalid domain name',
  categoryRequired: 'Brand category is required',
  categoryTooLong: 'Brand category must be at most 100 characters',
  notFound: 'Domain not found',
  deleted: 'Domain deleted successfully',
  noteSaved: 'Note saved',
  noteDeleted: 'Note deleted successfully',
  renamed: 'Domain name updated successfully',
  invalidValues: 'Invalid domain values'
} as const

/** The screen looks for "duplicate key" in this text. */
export const duplicateMessage = (domain: string): string => `duplicate key: ${domain} is already in your saved list`

export const MAX_CATEGORY_LENGTH = 100

export interface SaveInput {
  domain: string
  data: ScanResultInputShape
  brandCategory: string
  issueDate?: string | null
}

export class DomainService {
  private readonly domains: DomainRepository
  readonly access: DomainAccess

  /**
   * `checkTypes`: the domain checks the runtime runs (app.checks.domainChecks); a saved domain gets
   * a due row for each. `now`: the runtime's clock (app.checks.now), so a saved row's times, its
   * checks' due times and the days left it shows come from the clock the checks run by.
   */
  constructor (private readonly db: Kysely<Database>, private readonly checkTypes: ReadonlyArray<Pick<CheckType, 'type' | 'firstRunDelayMs'>>, private readonly now: () => Date) {
    this.domains = new DomainRepository(db)
    this.access = new DomainAccess(db)
  }

  async save (caller: Caller, scope: SuperCategoryValue, input: SaveInput, owner?: string): Promise<DomainRecordShape> {
    const domain = normalizeDomain(input.domain)
    if (domain === null) throw validationError(DOMAIN_MESSAGES.invalidDomain, 400, 'domain')
    const category = input.brandCategory.trim()
    if (category === '') throw validationError(DOMAIN_MESSAGES.categoryRequired, 400, 'brandCategory')
    if (category.length > MAX_CATEGORY_LENGTH) throw validationError(DOMAIN_MESSAGES.categoryTooLong, 400, 'brandCategory')
    const target = await this.access.target(caller, owner)
    if (await this.domains.findOwned(target.id, scope, domain) !== undefined) throw new HttpError(409, duplicateMessage(domain))

    const now = this.now().toISOString()
    const scan = storedScan(input.data, domain, now)
    const row: DomainRow = {
      id: randomUUID(),
      user_id: target.id,
      super_category: scope,
      domain,
      category,
      note: '',
      issue_date: input.issueDate === '' || input.issueDate === undefined ? null : input.issueDate,
      status_code: scan.statusCode,
      last_checked: scan.lastChecked,
      created_at: now,
      updated_at: now,
      failing_since: null,
      down_since: null,
      noindex: null,
      location_id: null
    }
    try {
      // Record and scan together or not at all.
      await this.db.transaction().execute(async (trx) => {
        const repo = new DomainRepository(trx)
        await repo.insert(row)
        await repo.saveScan(row.id, JSON.stringify(scan), now)
        await new FootprintRepository(trx).replacePage({ domainId: row.id, userId: row.user_id, superCategory: row.super_category }, scan.footprints ?? [])
        // Due at once: the saved status came from the client's scan; the checks engine verifies it.
        await new CheckRepository(trx).createFor(row.id, this.checkTypes, new Date(now))
        await new DataVersionRepository(trx).bump(target.id, changedBy.identity(scope))
      })
    } catch (err) {
      // A concurrent save of the same name lost the race on the unique key.
      if (isUniqueViolation(err)) throw new HttpError(409, duplicateMessage(domain))
      if (isForeignKeyViolation(err)) throw new HttpError(404, USER_NOT_FOUND)
      throw err
    }
    return this.toRecord(row, caller, target)
  }

  async list (caller: Caller, scope: SuperCategoryValue, owner?: string, category?: string): Promise<DomainRecordShape[]> {
    const userId = await this.access.readUser(caller, owner)
    const isAdmin = caller.role === 'admin'
    const rows = await this.domains.list({ superCategory: scope, userId, category }, isAdmin)
    const accounts = await new RealDatesRepository(this.db).accountsOf({ superCategory: scope, userId, category })
    return rows.map((row) => ({ ...this.toRecord(row, caller), registrarAccount: registrarAccount(accounts.get(row.id)) }))
  }

  async categoryCounts (caller: Caller, scope: SuperCategoryValue, owner?: string): Promise<Record<string, number>> {
    const userId = await this.access.readUser(caller, owner)
    const rows = await this.domains.categoryCounts({ superCategory: scope, userId })
    // No prototype: a category may be called "__proto__" or "constructor".
    const counts: Record<string, number> = Object.create(null)
    for (const row of sortByCategory(rows)) counts[row.category] = row.n
    return counts
  }

  async categories (caller: Caller, scope: SuperCategoryValue, owner?: string): Promise<string[]> {
    return Object.keys(await this.categoryCounts(caller, scope, owner))
  }

  async scrapedData (caller: Caller, scope: SuperCategoryValue, name: string, owner?: string): Promise<ScrapedDomainDataShape> {
    const row = await this.findForRead(caller, scope, name, owner)
    const real = (await new RealDatesRepository(this.db).forDomains([row.id])).get(row.id)
    return { ...toScrapedData(row, await this.domains.findScan(row.id)), ...realDates(row.issue_date, real, this.now()) }
  }

  async remove (caller: Caller, scope: SuperCategoryValue, name: string, owner?: string): Promise<void> {
    const row = await this.findForWrite(caller, scope, name, owner)
    await this.db.transaction().execute(async (trx) => {
      await new DomainRepository(trx).delete(row.id)
      await new DataVersionRepository(trx).bump(row.user_id, changedBy.identity(scope))
    })
  }

  async setNote (caller: Caller, scope: SuperCategoryValue, name: string, note: string, owner?: string): Promise<void> {
    const row = await this.findForWrite(caller, scope, name, owner)
    await this.db.transaction().execute(async (trx) => {
      await new DomainRepository(trx).setNote(row.id, note, this.now().toISOString())
      await new DataVersionRepository(trx).bump(row.user_id, changedBy.record(scope))
    })
  }

  /**
   * The spec's rename call carries no scope (it is always sent to the natural prefix): an
   * explicit superCategory wins; without one, natural, else the one scope holding the name.
   */
  async rename (caller: Caller, input: { oldDomain: string, newDomain: string, superCategory?: SuperCategoryValue }, owner?: string, datingAllowed = true): Promise<void> {
    const oldDomain = normalizeDomain(input.oldDomain)
    const newDomain = normalizeDomain(input.newDomain)
    if (oldDomain === null || newDomain === null) throw validationError(DOMAIN_MESSAGES.invalidValues, 400, 'newDomain')
    const datingLocked = (scope: SuperCategoryValue): void => {
      if (scope === 'dating' && !datingAllowed) throw new HttpError(403, AUTH_MESSAGES.datingLocked)
    }
    if (input.superCategory !== undefined) datingLocked(input.superCategory)
    const target = await this.access.target(caller, owner)
    let scope = input.superCategory ?? 'natural'
    let row = await this.domains.findOwned(target.id, scope, oldDomain)
    if (row === undefined && input.superCategory === undefined) {
      const scopes = await this.domains.scopesOf(target.id, oldDomain)
      if (scopes.length === 1) {
        scope = scopes[0]
        datingLocked(scope)
        row = await this.domains.findOwned(target.id, scope, oldDomain)
      }
    }
    if (row === undefined) throw new HttpError(404, DOMAIN_MESSAGES.notFound)
    if (newDomain === row.domain) return
    if (await this.domains.findOwned(target.id, scope, newDomain) !== undefined) throw new HttpError(409, duplicateMessage(newDomain))
    try {
      await this.db.transaction().execute(async (trx) => {
        await new DomainRepository(trx).rename(row!.id, newDomain, this.now().toISOString())
        await new DataVersionRepository(trx).bump(target.id, changedBy.identity(scope))
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, duplicateMessage(newDomain))
      throw err
    }
  }

  /** A read of one name: a user's own record; an admin's own, else the latest anyone updated. */
  async findForRead (caller: Caller, scope: SuperCategoryValue, name: string, owner?: string): Promise<DomainRow> {
    const domain = normalizeDomain(name)
    if (domain === null) throw new HttpError(404, DOMAIN_MESSAGES.notFound)
    const row = caller.role === 'admin' && owner === undefined
      ? await this.domains.findPreferring(caller.id, scope, domain)
      : await this.domains.findOwned((await this.access.target(caller, owner)).id, scope, domain)
    // Someone else's domain looks exactly like one that does not exist.
    if (row === undefined) throw new HttpError(404, DOMAIN_MESSAGES.notFound)
    return row
  }

  /** A change of one name: only the target user's own record. */
  async findForWrite (caller: Caller, scope: SuperCategoryValue, name: string, owner?: string): Promise<DomainRow> {
    const domain = normalizeDomain(name)
    if (domain === null) throw new HttpError(404, DOMAIN_MESSAGES.notFound)
    const target = await this.access.target(caller, owner)
    const row = await this.domains.findOwned(target.id, scope, domain)
    if (row === undefined) throw new HttpError(404, DOMAIN_MESSAGES.notFound)
    return row
  }

  /** Admin view of one user: that user's domains of every scope. */
  async listForUser (caller: Caller, userId: string): Promise<DomainRecordShape[]> {
    const owner = await this.access.target(caller, userId)
    const rows = await this.domains.listForUser(owner.id)
    return rows.map((row) => this.toRecord(row, caller, owner))
  }

  async countInScope (scope: SuperCategoryValue): Promise<number> {
    return await this.domains.countInScope(scope)
  }

  private toRecord (row: DomainListRow | DomainRow, caller: Caller, owner?: Owner): DomainRecordShape {
    const record: DomainRecordShape = {
      _id: row.id,
      domain: row.domain,
      note: row.note,
      statusCode: row.status_code,
      superCategory: row.super_category,
      category: row.category,
      issueDate: row.issue_date,
      lastChecked: row.last_checked
    }
    if (caller.role === 'admin') {
      const name = owner?.name ?? ('owner_name' in row ? row.owner_name : undefined) ?? (row.user_id === caller.id ? caller.name : '')
      record.owner = { _id: row.user_id, name }
    }
    return record
  }
}

/** Case-insensitive A–Z, with a byte-order tie-break so the order is the same on every database. */
function sortByCategory<T extends { category: string }> (rows: T[]): T[] {
  return rows.sort((a, b) => a.category.localeCompare(b.category, 'en', { sensitivity: 'base' }) ||
    (a.category < b.category ? -1 : a.category > b.category ? 1 : 0))
}
