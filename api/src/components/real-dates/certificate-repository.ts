// The stored leaf certificates: written by the status check, read by the Certificates
// list (one indexed range over valid_to) and the domain details.
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { DomainCertificatesTable } from './tables'
import type { SeenCertificate } from '../../platform/outbound'
import type { CheckScope } from '../../platform/jobs/check-repository'
import { byteOrder } from '../../platform/db/byte-order'

/** A stored certificate with its domain's name and owner (the owner's name for admins). */
export type CertificateRow = Omit<Selectable<DomainCertificatesTable>, 'domain_id' | 'checked_at'> &
  Pick<Selectable<Database['domains']>, 'domain' | 'user_id'> & { owner_name?: string }

export class CertificateRepository {
  constructor (private readonly db: Kysely<Database>) {}

  /** The domain's previous certificate, issuer and expiry (to tell a replaced one). */
  async previous (domainId: string): Promise<{ valid_to: string, issuer: string } | undefined> {
    return await this.db.selectFrom('domain_certificates').select(['valid_to', 'issuer']).where('domain_id', '=', domainId).executeTakeFirst()
  }

  async save (domainId: string, cert: SeenCertificate, checkedAt: string): Promise<void> {
    const values = {
      valid_to: cert.validTo,
      issuer: cert.issuer,
      names: JSON.stringify(cert.names),
      name_mismatch: cert.nameMismatch ? 1 : 0,
      error: cert.error,
      checked_at: checkedAt
    }
    await this.db.insertInto('domain_certificates').values({ domain_id: domainId, ...values })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet(values))
      .execute()
  }

  /** Certificates of the scope valid until before `before` (ISO), expired ones included, soonest first. */
  async expiringBefore (scope: CheckScope, before: string, withOwner: boolean): Promise<CertificateRow[]> {
    let query = this.db.selectFrom('domain_certificates as c').innerJoin('domains as d', 'd.id', 'c.domain_id')
      .select(['d.domain', 'd.user_id', 'c.valid_to', 'c.issuer', 'c.names', 'c.name_mismatch', 'c.error'])
      .where('d.super_category', '=', scope.superCategory).where('c.valid_to', '<', before)
    if (scope.userId !== undefined) query = query.where('d.user_id', '=', scope.userId)
    const rows: CertificateRow[] = await query.orderBy('c.valid_to').orderBy(byteOrder(this.db, 'd.domain')).execute()
    if (!withOwner || rows.length === 0) return rows
    const users = await this.db.selectFrom('users').select(['id', 'name']).where('id', 'in', [...new Set(rows.map((r) => r.user_id))]).execute()
    const names = new Map(users.map((u) => [u.id, u.name]))
    return rows.map((r) => ({ ...r, owner_name: names.get(r.user_id) ?? '' }))
  }

  async forDomain (domainId: string): Promise<Omit<CertificateRow, 'domain' | 'user_id'> | undefined> {
    return await this.db.selectFrom('domain_certificates').select(['valid_to', 'issuer', 'names', 'name_mismatch', 'error'])
      .where('domain_id', '=', domainId).executeTakeFirst()
  }
}
