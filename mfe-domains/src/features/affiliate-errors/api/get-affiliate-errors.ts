import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { AffiliateError } from '../types'
import { parseAffiliateErrors } from './parse-affiliate-errors'

/** GET /{scope}/get-affiliate-errors: the stored result of the last affiliate check. */
export async function getAffiliateErrors (client: ApiClient, signal?: AbortSignal): Promise<AffiliateError[]> {
  const { data } = await client.get<unknown>(scopedPath('get-affiliate-errors'), { signal })
  return parseAffiliateErrors(data)
}
