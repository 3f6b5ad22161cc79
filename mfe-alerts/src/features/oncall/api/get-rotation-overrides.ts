import { type ApiClient, type OncallOverride, type OncallOverridesResponse } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** GET /api/oncall-rotations/{id}/overrides: those that have not ended, earliest first. */
export async function getRotationOverrides (client: ApiClient, id: string, owner: string | undefined, signal?: AbortSignal): Promise<OncallOverride[]> {
  const { data } = await client.get<OncallOverridesResponse>(`/api/oncall-rotations/${encodeURIComponent(id)}/overrides`, { signal, ...ownerParams(owner) })
  if (!data || !Array.isArray(data.overrides)) throw new Error('Malformed overrides answer')
  return data.overrides
}
