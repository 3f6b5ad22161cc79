// Every migration in the order it runs. migrations/index.ts lists the migrations that had landed
// when the list moved here, and is frozen with them (a database that ran them never runs them
// again); the ones added since are registered below, at the end, with a later date prefix. The
// list is static (no filesystem scan) so it works the same from src/ under jest/tsx and from dist/.
import type { Migration } from 'kysely'
import { migrations as landed } from './migrations/index'
import * as escalationOncall from './migrations/2026-11-29-400-escalation-oncall'
import * as searchVisibility from './migrations/2026-11-29-500-search-visibility'
import * as searchOAuthClient from './migrations/2026-11-29-501-search-oauth-client'
import * as searchInspection from './migrations/2026-11-29-600-search-inspection'
import * as changesTimeIndex from './migrations/2026-11-29-650-changes-time-index'
import * as searchSyncCadence from './migrations/2026-11-29-660-search-sync-cadence'
import * as searchRollups from './migrations/2026-11-29-700-search-rollups'

export const migrations: Record<string, Migration> = {
  ...landed,
  '2026-11-29-400-escalation-oncall': escalationOncall,
  '2026-11-29-500-search-visibility': searchVisibility,
  '2026-11-29-501-search-oauth-client': searchOAuthClient,
  '2026-11-29-600-search-inspection': searchInspection,
  '2026-11-29-650-changes-time-index': changesTimeIndex,
  '2026-11-29-660-search-sync-cadence': searchSyncCadence,
  '2026-11-29-700-search-rollups': searchRollups
}
