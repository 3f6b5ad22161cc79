import { apiClient, scopedPath, type FootprintCluster } from '@sitefleet/shared'

/** GET /{scope}/footprints: clusters of sites sharing an IP, nameservers, hosting, IDs or generator, largest first. */
export async function getFootprints (signal?: AbortSignal): Promise<FootprintCluster[]> {
  const { data } = await apiClient.get<{ clusters?: FootprintCluster[] }>(scopedPath('footprints'), { signal })
  return Array.isArray(data?.clusters) ? data.clusters : []
}
