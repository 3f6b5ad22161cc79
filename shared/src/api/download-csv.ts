import type { AxiosInstance } from 'axios'
import { apiClient } from './client'

/** The file name of a Content-Disposition header, or undefined. */
function fileNameOf (disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]
}

/**
 * Downloads a CSV export through the shared client (it carries the bearer token, which a plain
 * <a href> would not) and hands it to the browser as a file.
 */
export async function downloadCsv (url: string, params: Record<string, string | number | boolean | undefined>, fallbackName: string, client: AxiosInstance = apiClient): Promise<string> {
  const { data, headers } = await client.get<Blob>(url, { params, responseType: 'blob' })
  const name = fileNameOf(headers['content-disposition']) ?? fallbackName
  const href = URL.createObjectURL(data instanceof Blob ? data : new Blob([data], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = href
  link.download = name
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
  return name
}
