import { useEffect, useRef, useState } from 'react'
import { toast, useApiQuery, usePanelCategory, type BulkJobStarted, type BulkJobStatus } from '@sitefleet/shared'
import { getBulkJob } from '../api/get-bulk-job'

/** How often a running bulk job's progress is asked. */
export const BULK_POLL_MS = 1000

const ended = (status: BulkJobStatus | undefined) => status?.state === 'done' || status?.state === 'failed'

/** What the bar shows before the first poll answers: the job as the start reply described it. */
function queued (start: BulkJobStarted): BulkJobStatus {
  return { state: 'queued', action: start.action, total: start.matched, done: 0, changed: 0, skipped: 0, notFound: start.notFound, errors: [], message: start.message }
}

/**
 * Follows a bulk action the server runs as a job (more than 1,000 domains): polls its progress
 * (`refetchInterval`) until it is done or failed, says how it ended, then calls `onFinished` (the
 * list reloads: even a failed job changed the domains before the batch that stopped it). A missed
 * poll keeps the last progress and the next one is asked on time: the job goes on either way.
 */
export function useBulkJob (onFinished: () => void) {
  const scope = usePanelCategory().scope
  const [job, setJob] = useState<{ start: BulkJobStarted; at: number } | null>(null)
  const finished = useRef(onFinished)
  finished.current = onFinished
  const jobId = job?.start.jobId ?? null
  const query = useApiQuery(['/bulk', scope, jobId], (client, signal) => getBulkJob(client, jobId ?? '', signal), {
    enabled: job !== null,
    // The start reply stands for the first second, so the first poll comes a poll interval later.
    initialData: job ? queued(job.start) : undefined,
    initialDataUpdatedAt: job?.at,
    staleTime: BULK_POLL_MS,
    refetchInterval: (q) => (ended(q.state.data) ? false : BULK_POLL_MS),
  })
  const status = job ? query.data : undefined

  useEffect(() => {
    if (!status || !ended(status)) return
    // The server words how it ended (the count changed, or where it stopped).
    if (status.state === 'done') toast.success(status.message)
    else toast.error(status.message)
    setJob(null)
    finished.current()
  }, [status])

  const progress = status && !ended(status) ? status : null
  return { progress, running: progress !== null, follow: (start: BulkJobStarted) => setJob({ start, at: Date.now() }) }
}
