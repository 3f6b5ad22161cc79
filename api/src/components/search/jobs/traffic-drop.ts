// traffic-drop: a property whose 7 last final days brought fewer clicks than (100 − N) % of a
// week at the level of the 28 days before (N = SEARCH_DROP_PERCENT, default 50), when those 28
// days had at least SEARCH_DROP_MIN_CLICKS clicks. A drop is raised once, when it starts; it
// may be raised again only after the property recovered. All the properties of one user that
// start dropping in one sync make ONE event ("38 sites lost more than half their Google
// clicks since 20 Nov"), so a portfolio-wide fall is one alert, not thirty-eight. The first
// sync after a connect records the state silently.
import type { NewEvent } from '../../events'
import type { Totals } from '../daily-repository'
import { isoOf } from '../days'
import type { Source } from '../matching'

/** A sync's event names at most this many sites; the count says how many there are. */
const LISTED = 50

export interface DropInput { propertyId: number, host: string, source: Source, finalThrough: number | null, dropSince: number | null }
export interface DropRule { percent: number, minClicks: number }
export interface DropOutcome { propertyId: number, dropSince: number | null, started: boolean, before: number, after: number }

/** The 7-day window ending at the last final day and the 28 days before it. */
export function windows (finalThrough: number): { recent: [number, number], before: [number, number] } {
  return { recent: [finalThrough - 6, finalThrough], before: [finalThrough - 34, finalThrough - 7] }
}

export function judge (input: DropInput, recent: Totals | undefined, before: Totals | undefined, rule: DropRule): DropOutcome {
  const after = recent?.clicks ?? 0
  const prev = before?.clicks ?? 0
  if (input.finalThrough === null) return { propertyId: input.propertyId, dropSince: null, started: false, before: prev, after }
  const weekly = prev / 4
  const dropping = prev >= rule.minClicks && prev > 0 && after < weekly * (1 - rule.percent / 100)
  const since = windows(input.finalThrough).recent[0]
  if (!dropping) return { propertyId: input.propertyId, dropSince: null, started: false, before: prev, after }
  return { propertyId: input.propertyId, dropSince: input.dropSince ?? since, started: input.dropSince === null, before: prev, after }
}

const SOURCE_LABEL: Record<Source, string> = { google: 'Google', bing: 'Bing' }

/** One event per source for the drops that started. */
export function dropEvents (userId: string, inputs: readonly DropInput[], outcomes: readonly DropOutcome[], rule: DropRule, at: string): NewEvent[] {
  const byId = new Map(inputs.map((i) => [i.propertyId, i]))
  const events: NewEvent[] = []
  for (const source of ['google', 'bing'] as const) {
    const started = outcomes.filter((o) => o.started && byId.get(o.propertyId)?.source === source)
    if (started.length === 0) continue
    const since = Math.min(...started.map((o) => o.dropSince ?? 0))
    const sites = started.map((o) => ({
      host: byId.get(o.propertyId)?.host ?? '?',
      weeklyBefore: Math.round(o.before / 4),
      lastWeek: o.after,
      percent: o.before > 0 ? Math.round((1 - o.after / (o.before / 4)) * 100) : 0
    })).sort((a, b) => b.weeklyBefore - a.weeklyBefore)
    events.push({
      userId,
      kind: 'traffic-drop',
      occurredAt: at,
      ...(sites.length === 1 ? { domain: sites[0].host } : {}),
      data: { source: SOURCE_LABEL[source], count: sites.length, since: isoOf(since), percent: rule.percent, sites: sites.slice(0, LISTED) },
      dedupeKey: `traffic-drop:${userId}:${source}:${at}`
    })
  }
  return events
}
