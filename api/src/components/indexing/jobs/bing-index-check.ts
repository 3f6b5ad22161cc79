// The Bing index check, a domain check type: once a day per saved domain (and at once for a
// "Bing Index Check" on the not-indexed screen, which makes these rows due), ask the index
// provider and keep the answer with its time. Queries to Bing are paced as ONE stream across
// every worker and replica (CheckContext.pace, turns kept in the database): BING_REQUEST_INTERVAL_MS
// ± BING_REQUEST_JITTER_MS apart, so a portfolio of thousands trickles out politely.
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../../platform/config/config'
import type { Database } from '../../../platform/db/schema'
import { BingRepository } from '../bing-repository'
import { changedBy, DataVersionRepository } from '../../../platform/read-cache/data-version-repository'
import { DomainRepository } from '../../domains'
import { EventRepository } from '../../events'
import type { OutboundClient } from '../../../platform/outbound'
import type { CheckContext, CheckResult, CheckTarget, CheckType } from '../../../platform/jobs/types'
import { siteCause } from './causes'
import { createIndexProvider } from './provider'
import type { BingSettings } from '../settings'
import type { IndexProvider, IndexResult } from './types'

export const BING_TYPE = 'bing'
/** The pacing key every worker reserves Bing turns under. */
export const BING_PACE_KEY = 'bing'
const DAY_MS = 24 * 60 * 60 * 1000

export interface BingResult extends CheckResult {
  index: IndexResult
}

/** Milliseconds to the next query: the interval ± a uniformly random jitter, so it never ticks like a bot. */
export function bingSpacing (settings: BingSettings, random: () => number = Math.random): number {
  if (settings.requestJitterMs === 0) return settings.requestIntervalMs
  return Math.max(0, Math.round(settings.requestIntervalMs + (random() * 2 - 1) * settings.requestJitterMs))
}

// One provider per config and client (they live as long as the app): it also shares answers
// for a name saved by several users.
const providers = new WeakMap<AppConfig, WeakMap<OutboundClient, IndexProvider>>()
function providerFor (config: AppConfig, client: OutboundClient): IndexProvider {
  let byClient = providers.get(config)
  if (byClient === undefined) providers.set(config, byClient = new WeakMap())
  let provider = byClient.get(client)
  if (provider === undefined) byClient.set(client, provider = createIndexProvider({ outbound: client, searchUrl: config.bingSearchUrl, settings: config.bing }))
  return provider
}

export class BingIndexCheck implements CheckType<BingResult> {
  readonly type = BING_TYPE
  readonly subject = 'domain'
  /** One paced stream for every worker: one slot of a lane of its own is all it can use. */
  readonly pacing = { concurrency: 1 }
  /**
   * A new domain is first asked about within 15 minutes, not at once: saving a batch and then
   * pressing "Bing Index Check" (the screen's flow) asks once, and the list shows "Never" until then.
   */
  readonly firstRunDelayMs = 15 * 60_000

  interval (): number {
    return DAY_MS
  }

  async check (target: CheckTarget, ctx: CheckContext): Promise<BingResult> {
    const provider = providerFor(ctx.config, ctx.client)
    const index = await provider.check(target.domain, { signal: ctx.signal, now: ctx.now, beforeQuery: async () => await ctx.pace(BING_PACE_KEY, bingSpacing(ctx.config.bing)) })
    return { index, statusCode: null, responseMs: null, error: index.state === 'unknown' ? index.reason ?? 'unknown' : null }
  }

  async record (db: Kysely<Database>, target: CheckTarget, result: BingResult, checkedAt: string): Promise<undefined> {
    const results = new BingRepository(db)
    const before = await results.state(target.domainId)
    const cause = siteCause(await new DomainRepository(db).findScan(target.domainId))
    await results.save(target.domainId, result.index, cause, checkedAt)
    if (before === 'indexed' && result.index.state === 'not-indexed') {
      await new EventRepository(db).record([{
        kind: 'bing-deindexed', userId: target.userId, occurredAt: checkedAt, domainId: target.domainId, domain: target.domain, superCategory: target.superCategory, data: {}
      }])
    }
    // Bing is asked once every few seconds at most: its answers can show at once.
    await new DataVersionRepository(db).bump(target.userId, changedBy.record(target.superCategory))
    return undefined
  }
}
