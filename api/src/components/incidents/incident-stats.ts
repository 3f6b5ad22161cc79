// MTTA and MTTR per month: the mean time from an incident's opening to its acknowledgement,
// and to its resolution, over the incidents opened in each UTC month (those not yet acknowledged
// or resolved count only towards the month's number of incidents).
import type { Kysely } from 'kysely'
import type { Database, SuperCategoryValue } from '../../platform/db/schema'
import { type Caller, DomainAccess } from '../../platform/auth/domain-access'
import { IncidentRepository } from './incident-repository'
import type { IncidentMonthShape } from './schemas'

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : Math.round(values.reduce((a, b) => a + b, 0) / values.length * 10) / 10

export class IncidentStats {
  private readonly incidents: IncidentRepository
  private readonly access: DomainAccess

  constructor (db: Kysely<Database>, private readonly now: () => Date) {
    this.incidents = new IncidentRepository(db)
    this.access = new DomainAccess(db)
  }

  /** The last `months` months, oldest first, the current one included. */
  async months (caller: Caller, owner: string | undefined, visible: readonly SuperCategoryValue[], months = 6): Promise<IncidentMonthShape[]> {
    const userId = await this.access.readUser(caller, owner)
    const now = this.now()
    const out: IncidentMonthShape[] = []
    for (let back = months - 1; back >= 0; back--) {
      const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
      const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back + 1, 1))
      const rows = await this.incidents.openedBetween(userId, visible, from.toISOString(), to.toISOString())
      const minutesTo = (at: string | null, opened: string) => at === null ? [] : [(Date.parse(at) - Date.parse(opened)) / 60_000]
      out.push({
        month: from.toISOString().slice(0, 7),
        incidents: rows.length,
        mttaMinutes: mean(rows.flatMap((r) => minutesTo(r.acknowledged_at, r.opened_at))),
        mttrMinutes: mean(rows.flatMap((r) => minutesTo(r.resolved_at, r.opened_at)))
      })
    }
    return out
  }
}
