// Bulk actions on many domains: POST {scope}/bulk. The selection is resolved to
// domain ids among the records the call may reach: the caller's own, one user's for an admin
// naming ?owner=<id>, or every user's for an admin saying ?owner=all (the admin domain list).
// Named domains or ids outside that reach are simply not found, so they are never touched.
// Up to BULK_BATCH domains change in one transaction within the request; a larger selection is
// stored as a job with exactly those ids and answered 202, and the bulk-apply system check
// changes it batch by batch while GET {scope}/bulk/{jobId} reports the progress.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { BULK_BATCH } from './jobs/bulk-apply'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { normalizeDomain } from '../../platform/lib/domain-name'
import { loopBudget } from '../../platform/lib/yield-to-loop'
import { tldGroup } from './tld-group'
import { mayUseDating, type AuthUser } from '../../platform/auth/plugin'
import { BulkJobRepository } from './bulk-job-repository'
import { applyBatch, serversNamed } from './bulk-repository'
import { DomainRepository, type SelectedDomain } from '../domains'
import { BULK_ACTIONS, type BulkActionName, type BulkJobStatusShape } from './schemas'
import { DomainAccess } from '../../platform/auth/domain-access'

export { BULK_BATCH }

export const BULK_MESSAGES = {
  unknownAction: `Unknown action: use one of ${BULK_ACTIONS.join(', ')}`,
  selection: 'Give one of domains, ids or filter',
  valueRequired: (action: string) => `A value is required for ${action}`,
  noValue: (action: string) => `${action} takes no value`,
  badSuperCategory: 'Value must be natural, casino or dating, other than this one',
  datingLocked: 'Dating access required to move domains into dating',
  serverNotFound: 'Server not found',
  jobNotFound: 'Bulk action not found',
  done: (action: string, changed: number) => `${action}: ${changed} domain${changed === 1 ? '' : 's'} changed`,
  started: (action: string, total: number) => `${action}: ${total} domains, changing in the background`,
  progress: (done: number, total: number, changed: number) => `${done} of ${total} domains done, ${changed} changed`,
  failed: 'Bulk action failed'
} as const

export interface BulkRequest {
  action: string
  domains?: string[]
  ids?: string[]
  filter?: { category?: string, search?: string, tld?: string }
  value?: string
}

export interface BulkResult { action: BulkActionName, matched: number, changed: number, skipped: number, notFound: number }
export interface BulkJobStart { action: BulkActionName, jobId: string, matched: number, notFound: number }
/** Done in the request (a small selection), or started as a job (a large one). */
export type BulkOutcome = { kind: 'done', result: BulkResult } | { kind: 'job', job: BulkJobStart }

export interface BulkDeps {
  /** The checks engine's clock. */
  now: () => Date
  /** Rescans were made due: wake the worker. */
  onRescan: () => void
  /** A job was stored: ask for a run of the bulk-apply check now. */
  requestJob: () => Promise<void>
}

const SCOPES: SuperCategoryValue[] = ['natural', 'casino', 'dating']
const isAction = (a: string): a is BulkActionName => (BULK_ACTIONS as readonly string[]).includes(a)

export class BulkActionService {
  private readonly access: DomainAccess

  constructor (private readonly db: Kysely<Database>, private readonly deps: BulkDeps) {
    this.access = new DomainAccess(db)
  }

  async run (caller: AuthUser, scope: SuperCategoryValue, body: BulkRequest, owner?: string): Promise<BulkOutcome> {
    const action = body.action
    if (!isAction(action)) throw validationError(BULK_MESSAGES.unknownAction, 400, 'action')
    const value = this.checkValue(caller, scope, action, body.value)
    if ([body.domains, body.ids, body.filter].filter((s) => s !== undefined).length !== 1) throw validationError(BULK_MESSAGES.selection, 400, 'domains')
    const reach = await this.access.changeTarget(caller, owner)
    const { rows, notFound } = await this.select(reach, scope, body)
    if (action === 'hostingServer') await this.checkServer(reach, rows, value)
    const now = this.deps.now().toISOString()

    if (rows.length > BULK_BATCH) {
      const jobId = randomUUID()
      const selection = JSON.stringify(rows.map((r) => r.id))
      await new BulkJobRepository(this.db).create({ id: jobId, user_id: caller.id, super_category: scope, owner_id: reach ?? null, action, value, selection, total: rows.length, not_found: notFound, created_at: now })
      await this.deps.requestJob()
      return { kind: 'job', job: { action, jobId, matched: rows.length, notFound } }
    }
    const outcome = await this.db.transaction().execute(async (trx) => await applyBatch(trx, { action, value, scope, now }, rows))
    if (action === 'rescan' && outcome.changed > 0) this.deps.onRescan()
    return { kind: 'done', result: { action, matched: rows.length, ...outcome, notFound } }
  }

  /** A job's progress, for the caller who started it only (anyone else: not found). */
  async status (caller: AuthUser, scope: SuperCategoryValue, jobId: string): Promise<BulkJobStatusShape> {
    const job = await new BulkJobRepository(this.db).find(jobId, caller.id)
    if (job === undefined || job.super_category !== scope) throw new HttpError(404, BULK_MESSAGES.jobNotFound)
    const errors = JSON.parse(job.errors) as string[]
    const message = job.state === 'done'
      ? BULK_MESSAGES.done(job.action, job.changed)
      : job.state === 'failed' ? errors[0] ?? BULK_MESSAGES.failed : BULK_MESSAGES.progress(job.next_index, job.total, job.changed)
    return {
      state: job.state,
      action: job.action,
      total: job.total,
      done: job.next_index,
      changed: job.changed,
      skipped: job.skipped,
      notFound: job.not_found,
      errors,
      message
    }
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

  /** The server must exist for the user acted on, or (every owner) for at least one selected owner. */
  private async checkServer (reach: string | undefined, rows: SelectedDomain[], name: string): Promise<void> {
    const owners = reach !== undefined ? [reach] : [...new Set(rows.map((r) => r.user_id))]
    if (owners.length > 0 && (await serversNamed(this.db, name, owners)).size === 0) throw validationError(BULK_MESSAGES.serverNotFound, 400, 'value')
  }

  private async select (reach: string | undefined, scope: SuperCategoryValue, body: BulkRequest): Promise<{ rows: SelectedDomain[], notFound: number }> {
    const repo = new DomainRepository(this.db)
    const where = { superCategory: scope, userId: reach }
    if (body.domains !== undefined) {
      // 50,000 names take tens of ms to normalise: in slices, yielding between.
      const budget = loopBudget()
      const unique = new Set<string>()
      for (const d of body.domains) {
        await budget.tick()
        unique.add(normalizeDomain(d) ?? d.trim().toLowerCase())
      }
      const names = [...unique]
      const rows = await repo.selectAmong(where, 'domain', names)
      return { rows, notFound: names.length - new Set(rows.map((r) => r.domain)).size }
    }
    if (body.ids !== undefined) {
      const ids = [...new Set(body.ids)]
      const rows = await repo.selectAmong(where, 'id', ids)
      return { rows, notFound: ids.length - rows.length }
    }
    const filter = body.filter ?? {}
    const category = filter.category?.trim()
    const rows = await repo.matching({ ...where, category: category === '' ? undefined : category }, filter.search)
    const tld = filter.tld?.trim().toLowerCase()
    return { rows: tld === undefined || tld === '' ? rows : rows.filter((r) => tldGroup(r.domain) === tld), notFound: 0 }
  }
}
