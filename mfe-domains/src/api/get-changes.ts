import { type ApiClient, scopedPath, type ChangesResponse } from '@sitefleet/shared'

export interface ChangeFilter {
  /** One change kind ('' = every kind). */
  kind: string;
  /** One brand category ('' = every category). */
  category: string;
  /** From this day on (YYYY-MM-DD, '' = any time). */
  since: string;
  /** One domain's changes (its timeline). */
  domain?: string;
  /** An admin reading another user's domain: that user's id. */
  owner?: string;
  offset: number;
  limit: number;
}

/** GET /{scope}/changes: the SEO changes of the saved domains, newest first, one page. */
export async function getChanges (client: ApiClient, filter: ChangeFilter, signal?: AbortSignal): Promise<ChangesResponse> {
  const params: Record<string, string | number> = { limit: filter.limit, offset: filter.offset }
  if (filter.kind) params.kind = filter.kind
  if (filter.category) params.category = filter.category
  if (filter.since) params.since = filter.since
  if (filter.domain) params.domain = filter.domain
  if (filter.owner) params.owner = filter.owner
  const { data } = await client.get<ChangesResponse>(scopedPath('changes'), { params, signal })
  return {
    changes: Array.isArray(data?.changes) ? data.changes : [],
    total: typeof data?.total === 'number' ? data.total : 0,
    kinds: Array.isArray(data?.kinds) ? data.kinds : [],
  }
}
