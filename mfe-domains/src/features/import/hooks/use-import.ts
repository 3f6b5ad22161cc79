import { useCallback, useEffect, useRef, useState } from 'react'
import { getErrorMessage, useApi } from '@sitefleet/shared'
import { applyImport } from '../api/apply-import'
import { getImportStatus } from '../api/get-import-status'
import { previewFile, previewList } from '../api/preview-import'
import type { ImportPreview, ImportProgress } from '../types'

export const PREVIEW_FAILED = 'The file could not be previewed'
export const APPLY_FAILED = 'The import could not be started'
/** How often the progress is asked while an import runs. */
export const POLL_MS = 1000

/** Preview → apply → progress polling of one import. */
export function useImport () {
  const { client } = useApi()
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const [progress, setProgress] = useState<ImportProgress | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => () => { if (timer.current !== null) clearTimeout(timer.current) }, [])

  const run = useCallback(async (load: () => Promise<ImportPreview>) => {
    setBusy(true)
    setError(null)
    setProgress(null)
    try {
      setPreview(await load())
    } catch (err) {
      setPreview(null)
      setError(getErrorMessage(err, PREVIEW_FAILED))
    } finally {
      setBusy(false)
    }
  }, [])

  const poll = useCallback(async (importId: string) => {
    try {
      const status = await getImportStatus(client, importId)
      setProgress(status)
      if (status.state === 'done' || status.state === 'failed') return
    } catch {
      // A missed poll is retried: the import goes on on the server either way.
    }
    timer.current = setTimeout(() => { void poll(importId) }, POLL_MS)
  }, [])

  const apply = useCallback(async () => {
    if (preview === null) return
    setBusy(true)
    setError(null)
    try {
      await applyImport(client, preview.importId)
      setProgress({ state: 'pending', total: preview.counts.new + preview.counts.update, written: 0, scanned: 0, failed: 0, unreachable: 0, errors: [] })
      await poll(preview.importId)
    } catch (err) {
      setError(getErrorMessage(err, APPLY_FAILED))
    } finally {
      setBusy(false)
    }
  }, [preview, poll])

  return {
    preview,
    progress,
    error,
    busy,
    previewFile: async (file: Blob) => await run(async () => await previewFile(client, file)),
    previewList: async (text: string, category: string) => await run(async () => await previewList(client, text, category)),
    apply
  }
}
