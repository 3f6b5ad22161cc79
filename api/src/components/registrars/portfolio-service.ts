// The Registrars page's lists: domains in an account but not saved ("not
// monitored"), and saved domains no synced account holds ("registrar unknown"). Add saves a
// chosen set of not-monitored domains through the import path (the same preview, rules and
// import-apply job as a pasted list), so there is one way domains get saved in bulk.
import type { Kysely } from 'kysely'
import type { Caller } from '../../platform/auth/domain-access'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { HttpError } from '../../platform/errors'
import { normaliseName } from './normalise'
import type { ImportService } from '../import'
import { PortfolioListRepository } from './portfolio-repository'

export const PORTFOLIO_MESSAGES = {
  notInAccount: 'not in one of your registrar accounts, or already monitored',
  datingLocked: 'The dating category needs its access password'
}

export interface AddResult { added: number, skipped: Array<{ domain: string, reason: string }> }

export class PortfolioService {
  private readonly repo: PortfolioListRepository

  constructor (db: Kysely<Database>, private readonly imports: ImportService) {
    this.repo = new PortfolioListRepository(db)
  }

  async notMonitored (caller: Caller, page: number, limit: number) {
    const { rows, total } = await this.repo.notMonitored(caller.id, (page - 1) * limit, limit)
    return {
      total,
      items: rows.map((r) => ({ domain: r.domain, accountId: r.account_id, accountName: r.account_name, provider: r.provider, expiresAt: r.expires_on, autoRenew: r.auto_renew === null ? null : Number(r.auto_renew) === 1 }))
    }
  }

  async unknown (caller: Caller, page: number, limit: number) {
    const { rows, total } = await this.repo.unknown(caller.id, (page - 1) * limit, limit)
    return { total, items: rows.map((r) => ({ domain: r.domain, superCategory: r.super_category, brandCategory: r.category })) }
  }

  async add (caller: Caller, body: { domains: string[], superCategory: SuperCategoryValue, brandCategory: string }, datingAllowed: boolean): Promise<AddResult> {
    if (body.superCategory === 'dating' && !datingAllowed) throw new HttpError(403, PORTFOLIO_MESSAGES.datingLocked)
    const wanted = [...new Set(body.domains.map(normaliseName))]
    const found = await this.repo.notMonitoredAmong(caller.id, wanted)
    const skipped = wanted.filter((d) => !found.has(d)).map((domain) => ({ domain, reason: PORTFOLIO_MESSAGES.notInAccount }))
    const names = wanted.filter((d) => found.has(d))
    if (names.length === 0) return { added: 0, skipped }
    const imports = this.imports
    const preview = await imports.preview(caller, body.superCategory, { kind: 'list', text: names.join('\n') }, { datingAllowed, brandCategory: body.brandCategory })
    if (preview.counts.invalid + preview.counts.unchanged + preview.counts.update > 0) {
      for (const cls of ['invalid', 'unchanged', 'update'] as const) {
        if (preview.counts[cls] === 0) continue
        const rows = await imports.rows(caller, body.superCategory, preview.importId, { class: cls, offset: 0, limit: 1000 })
        skipped.push(...rows.rows.map((r) => ({ domain: r.domain, reason: r.reason ?? (cls === 'invalid' ? 'not a valid domain name' : 'already saved') })))
      }
    }
    if (preview.counts.new > 0) await imports.apply(caller, body.superCategory, preview.importId)
    return { added: preview.counts.new, skipped }
  }
}
