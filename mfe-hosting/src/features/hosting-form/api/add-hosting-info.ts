import { type ApiClient, type AddHostingBody, type ApiMessage } from '@sitefleet/shared'

/** POST /api/hosting/add-hostingInfo; a duplicate server fails with 409 and `existing`. */
export async function addHostingInfo (client: ApiClient, body: AddHostingBody): Promise<ApiMessage> {
  const { data } = await client.post<ApiMessage>('/api/hosting/add-hostingInfo', body)
  return data
}
