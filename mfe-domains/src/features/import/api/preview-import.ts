import { type ApiClient, scopedPath } from '@sitefleet/shared'
import type { ImportPreview } from '../types'

/** POST /{scope}/import/preview with the file as a text/csv body (the bytes as saved: the server detects the encoding). */
export async function previewFile (client: ApiClient, file: Blob): Promise<ImportPreview> {
  const { data } = await client.post<ImportPreview>(scopedPath('import/preview'), file, { headers: { 'Content-Type': 'text/csv' } })
  return data
}

/** POST /{scope}/import/preview with a pasted list, one domain per line. */
export async function previewList (client: ApiClient, text: string, brandCategory: string): Promise<ImportPreview> {
  const body = brandCategory.trim() === '' ? { text } : { text, brandCategory: brandCategory.trim() }
  const { data } = await client.post<ImportPreview>(scopedPath('import/preview'), body)
  return data
}
