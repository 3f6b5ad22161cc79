import { type ApiClient, type OncallOverrideBody, type OncallOverrideResponse } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** POST /api/oncall-rotations/{id}/overrides: someone else covers the rotation for a while. */
export async function addRotationOverride (client: ApiClient, id: string, owner: string | undefined, body: OncallOverrideBody): Promise<OncallOverrideResponse> {
  const { data } = await client.post<OncallOverrideResponse>(`/api/oncall-rotations/${encodeURIComponent(id)}/overrides`, body, ownerParams(owner))
  return data
}
