// Static migration list (no filesystem scan) so it works the same from src/
// under jest/tsx and from dist/ after tsc. Keys sort by date: add new
// migrations at the end with a later date prefix.
import type { Migration } from 'kysely'
import * as usersAndCodes from './2026-11-22-001-users-and-codes'
import * as domainsAndHosting from './2026-11-22-002-domains-and-hosting'
import * as checks from './2026-11-22-003-checks'
import * as bingIndex from './2026-11-22-004-bing-index'
import * as readPaths from './2026-11-23-005-read-paths'
import * as claimOrderIndex from './2026-11-23-006-claim-order-index'
import * as jobsPacingEvents from './2026-11-23-007-jobs-pacing-events'
import * as alerts from './2026-11-23-008-alerts'
import * as rateLimits from './2026-11-23-010-rate-limits'
import * as tokenVersion from './2026-11-23-011-token-version'
import * as apiTokens from './2026-11-23-020-api-tokens'
import * as imports from './2026-11-23-025-imports'
import * as realDates from './2026-11-23-050-real-dates'
import * as compactHistory from './2026-11-23-060-compact-history'
import * as domainChanges from './2026-11-23-065-domain-changes'
import * as bulkJobs from './2026-11-24-070-bulk-jobs'
import * as historyWindow from './2026-11-24-075-history-window'
import * as nameOrderIndexes from './2026-11-24-080-name-order-indexes'
import * as footprintOwner from './2026-11-24-085-footprint-owner'
import * as changesKindIndex from './2026-11-24-086-changes-kind-index'
import * as importPreviewRows from './2026-11-26-090-import-preview-rows'
import * as apiTokenRevocation from './2026-11-26-092-api-token-revocation'
import * as checkLanes from './2026-11-26-095-check-lanes'
import * as uptimeToday from './2026-11-26-100-uptime-today'
import * as locations from './2026-11-27-110-locations'
import * as registrars from './2026-11-27-120-registrars'
import * as claimOrderByType from './2026-11-27-130-claim-order-by-type'
import * as probeRowsIndex from './2026-11-27-140-probe-rows-index'
import * as scopeUptime from './2026-11-27-150-scope-uptime'
import * as overviewDashboard from './2026-11-29-150-overview-dashboard'
import * as incidents from './2026-11-29-200-incidents'
import * as incidentAckLinks from './2026-11-29-210-incident-ack-links'
import * as reputation from './2026-11-29-300-reputation'

export const migrations: Record<string, Migration> = {
  '2026-11-22-001-users-and-codes': usersAndCodes,
  '2026-11-22-002-domains-and-hosting': domainsAndHosting,
  '2026-11-22-003-checks': checks,
  '2026-11-22-004-bing-index': bingIndex,
  '2026-11-23-005-read-paths': readPaths,
  '2026-11-23-006-claim-order-index': claimOrderIndex,
  '2026-11-23-007-jobs-pacing-events': jobsPacingEvents,
  '2026-11-23-008-alerts': alerts,
  '2026-11-23-010-rate-limits': rateLimits,
  '2026-11-23-011-token-version': tokenVersion,
  '2026-11-23-020-api-tokens': apiTokens,
  '2026-11-23-025-imports': imports,
  '2026-11-23-050-real-dates': realDates,
  '2026-11-23-060-compact-history': compactHistory,
  '2026-11-23-065-domain-changes': domainChanges,
  '2026-11-24-070-bulk-jobs': bulkJobs,
  '2026-11-24-075-history-window': historyWindow,
  '2026-11-24-080-name-order-indexes': nameOrderIndexes,
  '2026-11-24-085-footprint-owner': footprintOwner,
  '2026-11-24-086-changes-kind-index': changesKindIndex,
  '2026-11-26-090-import-preview-rows': importPreviewRows,
  '2026-11-26-092-api-token-revocation': apiTokenRevocation,
  '2026-11-26-095-check-lanes': checkLanes,
  '2026-11-26-100-uptime-today': uptimeToday,
  '2026-11-27-110-locations': locations,
  '2026-11-27-120-registrars': registrars,
  '2026-11-27-130-claim-order-by-type': claimOrderByType,
  '2026-11-27-140-probe-rows-index': probeRowsIndex,
  '2026-11-27-150-scope-uptime': scopeUptime,
  '2026-11-29-150-overview-dashboard': overviewDashboard,
  '2026-11-29-200-incidents': incidents,
  '2026-11-29-210-incident-ack-links': incidentAckLinks,
  '2026-11-29-300-reputation': reputation
}
