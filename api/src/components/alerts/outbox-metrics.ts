// The alert outbox as Prometheus sees it: deliveries by channel kind and result (counted by the
// process that attempted them), and at each scrape the backlog of due deliveries and how long
// the oldest has waited. An outbox that grows or ages is a receiver down or a worker stopped.
import { counter, type MetricReader } from '../../platform/metrics/registry'
import { AlertRepository } from './alert-repository'

/** Beyond this many due deliveries the count stops: "at least 10,000" says enough. */
const BACKLOG_CAP = 10_000

const deliveries = counter('sitefleet_alert_deliveries_total', 'Alert delivery attempts by channel kind and result (delivered, retrying, failed)', ['channel', 'result'])

export function countDelivery (channel: string | undefined, result: 'delivered' | 'retrying' | 'failed'): void {
  deliveries.inc({ channel: channel ?? 'deleted', result })
}

export const OUTBOX_METRICS: readonly MetricReader[] = [
  {
    name: 'sitefleet_alert_outbox_backlog',
    help: `Alert deliveries due and not yet sent (counted up to ${BACKLOG_CAP})`,
    labelNames: [],
    read: async ({ db, dialect, now }) => [{ labels: {}, value: (await new AlertRepository(db, dialect).outboxBacklog(now.toISOString(), BACKLOG_CAP)).count }]
  },
  {
    name: 'sitefleet_alert_outbox_oldest_seconds',
    help: 'How long the oldest due alert delivery has waited (0: none due)',
    labelNames: [],
    read: async ({ db, dialect, now }) => {
      const { oldestDue } = await new AlertRepository(db, dialect).outboxBacklog(now.toISOString(), 1)
      return [{ labels: {}, value: oldestDue === null ? 0 : Math.max(0, (now.getTime() - Date.parse(oldestDue)) / 1000) }]
    }
  }
]
