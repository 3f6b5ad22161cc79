import { type ApiClient, scopedPath } from '@sitefleet/shared'

/** One list with something on it now. */
export interface ListCount {
  provider: string
  list: string
  kind: 'domain' | 'ip'
  listed: number
}

/** What the overview's blocklist card shows. */
export interface ReputationSummary {
  domains: number
  ips: number
  newLast7Days: number
  byList: ListCount[]
}

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0)

/** GET /{scope}/reputation/summary: domains and IPs listed now, by list, and newly listed this week. */
export async function getReputationSummary (client: ApiClient, signal?: AbortSignal): Promise<ReputationSummary> {
  const { data } = await client.get<Record<string, unknown>>(scopedPath('reputation/summary', client), { signal })
  const lists = Array.isArray(data?.byList) ? data.byList.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object') : []
  return {
    domains: count(data?.domains),
    ips: count(data?.ips),
    newLast7Days: count(data?.newLast7Days),
    byList: lists.map((r) => ({ provider: String(r.provider ?? ''), list: String(r.list ?? ''), kind: r.kind === 'ip' ? 'ip' : 'domain', listed: count(r.listed) })),
  }
}
