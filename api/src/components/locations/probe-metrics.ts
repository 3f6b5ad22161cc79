// Each probe's heartbeat age at scrape time: a probe that stops calling in shows a growing age
// long before the location watch marks it offline.
import type { MetricReader } from '../../platform/metrics/registry'
import { LocationsRepository } from './locations-repository'

export const PROBE_METRICS: readonly MetricReader[] = [{
  name: 'sitefleet_probe_heartbeat_age_seconds',
  help: 'Seconds since each probe location last called in (absent: never)',
  labelNames: ['location'],
  read: async ({ db, now }) => (await new LocationsRepository(db).probeHeartbeats())
    .filter((p) => p.lastHeartbeatAt !== null)
    .map((p) => ({ labels: { location: p.name }, value: Math.max(0, (now.getTime() - Date.parse(p.lastHeartbeatAt ?? '')) / 1000) }))
}]
