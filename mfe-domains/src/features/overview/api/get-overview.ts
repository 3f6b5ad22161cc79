import { type ApiClient, type Overview, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/overview: every card of the portfolio overview in one call. */
export async function getOverview (client: ApiClient, signal?: AbortSignal): Promise<Overview> {
  const { data } = await client.get<Overview>(scopedPath('overview'), { signal })
  return data
}
