// The checks engine as Prometheus sees it: checks done and failed by type and location (counted
// by the worker that ran them), and at each scrape how long the oldest overdue check of each type
// has waited and each paced lane's backlog.
import { counter, type MetricReader } from '../metrics/registry'
import { CheckBacklogRepository } from './check-backlog-repository'
import { type JobTypes, splitBySubject } from './registry'

/** Beyond this many due rows a lane's count stops: the alert has fired long before. */
const LANE_BACKLOG_CAP = 100_000

const checks = counter('sitefleet_checks_total', 'Checks run by type, location and outcome (done: a result recorded; failed: the check itself failed)', ['type', 'location', 'outcome'])

/** A worker's onCheck: counts each check it ran from `location`. */
export function checkCounter (location: string): (type: string, outcome: 'done' | 'failed') => void {
  return (type, outcome) => { checks.inc({ type, location, outcome }) }
}

export function checkMetricReaders (types: JobTypes): MetricReader[] {
  const domain = splitBySubject(types).domain
  const lanes = domain.filter((t) => t.pacing !== undefined).map((t) => t.type)
  return [
    {
      name: 'sitefleet_checks_oldest_overdue_seconds',
      help: 'How long the oldest overdue check of each type has waited (0: none overdue)',
      labelNames: ['type'],
      read: async ({ db, now }) => {
        const repo = new CheckBacklogRepository(db)
        return await Promise.all(domain.map(async ({ type }) => {
          const since = await repo.oldestOverdue([type], now.toISOString())
          return { labels: { type }, value: since === null ? 0 : Math.max(0, (now.getTime() - Date.parse(since)) / 1000) }
        }))
      }
    },
    {
      name: 'sitefleet_lane_backlog',
      help: `Checks due in each paced lane (counted up to ${LANE_BACKLOG_CAP})`,
      labelNames: ['lane'],
      read: async ({ db, now }) => {
        const repo = new CheckBacklogRepository(db)
        return await Promise.all(lanes.map(async (lane) => ({ labels: { lane }, value: await repo.dueCount(lane, now.toISOString(), LANE_BACKLOG_CAP) })))
      }
    }
  ]
}
