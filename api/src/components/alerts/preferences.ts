// A user's alert preferences (alert_preferences row, or the defaults): which event kinds go to
// which channels, which super categories alert, quiet hours and the daily digest, all in the
// user's own time zone.
import type { SuperCategoryValue } from '../../platform/db/schema'
import { eventKind } from '../events'
import type { PreferenceRow } from './alert-preference-repository'

export const ALL_CATEGORIES: readonly SuperCategoryValue[] = ['natural', 'casino', 'dating']

export interface AlertPreferences {
  /** kind → channel ids; a kind not listed goes to every enabled channel. */
  routes: Record<string, string[]>
  categories: SuperCategoryValue[]
  /** Local hours [start, end) during which nothing is sent (delivery waits until `end`). */
  quietHours: { start: number, end: number } | null
  timezone: string
  /** Local hour of the daily digest e-mail; null: no digest. */
  digestHour: number | null
  /** The policy the user's incidents escalate with; null: none. */
  escalationPolicyId: string | null
}

export const DEFAULT_PREFERENCES: AlertPreferences = { routes: {}, categories: [...ALL_CATEGORIES], quietHours: null, timezone: 'UTC', digestHour: null, escalationPolicyId: null }

function parse<T> (json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T
  } catch {
    return fallback
  }
}

export function preferencesOf (row: PreferenceRow | undefined): AlertPreferences {
  if (row === undefined) return DEFAULT_PREFERENCES
  return {
    routes: parse<Record<string, string[]>>(row.routes, {}),
    categories: parse<SuperCategoryValue[]>(row.categories, [...ALL_CATEGORIES]),
    quietHours: row.quiet_start === null || row.quiet_end === null ? null : { start: row.quiet_start, end: row.quiet_end },
    timezone: row.timezone,
    digestHour: row.digest_hour,
    escalationPolicyId: row.escalation_policy_id ?? null
  }
}

/** The enabled channels an event of `kind` goes to; [] when its category or the rules say none (or it is opt-in and no rule names it). */
export function channelsFor (prefs: AlertPreferences, enabled: readonly string[], kind: string, superCategory: SuperCategoryValue | null): string[] {
  if (superCategory !== null && !prefs.categories.includes(superCategory)) return []
  const routed = prefs.routes[kind]
  if (routed === undefined) return eventKind(kind)?.optIn === true ? [] : [...enabled]
  return enabled.filter((id) => routed.includes(id))
}

/** Whether `timezone` is an IANA zone this runtime knows. */
export function isTimeZone (timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone }).format(0)
    return true
  } catch {
    return false
  }
}

/** The local date (YYYY-MM-DD) and hour of `at` in `timezone`. */
export function localParts (at: Date, timezone: string): { date: string, hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(at)
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00'
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) }
}

function inQuiet (hour: number, quiet: { start: number, end: number }): boolean {
  return quiet.start <= quiet.end ? hour >= quiet.start && hour < quiet.end : hour >= quiet.start || hour < quiet.end
}

/** When quiet hours that include `now` end (the first full hour outside them); null when not quiet. */
export function quietUntil (prefs: AlertPreferences, now: Date): Date | null {
  const quiet = prefs.quietHours
  if (quiet === null || quiet.start === quiet.end || !inQuiet(localParts(now, prefs.timezone).hour, quiet)) return null
  // Step to the top of each next hour until the local hour leaves the quiet span (at most a day).
  let at = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000)
  for (let i = 0; i < 26; i++) {
    at = new Date(at.getTime() + 3_600_000)
    if (!inQuiet(localParts(at, prefs.timezone).hour, quiet)) return at
  }
  return null
}
