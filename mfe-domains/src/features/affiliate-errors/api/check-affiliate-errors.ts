import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { AffiliateError } from '../types'
import { parseAffiliateErrors } from './parse-affiliate-errors'

/** GET /{scope}/check-affiliate-errors: runs a fresh check (may take seconds) and returns its errors. */
export async function checkAffiliateErrors (client: ApiClient, signal?: AbortSignal): Promise<AffiliateError[]> {
  const { data } = await client.get<unknown>(scopedPath('check-affiliate-errors'), { signal })
  return parseAffiliateErrors(data)
}
