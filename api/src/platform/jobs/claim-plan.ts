// The order in which a worker claims domain checks. General slots take the types by
// priority tier, lowest first (status before scans, affiliate and DNS), each tier in due order,
// so a backlog of lower tiers never delays the status checks that drive alerts and uptime.
// Paced types (RDAP, Bing: CheckType.pacing) are never claimed for the general slots: each has a
// lane of its own with a few slots, and a lane takes only rows whose pacing key has a turn to
// give, so a paced backlog of any size waits in its lane, not in front of everything else.
import type { ClaimedCheck, CheckRepository } from './check-repository'
import { PACE_MAX_WAIT_MS } from './pacer'
import type { AnyDomainCheck } from './registry'
import { PRIORITY } from './types'

export interface LanePlan {
  type: string
  concurrency: number
}

export interface ClaimPlan {
  /** General types by tier, first tier first. */
  tiers: string[][]
  /** One lane per paced type. */
  lanes: LanePlan[]
}

export function claimPlan (types: readonly AnyDomainCheck[]): ClaimPlan {
  const byPriority = new Map<number, string[]>()
  const lanes: LanePlan[] = []
  for (const type of types) {
    if (type.pacing !== undefined) {
      lanes.push({ type: type.type, concurrency: Math.max(1, type.pacing.concurrency) })
      continue
    }
    const priority = type.priority ?? PRIORITY.normal
    byPriority.set(priority, [...byPriority.get(priority) ?? [], type.type])
  }
  const tiers = [...byPriority.entries()].sort(([a], [b]) => a - b).map(([, names]) => names)
  return { tiers, lanes }
}

export interface ClaimArgs {
  owner: string
  now: string
  leaseUntil: string
}

/** Up to `limit` due general checks, tier by tier: a lower tier only fills what the higher left. */
export async function claimByPriority (repo: CheckRepository, tiers: readonly string[][], limit: number, args: ClaimArgs): Promise<ClaimedCheck[]> {
  const claimed: ClaimedCheck[] = []
  for (const tier of tiers) {
    if (claimed.length >= limit) break
    claimed.push(...await repo.claim(args.owner, limit - claimed.length, args.now, args.leaseUntil, tier))
  }
  return claimed
}

/**
 * Up to `free` due checks of a lane's type whose pacing key has a turn within the pacer's wait
 * (or is not known yet: the first run learns it). Pacing runs on the system clock (pacer.ts).
 */
export async function claimTurns (repo: CheckRepository, lane: LanePlan, free: number, args: ClaimArgs): Promise<ClaimedCheck[]> {
  return await repo.claim(args.owner, free, args.now, args.leaseUntil, [lane.type], { nowMs: Date.now(), horizonMs: PACE_MAX_WAIT_MS })
}
