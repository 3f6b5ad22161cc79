// The SEO changes of one scope as the Changes screen, the domain timeline and the overview read
// them. Ownership: a user sees their own domains' changes; an admin everyone's, or one user's
// with ?owner (DomainAccess).
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { CHANGE_KINDS, CHANGE_KIND_NAMES } from './change-kinds'
import { ChangeRepository } from './change-repository'
import type { ChangesQueryShape, ChangesResponseShape } from './schemas'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export const CHANGE_MESSAGES = {
  badDate: (field: string) => `${field} must be a date (ISO 8601, e.g. 2026-11-23)`,
  badKind: (kind: string) => `Unknown change kind: ${kind}. Known kinds: ${CHANGE_KIND_NAMES.join(', ')}`
} as const

const LABELS = new Map<string, string>(CHANGE_KINDS.map((k) => [k.kind, k.label]))

function isoTime (value: string | undefined, field: string): string | undefined {
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) throw new HttpError(400, CHANGE_MESSAGES.badDate(field))
  return new Date(ms).toISOString()
}

function kindList (value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined
  const kinds = value.split(',').map((k) => k.trim()).filter(Boolean)
  for (const kind of kinds) if (!LABELS.has(kind)) throw new HttpError(400, CHANGE_MESSAGES.badKind(kind))
  return kinds
}

export class ChangeService {
  private readonly changes: ChangeRepository
  private readonly access: DomainAccess

  constructor (db: Kysely<Database>) {
    this.changes = new ChangeRepository(db)
    this.access = new DomainAccess(db)
  }

  async list (caller: Caller, scope: SuperCategoryValue, query: ChangesQueryShape): Promise<ChangesResponseShape> {
    const filter = {
      superCategory: scope,
      userId: await this.access.readUser(caller, query.owner),
      since: isoTime(query.since, 'since'),
      until: isoTime(query.until, 'until'),
      // The Changes screen is the SEO changes: DNS, hosting and certificate changes are the timeline's.
      kinds: kindList(query.kind) ?? CHANGE_KIND_NAMES,
      category: query.category,
      domain: query.domain?.trim().toLowerCase()
    }
    const [rows, total] = await Promise.all([this.changes.list(filter, query.limit, query.offset), this.changes.count(filter)])
    return {
      changes: rows.map((r) => ({
        id: r.id,
        domain: r.domain,
        brandCategory: r.category,
        kind: r.kind,
        label: LABELS.get(r.kind) ?? r.kind,
        before: r.before,
        after: r.after,
        detectedAt: r.detected_at
      })),
      total,
      kinds: CHANGE_KINDS.map((k) => ({ kind: k.kind, label: k.label }))
    }
  }

  /**
   * How many changes were found since `since` in one scope: one user's (`userId`), or every
   * user's (undefined). For the portfolio overview's "changes this week" card.
   */
  async countChangesSince (scope: SuperCategoryValue, userId: string | undefined, since: Date): Promise<number> {
    return await this.changes.count({ superCategory: scope, userId, since: since.toISOString(), kinds: CHANGE_KIND_NAMES })
  }
}
