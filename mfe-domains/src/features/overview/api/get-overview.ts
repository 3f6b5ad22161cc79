import { apiClient, type Overview, scopedPath } from '@sitefleet/shared'

/** GET /{scope}/overview: every card of the portfolio overview in one call. */
export async function getOverview (signal?: AbortSignal): Promise<Overview> {
  const { data } = await apiClient.get<Overview>(scopedPath('overview'), { signal })
  return data
}
