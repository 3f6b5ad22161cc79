import { useState } from 'react'
import { getErrorMessage, useApi, useApiQuery, useMutation, usePanelCategory } from '@sitefleet/shared'
import { applyImport } from '../api/apply-import'
import { getImportStatus } from '../api/get-import-status'
import { previewFile, previewList } from '../api/preview-import'
import type { ImportPreview, ImportProgress } from '../types'

export const PREVIEW_FAILED = 'The file could not be previewed'
export const APPLY_FAILED = 'The import could not be started'
/** How often the progress is asked while an import runs. */
export const POLL_MS = 1000

const ended = (progress: ImportProgress | undefined) => progress?.state === 'done' || progress?.state === 'failed'

/** What the bar shows until the first progress answer: nothing written yet. */
function pending (preview: ImportPreview): ImportProgress {
  return { state: 'pending', total: preview.counts.new + preview.counts.update, written: 0, scanned: 0, failed: 0, unreachable: 0, errors: [], firstRound: null }
}

/**
 * Preview → apply → progress of one import. Preview and apply are mutations; the progress is a
 * query polled (`refetchInterval`, a second after each answer) until the import is done or failed.
 * A missed poll keeps the last progress and the next one is asked: the import goes on either way.
 */
export function useImport () {
  const { client } = useApi()
  const scope = usePanelCategory().scope
  // The preview on screen stays while the next one is read (Apply is disabled meanwhile).
  const [preview, setPreview] = useState<ImportPreview | null>(null)
  const reading = useMutation({ mutationFn: (read: () => Promise<ImportPreview>) => read() })
  const applying = useMutation({ mutationFn: (shown: ImportPreview) => applyImport(client, shown.importId).then(() => shown) })
  const applied = applying.data ?? null
  const progress = useApiQuery(['/import', scope, applied?.importId ?? null], (c, signal) => getImportStatus(c, applied?.importId ?? '', signal), {
    enabled: applied !== null,
    initialData: applied ? pending(applied) : undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: (q) => (ended(q.state.data) ? false : POLL_MS),
  })

  const run = (read: () => Promise<ImportPreview>) => {
    applying.reset()
    reading.mutate(read, { onSuccess: setPreview, onError: () => setPreview(null) })
  }
  const failure = applying.error ?? reading.error
  return {
    preview,
    progress: applied ? progress.data ?? null : null,
    error: applying.isError ? getErrorMessage(failure, APPLY_FAILED) : reading.isError ? getErrorMessage(failure, PREVIEW_FAILED) : null,
    // Apply stays busy until the first progress answer, as the bar has something to show then.
    busy: reading.isPending || applying.isPending || (applied !== null && progress.dataUpdatedAt === 0 && progress.isFetching),
    previewFile: async (file: Blob) => { run(async () => await previewFile(client, file)) },
    previewList: async (text: string, category: string) => { run(async () => await previewList(client, text, category)) },
    apply: async () => { if (preview !== null) applying.mutate(preview) },
  }
}
