// history: the compact check history read back (uptime, chart points, outages of a domain) and
// its roll-up job (raw → hourly → daily, the 30-day window totals, retention). The job runtime
// writes the raw rows (platform/jobs/history-series-repository.ts).
import type { AnyCheckType } from '../../platform/jobs/registry'
import { HistoryRollup } from './jobs/history-rollup'

export const HISTORY_JOBS: readonly AnyCheckType[] = [new HistoryRollup()]

// What other components may call.
export { DAY_S } from './buckets'
export { HistoryService } from './history-service'
export { ScopeUptimeRepository, type ScopeUptime } from './scope-uptime-repository'
export { ScopeDaysRepository, type ScopeDay } from './scope-days-repository'
export { DomainHistory, HistoryQuery } from './schemas'

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { HistoryDatabase } from './tables'
