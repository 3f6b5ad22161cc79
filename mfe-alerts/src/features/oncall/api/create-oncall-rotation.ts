import { type ApiClient, type OncallRotationBody, type OncallRotationResponse } from '@sitefleet/shared'

/** POST /api/oncall-rotations: members taking turns daily or weekly, handing off at a local time. */
export async function createOncallRotation (client: ApiClient, body: OncallRotationBody): Promise<OncallRotationResponse> {
  const { data } = await client.post<OncallRotationResponse>('/api/oncall-rotations', body)
  return data
}
