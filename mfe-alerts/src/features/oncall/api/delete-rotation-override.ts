import { type ApiClient } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** DELETE /api/oncall-rotations/{id}/overrides/{overrideId}. */
export async function deleteRotationOverride (client: ApiClient, id: string, owner: string | undefined, overrideId: string): Promise<{ message: string }> {
  const { data } = await client.delete<{ message: string }>(`/api/oncall-rotations/${encodeURIComponent(id)}/overrides/${encodeURIComponent(overrideId)}`, ownerParams(owner))
  return data
}
