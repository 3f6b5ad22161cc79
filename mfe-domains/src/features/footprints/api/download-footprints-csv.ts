import { type ApiClient, scopedPath } from '@sitefleet/shared'

/**
 * GET /{scope}/footprints.csv with the session's token (a plain link would carry none), saved
 * through a temporary object URL.
 */
export async function downloadFootprintsCsv (client: ApiClient): Promise<void> {
  const { data } = await client.get<Blob>(scopedPath('footprints.csv'), { responseType: 'blob' })
  const url = URL.createObjectURL(data)
  try {
    const a = document.createElement('a')
    a.href = url
    a.download = 'footprints.csv'
    document.body.appendChild(a)
    a.click()
    a.remove()
  } finally {
    URL.revokeObjectURL(url)
  }
}
