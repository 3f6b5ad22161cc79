import { useCallback, useEffect, useRef, useState } from 'react'
import { toast, type BulkJobStarted, type BulkJobStatus, useApi } from '@sitefleet/shared'
import { getBulkJob } from '../api/get-bulk-job'

/** How often a running bulk job's progress is asked. */
export const BULK_POLL_MS = 1000

/**
 * Follows a bulk action the server runs as a job (more than 1,000 domains): polls its progress
 * until it is done or failed, says how it ended, then calls `onFinished` (the list reloads:
 * even a failed job changed the domains before the batch that stopped it).
 */
export function useBulkJob (onFinished: () => void) {
  const { client } = useApi()
  const [progress, setProgress] = useState<BulkJobStatus | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const finished = useRef(onFinished)
  finished.current = onFinished

  useEffect(() => () => { if (timer.current !== null) clearTimeout(timer.current) }, [])

  const poll = useCallback(async (jobId: string) => {
    try {
      const status = await getBulkJob(client, jobId)
      if (status.state === 'done' || status.state === 'failed') {
        // The server words how it ended (the count changed, or where it stopped).
        if (status.state === 'done') toast.success(status.message)
        else toast.error(status.message)
        setProgress(null)
        finished.current()
        return
      }
      setProgress(status)
    } catch {
      // A missed poll is retried: the job goes on on the server either way.
    }
    timer.current = setTimeout(() => { void poll(jobId) }, BULK_POLL_MS)
  }, [])

  const follow = useCallback((start: BulkJobStarted) => {
    setProgress({ state: 'queued', action: start.action, total: start.matched, done: 0, changed: 0, skipped: 0, notFound: start.notFound, errors: [], message: start.message })
    timer.current = setTimeout(() => { void poll(start.jobId) }, BULK_POLL_MS)
  }, [poll])

  return { progress, running: progress !== null, follow }
}
