import { type ApiClient, scopedPath, type FootprintCluster } from '@sitefleet/shared'

/** GET /{scope}/footprints: clusters of sites sharing an IP, nameservers, hosting, IDs or generator, largest first. */
export async function getFootprints (client: ApiClient, signal?: AbortSignal): Promise<FootprintCluster[]> {
  const { data } = await client.get<{ clusters?: FootprintCluster[] }>(scopedPath('footprints'), { signal })
  return Array.isArray(data?.clusters) ? data.clusters : []
}
