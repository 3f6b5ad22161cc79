import { type ApiClient } from '@sitefleet/shared'
import { ownerParams } from '../../../lib/owner-params'

/** DELETE /api/oncall-rotations/{id}: the rotation and its overrides. */
export async function deleteOncallRotation (client: ApiClient, id: string, owner: string | undefined): Promise<{ message: string }> {
  const { data } = await client.delete<{ message: string }>(`/api/oncall-rotations/${encodeURIComponent(id)}`, ownerParams(owner))
  return data
}
