// CSV imports: preview parses and compares without writing a domain, keeping the
// planned rows server-side for a day; apply hands them to the import-apply system check.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { IMPORT_APPLY_TYPE } from './jobs/import-apply'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError, validationError } from '../../platform/errors'
import { decodeText } from './decode-text'
import { type CurrentState, DEFAULT_IMPORT_CATEGORY, planImport, type PreviewRow, stateKey } from './import-plan'
import { readCsv, readList } from './read-csv'
import { stringifyInSlices } from '../../platform/lib/json-slices'
import { ImportRepository } from './import-repository'
import { SystemCheckRepository } from '../../platform/jobs/system-check-repository'
import { type ImportPreviewShape, type ImportRowClass, type ImportRowsShape, type ImportStatusShape, PREVIEW_PAGE } from './schemas'
import type { DialectName } from '../../platform/db/database'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'
import { DOMAIN_MESSAGES, MAX_CATEGORY_LENGTH } from '../domains'

export const IMPORT_MESSAGES = {
  notFound: 'Import not found',
  applied: 'Import started',
  tooLarge: 'The file is larger than 20 MB: split it into smaller files',
  expired: 'This preview has expired: upload the file again'
} as const

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024
export const IMPORT_TTL_MS = 24 * 60 * 60_000

export type ImportSource = { kind: 'csv', bytes: Buffer } | { kind: 'list', text: string }

export interface PreviewOptions {
  owner?: string
  datingAllowed: boolean
  brandCategory?: string
}

export class ImportService {
  private readonly repo: ImportRepository
  private readonly access: DomainAccess

  constructor (
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
    private readonly now: () => Date = () => new Date(),
    /** How long a first round of checks takes (platform/jobs/first-round.ts firstRoundSpan). */
    private readonly span: { urgentMs: number, allMs: number } = { urgentMs: 0, allMs: 0 },
    /** IMPORT_MAX_ROWS: most rows one file or list may have. */
    private readonly maxRows = 250_000
  ) {
    this.repo = new ImportRepository(db)
    this.access = new DomainAccess(db)
  }

  async preview (caller: Caller, scope: SuperCategoryValue, source: ImportSource, opts: PreviewOptions): Promise<ImportPreviewShape> {
    const target = await this.access.target(caller, opts.owner)
    const defaultCategory = (opts.brandCategory ?? '').trim() || DEFAULT_IMPORT_CATEGORY
    if (defaultCategory.length > MAX_CATEGORY_LENGTH) throw validationError(DOMAIN_MESSAGES.categoryTooLong, 400, 'brandCategory')
    const decoded = source.kind === 'csv' ? await decodeText(source.bytes) : { text: source.text, encoding: 'utf-8' as const }
    const records = source.kind === 'csv' ? await readCsv(decoded.text, this.maxRows) : readList(decoded.text, this.maxRows)
    const { preview, planned } = await planImport(records, await this.currentState(target.id), { scope, datingAllowed: opts.datingAllowed, defaultCategory })
    const counts = { new: 0, update: 0, unchanged: 0, invalid: 0 }
    for (const row of preview) counts[row.status]++
    const now = this.now()
    const id = randomUUID()
    await this.repo.create({
      id,
      user_id: target.id,
      super_category: scope,
      state: 'previewed',
      plan: await stringifyInSlices(planned),
      total: planned.length,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + IMPORT_TTL_MS).toISOString()
    })
    await this.repo.insertPreviewRows(id, preview)
    return { importId: id, encoding: decoded.encoding, counts, rows: preview.slice(0, PREVIEW_PAGE.default) }
  }

  /** A page of the preview's rows of one class (or all), with the counts of the whole file. */
  async rows (caller: Caller, scope: SuperCategoryValue, importId: string, page: { class?: ImportRowClass, offset: number, limit: number, owner?: string }): Promise<ImportRowsShape> {
    const row = await this.find(caller, scope, importId, page.owner)
    const counts = await this.repo.previewCounts(row.id)
    const total = page.class === undefined ? counts.new + counts.update + counts.unchanged + counts.invalid : counts[page.class]
    const rows = await this.repo.previewRows(row.id, page.class, page.offset, page.limit)
    return { counts, total, offset: page.offset, limit: page.limit, rows: rows.map((json) => JSON.parse(json) as PreviewRow) }
  }

  async apply (caller: Caller, scope: SuperCategoryValue, importId: string, owner?: string): Promise<void> {
    const row = await this.find(caller, scope, importId, owner)
    if (row.state === 'previewed' && row.expires_at < this.now().toISOString()) throw new HttpError(410, IMPORT_MESSAGES.expired)
    const now = this.now().toISOString()
    await this.repo.markPending(row.id, now)
    await new SystemCheckRepository(this.db, this.dialect).request(IMPORT_APPLY_TYPE, now)
  }

  async status (caller: Caller, scope: SuperCategoryValue, importId: string, owner?: string): Promise<ImportStatusShape> {
    const row = await this.find(caller, scope, importId, owner)
    const progress = await this.repo.scanProgress(row.id)
    return {
      state: row.state,
      total: row.total,
      written: row.written,
      scanned: progress.scanned,
      failed: row.failed,
      unreachable: progress.failing,
      errors: JSON.parse(row.errors),
      firstRound: row.applied_at === null ? null : this.firstRound(row.applied_at)
    }
  }

  private firstRound (appliedAt: string): { statusBy: string, allBy: string } {
    const at = Date.parse(appliedAt)
    return { statusBy: new Date(at + this.span.urgentMs).toISOString(), allBy: new Date(at + this.span.allMs).toISOString() }
  }

  private async find (caller: Caller, scope: SuperCategoryValue, importId: string, owner?: string): Promise<NonNullable<Awaited<ReturnType<ImportRepository['find']>>>> {
    const target = await this.access.target(caller, owner)
    const row = await this.repo.find(importId, target.id)
    // Another user's import looks exactly like one that does not exist.
    if (row === undefined || row.super_category !== scope) throw new HttpError(404, IMPORT_MESSAGES.notFound)
    return row
  }

  private async currentState (userId: string): Promise<CurrentState> {
    const domains = await this.repo.allDomainsOf(userId, ['natural', 'casino', 'dating'])
    const servers = await this.repo.serversOf(userId)
    return {
      domains: new Map(domains.map((d) => [stateKey(d.super_category, d.domain), { category: d.category, issueDate: d.issue_date, note: d.note, server: d.server }])),
      servers: new Map(servers.map((s) => [s.name, { platform: s.platform, email: s.email, expiryDate: s.expiry_date }]))
    }
  }
}
