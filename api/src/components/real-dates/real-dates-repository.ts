// Reads the real dates of many domains at once (issue 15): registry, certificate and DNS rows
// by domain id, a few queries per 500 ids, for the expiring lists and the domain details.
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'

export interface RealDatesRow {
  registry?: { expiry_date: string | null, registrar: string | null, statuses: string }
  certificate?: { valid_to: string, issuer: string }
  dns?: { a: string, aaaa: string, ns: string, mx: string }
}

const CHUNK = 500

export class RealDatesRepository {
  constructor (private readonly db: Kysely<Database>) {}

  async forDomains (ids: readonly string[]): Promise<Map<string, RealDatesRow>> {
    const out = new Map<string, RealDatesRow>()
    const entry = (id: string): RealDatesRow => {
      let row = out.get(id)
      if (row === undefined) out.set(id, row = {})
      return row
    }
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK)
      const [registry, certs, dns] = await Promise.all([
        this.db.selectFrom('domain_registry').select(['domain_id', 'expiry_date', 'registrar', 'statuses']).where('domain_id', 'in', chunk).execute(),
        this.db.selectFrom('domain_certificates').select(['domain_id', 'valid_to', 'issuer']).where('domain_id', 'in', chunk).execute(),
        this.db.selectFrom('domain_dns').select(['domain_id', 'a', 'aaaa', 'ns', 'mx']).where('domain_id', 'in', chunk).execute()
      ])
      for (const { domain_id: id, ...r } of registry) entry(id).registry = r
      for (const { domain_id: id, ...r } of certs) entry(id).certificate = r
      for (const { domain_id: id, ...r } of dns) entry(id).dns = r
    }
    return out
  }

  /** Domains of a scope whose registry expiry is on or before `day` (YYYY-MM-DD). */
  async registryExpiringBy (superCategory: string, userId: string | undefined, day: string): Promise<string[]> {
    let query = this.db.selectFrom('domain_registry as r').innerJoin('domains as d', 'd.id', 'r.domain_id')
      .select('d.id').where('d.super_category', '=', superCategory as never).where('r.expiry_date', '<=', day)
    if (userId !== undefined) query = query.where('d.user_id', '=', userId)
    return (await query.execute()).map((r) => r.id)
  }
}
