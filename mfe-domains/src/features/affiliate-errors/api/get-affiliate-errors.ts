import { apiClient, scopedPath } from '@sitefleet/shared'
import type { AffiliateError } from '../types'
import { parseAffiliateErrors } from './parse-affiliate-errors'

/** GET /{scope}/get-affiliate-errors: the stored result of the last affiliate check. */
export async function getAffiliateErrors (signal?: AbortSignal): Promise<AffiliateError[]> {
  const { data } = await apiClient.get<unknown>(scopedPath('get-affiliate-errors'), { signal })
  return parseAffiliateErrors(data)
}
