// When the checks of a batch of new domains (an import, a bulk action) are first due.
// Making every check of 20,000 new domains due at once put the scans, DNS, affiliate, RDAP and
// Bing checks of all of them in one queue with their status checks. The status check (and any
// type with firstRound 'now') is due at once, so outages show within the first round; every
// other type is spread uniformly at random over its own interval, as its later rounds would be.
import type { AppConfig } from '../config/config'
import { DUE_NOW } from './check-repository'
import type { CheckType, FirstRound } from './types'

export type FirstRoundType = Pick<CheckType, 'type' | 'interval' | 'firstRound'>

export function firstRound (types: readonly FirstRoundType[], config: AppConfig, random: () => number = Math.random): FirstRound {
  return (domainIds, now) => domainIds.flatMap((domainId) => types.map((type) => ({
    domain_id: domainId,
    type: type.type,
    due_at: (type.firstRound ?? 'spread') === 'now'
      ? DUE_NOW
      : new Date(now.getTime() + Math.floor(random() * type.interval(config))).toISOString()
  })))
}

/**
 * How long after a batch is saved its first round should be over: `urgent` for the types due at
 * once (the status check: within its own interval, the goal of a round), `all` for every type.
 */
export function firstRoundSpan (types: readonly FirstRoundType[], config: AppConfig): { urgentMs: number, allMs: number } {
  const intervals = (which: FirstRoundType[]): number => Math.max(0, ...which.map((t) => t.interval(config)))
  return {
    urgentMs: intervals(types.filter((t) => t.firstRound === 'now')),
    allMs: intervals([...types])
  }
}
