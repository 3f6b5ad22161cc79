import { apiClient, scopedPath, type BingCheckStarted } from '@sitefleet/shared'

/** GET /{scope}/bing-check?force=true: starts a fresh check of every domain in the background. */
export async function startBingCheck (): Promise<BingCheckStarted> {
  const { data } = await apiClient.get<BingCheckStarted>(scopedPath('bing-check'), { params: { force: true } })
  return data
}
