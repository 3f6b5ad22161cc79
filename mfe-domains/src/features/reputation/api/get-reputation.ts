import { type ApiClient, scopedPath } from '@sitefleet/shared'
import { toListings } from '../../../lib/reputation-listing'
import type { ReputationOverview, ReputationProvider } from '../types'

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)
const records = (v: unknown): Array<Record<string, unknown>> => (Array.isArray(v) ? v.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object') : [])

function toProvider (r: Record<string, unknown>): ReputationProvider {
  return {
    id: text(r.id),
    name: text(r.name),
    on: r.on === true,
    checks: text(r.checks),
    rate: text(r.rate),
    firstRoundDone: r.firstRoundDone === true,
    lastRunAt: typeof r.lastRunAt === 'string' ? r.lastRunAt : null,
    error: typeof r.error === 'string' ? r.error : null,
    values: count(r.values),
    failing: count(r.failing),
  }
}

/** GET /{scope}/reputation: the providers' state and what is listed now. */
export async function getReputation (client: ApiClient, signal?: AbortSignal): Promise<ReputationOverview> {
  const { data } = await client.get<Record<string, unknown>>(scopedPath('reputation', client), { signal })
  return { providers: records(data?.providers).map(toProvider), resolverMissing: data?.resolverMissing === true, listings: toListings(data?.listings) }
}
