// All SQL of the overview's dashboard panels, each led by an index so a panel stays fast at
// 50,000 domains: the sites down now (the partial down index: a handful of rows), the certificates
// and servers expiring soon (their expiry indexes), and the alerts still open (the events of the
// last 30 days by kind and time, each checked for a later ending event by the domain's timeline).
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/schema'
import type { OverviewScope } from './overview-repository'

export interface DownRow {
  id: string
  domain: string
  since: string
  statusCode: number | null
}

export interface OpenAlertRow {
  id: number
  title: string
  kind: string
  createdAt: string
  openSites: number
}

export class DashboardRepository {
  constructor (private readonly db: Kysely<Database>) {}

  private domains (scope: OverviewScope) {
    let q = this.db.selectFrom('domains as d').where('d.super_category', '=', scope.superCategory)
    if (scope.userId !== undefined) q = q.where('d.user_id', '=', scope.userId)
    return q
  }

  /** The scope's sites confirmed down, longest down first, at most `limit`; and how many there are. */
  async down (scope: OverviewScope, limit: number): Promise<{ rows: DownRow[], total: number }> {
    const down = () => this.domains(scope).where('d.down_since', 'is not', null)
    const [rows, total] = await Promise.all([
      down().select(['d.id', 'd.domain', 'd.down_since', 'd.status_code']).orderBy('d.down_since').orderBy('d.domain').limit(limit).execute(),
      down().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return {
      rows: rows.map((r) => ({ id: r.id, domain: r.domain, since: r.down_since!, statusCode: r.status_code === null ? null : Number(r.status_code) })),
      total: Number(total?.n ?? 0)
    }
  }

  /** The scope's certificates valid until a time in [from, to) (ISO), soonest first. */
  async certificatesBetween (scope: OverviewScope, from: string, to: string, limit: number): Promise<{ rows: Array<{ name: string, validTo: string }>, total: number }> {
    const certs = () => this.domains(scope).innerJoin('domain_certificates as c', 'c.domain_id', 'd.id').where('c.valid_to', '>=', from).where('c.valid_to', '<', to)
    const [rows, total] = await Promise.all([
      certs().select(['d.domain', 'c.valid_to']).orderBy('c.valid_to').orderBy('d.domain').limit(limit).execute(),
      certs().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows: rows.map((r) => ({ name: r.domain, validTo: r.valid_to })), total: Number(total?.n ?? 0) }
  }

  /** Hosting servers expiring between the two days (inclusive), soonest first; servers belong to users, not scopes. */
  async serversBetween (userId: string | undefined, from: string, to: string, limit: number): Promise<{ rows: Array<{ name: string, expiry: string }>, total: number }> {
    const servers = () => this.db.selectFrom('hosting_servers').where('expiry_date', '>=', from).where('expiry_date', '<=', to)
      .$if(userId !== undefined, (q) => q.where('user_id', '=', userId!))
    const [rows, total] = await Promise.all([
      servers().select(['name', 'expiry_date']).orderBy('expiry_date').orderBy('name').limit(limit).execute(),
      servers().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows: rows.flatMap((r) => r.expiry_date === null ? [] : [{ name: r.name, expiry: r.expiry_date }]), total: Number(total?.n ?? 0) }
  }

  /**
   * Alerts sent since `since` (ISO) about the scope's sites for a problem of kind `kind`, with how
   * many of their sites have no later `endedBy` event (still open); only the alerts with one.
   */
  async openAlerts (scope: OverviewScope, kind: string, endedBy: string, since: string): Promise<OpenAlertRow[]> {
    const rows = await this.db.selectFrom('events as e')
      .innerJoin('domains as d', 'd.id', 'e.domain_id')
      .innerJoin('alerts as a', 'a.id', 'e.alert_id')
      .where('e.kind', '=', kind).where('e.occurred_at', '>=', since).where('e.alert_state', '=', 'sent')
      .where('d.super_category', '=', scope.superCategory)
      .$if(scope.userId !== undefined, (q) => q.where('d.user_id', '=', scope.userId!))
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('events as r').select('r.id')
        .whereRef('r.domain_id', '=', 'e.domain_id').whereRef('r.id', '>', 'e.id').where('r.kind', '=', endedBy))))
      .groupBy(['a.id', 'a.title', 'a.kind', 'a.created_at'])
      .select((eb) => ['a.id', 'a.title', 'a.kind', 'a.created_at', eb.fn.count<number>('e.domain_id').distinct().as('open')])
      .execute()
    return rows.map((r) => ({ id: Number(r.id), title: r.title, kind: r.kind, createdAt: r.created_at, openSites: Number(r.open) }))
  }
}
