// Configuration of the site changes: how long the timeline keeps them (CHANGES_RETENTION_DAYS).
// A bad value throws ONE ConfigError naming it.
import { type Env, integer } from '../../platform/config/env'

export interface ChangeSettings {
  /** Changes detected longer ago than this are deleted by the changes-prune check. */
  retentionDays: number
}

export const DEFAULT_CHANGE_SETTINGS: ChangeSettings = {
  // About 16 months, as long as the search figures are kept: a change stays beside the traffic it may explain.
  retentionDays: 490
}

export function loadChangeSettings (env: Env): ChangeSettings {
  return { retentionDays: integer(env, 'CHANGES_RETENTION_DAYS', DEFAULT_CHANGE_SETTINGS.retentionDays, 1, 36500, 'days') }
}
