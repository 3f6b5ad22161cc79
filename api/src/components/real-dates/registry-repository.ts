// All SQL of the registry data: what the RDAP check last read per domain
// (domain_registry, migration 050), and the domain facts the effective expiry needs.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { DomainRegistryTable } from './tables'

export type RegistryRow = Omit<DomainRegistryTable, 'domain_id'>

export interface RegistryWrite {
  expiryDate: string | null
  registrationDate: string | null
  lastChanged: string | null
  registrar: string | null
  statuses: string[]
  nameservers: string[]
  server: string | null
  error: string | null
}

export class RegistryRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async get (domainId: string): Promise<RegistryRow | undefined> {
    return await this.db.selectFrom('domain_registry')
      .select(['expiry_date', 'registration_date', 'last_changed', 'registrar', 'statuses', 'nameservers', 'server', 'error', 'checked_at'])
      .where('domain_id', '=', domainId).executeTakeFirst()
  }

  async save (domainId: string, w: RegistryWrite, checkedAt: string): Promise<void> {
    const values = {
      expiry_date: w.expiryDate,
      registration_date: w.registrationDate,
      last_changed: w.lastChanged,
      registrar: w.registrar,
      statuses: JSON.stringify(w.statuses),
      nameservers: JSON.stringify(w.nameservers),
      server: w.server,
      error: w.error,
      checked_at: checkedAt
    }
    await this.db.insertInto('domain_registry').values({ domain_id: domainId, ...values })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet(values)).execute()
  }

  /** A failed lookup: what the registry said before stays, only why this one failed is noted. */
  async markFailed (domainId: string, error: string, checkedAt: string): Promise<void> {
    await this.db.insertInto('domain_registry').values({ domain_id: domainId, statuses: '[]', nameservers: '[]', error, checked_at: checkedAt })
      .onConflict((oc) => oc.column('domain_id').doUpdateSet({ error, checked_at: checkedAt })).execute()
  }

  async issueDate (domainId: string): Promise<string | null> {
    const row = await this.db.selectFrom('domains').select('issue_date').where('id', '=', domainId).executeTakeFirst()
    return row?.issue_date ?? null
  }
}
