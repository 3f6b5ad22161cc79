import { type ApiClient, type OncallRotation, type OncallRotationsResponse } from '@sitefleet/shared'

/** GET /api/oncall-rotations: the caller's rotations (an admin's: everyone's). */
export async function getOncallRotations (client: ApiClient, signal?: AbortSignal): Promise<OncallRotation[]> {
  const { data } = await client.get<OncallRotationsResponse>('/api/oncall-rotations', { signal })
  if (!data || !Array.isArray(data.rotations)) throw new Error('Malformed rotations answer')
  return data.rotations
}
