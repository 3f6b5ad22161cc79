// The Bing calls of one scope: the not-indexed list served from stored results, and starting a
// background check. Ownership as everywhere (domain-access): a user reaches their own domains,
// an admin everyone's (or one user's with ?owner=).
//
// Listed: domains whose latest CONCLUSIVE Bing answer is "not indexed", and domains never asked
// about yet (lastBingCheck may be empty; the screen shows "Never"), so a new domain is
// not silently taken for indexed. Domains Bing would not answer about (captcha, block page:
// "unknown") are never listed on that answer alone. The daily schedule checks new domains within
// its next run (the Bing check type, daily per domain, paced as one stream).
import type { Kysely } from 'kysely'
import { BING_TYPE } from './jobs/bing-index-check'
import { likelyCause } from './jobs/causes'
import type { ChecksRuntime } from '../../platform/jobs/plugin'
import type { DialectName } from '../../platform/db/database'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { BingRepository } from './bing-repository'
import { CheckRepository } from '../../platform/jobs/check-repository'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export const BING_MESSAGES = { started: 'Bing check started' } as const

export interface UnindexedEntryShape {
  domain: string
  lastBingCheck: string
  cause?: string
  owner?: { _id: string, name: string }
}

export class BingService {
  private readonly results: BingRepository
  private readonly checkRows: CheckRepository
  private readonly access: DomainAccess

  constructor (db: Kysely<Database>, dialect: DialectName, private readonly checks: ChecksRuntime) {
    this.results = new BingRepository(db)
    this.checkRows = new CheckRepository(db, dialect)
    this.access = new DomainAccess(db)
  }

  async unindexed (caller: Caller, scope: SuperCategoryValue, owner?: string): Promise<UnindexedEntryShape[]> {
    const userId = await this.access.readUser(caller, owner)
    const isAdmin = caller.role === 'admin'
    const rows = await this.results.listNotIndexed({ superCategory: scope, userId }, isAdmin)
    return rows.map((row) => {
      const entry: UnindexedEntryShape = { domain: row.domain, lastBingCheck: row.checked_at ?? '' }
      const cause = likelyCause(row.status_code, row.site_cause)
      if (cause !== undefined) entry.cause = cause
      if (isAdmin) entry.owner = { _id: row.user_id, name: row.owner_name ?? (row.user_id === caller.id ? caller.name : '') }
      return entry
    })
  }

  /**
   * force: makes the Bing check of every domain the caller can see in the scope due now (the
   * workers ask Bing at its pace); returns how many. Without force the daily schedule already
   * covers them: nothing to do.
   */
  async startCheck (caller: Caller, scope: SuperCategoryValue, force: boolean, owner?: string): Promise<number> {
    const userId = await this.access.readUser(caller, owner)
    if (!force) return 0
    const queued = await this.checkRows.refresh({ superCategory: scope, userId }, BING_TYPE, this.checks.now().toISOString())
    this.checks.worker.wake()
    return queued
  }
}
