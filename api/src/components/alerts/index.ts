// alerts: alerts derived from events (confirmation, grouping by cause, rules, quiet hours,
// maintenance windows), the durable outbox and its channels (e-mail, webhook, Slack, Discord,
// Telegram), the daily digest, and the alert screens' calls.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { AlertBuilder } from './jobs/alert-builder'
import { AlertDelivery } from './jobs/alert-delivery'
import { DailyDigest } from './jobs/daily-digest'
import { RoundWatch } from './jobs/round-watch'

export { default as alertChannelRoutes } from './channel-routes'
export { default as alertSettingsRoutes } from './settings-routes'
export { OUTBOX_METRICS } from './outbox-metrics'
export const ALERTS_JOBS: readonly AnyCheckType[] = [new AlertBuilder(), new AlertDelivery(), new DailyDigest(), new RoundWatch()]
