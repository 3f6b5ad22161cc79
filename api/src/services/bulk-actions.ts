// Bulk actions on many domains (issue 14): POST {scope}/bulk. The selection is the caller's own
// records only (or, for an admin naming ?owner, that one user's): named domains another user
// holds are simply not found, so they are never touched. Up to BULK_BATCH domains are changed in
// one transaction; a larger selection is changed batch by batch, each batch its own transaction,
// inside the one request (at 50,000 domains a few seconds: no job needed; see README).
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../db/schema'
import { validationError } from '../errors'
import { normalizeDomain } from '../lib/domain-name'
import { tldGroup } from '../lib/tld-group'
import { mayUseDating, type AuthUser } from '../plugins/auth'
import { applyBatch } from '../repositories/bulk-repository'
import { DomainRepository } from '../repositories/domain-repository'
import { HostingRepository } from '../repositories/hosting-repository'
import { BULK_ACTIONS, type BulkActionName } from '../schemas/bulk'
import { DomainAccess } from './domain-access'

export const BULK_BATCH = 1000

export const BULK_MESSAGES = {
  unknownAction: `Unknown action: use one of ${BULK_ACTIONS.join(', ')}`,
  selection: 'Give either domains or filter',
  valueRequired: (action: string) => `A value is required for ${action}`,
  noValue: (action: string) => `${action} takes no value`,
  badSuperCategory: 'Value must be natural, casino or dating, other than this one',
  datingLocked: 'Dating access required to move domains into dating',
  serverNotFound: 'Server not found',
  done: (action: string, changed: number) => `${action}: ${changed} domain${changed === 1 ? '' : 's'} changed`
} as const

export interface BulkRequest {
  action: string
  domains?: string[]
  filter?: { category?: string, search?: string, tld?: string }
  value?: string
}

export interface BulkResult { action: BulkActionName, matched: number, changed: number, skipped: number, notFound: number }

const SCOPES: SuperCategoryValue[] = ['natural', 'casino', 'dating']
const isAction = (a: string): a is BulkActionName => (BULK_ACTIONS as readonly string[]).includes(a)

export class BulkActionService {
  private readonly access: DomainAccess

  constructor (private readonly db: Kysely<Database>, private readonly onRescan: () => void = () => undefined) {
    this.access = new DomainAccess(db)
  }

  async run (caller: AuthUser, scope: SuperCategoryValue, body: BulkRequest, owner?: string): Promise<BulkResult> {
    const action = body.action
    if (!isAction(action)) throw validationError(BULK_MESSAGES.unknownAction, 400, 'action')
    const value = this.checkValue(caller, scope, action, body.value)
    if ((body.domains === undefined) === (body.filter === undefined)) throw validationError(BULK_MESSAGES.selection, 400, 'domains')
    const target = await this.access.target(caller, owner)
    const now = new Date().toISOString()
    let serverId: string | null = null
    if (action === 'hostingServer') {
      const server = await new HostingRepository(this.db).findServer(target.id, value)
      if (server === undefined) throw validationError(BULK_MESSAGES.serverNotFound, 400, 'value')
      serverId = server.id
    }

    const { rows, notFound } = await this.select(target.id, scope, body)
    let changed = 0
    let skipped = 0
    for (let i = 0; i < rows.length; i += BULK_BATCH) {
      const batch = rows.slice(i, i + BULK_BATCH)
      const outcome = await this.db.transaction().execute(async (trx) => await applyBatch(trx, { action, value, serverId, scope, userId: target.id, now }, batch))
      changed += outcome.changed
      skipped += outcome.skipped
    }
    if (action === 'rescan' && changed > 0) this.onRescan()
    return { action, matched: rows.length, changed, skipped, notFound }
  }

  private checkValue (caller: AuthUser, scope: SuperCategoryValue, action: BulkActionName, raw: string | undefined): string {
    const value = raw?.trim() ?? ''
    if (action === 'delete' || action === 'rescan') {
      if (value !== '') throw validationError(BULK_MESSAGES.noValue(action), 400, 'value')
      return ''
    }
    if (value === '') throw validationError(BULK_MESSAGES.valueRequired(action), 400, 'value')
    if (action === 'brandCategory' && value.length > 200) throw validationError(BULK_MESSAGES.valueRequired(action), 400, 'value')
    if (action === 'superCategory') {
      if (!(SCOPES as string[]).includes(value) || value === scope) throw validationError(BULK_MESSAGES.badSuperCategory, 400, 'value')
      if (value === 'dating' && !mayUseDating(caller)) throw validationError(BULK_MESSAGES.datingLocked, 403, 'value')
    }
    return value
  }

  private async select (userId: string, scope: SuperCategoryValue, body: BulkRequest): Promise<{ rows: Array<{ id: string, domain: string }>, notFound: number }> {
    const repo = new DomainRepository(this.db)
    if (body.domains !== undefined) {
      const names = [...new Set(body.domains.map((d) => normalizeDomain(d) ?? d.trim().toLowerCase()))]
      const rows = await repo.ownedByName(userId, scope, names)
      return { rows, notFound: names.length - rows.length }
    }
    const filter = body.filter ?? {}
    const category = filter.category?.trim()
    const rows = await repo.matching({ superCategory: scope, userId, category: category === '' ? undefined : category }, filter.search)
    const tld = filter.tld?.trim().toLowerCase()
    return { rows: tld === undefined || tld === '' ? rows : rows.filter((r) => tldGroup(r.domain) === tld), notFound: 0 }
  }
}
