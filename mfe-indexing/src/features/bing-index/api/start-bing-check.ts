import { type ApiClient, scopedPath, type BingCheckStarted } from '@sitefleet/shared'

/** GET /{scope}/bing-check?force=true: starts a fresh check of every domain in the background. */
export async function startBingCheck (client: ApiClient): Promise<BingCheckStarted> {
  const { data } = await client.get<BingCheckStarted>(scopedPath('bing-check'), { params: { force: true } })
  return data
}
