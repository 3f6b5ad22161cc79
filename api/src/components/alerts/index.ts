// alerts: alerts derived from events (confirmation, grouping by cause, rules, quiet hours,
// maintenance windows), the durable outbox and its channels (e-mail, webhook, Slack, Discord,
// Telegram), the daily digest, and the alert screens' calls.
import type { AnyCheckType } from '../../platform/jobs/registry'
import { AlertBuilder } from './jobs/alert-builder'
import { AlertDelivery } from './jobs/alert-delivery'
import { DailyDigest } from './jobs/daily-digest'
import { RoundWatch } from './jobs/round-watch'

import type { SealedColumn } from '../../platform/lib/reseal'
import { AlertChannelRepository } from './alert-channel-repository'

export { default as alertChannelRoutes } from './channel-routes'
export { default as alertSettingsRoutes } from './settings-routes'
export { OUTBOX_METRICS } from './outbox-metrics'
// What other components may call: the outage grouping rule and where sites are hosted.
export { groupOutages, groupWhere, type OutageGroup } from './outage-groups'
export { AlertFactsRepository, type DomainHosting } from './alert-facts-repository'
export const ALERTS_JOBS: readonly AnyCheckType[] = [new AlertBuilder(), new AlertDelivery(), new DailyDigest(), new RoundWatch()]

/** The channels' sealed secrets, for `npm run rotate-secrets`. */
export const ALERT_CHANNEL_SECRETS: SealedColumn = {
  label: 'alert channel secrets',
  purpose: 'alert-channel-secrets',
  page: async (db, afterId, limit) => await new AlertChannelRepository(db).sealedPage(afterId, limit),
  replace: async (db, row, sealed) => await new AlertChannelRepository(db).replaceSealed(row, sealed)
}

// Its tables, composed into the Database type by the composition root (api/src/tables.ts).
export type { AlertsDatabase } from './tables'

// Its settings, added to the configuration by the composition root (api/src/configuration.ts).
export { loadAlertSettings } from './settings'
export type { AlertSettings } from './settings'
