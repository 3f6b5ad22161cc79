// The Bing index check of ONE saved domain: ask the provider, store the answer with its time.
// Shaped as a check type (one `check(domain)` method) so the monitoring scheduler's registry
// can run it like any other check once that lands.
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { type BingTarget, BingRepository } from '../../repositories/bing-repository'
import { DomainRepository } from '../../repositories/domain-repository'
import { siteCause } from './causes'
import type { IndexProvider, IndexResult } from './types'

export class BingIndexCheck {
  readonly type = 'bing-index'
  private readonly results: BingRepository
  private readonly domains: DomainRepository

  constructor (db: Kysely<Database>, private readonly provider: IndexProvider, private readonly now = () => new Date()) {
    this.results = new BingRepository(db)
    this.domains = new DomainRepository(db)
  }

  async check (domain: BingTarget): Promise<IndexResult> {
    const result = await this.provider.check(domain.domain)
    const cause = siteCause(await this.domains.findScan(domain.id))
    await this.results.record(domain.id, result, cause, this.now().toISOString())
    return result
  }
}
