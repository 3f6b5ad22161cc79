import { type ApiClient, type OncallRotationBody, type OncallRotationResponse } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** PUT /api/oncall-rotations/{id}: replaces the rotation. */
export async function updateOncallRotation (client: ApiClient, id: string, owner: string | undefined, body: OncallRotationBody): Promise<OncallRotationResponse> {
  const { data } = await client.put<OncallRotationResponse>(`/api/oncall-rotations/${encodeURIComponent(id)}`, body, ownerParams(owner))
  return data
}
