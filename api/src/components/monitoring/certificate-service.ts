// The Certificates list: the scope's leaf certificates that expire within 30 days or
// have expired, soonest first, with the same ownership rules as the other monitoring lists.
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { CERTIFICATE_WINDOW_DAYS, certificateDaysLeft, CertificateRepository } from '../real-dates'
import { DAY_MS } from '../../platform/lib/calendar'
import type { CertificateItemShape } from './schemas'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'

export class CertificateService {
  private readonly access: DomainAccess
  private readonly repo: CertificateRepository

  constructor (db: Kysely<Database>, private readonly now: () => Date) {
    this.access = new DomainAccess(db)
    this.repo = new CertificateRepository(db)
  }

  async expiring (caller: Caller, superCategory: SuperCategoryValue, owner?: string): Promise<CertificateItemShape[]> {
    const userId = await this.access.readUser(caller, owner)
    const now = this.now()
    const before = new Date(now.getTime() + CERTIFICATE_WINDOW_DAYS * DAY_MS).toISOString()
    const rows = await this.repo.expiringBefore({ superCategory, userId }, before, userId === undefined)
    return rows.map((r) => ({
      domain: r.domain,
      validTo: r.valid_to,
      issuer: r.issuer,
      daysLeft: certificateDaysLeft(r.valid_to, now),
      names: JSON.parse(r.names) as string[],
      nameMismatch: r.name_mismatch === 1,
      ...(r.owner_name === undefined ? {} : { owner: { _id: r.user_id, name: r.owner_name } })
    }))
  }
}
